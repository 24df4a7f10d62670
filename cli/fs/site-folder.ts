// The folder a site's pages may read from (images, includes, MDX imports, links followed): the site folder, or, when
// its content folder lies outside it (a Docusaurus site in `website/` whose docs are `../docs`), the folder that holds
// both, the repository the team keeps them in. Nothing outside it is read, and the output is written as always.
import path from 'node:path';
import { isInsideFolder } from './inside-folder.js';

/** The site root, or the closest folder holding both it and the content folder (absolute paths). */
export function siteBoundary(root: string, contentDir: string): string {
  const absRoot = path.resolve(root);
  let folder = path.resolve(contentDir);
  while (!isInsideFolder(folder, absRoot)) {
    const parent = path.dirname(folder);
    if (parent === folder) return folder;
    folder = parent;
  }
  return isInsideFolder(absRoot, path.resolve(contentDir)) ? absRoot : folder;
}
