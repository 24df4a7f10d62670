// What a request asks for, checked before any file is looked up: a method a static host answers, a path that decodes,
// and the part of that path inside the site's base URL. `docsgen serve` and `docsgen dev` answer the same way.
import type { IncomingMessage } from 'node:http';

/** The methods a static site answers; anything else gets 405 with this list in Allow. */
export const ALLOWED_METHODS = 'GET, HEAD';

export type RequestTarget =
  /** `path` is still percent-encoded, starts with "/" and has the base removed. */
  | { kind: 'path'; path: string; query: string; hash: string }
  /** A path the site does not hold: a real 404 with the site's 404 page. */
  | { kind: 'outside-base' }
  /** Answered without looking anything up: 405 (with `headers.Allow`) or 400. */
  | { kind: 'refused'; status: 405 | 400; headers: Readonly<Record<string, string>> };

/** Reads a request's method and URL: the path inside `base` (the site's baseUrl), or why there is nothing to look up. */
export function requestTarget(req: Pick<IncomingMessage, 'method' | 'url'>, base: string): RequestTarget {
  if (req.method !== 'GET' && req.method !== 'HEAD') return { kind: 'refused', status: 405, headers: { Allow: ALLOWED_METHODS } };
  const { path, query, hash } = splitUrl(req.url ?? '/');
  // A path that does not decode names no file anywhere: the client's mistake (400), not a missing page (404).
  if (decodeUrlPath(path) === undefined) return { kind: 'refused', status: 400, headers: {} };
  const inside = pathInBase(path, base);
  return inside === undefined ? { kind: 'outside-base' } : { kind: 'path', path: inside, query, hash };
}

/** "/a/b?x=1#top" → path "/a/b", query "x=1", hash "top" (browsers never send the hash; other clients may). */
export function splitUrl(url: string): { path: string; query: string; hash: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    path: (queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)) || '/',
    query: queryAt === -1 ? '' : beforeHash.slice(queryAt + 1),
    hash: hashAt === -1 ? '' : url.slice(hashAt + 1),
  };
}

/** The part of `path` under `base` ("/docs/" holds "/docs" and "/docs/…", not "/docsx"), starting with "/"; undefined outside. */
export function pathInBase(path: string, base: string): string | undefined {
  const prefix = base.replace(/\/+$/, '');
  if (!prefix) return path;
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return undefined;
  return path.slice(prefix.length) || '/';
}

/** The decoded path, or undefined when it cannot name a file: bad percent-encoding or a NUL byte. */
export function decodeUrlPath(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  return decoded.includes('\0') ? undefined : decoded;
}
