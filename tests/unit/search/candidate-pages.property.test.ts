// Which pages a query loads first: asked for the best `limit` pages only (a common word is on every page, and sorting
// them all was most of a warm query), the engine gets exactly the first `limit` of the full order, and the same
// counts of pages with some and with every word.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidatePages } from '../../../client/search/candidate-pages.js';
import type { TermQuery } from '../../../client/search/record-set.js';
import { pageCode } from '../../../shared/search-index/format.js';

const PAGES = 300;

/** A term's postings: (page gap, page code) pairs for some pages, impacts from few values so that ties are common. */
const postings = fc
  .uniqueArray(fc.record({ page: fc.nat(PAGES - 1), impact: fc.integer({ min: 1, max: 4 }), inHeadings: fc.boolean() }), {
    selector: (posting) => posting.page,
    maxLength: PAGES,
  })
  .map((list) => {
    const sorted = [...list].sort((a, b) => a.page - b.page);
    let last = 0;
    return sorted.flatMap(({ page, impact, inHeadings }) => {
      const gap = page - last;
      last = page;
      return [gap, pageCode(impact, inHeadings)];
    });
  });

const word = (term: string) =>
  fc
    .record({
      pages: postings,
      df: fc.tuple(fc.nat(50), fc.nat(50), fc.nat(500)),
      weight: fc.constantFrom(1, 0.5, 0.25),
      headingsOnly: fc.boolean(),
    })
    .map(
      ({ pages, df, weight, headingsOnly }): TermQuery => ({
        term,
        prefix: false,
        derived: [{ entry: { term, df, pages }, weight }],
        ...(headingsOnly ? { fields: ['title', 'heading'] as const } : {}),
      }),
    );

describe('candidatePages with a limit', () => {
  it('returns the first pages of the full order, and the same counts', () => {
    fc.assert(
      fc.property(fc.array(word('a'), { minLength: 1, maxLength: 2 }), word('b'), fc.integer({ min: 1, max: 60 }), (as, b, limit) => {
        const groups = [[...as, b]];
        const terms = ['a', 'b'];
        const all = candidatePages(groups, terms, 1000, PAGES);
        const first = candidatePages(groups, terms, 1000, PAGES, limit);
        expect(first.pages).toEqual(all.pages.slice(0, limit));
        expect(first.count).toBe(all.pages.length);
        expect(first.complete).toBe(all.complete);
      }),
      { numRuns: 300 },
    );
  });
});
