import { lstatSync, readdirSync, readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { fileStamp } from '../fs/file-stamp.js';
import { writeFileAtomic } from '../fs/write-atomic.js';
import { BUILD_MANIFEST } from '../http/build-manifest.js';

/**
 * The files of the output the last build published (paths relative to it, with "/", and their sizes), which an
 * in-place update keeps, replaces or removes. The build saves its list in its cache; walking 200,000 files of a
 * 40,000-page output to learn it again took seconds. The list is trusted only for the output it was made for: the
 * build manifest is replaced (a new file) by every build that changes the output, and the list names the manifest's
 * identity; a list that does not match, or none, and the folder is walked.
 */
export function previousFiles(outDir: string, cacheFile: string | undefined): Map<string, number> | undefined {
  if (!lstatSync(outDir, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  const marker = outputMarker(outDir);
  if (cacheFile && marker) {
    const saved = readSaved(cacheFile);
    if (saved?.marker === marker) {
      // Set one by one: a pair array per file for the Map's constructor was half the time of reading 200,000.
      const files = new Map<string, number>();
      for (let i = 0; i < saved.names.length; i++) files.set(saved.names[i]!, saved.sizes[i]!);
      return files;
    }
  }
  return walkOutput(outDir);
}

/** Saves the list of the output just published, named by its manifest's identity (see previousFiles). */
export function savePreviousFiles(cacheFile: string | undefined, outDir: string, files: Iterable<[rel: string, size: number]>): void {
  const marker = outputMarker(outDir);
  if (!cacheFile || !marker) return;
  const names: string[] = [];
  const sizes: number[] = [];
  for (const [rel, size] of files) {
    names.push(rel);
    sizes.push(size);
  }
  const saved: SavedFiles = { format: FORMAT, marker, names, sizes };
  try {
    writeFileAtomic(cacheFile, JSON.stringify(saved));
  } catch {
    // Without the list the next build walks the output: slower, still correct.
  }
}

const FORMAT = 2;

/** Two arrays, not an object of 200,000 keys: written and read ten times faster. */
interface SavedFiles {
  format: typeof FORMAT;
  /** The build manifest's identity when the list was saved. */
  marker: string;
  names: string[];
  /** The size of each file of `names`, in its order. */
  sizes: number[];
}

/** Inode, size and modification time of the output's build manifest: any build that replaced it changed one. */
export function outputMarker(outDir: string): string | undefined {
  const manifest = path.join(outDir, BUILD_MANIFEST);
  return lstatSync(manifest, { throwIfNoEntry: false })?.isFile() ? fileStamp(manifest, { link: true }) : undefined;
}

function readSaved(file: string): SavedFiles | undefined {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<SavedFiles> | null;
    const { names, sizes } = saved ?? {};
    if (saved?.format !== FORMAT || typeof saved.marker !== 'string' || !Array.isArray(names) || !Array.isArray(sizes)) return undefined;
    if (names.length !== sizes.length) return undefined;
    return saved as SavedFiles;
  } catch {
    return undefined;
  }
}

/** Every entry of the folder but its folders (a link planted there is listed too, so an update removes it). */
function walkOutput(dir: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat: Stats | undefined = lstatSync(file, { throwIfNoEntry: false });
    if (stat) files.set(path.relative(dir, file).split(path.sep).join('/'), stat.size);
  }
  return files;
}
