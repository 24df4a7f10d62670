import { existsSync } from 'node:fs';
import { walkFiles } from '../fs/walk-files.js';

/** URL paths of every file in the static folder ("/img/logo.svg"), links followed, for the link checker. */
export function listStaticFiles(staticDir: string, root: string): string[] {
  if (!existsSync(staticDir)) return [];
  return walkFiles(staticDir, { root }).map((file) => `/${file.rel}`);
}
