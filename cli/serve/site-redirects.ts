// The redirects `docsgen serve` answers: the lines of the folder's `_redirects` it follows (http/redirects-file.ts), read
// again when the file changes, so a new build's redirects take effect as its files do. A folder without one has none.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchRedirect, parseRedirects, REDIRECTS_FILE, type RedirectLine } from '../http/redirects-file.js';

/** Returns a function giving where `root`'s current `_redirects` sends a request path (with the base URL), if anywhere. */
export function siteRedirects(root: string): (urlPath: string) => ReturnType<typeof matchRedirect> {
  const file = path.join(root, REDIRECTS_FILE);
  let cached: { stamp: string; lines: readonly RedirectLine[] } | undefined;
  return (urlPath) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (cached?.stamp !== stamp) cached = { stamp, lines: parseRedirects(readFileSync(file, 'utf8')) };
    return matchRedirect(cached.lines, urlPath);
  };
}
