// The folder a site's pages may read from (images, includes, MDX imports, links followed): the git repository the site
// is kept in (a VitePress site's `docs/public/logo.svg` links to the repository's `art/`, a Starlight page imports
// `../../examples/tsconfig.json?raw`: files of the same commit, written by the same team); outside a repository, the
// site folder, or, when its content folder lies outside it (a Docusaurus site in `website/` whose docs are
// `../docs`), the folder that holds both. Nothing outside it is read, and the output is written as always.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isInsideFolder } from './inside-folder.js';

/** The boundary of what the site at `root`, with its pages in `contentDir`, may read (absolute paths). */
export function siteBoundary(root: string, contentDir: string): string {
  const absRoot = path.resolve(root);
  const content = path.resolve(contentDir);
  const repository = workTreeOf(absRoot);
  if (repository && isInsideFolder(repository, content)) return repository;
  let folder = content;
  while (!isInsideFolder(folder, absRoot)) {
    const parent = path.dirname(folder);
    if (parent === folder) return folder;
    folder = parent;
  }
  return isInsideFolder(absRoot, content) ? absRoot : folder;
}

/** The git work tree holding a folder (the nearest folder up with a `.git`), if any. */
function workTreeOf(folder: string): string | undefined {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}
