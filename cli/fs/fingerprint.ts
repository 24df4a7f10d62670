import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A hash of every file (by path and bytes) under the given folders; missing folders count as empty. `only` keeps the
 * files whose name it accepts (the bundle's code without its source maps, say).
 */
export function fingerprintFolders(folders: string[], options: { salt?: string; only?: (file: string) => boolean } = {}): string {
  const hash = createHash('sha1').update(options.salt ?? '');
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    const files = readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && (options.only?.(entry.name) ?? true))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file.slice(folder.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
