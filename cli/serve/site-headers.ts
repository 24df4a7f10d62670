// The headers `docsgen serve` adds to every answer: the security headers the build wrote in the folder's `_headers`
// file (its Content-Security-Policy allows exactly that build's inline scripts), read again when the file changes.
// A folder without one (not built by docsgen, or by an older version) gets the strictest policy, which allows no
// inline script at all.
import path from 'node:path';
import { everyPathHeaders, HEADERS_FILE } from '../http/headers-file.js';
import { REDIRECTS_FILE } from '../http/redirects-file.js';
import { contentSecurityPolicy, securityHeaders } from '../http/security-headers.js';
import { parsedWhenChanged } from './changed-file.js';

const DEFAULT_HEADERS = securityHeaders(contentSecurityPolicy());

/** Returns a function giving the headers of `root`'s current `_headers`, read once per change of the file. */
export function siteHeaders(root: string): () => Readonly<Record<string, string>> {
  // The file may only add or change headers: none of the defaults can be dropped by editing it.
  const headers = parsedWhenChanged(path.join(root, HEADERS_FILE), (text) => ({ ...DEFAULT_HEADERS, ...everyPathHeaders(text) }));
  return () => headers() ?? DEFAULT_HEADERS;
}

/** True for the files the host reads, `_headers` and `_redirects`: static hosts never serve them. */
export function isHostFile(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel === HEADERS_FILE || rel === REDIRECTS_FILE;
}
