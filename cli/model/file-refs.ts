// Where a URL that names a file by path leads, as a path under the site root: the rules the model resolves with and
// the build reads files by, in one place. A relative URL is read from the page's source file, as GitHub, mdBook and
// VitePress read it (not from the page's route: `guide/index.md` is at /guide, and its "./x.png" is guide/x.png). An
// absolute one is read from the content folder, then (for files) from VitePress's `public/` folder inside it; files of
// the static folder are published at the root as they are and are looked up by URL. Which source file is which page
// is not decided here: the content files' routes (routes/content-routes.ts) say it.
import path from 'node:path';
import type { FileRef } from '../markdown/markdown-result.js';

/** A ref's URL taken apart: the path (percent-decoded) and what follows it (`?query#anchor`, as written). */
export interface RefUrl {
  path: string;
  suffix: string;
  absolute: boolean;
}

export function splitRefUrl(url: string): RefUrl {
  const cut = url.search(/[?#]/);
  const written = cut < 0 ? url : url.slice(0, cut);
  let decoded = written;
  try {
    decoded = decodeURIComponent(written);
  } catch {
    // A broken escape ("%zz") is taken as written: it names no file, and the warning shows it.
  }
  return { path: decoded, suffix: cut < 0 ? '' : url.slice(cut), absolute: written.startsWith('/') };
}

/**
 * What a ref is: a link to a page's source file (`.md`, `.mdx`); a relative link to a route (no extension, or `.html`),
 * which may name a source file without its extension as VitePress allows (`./features` from `guide/index.md`); a link
 * to any other file (`.pdf`); or a file the page shows (an image, a video).
 */
export type RefKind = 'source' | 'route' | 'file' | 'embed';

export function refKind(ref: FileRef, url: RefUrl = splitRefUrl(ref.url)): RefKind {
  if (ref.kind === 'embed') return 'embed';
  if (/\.mdx?$/i.test(url.path)) return 'source';
  const name = url.path.slice(url.path.lastIndexOf('/') + 1);
  return /\.[a-z][a-z0-9]*$/i.test(name) && !/\.html?$/i.test(name) ? 'file' : 'route';
}

/**
 * The paths under the site root (normalised, "/"-separated; "../…" when it leads out) a ref may name, in the order
 * they are tried. `page` is the page's source file and `contentDir` the content folder, both relative to the root.
 * A route link names the source files it may stand for: with `.md`, then `.mdx` (none for a folder, "./guide/").
 */
export function refCandidates(ref: FileRef, page: string, contentDir: string): string[] {
  const url = splitRefUrl(ref.url);
  const kind = refKind(ref, url);
  if (kind === 'route') {
    const bare = url.path.replace(/\.html?$/i, '');
    if (url.absolute || bare === '' || bare.endsWith('/') || /(^|\/)\.\.?$/.test(bare)) return [];
    const base = join(path.posix.dirname(page), bare);
    return [`${base}.md`, `${base}.mdx`];
  }
  if (!url.absolute) return [join(path.posix.dirname(page), url.path)];
  const rel = url.path.replace(/^\/+/, '');
  return kind === 'source' ? [join(contentDir, rel)] : [join(contentDir, rel), join(join(contentDir, 'public'), rel)];
}

function join(folder: string, rel: string): string {
  return path.posix.normalize(path.posix.join(folder || '.', rel));
}

/** The URL path a static-folder file would have for this ref ("/img/logo.svg"), when the ref is absolute. */
export function staticPath(ref: FileRef): string | undefined {
  const url = splitRefUrl(ref.url);
  return url.absolute ? `/${url.path.replace(/^\/+/, '')}` : undefined;
}

/** Where a file is published: under assets/files/, its name made safe for any host, with its content's hash. */
export function publishedName(file: string, hash: string): string {
  const base = path.posix.basename(file);
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const extension = dot > 0 ? base.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : '';
  const safe =
    stem
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(0, 80) || 'file';
  return `assets/files/${safe}-${hash.slice(0, 10)}${extension}`;
}

/** A folder's path relative to the site root, "/"-separated ("" for the root itself). */
export function fromRoot(root: string, folder: string): string {
  return path.relative(root, folder).split(path.sep).join('/');
}

/**
 * Every path (relative to the site root) the pages' references may name that the build must look at before the
 * model resolves them: not links to source files (pages are known), not files the static folder has.
 */
export function referencedPaths(
  pages: ReadonlyArray<{ file: string; refs?: FileRef[] }>,
  { contentDir, staticFiles }: { contentDir: string; staticFiles: ReadonlySet<string> },
): string[] {
  const paths = new Set<string>();
  for (const page of pages) {
    for (const ref of page.refs ?? []) {
      const inStatic = staticPath(ref);
      const kind = refKind(ref);
      if (kind === 'source' || kind === 'route' || (inStatic !== undefined && staticFiles.has(inStatic))) continue;
      for (const candidate of refCandidates(ref, page.file, contentDir)) paths.add(candidate);
    }
  }
  return [...paths];
}
