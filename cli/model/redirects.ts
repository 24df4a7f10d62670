// The config's redirects checked against the finished model (every version's and locale's pages), before anything is
// written, so a bad one fails the build and leaves the last output as it was. A chain (`/a` → `/b` → `/c`) becomes one
// hop each, since a reader sent twice waits twice and a crawler may stop after one; a loop, or a target that is no page,
// is an error; a rule from an address that is a page is dropped with a warning (Netlify would serve the page there and
// Cloudflare the redirect: the site would answer differently on each).
import path from 'node:path';
import { isExternal, isPrefix } from '../config/redirects-schema.js';
import type { ResolvedConfig } from '../config/schema.js';
import { DocsgenError, type BuildWarning } from '../errors/docsgen-error.js';
import type { RedirectRule } from '../../shared/model/site.js';

/** What a redirect may lead to: the model's routes, and the static folder's files ("/files/a.pdf"). */
export interface RedirectTargets {
  routes: Iterable<string>;
  staticFiles?: Iterable<string>;
}

/** The config's redirects as the site publishes them, each followed to its end; none when it has none. */
export function resolveRedirects(
  config: Pick<ResolvedConfig, 'redirects' | 'root' | 'configFile' | 'site' | 'htmlAliases'>,
  targets: RedirectTargets,
): { rules: RedirectRule[]; warnings: BuildWarning[] } {
  if (!config.redirects) return { rules: [], warnings: [] };
  const file = configFileOf(config);
  const routes = new Set(targets.routes);
  const files = new Set(targets.staticFiles ?? []);
  const warnings: BuildWarning[] = [];
  const written = Object.entries(config.redirects).map(([from, to]) => ({ from: normalize(from), to: normalize(to) }));
  const kept = written.filter((rule) => {
    const page = pageAt(rule.from, routes) ?? (config.htmlAliases ? aliasedPage(rule.from, routes) : undefined);
    // A file of the static folder there is the same case: a host serves the file or the redirect.
    const what = page !== undefined ? `the page ${page}` : files.has(rule.from) ? `the file ${rule.from} of the static folder` : undefined;
    if (what === undefined) return true;
    warnings.push({
      code: 'redirect-over-page',
      file,
      message: `the old address ${rule.from} is ${what}: its redirect to ${rule.to} is left out (a host would serve the page or the redirect, each its own way); remove the redirect, or the page`,
    });
    return false;
  });
  const rules = kept.map((rule) => ({ from: rule.from, to: followed(rule, kept, file) }));
  for (const rule of rules) {
    if (isExternal(rule.to) || leadsSomewhere(rule.to, routes, files)) continue;
    throw new DocsgenError({
      code: 'redirect-target-missing',
      file,
      message: `the redirect from ${rule.from} leads to ${rule.to}, which is no page of the site`,
      hint: "point it at a page's route (a `slug` in front matter changes it), or remove it",
    });
  }
  return { rules, warnings };
}

/** "/old/" → "/old": routes have no trailing slash (but "/" and a prefix's "/*"). */
function normalize(side: string): string {
  if (isExternal(side) || side === '/' || isPrefix(side)) return side;
  return side.replace(/\/+$/, '') || '/';
}

/** The part of a prefix before its `/*`: "/guides/*" → "/guides". */
function prefixBase(side: string): string {
  return side.slice(0, -2);
}

/** The page the old address is: the route itself, or for a prefix, the first page under it. */
function pageAt(from: string, routes: ReadonlySet<string>): string | undefined {
  if (!isPrefix(from)) return routes.has(from) ? from : undefined;
  const base = `${prefixBase(from)}/`;
  for (const route of routes) if (route.startsWith(base)) return route;
  return undefined;
}

/** The page whose `.html` alias (config `htmlAliases`) the old address is: "/intro.html" is the page /intro's. */
function aliasedPage(from: string, routes: ReadonlySet<string>): string | undefined {
  const route = from.endsWith('.html') ? from.slice(0, -'.html'.length) : undefined;
  return route && route !== '/' && routes.has(route) ? route : undefined;
}

/** Where `to` goes next by the other rules: an exact rule first, then the longest prefix it lies under. */
function nextHop(to: string, rules: readonly RedirectRule[]): string | undefined {
  if (isExternal(to)) return undefined;
  const exact = isPrefix(to) ? undefined : rules.find((rule) => !isPrefix(rule.from) && rule.from === to);
  if (exact) return exact.to;
  const under = isPrefix(to) ? prefixBase(to) : to;
  let best: RedirectRule | undefined;
  for (const rule of rules) {
    if (!isPrefix(rule.from)) continue;
    const base = prefixBase(rule.from);
    const inside = isPrefix(to) ? under === base || under.startsWith(`${base}/`) : under.startsWith(`${base}/`);
    if (inside && (!best || base.length > best.from.length - 2)) best = rule;
  }
  if (!best) return undefined;
  const rest = under.slice(prefixBase(best.from).length) + (isPrefix(to) ? '/*' : '');
  return isPrefix(best.to) ? prefixBase(best.to) + rest : best.to;
}

/** The end of the chain that starts at `rule`; a chain that comes back to an address it passed is `redirect-loop`. */
function followed(rule: RedirectRule, rules: readonly RedirectRule[], file: string | undefined): string {
  const passed = [rule.from];
  let to = rule.to;
  for (;;) {
    // A prefix that leads under itself ("/a/*" → "/a/b/*") never comes back to the same address: it grows without end.
    if (passed.includes(to) || passed.length > rules.length) {
      throw new DocsgenError({
        code: 'redirect-loop',
        file,
        message: `redirects loop: ${[...passed, to].join(' → ')}`,
        hint: 'remove one of them, or point it at a page',
      });
    }
    const next = nextHop(to, rules);
    if (next === undefined) return to;
    passed.push(to);
    to = next;
  }
}

/** True when `to` is a page (for a prefix: some page lies under it) or a static file of the site. */
function leadsSomewhere(to: string, routes: ReadonlySet<string>, files: ReadonlySet<string>): boolean {
  if (!isPrefix(to)) return routes.has(to) || files.has(to);
  const base = `${prefixBase(to)}/`;
  for (const route of routes) if (route.startsWith(base)) return true;
  return false;
}

/** The file the redirects were written in, from the site root: the config, or the other generator's. */
function configFileOf(config: Pick<ResolvedConfig, 'root' | 'configFile' | 'site'>): string | undefined {
  if (config.site) return config.site.files[0];
  return config.configFile ? path.relative(config.root, config.configFile) : undefined;
}
