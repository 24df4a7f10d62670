// The first step of a query: which pages to load, from the term shards alone. A page's estimate is the best match of
// each query word on it (its impact for the word, weighted like the match and by the word's rarity); pages with more
// of the words come first, as ranking requires every word when some record has them all (rank.ts). Pages with fewer
// words are kept: a page may have every word without any record having them all, and then they all compete.
import { readPageCode } from '../../shared/search-index/format.js';
import { popcount } from './rank.js';
import type { TermQuery } from './record-set.js';

export interface Candidates {
  /** The most promising pages with some of the query's words, best first: at most the `limit` asked for. */
  pages: number[];
  /** How many pages have some of the query's words. */
  count: number;
  /** How many of those have every word (they come first). */
  complete: number;
}

/**
 * `pageCount`: the index's pages (the entry file's). Per-page tallies are typed arrays indexed by page number, not maps:
 * a common word ("este", "cada") is on nearly every page, and maps made this step 70 % of a warm query at 5,000 pages.
 * `limit`: how many pages the query may load; only those are put in order.
 */
export function candidatePages(
  groups: TermQuery[][],
  terms: string[],
  recordCount: number,
  pageCount: number,
  limit = Number.POSITIVE_INFINITY,
): Candidates {
  const words = [...new Set(terms)].slice(0, 30);
  const bit = new Map(words.map((term, i) => [term, 1 << i]));
  const masks = new Uint32Array(pageCount);
  const scores = new Float64Array(pageCount);
  /** The best value of the current query word on each page, reset after each word. */
  const best = new Float64Array(pageCount);
  const listed = new Uint8Array(pageCount);
  const touched: number[] = [];
  for (const group of groups) {
    for (const query of group) {
      const word = bit.get(query.term) ?? 0;
      const seen: number[] = [];
      // A query limited to titles and headings (a short prefix) counts only the pages that have the term there.
      const inHeadingsOnly = query.fields !== undefined && !query.fields.includes('content');
      for (const { entry, weight } of query.derived) {
        // BM25's rarity is per field: a word in few titles counts much more there than in the body text it fills.
        // A page whose titles or headings hold the word is scored with the rarity of titles and headings.
        const rarity = (inHeadings: boolean): number => {
          const docFreq = inHeadings ? entry.df[0]! + entry.df[1]! : entry.df[2]!;
          return Math.log(1 + (recordCount - docFreq + 0.5) / (docFreq + 0.5));
        };
        const rarities = [rarity(false), rarity(true)];
        let page = 0;
        for (let i = 0; i < entry.pages.length; i += 2) {
          page += entry.pages[i]!;
          const { impact, inHeadings } = readPageCode(entry.pages[i + 1]!);
          if (inHeadingsOnly && !inHeadings) continue;
          const value = weight * rarities[inHeadings ? 1 : 0]! * impact;
          if (value > best[page]!) {
            if (best[page] === 0) seen.push(page);
            best[page] = value;
          }
        }
      }
      for (const page of seen) {
        if (!listed[page]) {
          listed[page] = 1;
          touched.push(page);
        }
        masks[page]! |= word;
        scores[page]! += best[page]!;
        best[page] = 0;
      }
    }
  }
  const counts = new Uint8Array(pageCount);
  let complete = 0;
  for (const page of touched) {
    counts[page] = popcount(masks[page]!);
    if (counts[page] === words.length) complete += 1;
  }
  const order = (a: number, b: number): number => counts[b]! - counts[a]! || scores[b]! - scores[a]! || a - b;
  return { pages: firstInOrder(touched, limit, order, (page) => counts[page]! * 2 ** 32 + scores[page]!), count: touched.length, complete };
}

/**
 * The first `limit` of `pages` in `order`, without sorting them all: `key` orders pages as `order` does, up to ties
 * (more words first, then the score: a float, whose rounding keeps that order or makes a tie), so every page among
 * the first `limit` has a key at least the limit-th largest; those pages alone are sorted.
 */
function firstInOrder(pages: number[], limit: number, order: (a: number, b: number) => number, key: (page: number) => number): number[] {
  if (pages.length <= limit) return pages.sort(order);
  const keys = Float64Array.from(pages, key);
  const threshold = Float64Array.from(keys).sort()[keys.length - limit]!;
  return pages
    .filter((_, i) => keys[i]! >= threshold)
    .sort(order)
    .slice(0, limit);
}
