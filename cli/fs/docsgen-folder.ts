import path from 'node:path';

/**
 * A path under the site's `.docsgen/` folder, where docsgen keeps what is not the site: caches, the replaced output
 * waiting to be deleted, the compiled config. One place names it, so it can be found, ignored or moved at once.
 */
export function docsgenFolder(root: string, ...parts: string[]): string {
  return path.join(root, '.docsgen', ...parts);
}
