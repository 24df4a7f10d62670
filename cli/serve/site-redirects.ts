// The redirects `docsgen serve` answers: the lines of the folder's `_redirects` it follows (http/redirects-file.ts), read
// again when the file changes, so a new build's redirects take effect as its files do. A folder without one has none.
import path from 'node:path';
import { matchRedirect, parseRedirects, REDIRECTS_FILE } from '../http/redirects-file.js';
import { parsedWhenChanged } from './changed-file.js';

/** Returns a function giving where `root`'s current `_redirects` sends a request path (with the base URL), if anywhere. */
export function siteRedirects(root: string): (urlPath: string) => ReturnType<typeof matchRedirect> {
  const lines = parsedWhenChanged(path.join(root, REDIRECTS_FILE), parseRedirects);
  return (urlPath) => {
    const current = lines();
    return current ? matchRedirect(current, urlPath) : undefined;
  };
}
