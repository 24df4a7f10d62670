import { readFileSync } from 'node:fs';
import { writeFileAtomic } from '../fs/write-atomic.js';
import { SEARCH_FIELDS } from '../../shared/search-index/format.js';
import type { PageTerms } from './page-terms.js';

/**
 * The pages' shares of the index's statistics, by fragment name, kept from one build to the next: a page whose
 * records did not change (same fragment, same name) is not cut into terms again, so a one-page edit tokenizes one
 * page. In a file under `.docsgen/cache` for `docsgen build`, in memory for `docsgen dev`; one flat JSON file,
 * which parses faster than a thousand small ones.
 */
export class PieceCache {
  private readonly pieces = new Map<string, PageTerms>();

  /**
   * `file`: where the cache is kept between processes; none keeps it in memory only. `fingerprint`: the pipeline's
   * (pipeline-fingerprint.ts), stored with the pieces: a file another tokenizer wrote is an empty cache.
   */
  constructor(
    private readonly file?: string,
    private readonly fingerprint = '',
  ) {}

  /**
   * Reads the file; a missing, cut-short or corrupt one is an empty cache, and an entry of the wrong shape is left out
   * (each only costs time: those pages are indexed afresh). Names are hashes of the pages' fragments, so an entry of
   * the right shape under a name is that page's piece.
   */
  load(): this {
    if (!this.file) return this;
    try {
      const stored = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<StoredPieces> | null;
      if (stored?.fingerprint !== this.fingerprint || typeof stored.pieces !== 'object' || stored.pieces === null) return this;
      for (const [name, terms] of Object.entries(stored.pieces)) if (isPageTerms(terms)) this.pieces.set(name, terms);
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
      const stored: StoredPieces = { fingerprint: this.fingerprint, pieces: Object.fromEntries(this.pieces) };
      writeFileAtomic(this.file, JSON.stringify(stored), { fault: 'mid-search-cache-write' });
    } catch {
      // read-only or full disk: the next build indexes every page again
    }
  }
}

/** The file: the pieces, and the fingerprint of the pipeline that made them. */
interface StoredPieces {
  fingerprint: string;
  pieces: Record<string, PageTerms>;
}

/** Whether a stored value has PageTerms' shape: per record a field and a length; per term one count a field and a code. */
function isPageTerms(value: unknown): value is PageTerms {
  if (typeof value !== 'object' || value === null) return false;
  const { records, terms, numbers } = value as Partial<PageTerms>;
  if (!Array.isArray(records) || records.length % 2 !== 0 || typeof terms !== 'string' || !Array.isArray(numbers)) return false;
  let count = terms === '' ? 0 : 1;
  for (let at = terms.indexOf(' '); at >= 0; at = terms.indexOf(' ', at + 1)) count += 1;
  return numbers.length === count * (SEARCH_FIELDS.length + 1);
}
