import { copyFileSync, existsSync, linkSync, mkdirSync } from 'node:fs';

/**
 * Puts the previous build's `source` at `target` without rewriting it: a hard link (instant, no extra space), or a
 * copy on another file system. Returns false when there is no such file, and the caller must write it.
 * The target's folder must exist (see FolderMaker).
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

/**
 * Creates folders once each: a recursive mkdir of a folder that exists is a system call all the same, and a thousand
 * of them took most of a one-page rebuild (while another thread wrote to the same disk).
 */
export class FolderMaker {
  private readonly made = new Set<string>();
  ensure(folder: string): void {
    if (this.made.has(folder)) return;
    mkdirSync(folder, { recursive: true });
    this.made.add(folder);
  }
}
