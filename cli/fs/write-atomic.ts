import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { die, faultRequested, type FaultPoint } from './test-hooks.js';

/**
 * Writes a file through a temporary sibling (`<file>.<pid>.tmp`, see leftovers.ts) and a rename, so a process killed
 * mid-write never leaves a truncated file behind (caches are read back by the next build). Creates the folder, unless
 * the caller knows it exists (a thousand cache entries, one folder). `fault` names the test hook's point for a kill
 * halfway through the write (test-hooks.ts). Throws what the file system throws.
 */
export function writeFileAtomic(
  file: string,
  data: string | Uint8Array,
  { makeFolder = true, fault }: { makeFolder?: boolean; fault?: FaultPoint } = {},
): void {
  if (makeFolder) mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  if (fault && faultRequested(fault)) {
    writeFileSync(tmp, data.slice(0, data.length >> 1));
    die();
  }
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}
