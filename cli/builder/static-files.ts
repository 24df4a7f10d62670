import { existsSync } from 'node:fs';
import type { OutputWriter } from '../fs/output-writer.js';
import { walkFiles } from '../fs/walk-files.js';

/** URL paths of every file in the static folder ("/img/logo.svg"), links followed, for the link checker. */
export function listStaticFiles(staticDir: string, root: string): string[] {
  if (!existsSync(staticDir)) return [];
  return walkFiles(staticDir, { root }).map((file) => `/${file.rel}`);
}

/**
 * Copies the static folder to the output root through the writer: what a link points to is copied, never the link,
 * and a link leading out of the site stops the build (see walkFiles).
 */
export function copyStaticFiles(staticDir: string, root: string, writer: OutputWriter): void {
  if (!existsSync(staticDir)) return;
  for (const file of walkFiles(staticDir, { root })) writer.copyFile(file.path, file.rel);
}
