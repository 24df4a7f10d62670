// A version or locale of a site read once and kept (builder/load-variants.ts): what reading it gave is a pure function
// of docsgen, the config it is read with, its folders' files and the files its pages refer to. The record holds that
// reading with the stamps of those inputs; a later build whose inputs stamp the same takes the reading from it whole,
// and a frozen version costs a few stats instead of a read, a render and a model (docs/design/versions.md).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathStamp } from '../fs/file-stamp.js';
import { writeFileAtomic } from '../fs/write-atomic.js';

/** Bumped when the record's shape changes: an older record is no record. */
const FORMAT = 1;

interface SavedRecord<T> {
  format: typeof FORMAT;
  key: string;
  stamps: Record<string, string>;
  reading: T;
}

/** What a reading depends on besides its files: docsgen, the config it is read with, and what else it was told. */
export function variantRecordKey(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * The stamps of the folders' files (every file and folder in them, dot-entries and node_modules left out, as the
 * build leaves them out) and of `files` (those the pages refer to elsewhere, there or not).
 */
export function stampInputs(folders: readonly string[], files: readonly string[]): Record<string, string> {
  const stamps: Record<string, string> = {};
  const walk = (folder: string): void => {
    stamps[folder] = pathStamp(folder);
    if (!stamps[folder].endsWith('/')) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else stamps[full] = pathStamp(full);
    }
  };
  for (const folder of folders) walk(folder);
  for (const file of files) stamps[file] ??= pathStamp(file);
  return stamps;
}

/** The reading kept under `file`, when it was made with `key` and its inputs stamp as they did; else undefined. */
export function readVariantRecord<T>(file: string, key: string, folders: readonly string[]): T | undefined {
  let saved: SavedRecord<T>;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as SavedRecord<T>;
  } catch {
    return undefined;
  }
  if (saved.format !== FORMAT || saved.key !== key) return undefined;
  const inFolders = (rel: string) => folders.some((folder) => rel === folder || rel.startsWith(folder + path.sep));
  const now = stampInputs(
    folders,
    Object.keys(saved.stamps).filter((rel) => !inFolders(rel)),
  );
  const recorded = saved.stamps;
  if (Object.keys(now).length !== Object.keys(recorded).length) return undefined;
  for (const [rel, stamp] of Object.entries(now)) if (recorded[rel] !== stamp) return undefined;
  return saved.reading;
}

/** Keeps a reading with its inputs' stamps, taken before it was read; a failure only costs the next build its shortcut. */
export function saveVariantRecord<T>(file: string, key: string, stamps: Record<string, string>, reading: T): void {
  const saved: SavedRecord<T> = { format: FORMAT, key, stamps, reading };
  try {
    writeFileAtomic(file, JSON.stringify(saved));
  } catch {
    // Without the record the next build reads the variant again: slower, still correct.
  }
}
