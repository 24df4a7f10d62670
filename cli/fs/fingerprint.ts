import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A hash of every file (by path and bytes) under the given folders; missing folders count as empty. */
export function fingerprintFolders(folders: string[], salt = ''): string {
  const hash = createHash('sha1').update(salt);
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    const files = readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file.slice(folder.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
