import { createHash } from 'node:crypto';
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
export class PageTermsCache {
  private readonly pieces = new Map<string, PageTerms>();
  /** The pages' fragments by name, and the names in the site's order, as the last index had them. */
  private readonly fragments = new Map<string, string>();
  private order: string[] = [];

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
      const { fragments, order } = stored;
      if (fragments && typeof fragments === 'object' && Array.isArray(order)) {
        for (const [name, text] of Object.entries(fragments)) if (typeof text === 'string') this.fragments.set(name, text);
        this.order = order.filter((name): name is string => typeof name === 'string');
      }
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

  /**
   * Records the index's pages, in the site's order, with their fragments, and forgets the pages the site no longer
   * has, so the cache follows the site and not its history.
   */
  keepOnly(pages: ReadonlyArray<{ name: string; fragment: string }>): void {
    const kept = new Set(pages.map((page) => page.name));
    for (const name of this.pieces.keys()) if (!kept.has(name)) this.pieces.delete(name);
    for (const name of this.fragments.keys()) if (!kept.has(name)) this.fragments.delete(name);
    for (const page of pages) if (!this.fragments.has(page.name)) this.fragments.set(page.name, page.fragment);
    this.order = pages.map((page) => page.name);
  }

  /**
   * The last index's pages with `edits` made (a page's fragment replaced at its position), for a build that remade
   * only those pages; undefined when the cache does not hold every other page's fragment.
   */
  pagesWith(
    edits: ReadonlyArray<{ at: number; page: { name: string; fragment: string } }>,
  ): Array<{ name: string; fragment: string }> | undefined {
    const pages: Array<{ name: string; fragment: string }> = [];
    for (const name of this.order) {
      const fragment = this.fragments.get(name);
      if (fragment === undefined) return undefined;
      pages.push({ name, fragment });
    }
    for (const { at, page } of edits) {
      if (!Number.isInteger(at) || at < 0 || at >= pages.length) return undefined;
      pages[at] = page;
    }
    return pages;
  }

  /** A digest of the last index's pages (their fragments' names, which are content hashes) in order. */
  pagesDigest(): string {
    return createHash('sha1').update(this.order.join('\n')).digest('base64url');
  }

  get size(): number {
    return this.pieces.size;
  }

  /** Writes the file; a cache that cannot be written only costs the next build time. */
  save(): void {
    if (!this.file) return;
    try {
      const stored: StoredPieces = {
        fingerprint: this.fingerprint,
        pieces: Object.fromEntries(this.pieces),
        fragments: Object.fromEntries(this.fragments),
        order: this.order,
      };
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
  /** The index's pages' fragments by name, and their names in the site's order (PageTermsCache.pagesWith). */
  fragments: Record<string, string>;
  order: string[];
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
