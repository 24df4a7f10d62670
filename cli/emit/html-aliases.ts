// The `.html` URLs of a site brought from mdBook, MkDocs without directory URLs or VitePress without `cleanUrls` (config
// `htmlAliases`): each page also answers at `<route>.html`, where a small page sends the reader on, so links to the old
// URLs, in search engines and other sites, still land (forward-page.ts makes that page).
import { routeHref } from '../../shared/url.js';
import type { Emitter } from './emitter.js';
import { forwardPage, forwardPolicy } from './forward-page.js';

export const htmlAliases: Emitter = {
  name: 'aliases',
  *emit({ config, model, routes, emitted, site }) {
    if (!config.htmlAliases) return undefined;
    const { baseUrl, url, locale } = model.site;
    const wanted = routes.all ? Object.keys(model.pages) : routes.changed;
    const taken = new Set(site.staticFiles.map((file) => file.slice(1)));
    const policy = forwardPolicy();
    for (const route of wanted) {
      const page = model.pages[route];
      if (page?.kind !== 'doc' || route === '/') continue;
      const path = `${route.slice(1)}.html`;
      // A file of the site's own at that path (a page, a static file) is kept.
      if (emitted.has(path) || taken.has(path)) continue;
      const href = routeHref(baseUrl, route);
      yield { path, route, policy, body: { text: forwardPage({ href, canonical: `${url}${href}`, title: page.title, locale }) } };
    }
    return ({ made }) => `${made} .html addresses sending readers on`;
  },
};
