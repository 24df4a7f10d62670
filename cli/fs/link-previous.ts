import { copyFileSync, existsSync, linkSync } from 'node:fs';

/**
 * Puts the previous build's `source` at `target` without rewriting it: a hard link (instant, no extra space), or a
 * copy on another file system. Returns false when there is no such file, and the caller must write it.
 * The target's folder must exist (see folder-maker.ts).
 */
export function linkFromPrevious(source: string, target: string): boolean {
  if (!existsSync(source)) return false;
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target); // another file system, or links not allowed
  }
  return true;
}
