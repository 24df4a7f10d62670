// The first step of a query: which pages to load, from the term shards alone. A page's estimate is the best match of
// each query word on it (its impact for the word, weighted like the match and by the word's rarity); pages with more
// of the words come first, as ranking requires every word when some record has them all (rank.ts). Pages with fewer
// words are kept: a page may have every word without any record having them all, and then they all compete.
import { readPageCode } from '../../shared/search-index/format.js';
import { popcount } from './rank.js';
import type { TermQuery } from './record-set.js';

export interface Candidates {
  /** Every page with some of the query's words, most promising first. */
  pages: number[];
  /** How many of them, at the start, have every word. */
  complete: number;
}

/**
 * `pageCount`: the index's pages (the entry file's). Per-page tallies are typed arrays indexed by page number, not maps:
 * a common word ("este", "cada") is on nearly every page, and maps made this step 70 % of a warm query at 5,000 pages.
 */
export function candidatePages(groups: TermQuery[][], terms: string[], recordCount: number, pageCount: number): Candidates {
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
  for (const page of touched) counts[page] = popcount(masks[page]!);
  const pages = touched.sort((a, b) => counts[b]! - counts[a]! || scores[b]! - scores[a]! || a - b);
  let complete = 0;
  for (const page of pages) if (counts[page] === words.length) complete += 1;
  return { pages, complete };
}
