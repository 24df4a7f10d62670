import { copyFileSync, linkSync, statSync } from 'node:fs';

/**
 * Puts the previous build's `source` at `target` without rewriting it: a hard link (instant, no extra space), or a
 * copy on another file system. Returns how (a copy is a new file, with its own identity), or false when there is no
 * such file, or not of `size` bytes when the caller knows the size it must have, and the caller must write it.
 * The target's folder must exist (see folder-maker.ts).
 */
export function linkFromPrevious(source: string, target: string, size?: number): 'linked' | 'copied' | false {
  const stat = statSync(source, { throwIfNoEntry: false });
  if (!stat?.isFile() || (size !== undefined && stat.size !== size)) return false;
  try {
    linkSync(source, target);
    return 'linked';
  } catch {
    copyFileSync(source, target); // another file system, or links not allowed
    return 'copied';
  }
}
