// The `.html` URLs of a site brought from mdBook, MkDocs without directory URLs or VitePress without `cleanUrls` (config
// `htmlAliases`): each page also answers at `<route>.html`, where a small page sends the reader on, so links to the old
// URLs, in search engines and other sites, still land. Its script keeps the `#anchor` (a meta refresh drops it); the
// meta refresh and the link work without JavaScript. Not in search engines: the canonical link names the page itself.
import { escapeHtml } from '../../shared/escape-html.js';
import { textDirection } from '../../shared/i18n/text-direction.js';
import { routeHref } from '../../shared/url.js';
import { hashSource } from '../http/security-headers.js';
import type { Emitter } from './emitter.js';

/** The one inline script of every alias page: the same text, so one hash in the Content-Security-Policy. */
const FORWARD = "location.replace(document.getElementById('to').href+location.hash)";

export const htmlAliases: Emitter = {
  name: 'aliases',
  *emit({ config, model, routes, emitted, site }) {
    if (!config.htmlAliases) return undefined;
    const { baseUrl, url, locale } = model.site;
    const wanted = routes.all ? Object.keys(model.pages) : routes.changed;
    const taken = new Set(site.staticFiles.map((file) => file.slice(1)));
    const policy = { scripts: [hashSource(FORWARD)] };
    for (const route of wanted) {
      const page = model.pages[route];
      if (page?.kind !== 'doc' || route === '/') continue;
      const path = `${route.slice(1)}.html`;
      // A file of the site's own at that path (a page, a static file) is kept.
      if (emitted.has(path) || taken.has(path)) continue;
      const href = routeHref(baseUrl, route);
      yield { path, route, policy, body: { text: aliasPage({ href, canonical: `${url}${href}`, title: page.title, locale }) } };
    }
    return ({ made }) => `${made} .html addresses sending readers on`;
  },
};

/** The page at an old address: where the page is now, for browsers, crawlers and readers without JavaScript. */
export function aliasPage(alias: { href: string; canonical: string; title: string; locale: string }): string {
  const { href, canonical, title, locale } = alias;
  const to = escapeHtml(href);
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta http-equiv="refresh" content="0; url=${to}">
</head>
<body>
<p><a id="to" href="${to}">${escapeHtml(title)}</a></p>
<script>${FORWARD}</script>
</body>
</html>
`;
}
