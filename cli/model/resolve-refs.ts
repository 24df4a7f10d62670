// The model's half of file references (the Markdown stage's half is markdown/plugins/rehype-file-refs.ts): where each
// token in a page's HTML leads, which the render writes in its place (render/page-body.ts). A link to a page's source
// file becomes the page's route (anchor kept, then checked like any link); an image or a linked file inside the site
// is published under a content-hashed name with its size; what leads nowhere, or out of the site, stays dead and is
// warned about.
import type { BodyRef, BodyRefs } from '../../shared/model/site.js';
import { encodeRoute, routeHref, withBase } from '../../shared/url.js';
import type { BuildWarning } from '../errors/docsgen-error.js';
import type { FileRef, MarkdownResult } from '../markdown/markdown-result.js';
import type { AssetFile } from '../sources/asset-files.js';
import { publishedName, refCandidates, refKind, splitRefUrl, staticPath } from './file-refs.js';
import { resolveLink, type CheckedLink } from './link-check.js';
import { fileLineOf } from '../sources/file-line.js';

/** What references resolve against. Paths are relative to the site root, "/"-separated. */
export interface RefTargets {
  baseUrl: string;
  contentDir: string;
  staticDir: string;
  /** The route of each page, by its source file. */
  pages: ReadonlyMap<string, string>;
  /** Every route a relative link may reach as a browser resolves it (pages, API pages, static files). */
  routes: ReadonlySet<string>;
  /** URL paths of the static folder's files ("/img/logo.svg"). */
  staticFiles: ReadonlySet<string>;
  /** What each path a reference may name is (sources/asset-files.ts); a path not in it counts as missing. */
  files: ReadonlyMap<string, AssetFile>;
}

/** A file to publish: copied from `from` (absolute) to `to` (relative to the output). */
export interface FileCopy {
  from: string;
  to: string;
}

export interface ResolvedRefs {
  /** Where the body's tokens lead, when it has any. */
  refs?: BodyRefs;
  /** The page's links for the link check: its own, and each link to a source file as the route it became. */
  links: CheckedLink[];
  warnings: BuildWarning[];
  copies: FileCopy[];
}

/** One page's references resolved: where each of its tokens leads, and what to check, warn about and publish. */
export function resolveRefs(
  page: { file: string; route: string; bodyStartLine: number; lineOrigins?: number[]; markdown: MarkdownResult },
  targets: RefTargets,
): ResolvedRefs {
  const { markdown } = page;
  const refs = markdown.refs ?? [];
  if (refs.length === 0 || !markdown.refNonce) return { links: markdown.links, warnings: [], copies: [] };
  const outcomes = refs.map((ref) => resolveRef(ref, page, targets));
  const links = [...markdown.links];
  const warnings: BuildWarning[] = [];
  const copies = new Map<string, FileCopy>();
  outcomes.forEach((outcome, i) => {
    const ref = refs[i]!;
    // Links keep the body's line, as the Markdown's do (the link check adds the front matter's); warnings the file's.
    if (outcome.check) links.push({ href: outcome.check, line: ref.line, ...(outcome.check !== ref.url ? { written: ref.url } : {}) });
    const line = ref.line === undefined ? undefined : fileLineOf(page, ref.line);
    if (outcome.warning) warnings.push({ ...outcome.warning, file: page.file, line });
    if (outcome.copy) copies.set(outcome.copy.to, outcome.copy);
  });
  // The link check reports in the page's order.
  links.sort((a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER));
  const values = outcomes.map((outcome, i): BodyRef => {
    const ref = refs[i]!;
    return {
      url: outcome.url,
      // Raw HTML left as written goes back byte for byte: its references are already HTML, not text to escape.
      ...(ref.written !== undefined && outcome.url === ref.url ? { written: ref.written } : {}),
      ...(outcome.size ? { size: outcome.size } : {}),
    };
  });
  return { refs: { nonce: markdown.refNonce, values }, links, warnings, copies: [...copies.values()] };
}

/** What one reference became. */
interface Outcome {
  url: string;
  /** An href for the link check (site-absolute for a resolved source link, else as written). */
  check?: string;
  warning?: Omit<BuildWarning, 'file' | 'line'>;
  copy?: FileCopy;
  size?: { width: number; height: number };
}

/** Where a reference leads, as the page's HTML says it (its file published, its source file's route), warnings aside. */
export function refUrl(ref: FileRef, page: { file: string; route: string }, targets: RefTargets): string {
  return resolveRef(ref, page, targets).url;
}

function resolveRef(ref: FileRef, page: { file: string; route: string }, targets: RefTargets): Outcome {
  const url = splitRefUrl(ref.url);
  const kind = refKind(ref, url);
  // What the page said, where the reference leads nowhere: a Markdown URL gets the base URL, as every site path does.
  const asWritten = ref.raw ? ref.url : withBase(targets.baseUrl, ref.url);
  const candidates = refCandidates(ref, page.file, targets.contentDir);
  const toPage = (route: string): Outcome => ({
    url: routeHref(targets.baseUrl, route) + url.suffix,
    check: encodeRoute(route) + url.suffix,
  });
  if (kind === 'route') {
    // Left as written when a browser finds a page there; else it may name a source file without its extension.
    const there = resolveLink(ref.url, page.route, targets.baseUrl);
    const route = there.outside || targets.routes.has(there.route) ? undefined : firstPage(candidates, targets);
    return route === undefined ? { url: asWritten, check: ref.url } : toPage(route);
  }
  const inStatic = staticPath(ref);
  const fromStatic = inStatic !== undefined && targets.staticFiles.has(inStatic) ? { url: withBase(targets.baseUrl, ref.url) } : undefined;
  if (kind === 'source') {
    const route = firstPage(candidates, targets);
    if (route !== undefined) return toPage(route);
    if (fromStatic) return fromStatic;
    return {
      url: asWritten,
      warning: { code: 'broken-link', message: `link to ${ref.url} points to no page: ${candidates[0]} is not a page of the site` },
    };
  }
  if (fromStatic) return fromStatic;
  const found = candidates.map((candidate) => targets.files.get(candidate) ?? { kind: 'missing' as const });
  const index = found.findIndex((file) => file.kind === 'file');
  const file = found[index];
  if (file?.kind === 'file') {
    const to = publishedName(candidates[index]!, file.hash);
    const size = ref.tag === 'img' && file.width && file.height ? { width: file.width, height: file.height } : undefined;
    return { url: withBase(targets.baseUrl, `/${to}`) + url.suffix, copy: { from: file.abs, to }, ...(size ? { size } : {}) };
  }
  const refused = found.find((entry) => entry.kind === 'outside' || entry.kind === 'hidden');
  if (refused?.kind === 'outside') {
    const how = refused.real
      ? `leads through a symbolic link to ${refused.real}, outside the site folder`
      : 'points outside the site folder';
    return { url: asWritten, warning: { code: 'file-outside-site', message: `${what(ref)} ${ref.url} ${how}: it is not published` } };
  }
  if (refused?.kind === 'hidden') {
    return {
      url: asWritten,
      warning: { code: 'hidden-file', message: `${what(ref)} ${ref.url} names a hidden file or folder: it is not published` },
    };
  }
  // A link whose file is not there may still be a route ("/api/v1.json" served by a page): the link check judges it.
  if (kind === 'file') return { url: asWritten, check: ref.url };
  const tried = [...(inStatic !== undefined ? [join(targets.staticDir, inStatic)] : []), ...candidates];
  const none = tried.length === 1 ? `${tried[0]} does not exist` : `none of ${tried.join(', ')} exists`;
  return { url: asWritten, warning: { code: 'missing-file', message: `${what(ref)} ${ref.url}: ${none}` } };
}

function firstPage(candidates: string[], targets: RefTargets): string | undefined {
  for (const candidate of candidates) {
    const route = targets.pages.get(candidate);
    if (route !== undefined) return route;
  }
  return undefined;
}

function join(folder: string, urlPath: string): string {
  return folder ? `${folder}${urlPath}` : urlPath.slice(1);
}

/** How a message names the reference. */
function what(ref: FileRef): string {
  return ref.tag === 'a' ? 'link to' : ref.tag === 'img' ? 'image' : `${ref.tag} file`;
}
