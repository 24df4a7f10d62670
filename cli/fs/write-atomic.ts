import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file through a temporary sibling and a rename, so a process killed mid-write never leaves a truncated
 * file behind (caches are read back by the next build). Creates the folder, unless the caller knows it exists (a
 * thousand cache entries, one folder). Throws what the file system throws.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array, { makeFolder = true } = {}): void {
  if (makeFolder) mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}
