import { statSync } from 'node:fs';
import path from 'node:path';
import { decodeUrlPath } from './request-target.js';

export type Resolution = { kind: 'file'; file: string } | { kind: 'not-found' } | { kind: 'bad-request' };

/** Whether `file` is a file on disk (not a folder, not missing): the default `isFile` of resolveRequest. */
export function isDiskFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a URL path to a file of the built folder with the spec's rules: "/x", "/x/", "/x.html" and
 * "/x/index.html" are the same page; anything else is not found. Never resolves outside `dir`.
 * `isFile` answers whether a path under `dir` is a file: the disk by default, `docsgen dev`'s in-memory site otherwise.
 */
export function resolveRequest(dir: string, urlPath: string, isFile: (file: string) => boolean = isDiskFile): Resolution {
  const decoded = decodeUrlPath(urlPath);
  if (decoded === undefined) return { kind: 'bad-request' };
  const root = path.resolve(dir);
  // posix normalisation of the URL first: "/a/../../etc" becomes "/etc", inside the folder.
  const clean = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`);
  const target = path.resolve(root, `.${clean}`);
  if (target !== root && !target.startsWith(root + path.sep)) return { kind: 'not-found' };

  if (!clean.endsWith('/') && isFile(target) && !clean.endsWith('/404.html')) {
    return { kind: 'file', file: target };
  }
  const route = clean
    .replace(/\/index\.html$/i, '/')
    .replace(/\.html$/i, '')
    .replace(/\/+$/, '');
  const page = path.join(root, route, 'index.html');
  if (page.startsWith(root) && isFile(page)) return { kind: 'file', file: page };
  return { kind: 'not-found' };
}
