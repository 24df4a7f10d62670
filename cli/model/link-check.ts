import type { BuildWarning } from '../errors/docsgen-error.js';
import type { CollectedLink } from '../markdown/plugins/rehype-collect-links.js';
import { normalizeRoute } from '../routes/content-routes.js';
import { encodeRoute } from '../../shared/url.js';
import type { DocEntry } from './doc-entry.js';
import { fileLineOf } from '../sources/file-line.js';
import { stripAccents } from '../text/slug.js';

export interface LinkTargets {
  /** Heading ids of each page, by route; pages without headings map to an empty set. */
  anchors: Map<string, Set<string>>;
  /** Files copied from the static folder, as URL paths ("/img/logo.svg"). */
  staticFiles: Set<string>;
  /** The base URL the site is served under ("/docs/"); "/" when absent. */
  baseUrl?: string;
  /**
   * Routes of the site read apart from these pages (another version's: builder/load-variants.ts), which links may
   * reach; their headings are not known here, so a link's anchor into them is not checked.
   */
  elsewhere?: ReadonlySet<string>;
}

/** A link the check judges. */
export interface CheckedLink extends CollectedLink {
  /** What the author wrote, when `href` is what it resolved to (a link to a page's source file): messages quote it. */
  written?: string;
}

/** Warns about internal links that point to no page, or to a heading the page does not have. Broken links never fail the build. */
export function checkLinks(docs: DocEntry[], targets: LinkTargets, resolved = new ResolvedLinks()): BuildWarning[] {
  const warnings: BuildWarning[] = [];
  for (const doc of docs) {
    for (const link of doc.links) {
      const line = link.line === undefined ? undefined : fileLineOf(doc.content, link.line);
      const written = link.written ?? link.href;
      const { path, hash, rawHash, route, outside } = resolved.resolve(link.href, doc.route, targets.baseUrl);
      if (outside) {
        const message = `link to ${written} points to ${outside}, outside the base URL ${targets.baseUrl} the site is served under`;
        warnings.push({ code: 'broken-link', file: doc.file, line, message });
        continue;
      }
      if (targets.staticFiles.has(path)) continue;
      const anchors = targets.anchors.get(route);
      if (!anchors) {
        if (targets.elsewhere?.has(route)) continue;
        warnings.push({ code: 'broken-link', file: doc.file, line, message: `link to ${written} points to no page`, target: route });
      } else if (hash && !anchors.has(hash) && !(rawHash !== undefined && anchors.has(rawHash))) {
        warnings.push({
          code: 'broken-anchor',
          file: doc.file,
          line,
          message: `link to ${written}: page ${route} has no heading with id "${hash}"${nearAnchor(anchors, hash)}`,
        });
      }
    }
  }
  return warnings;
}

/**
 * The id a link written without accents meant ("#comecando" for "## Começando", whose id keeps them, as GitHub's
 * does), as a hint after the message; empty when the page has none.
 */
function nearAnchor(anchors: Set<string>, hash: string): string {
  const plain = (id: string) => stripAccents(id).toLowerCase();
  const near = [...anchors].find((id) => id !== hash && plain(id) === plain(hash));
  return near ? ` (it has "${near}": heading ids keep their accents)` : '';
}

/** Where a link points: the path, the anchor, and the route of the page. */
export interface LinkTarget {
  path: string;
  hash: string;
  /**
   * The anchor as written, when decoding changed it: a browser tries it first (HTML's "find a potential indicated
   * element"), and GFM footnotes have it as their id (`[^†]` is `id="user-content-fn-%E2%80%A0"`).
   */
  rawHash?: string;
  route: string;
  /** Set, to the path a browser would reach, when a relative link climbs out of the base URL. */
  outside?: string;
}

/**
 * Links already resolved, by page and href: parsing URLs was a third of the link check, and `docsgen dev` checks the
 * same links at every rebuild (its session keeps one of these). Bounded, so a huge site cannot grow it without end.
 */
export class ResolvedLinks {
  private readonly targets = new Map<string, LinkTarget>();

  constructor(private readonly limit = 100_000) {}

  /** The path, anchor and route a link of the page at `from`, served under `baseUrl`, points to. */
  resolve(href: string, from: string, baseUrl = '/'): LinkTarget {
    const key = `${baseUrl}\0${from}\0${href}`;
    let target = this.targets.get(key);
    if (!target) {
      target = resolveLink(href, from, baseUrl);
      if (this.targets.size < this.limit) this.targets.set(key, target);
    }
    return target;
  }
}

/**
 * Resolves a link as a browser does on the page's address. A site-absolute href ("/x") gets the base URL put in front
 * by the Markdown stage, so it is a route as written; a relative one is resolved from the page's address under the base
 * ("/docs/a/b"), where "../../../x" can climb out of the site.
 */
export function resolveLink(href: string, from: string, baseUrl: string): LinkTarget {
  const prefix = baseUrl.replace(/\/$/, '');
  const siteAbsolute = href.startsWith('/');
  // The page's own route encoded: a page named "c#sharp" or "what?" is not read as "/c" or "/what".
  const page = siteAbsolute ? encodeRoute(from) : `${prefix}${encodeRoute(from)}`;
  const url = new URL(href, `http://docsgen.invalid${page}`);
  const full = decodeOrKeep(url.pathname);
  const raw = url.hash.slice(1);
  const hash = decodeOrKeep(raw);
  const anchor = raw === hash ? { hash } : { hash, rawHash: raw };
  if (siteAbsolute || !prefix) return { path: full, ...anchor, route: normalizeRoute(full) };
  if (full !== prefix && !full.startsWith(`${prefix}/`)) return { path: full, ...anchor, route: normalizeRoute(full), outside: full };
  const path = full.slice(prefix.length) || '/';
  return { path, ...anchor, route: normalizeRoute(path) };
}

/** A URL part decoded, or as written when its percent-encoding is broken ("/a%zz"): then it names no page, and says so. */
function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
