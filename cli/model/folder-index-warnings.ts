import type { BuildWarning } from '../errors/docsgen-error.js';
import { chooseFolderIndexes } from '../routes/folder-index.js';
import type { ContentFile } from '../sources/content-files.js';

/** "index.md, README.md and _index.md". */
function listed(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function nameOf(file: ContentFile): string {
  return file.file.slice(file.file.lastIndexOf('/') + 1);
}

/**
 * One warning per folder where more than one file names the folder's page (index.md, then README.md, then _index.md:
 * folder-index.ts): the first is the page, the others are published at routes of their own, which is rarely what
 * the author meant. A file given a `slug` has been put elsewhere on purpose and is not reported.
 */
export function folderIndexWarnings(files: ContentFile[]): BuildWarning[] {
  const byId = new Map(files.map((file) => [file.id, file]));
  return chooseFolderIndexes([...byId.keys()]).clashes.flatMap(({ chosen, others: otherIds }) => {
    const page = byId.get(chosen)!;
    const moved = otherIds.map((id) => byId.get(id)!).filter((file) => file.frontMatter.slug === undefined);
    if (moved.length === 0) return [];
    const folder = page.file.slice(0, page.file.lastIndexOf('/') + 1);
    const others = listed(moved.map(nameOf));
    const where = moved.map((file, i) => `${nameOf(file)}${i === 0 ? ' is published' : ''} at ${file.route}`).join(', ');
    return [
      {
        code: 'folder-index-clash',
        file: moved[0]!.file,
        message:
          `${listed([page, ...moved].map(nameOf))} ${moved.length === 1 ? 'both' : 'all'} name the page of ${folder} (${page.route}): ` +
          `${nameOf(page)} is taken, being first of index.md, README.md, _index.md, and ${where}; ` +
          `merge ${others} into ${nameOf(page)}, or give ${others} another name`,
      },
    ];
  });
}
