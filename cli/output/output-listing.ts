import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file of a build's output (paths relative to it, with "/") and its size, listed once for the stages that
 * follow the writing: the `_headers` step (its HTML files), the compress stage (what to compress), the summary's
 * size and the commit (what an in-place update moves in and removes). Each walked the output on its own: three walks
 * of 50,000 files at 10,000 pages. The files are those written into the build's folder (`dir`) and those an in-place
 * update keeps from the previous output (`previousDir`), where they stay.
 */
export class OutputListing {
  private readonly files = new Map<string, number>();
  private readonly kept = new Set<string>();
  private readonly previousDir?: string;
  private readonly base?: KeptBase;

  /**
   * `kept`: files of the previous output the build keeps; `base`: the previous output's files, each kept unless
   * `base.dropped` names it or the build wrote it again (a build that rewrote a few of 200,000 files: nothing is
   * copied per kept file).
   */
  constructor(
    readonly dir: string,
    { kept, previousDir, base }: { kept?: ReadonlyMap<string, number>; previousDir?: string; base?: KeptBase } = {},
  ) {
    this.previousDir = previousDir;
    this.base = base;
    for (const [rel, size] of kept ?? []) this.keep(rel, size);
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const rel = path.relative(dir, file).split(path.sep).join('/');
      this.files.set(rel, statSync(file).size);
      this.kept.delete(rel); // written anew: the written one is the build's
    }
  }

  /** Adds (or updates) a file written since the listing was made. */
  add(rel: string): void {
    this.files.set(rel, statSync(path.join(this.dir, rel)).size);
    this.kept.delete(rel);
  }

  /** Adds a file of the previous output the build keeps where it is (an in-place update). */
  keep(rel: string, size: number): void {
    this.files.set(rel, size);
    this.kept.add(rel);
  }

  has(rel: string): boolean {
    return this.files.has(rel) || this.inBase(rel);
  }

  /** Whether `rel` is a file of the previous output, kept where it is. */
  isKept(rel: string): boolean {
    return this.kept.has(rel) || (!this.files.has(rel) && this.inBase(rel));
  }

  /** Where the file is now: in the build's folder, or in the previous output for a kept one. */
  pathOf(rel: string): string {
    return path.join(this.isKept(rel) && this.previousDir ? this.previousDir : this.dir, rel);
  }

  /** The files and their sizes. */
  *entries(): IterableIterator<[rel: string, size: number]> {
    yield* this.files.entries();
    if (!this.base) return;
    for (const entry of this.base.files) if (!this.files.has(entry[0]) && !this.base.dropped.has(entry[0])) yield entry;
  }

  /** The files written into the build's folder (not kept). */
  written(): string[] {
    return [...this.files.keys()].filter((rel) => !this.kept.has(rel));
  }

  /** How many files are kept from the previous output. */
  keptCount(): number {
    let count = this.kept.size;
    if (this.base) for (const [rel] of this.base.files) if (!this.files.has(rel) && !this.base.dropped.has(rel)) count += 1;
    return count;
  }

  /** Total bytes of the site's files: a .br/.gz copy beside its file not counted (as served, it is that file). */
  siteBytes(): number {
    let total = 0;
    for (const [rel, size] of this.entries()) {
      if ((rel.endsWith('.br') || rel.endsWith('.gz')) && this.has(rel.slice(0, -3))) continue;
      total += size;
    }
    return total;
  }

  private inBase(rel: string): boolean {
    return (this.base?.files.has(rel) && !this.base.dropped.has(rel)) ?? false;
  }
}

/** The previous output's files as a listing's base: each kept where it is unless `dropped` names it. */
export interface KeptBase {
  files: ReadonlyMap<string, number>;
  dropped: ReadonlySet<string>;
}
