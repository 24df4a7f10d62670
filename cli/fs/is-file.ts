import { existsSync, statSync } from 'node:fs';

/** Whether a path is a regular file (not a folder, not missing): a generator's config file a reader may open. */
export function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}
