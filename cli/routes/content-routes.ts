import path from 'node:path';
import { slug as githubSlug } from 'github-slugger';
import { DocsgenError } from '../errors/docsgen-error.js';
import { folderOf } from './folder-index.js';
import { withoutNumberPrefixes } from './number-prefix.js';
import { unsafeRouteReason } from './route-safety.js';

/** How the content folder's file names name pages, besides their paths (the config's `numberPrefixes`, `folderNamedPages`). */
export interface PageNaming {
  /** `01-intro.md` is the page `intro`, `02-guides/` the folder `guides` (number-prefix.ts). */
  numberPrefixes?: boolean;
  /** `guides/guides.md` is its folder's page, as `guides/index.md` is (folder-index.ts). */
  folderNamedPages?: boolean;
}

/** Doc id of a content file: its path under the content folder, without extension ("guide/index"). */
export function docIdFor(relToContent: string): string {
  return relToContent
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/i, '');
}

/** The doc id as the config's naming makes it: with `numberPrefixes`, "01-guides/02-setup.md" is "guides/setup". */
export function namedDocIdFor(relToContent: string, naming: PageNaming): string {
  const id = docIdFor(relToContent);
  return naming.numberPrefixes ? withoutNumberPrefixes(id) : id;
}

/**
 * How a file's path and front-matter `slug` make its route (the config's `routeStyle`): `path` as written, a slug
 * relative to its folder (Docusaurus); or `astro`, each part of the path a slug as GitHub makes heading ids and a slug
 * from the content folder's root (Astro's content collections, which Starlight's URLs are).
 */
export type RouteStyle = 'path' | 'astro';

/**
 * The route a content file is published at: its `slug`, else its folder when it is the folder's page (folder-index.ts:
 * "index", "README", "_index"), else its path. By default only "index" is taken as the folder's page.
 */
export function routeFor(
  docId: string,
  slug?: string,
  folderIndex = docId === 'index' || docId.endsWith('/index'),
  style: RouteStyle = 'path',
): string {
  const folder = folderOf(docId);
  if (slug !== undefined) {
    const joined = slug.startsWith('/') || style === 'astro' ? `/${slug.replace(/^\/+/, '')}` : `/${folder ? `${folder}/` : ''}${slug}`;
    return normalizeRoute(joined);
  }
  const written = folderIndex ? folder : docId;
  return normalizeRoute(`/${style === 'astro' ? astroSlugOf(written) : written}`);
}

/** Astro's slug of a path: "guides/Intro Page" → "guides/intro-page"; "guides/Index" names its folder, as "index" does. */
function astroSlugOf(written: string): string {
  const slug = written
    .split('/')
    .map((part) => githubSlug(part))
    .join('/');
  return slug === 'index' ? '' : slug.replace(/\/index$/, '');
}

/** One spelling per route: leading slash, no trailing slash, no ".html" or "/index.html" ending. */
export function normalizeRoute(route: string): string {
  let value = route.replace(/\/{2,}/g, '/');
  value = value.replace(/\/index\.html$/i, '/').replace(/\.html$/i, '');
  if (!value.startsWith('/')) value = `/${value}`;
  if (value.length > 1) value = value.replace(/\/+$/, '');
  return value || '/';
}

/** Where a route came from, for the error that refuses it. */
export interface RouteSource {
  /** The file the route is written in (content file or config), relative to the site root. */
  file?: string;
  /** What made it: "file name", "slug", "openapi.route". */
  field: string;
  line?: number;
}

/**
 * The one gate every route passes before anything is written for it: the normalised route, or an error naming the
 * file and field when the route (as written, or once normalised) could land outside the output folder.
 */
export function checkedRoute(written: string, route: string, source: RouteSource): string {
  const reason = unsafeRouteReason(written) ?? unsafeRouteReason(route);
  if (!reason) return route;
  throw new DocsgenError({
    code: 'unsafe-route',
    file: source.file,
    line: source.line,
    message: `the ${source.field} ${JSON.stringify(written)} makes a route with ${reason}, which could write outside the output folder`,
    hint:
      source.field === 'file name'
        ? 'rename the file: a route is made of plain names separated by "/"'
        : `write the ${source.field} as plain names separated by "/", such as "/guide/intro"`,
  });
}

/**
 * A content file's route, checked: from its doc id (its folder's when `folderIndex`), or from its front matter `slug`
 * (whose line `slugLine` gives).
 */
export function contentRoute(input: {
  docId: string;
  slug?: string;
  file: string;
  slugLine?: number;
  /** The line of the front matter's `id` when it named the doc (docId's last part comes from it then). */
  idLine?: number;
  folderIndex?: boolean;
  style?: RouteStyle;
  /** The route the content folder is published under (config `contentRoute`, checked); absent is "/". */
  base?: string;
}): string {
  const { docId, slug, file, slugLine, idLine, folderIndex, style, base } = input;
  const own = routeFor(docId, slug, folderIndex, style);
  const route = base && base !== '/' ? normalizeRoute(`${base}${own}`) : own;
  if (slug !== undefined) return checkedRoute(slug, route, { file, field: 'slug', line: slugLine });
  if (idLine !== undefined) return checkedRoute(docId, route, { file, field: 'id', line: idLine });
  return checkedRoute(docId, route, { file, field: 'file name' });
}

/**
 * The 1-based line of a top-level key in a file's front matter ("slug: …"), for messages; undefined when the file
 * has no front matter or the key is not written at the start of a line.
 */
export function frontMatterKeyLine(raw: string, key: string): number | undefined {
  const lines = raw.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return undefined;
  const pattern = new RegExp(`^['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`);
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '---' || line.trim() === '...') return undefined;
    if (pattern.test(line)) return i + 1;
  }
  return undefined;
}
