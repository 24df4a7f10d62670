import { readFileSync } from 'node:fs';
import { writeFileAtomic } from '../fs/write-atomic.js';
import type { PageTerms } from './page-terms.js';

/**
 * The pages' shares of the index's statistics, by fragment name, kept from one build to the next: a page whose
 * records did not change (same fragment, same name) is not cut into terms again, so a one-page edit tokenizes one
 * page. In a file under `.docsgen/cache` for `docsgen build`, in memory for `docsgen dev`; one flat JSON file,
 * which parses faster than a thousand small ones.
 */
export class PieceCache {
  private readonly pieces = new Map<string, PageTerms>();

  /** `file`: where the cache is kept between processes; none keeps it in memory only. */
  constructor(private readonly file?: string) {}

  /** Reads the file; a missing or broken one is an empty cache (it only costs time). */
  load(): this {
    if (!this.file) return this;
    try {
      const stored = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, PageTerms>;
      for (const [name, terms] of Object.entries(stored)) this.pieces.set(name, terms);
    } catch {
      // no cache yet, or an unreadable one: every page is indexed afresh
    }
    return this;
  }

  get(name: string): PageTerms | undefined {
    return this.pieces.get(name);
  }

  set(name: string, terms: PageTerms): void {
    this.pieces.set(name, terms);
  }

  /** Forgets the pages the site no longer has, so the cache follows the site and not its history. */
  keepOnly(names: Iterable<string>): void {
    const kept = new Set(names);
    for (const name of this.pieces.keys()) if (!kept.has(name)) this.pieces.delete(name);
  }

  get size(): number {
    return this.pieces.size;
  }

  /** Writes the file; a cache that cannot be written only costs the next build time. */
  save(): void {
    if (!this.file) return;
    try {
      writeFileAtomic(this.file, JSON.stringify(Object.fromEntries(this.pieces)));
    } catch {
      // read-only or full disk: the next build indexes every page again
    }
  }
}
