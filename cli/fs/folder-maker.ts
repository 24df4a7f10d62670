import { mkdirSync } from 'node:fs';

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
