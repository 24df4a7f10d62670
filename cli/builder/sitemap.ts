import type { SiteModel } from '../../shared/model/site.js';
import { escapeHtml } from '../../shared/escape-html.js';
import { pageUrl } from '../render/html-document.js';

/** sitemap.xml for every page but the 404; needs the site's absolute URL. */
export function sitemapXml(model: SiteModel): string {
  const urls = Object.values(model.pages)
    .filter((page) => page.kind !== 'not-found' && page.kind !== 'search')
    .map((page) => `  <url><loc>${escapeHtml(pageUrl(page.route, model.site))}</loc></url>`)
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
