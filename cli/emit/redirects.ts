// The config's redirects (cli/model/redirects.ts checked them): a page at each old address sending readers on, for any
// host (forward-page.ts), and the `_redirects` file hosts that read it answer with a real 301 (Netlify, Cloudflare Pages,
// `docsgen serve`). A prefix rule gets a page per page under its target. Plain `301`, not forced: Cloudflare redirects
// even where a file exists, Netlify serves the file, which is the page sending readers on: both land. A `_redirects` of
// the site's own keeps its lines after ours. Not in memory: `docsgen dev` answers the model's rules itself.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REDIRECTS_FILE, redirectsFileText } from '../http/redirects-file.js';
import { isExternal } from '../config/redirects-schema.js';
import type { RedirectRule, SiteModel } from '../../shared/model/site.js';
import { routeHref } from '../../shared/url.js';
import type { Emitter } from './emitter.js';
import { forwardPage, forwardPolicy } from './forward-page.js';

export const redirects: Emitter = {
  name: 'redirects',
  writes: [REDIRECTS_FILE],
  *emit({ routes, lazy, emitted, config, model, site }) {
    const rules = model.redirects;
    if (!routes.all || lazy || !rules?.length) return undefined;
    const { baseUrl, url, locale } = model.site;
    const taken = new Set(site.staticFiles.map((file) => file.slice(1)));
    const policy = forwardPolicy();
    for (const { from, to } of rules.flatMap((rule) => hops(rule, model))) {
      const file = from.endsWith('.html') ? from.slice(1) : `${from.slice(1)}/index.html`;
      // A file of the site's own at that path (a page, a static file) is kept.
      if (emitted.has(file) || taken.has(file)) continue;
      const href = isExternal(to) ? to : routeHref(baseUrl, to);
      const canonical = isExternal(to) ? to : `${url}${href}`;
      const title = (!isExternal(to) && model.pages[to]?.title) || href;
      yield { path: file, policy, body: { text: forwardPage({ href, canonical, title, locale }) } };
    }
    const ownFile = path.join(config.staticDir, REDIRECTS_FILE);
    // The first matching line wins: ours, checked against the pages, before the site's own.
    const own = existsSync(ownFile) ? `\n${readFileSync(ownFile, 'utf8')}` : '';
    yield { path: REDIRECTS_FILE, body: { text: redirectsFileText(rules, baseUrl) + own } };
    return ({ made }) => `${rules.length} redirects, ${made - 1} old addresses sending readers on`;
  },
};

/** The addresses a rule sends on, one by one: itself, or for a prefix, each page under its target from its old address. */
function hops(rule: RedirectRule, model: SiteModel): RedirectRule[] {
  if (!rule.from.endsWith('/*')) return [rule];
  // A prefix on another site: the file's splat line is all there is to say; no page can list its addresses.
  if (isExternal(rule.to)) return [];
  const from = rule.from.slice(0, -2);
  const to = rule.to.slice(0, -2);
  return Object.keys(model.pages)
    .filter((route) => route.startsWith(`${to}/`))
    .map((route) => ({ from: from + route.slice(to.length), to: route }));
}
