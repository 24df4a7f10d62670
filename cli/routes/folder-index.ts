/**
 * The names that make a file its folder's own page, first wins: `index.md` (Docusaurus, VitePress), `README.md` in
 * any case (GitHub shows it for the folder, mdBook makes it the chapter's index) and `_index.md` (Hugo).
 */
const FOLDER_INDEX_NAMES: readonly RegExp[] = [/^index$/, /^readme$/i, /^_index$/];

/** The file name (without extension) of a doc id ("guide/README" → "README"). */
function baseName(docId: string): string {
  return docId.slice(docId.lastIndexOf('/') + 1);
}

/** The folder of a doc id, "" for the content folder itself. */
export function folderOf(docId: string): string {
  const slash = docId.lastIndexOf('/');
  return slash === -1 ? '' : docId.slice(0, slash);
}

/**
 * Where a doc id's name stands among the folder-index names (0 is first), or undefined for any other name. With
 * `folderNamed`, a file named as its folder (any case: `guides/Guides.md`) comes after them, as Docusaurus takes it.
 */
function indexRank(docId: string, folderNamed = false): number | undefined {
  const rank = FOLDER_INDEX_NAMES.findIndex((name) => name.test(baseName(docId)));
  if (rank !== -1) return rank;
  const folder = folderOf(docId);
  const named = folderNamed && folder !== '' && baseName(docId).toLowerCase() === baseName(folder).toLowerCase();
  return named ? FOLDER_INDEX_NAMES.length : undefined;
}

/** Whether a file name ("_index.md") is a folder-index name: such a file is a page even where "_" files are skipped. */
export function isFolderIndexFileName(name: string): boolean {
  return /\.mdx?$/i.test(name) && indexRank(name.replace(/\.mdx?$/i, '')) !== undefined;
}

/** A folder with more than one folder-index file: the one that names it, and the others, which keep routes of their own. */
export interface FolderIndexClash {
  folder: string;
  chosen: string;
  others: string[];
}

/**
 * Which doc ids are their folder's page: per folder, the file whose name comes first among the folder-index names
 * (and, with `folderNamedPages`, a file named as its folder). A folder holding several reports them as a clash; the
 * others are pages at routes of their own.
 */
export function chooseFolderIndexes(
  docIds: readonly string[],
  { folderNamedPages = false }: { folderNamedPages?: boolean } = {},
): { indexes: Set<string>; clashes: FolderIndexClash[] } {
  const rankOf = (id: string): number | undefined => indexRank(id, folderNamedPages);
  const byFolder = new Map<string, string[]>();
  for (const id of docIds) {
    if (rankOf(id) === undefined) continue;
    const folder = folderOf(id);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), id]);
  }
  const indexes = new Set<string>();
  const clashes: FolderIndexClash[] = [];
  for (const [folder, ids] of byFolder) {
    // Same rank (README.md and readme.md): the file-name order decides, so the choice does not hang on the listing.
    const [chosen, ...others] = [...ids].sort((a, b) => rankOf(a)! - rankOf(b)! || (a < b ? -1 : 1));
    indexes.add(chosen!);
    if (others.length > 0) clashes.push({ folder, chosen: chosen!, others });
  }
  return { indexes, clashes };
}
