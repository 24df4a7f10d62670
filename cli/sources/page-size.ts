// A page is read whole into memory, then parsed into trees many times its size: a 20 MB page took 15 s and 1.2 GB,
// a 200 MB one passed 4 GB. The size is checked from the file's stat, before anything is read.
import { statSync } from 'node:fs';
import { DocsgenError } from '../errors/docsgen-error.js';

/** "10 MB", "512 KB": a limit as the messages write it (decimal units, as the config's default is written). */
export function formatLimit(bytes: number): string {
  if (bytes >= 1_000_000_000) return `${+(bytes / 1_000_000_000).toFixed(1)} GB`;
  if (bytes >= 1_000_000) return `${+(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${+(bytes / 1_000).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

/** Throws `page-too-large` naming `file` when the file at `abs` holds more than `maxBytes` bytes. */
export function checkPageSize(abs: string, file: string, maxBytes: number): void {
  const size = statSync(abs).size;
  if (size <= maxBytes) return;
  throw new DocsgenError({
    code: 'page-too-large',
    file,
    message: `the page is ${formatLimit(size)}, more than the ${formatLimit(maxBytes)} a page may be (maxPageBytes)`,
    hint: 'split it into several pages, or raise `maxPageBytes` in docsgen.config.ts if it really is one page',
  });
}
