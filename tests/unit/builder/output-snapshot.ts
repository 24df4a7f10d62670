import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every entry under a folder with a hash of its content (and "link" for symbolic links): equal snapshots, equal bytes. */
export function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(dir, full);
    const stats = lstatSync(full);
    if (stats.isSymbolicLink()) entries[rel] = 'link';
    else if (stats.isFile()) entries[rel] = createHash('sha1').update(readFileSync(full)).digest('hex');
    else entries[rel] = 'folder';
  }
  return entries;
}
