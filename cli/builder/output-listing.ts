import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file of a build's output (paths relative to it, with "/") and its size, listed once for the stages that
 * follow the writing: the `_headers` step (its HTML files), the compress stage (what to compress) and the summary's
 * size. Each walked the output on its own: three walks of 50,000 files at 10,000 pages.
 */
export class OutputListing {
  private readonly files = new Map<string, number>();

  constructor(readonly dir: string) {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      this.files.set(path.relative(dir, file).split(path.sep).join('/'), statSync(file).size);
    }
  }

  /** Adds (or updates) a file written since the listing was made. */
  add(rel: string): void {
    this.files.set(rel, statSync(path.join(this.dir, rel)).size);
  }

  has(rel: string): boolean {
    return this.files.has(rel);
  }

  /** The files and their sizes. */
  entries(): IterableIterator<[rel: string, size: number]> {
    return this.files.entries();
  }

  /** Total bytes of the site's files: a .br/.gz copy beside its file not counted (as served, it is that file). */
  siteBytes(): number {
    let total = 0;
    for (const [rel, size] of this.files) if (!(/\.(br|gz)$/.test(rel) && this.files.has(rel.slice(0, -3)))) total += size;
    return total;
  }
}
