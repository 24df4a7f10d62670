// MkDocs's navigation when nothing writes one (mkdocs/structure/nav.py, files.py): every page, walked as os.walk
// lists the docs folder — a folder's pages first, its index page (index.md, else README.md) leading and the others by
// name in code-point order, then its sub-folders by name, each a section titled after the folder's name.
import { isIndexPage, type NavNode } from './mkdocs-nav.js';

/** The nodes for `folder` ("" for docs_dir) of `pages` (paths under docs_dir); `sub` gives a sub-folder's nodes. */
export function defaultNav(pages: readonly string[], folder = '', sub?: (folder: string) => NavNode[]): NavNode[] {
  const prefix = folder ? `${folder}/` : '';
  const files: string[] = [];
  const folders = new Set<string>();
  for (const page of pages) {
    if (!page.startsWith(prefix)) continue;
    const rest = page.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash === -1) files.push(page);
    else folders.add(rest.slice(0, slash));
  }
  // MkDocs skips a README.md beside an index.md (both would be the folder's page).
  const hasIndex = files.some((file) => /(^|\/)index\.mdx?$/.test(file));
  const shown = files.filter((file) => !(hasIndex && /(^|\/)README\.mdx?$/.test(file)));
  const key = (file: string): string => `${isIndexPage(file) ? 0 : 1}${file}`;
  shown.sort((a, b) => compareCodePoints(key(a), key(b)));
  const nodes: NavNode[] = shown.map((file) => ({ kind: 'page', path: file }));
  for (const name of [...folders].sort(compareCodePoints)) {
    const path = `${prefix}${name}`;
    const children = sub ? sub(path) : defaultNav(pages, path);
    if (children.length > 0) nodes.push({ kind: 'section', title: folderTitle(name), children });
  }
  return nodes;
}

/** Python's string order (code points), not the locale's. */
function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** MkDocs's title for a folder: "user-guide" → "User guide"; a name with capitals keeps them ("API_Docs" → "API Docs"). */
export function folderTitle(name: string): string {
  const title = name.replace(/[-_]/g, ' ');
  return title.toLowerCase() === title ? title.charAt(0).toUpperCase() + title.slice(1) : title;
}
