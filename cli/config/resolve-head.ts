// The config's `head` as the pages write it: a script whose `src` is a path without a leading "/" or a scheme names a
// file of the site, from its root (an MkDocs site's `extra_javascript`, docs/js/custom.js), which the build publishes
// under a content-hashed name in assets/head/ (emit/head-files.ts) and the tag loads from there; every other value is
// written as given. The file must exist inside the site folder.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { HeadTag } from '../../shared/model/site.js';
import { withBase } from '../../shared/url.js';
import { DocsgenError } from '../errors/docsgen-error.js';

/** A file of the site a head tag loads, and where the build publishes it (relative to the output root). */
export interface HeadFile {
  from: string;
  to: string;
}

/** `src` values that name a file of the site: no scheme, no leading "/", "#" or "?". */
const SITE_FILE = /^(?![a-z][a-z0-9+.-]*:|[/#?])/i;

export function resolveHead(
  head: readonly HeadTag[],
  { root, baseUrl, file }: { root: string; baseUrl: string; file: string },
): { head: HeadTag[]; files: HeadFile[] } {
  const files: HeadFile[] = [];
  const tags = head.map((tag, i) => {
    const src = tag.attrs?.src;
    if (tag.tag !== 'script' || typeof src !== 'string' || !SITE_FILE.test(src)) return tag;
    const from = siteFile(root, src, { file, field: `head[${i}].attrs.src` });
    const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 8);
    const { name, ext } = path.parse(from);
    const to = `assets/head/${name}-${hash}${ext}`;
    files.push({ from, to });
    return { ...tag, attrs: { ...tag.attrs, src: withBase(baseUrl, `/${to}`) } };
  });
  return { head: tags, files };
}

/** The file's absolute path, when it is a file inside the site folder and no dot-file; else `config-missing-file`. */
function siteFile(root: string, src: string, { file, field }: { file: string; field: string }): string {
  const rel = src.replace(/[?#].*$/, '');
  const abs = path.resolve(root, rel);
  const inside = path.relative(root, abs);
  const usable = !inside.startsWith('..') && !path.isAbsolute(inside) && !inside.split(path.sep).some((part) => part.startsWith('.'));
  let isFile = false;
  try {
    isFile = usable && statSync(abs).isFile();
  } catch {
    // Missing: said below.
  }
  if (isFile) return abs;
  throw new DocsgenError({
    code: 'config-missing-file',
    file,
    message: usable
      ? `${field} names "${src}", but ${inside} does not exist`
      : `${field} names "${src}", which is not a file inside the site folder`,
    hint: 'give the path of a script of the site from its root ("docs/js/custom.js"), a path of its static folder ("/js/custom.js") or an https:// URL',
  });
}
