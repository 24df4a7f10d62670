// The headers `docsgen serve` adds to every answer: the security headers the build wrote in the folder's `_headers`
// file (its Content-Security-Policy allows exactly that build's inline scripts), read again when the file changes.
// A folder without one (not built by docsgen, or by an older version) gets the strictest policy, which allows no
// inline script at all.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { everyPathHeaders, HEADERS_FILE } from '../http/headers-file.js';
import { REDIRECTS_FILE } from '../http/redirects-file.js';
import { contentSecurityPolicy, securityHeaders } from '../http/security-headers.js';

const DEFAULT_HEADERS = securityHeaders(contentSecurityPolicy());

/** Returns a function giving the headers of `root`'s current `_headers`, read once per change of the file. */
export function siteHeaders(root: string): () => Readonly<Record<string, string>> {
  const file = path.join(root, HEADERS_FILE);
  let cached: { stamp: string; headers: Readonly<Record<string, string>> } | undefined;
  return () => {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      return DEFAULT_HEADERS;
    }
    if (cached?.stamp !== stamp) {
      // The file may only add or change headers: none of the defaults can be dropped by editing it.
      cached = { stamp, headers: { ...DEFAULT_HEADERS, ...everyPathHeaders(readFileSync(file, 'utf8')) } };
    }
    return cached.headers;
  };
}

/** True for the files the host reads, `_headers` and `_redirects`: static hosts never serve them. */
export function isHostFile(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel === HEADERS_FILE || rel === REDIRECTS_FILE;
}
