// sitemap.xml: every page a search engine should list (not the 404 page, the search page, nor a version's kept out
// of search engines by its `noIndex`), by its absolute URL;
// written only when the config gives the site's `url`.
import { escapeHtml } from '../../shared/escape-html.js';
import type { SiteModel } from '../../shared/model/site.js';
import { pageUrl } from '../render/html-document.js';
import type { Emitter } from './emitter.js';
import { givesSiteWide } from './site-wide.js';

export const SITEMAP_XML = 'sitemap.xml';

export const sitemap: Emitter = {
  name: 'sitemap',
  writes: [SITEMAP_XML],
  *emit(input) {
    const { model } = input;
    if (!givesSiteWide(input) || !model.site.url) return undefined;
    yield { path: SITEMAP_XML, body: { make: () => sitemapXml(model) } };
    return undefined;
  },
};

/** The sitemap's text: every page but the 404 and the search page, sorted; needs the site's absolute URL. */
export function sitemapXml(model: SiteModel): string {
  const urls = Object.values(model.pages)
    .filter((page) => page.kind !== 'not-found' && page.kind !== 'search' && !(page.kind === 'doc' && page.noIndex))
    .map((page) => `  <url><loc>${escapeHtml(pageUrl(page.route, model.site))}</loc></url>`)
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
