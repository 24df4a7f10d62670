// Packs: the fragments of the pages a query on a word of titles and headings loads first, copied into one file
// (shared/search-index/format.ts says why: a request costs more than the bytes of twenty fragments). The pages are
// those with the word in their title or headings, by impact, then the others: mostly the ones the query's first step
// ranks first (candidate-pages.ts). The client loads a pack when it holds pages it needs and falls back to the pages'
// own files for the others, so which pages a pack holds changes how many files a query loads, never its answer. Pure.
import { createHash } from 'node:crypto';
import {
  PAGE_IMPACT_MAX,
  SEARCH_INDEX_VERSION,
  packFile,
  readPageCode,
  type PackRef,
  type SearchShardFile,
} from '../../shared/search-index/format.js';
import type { IndexPage } from './page-fragment.js';

/**
 * Pages a pack holds: more than the 20 hits the modal asks for (which take about as many pages), so that a query
 * whose best pages come from two words or from a typo still finds many of them in the packs of its words. On the
 * 5,000-page benchmark corpus, with 32 a new query loads 6 files at the 95th percentile (shards included). 48 took
 * two files off that, but a first query's packs then weighed 360 KB gz where the aim is 300 for all of it.
 */
const PACK_PAGES = 32;
/** A word in the titles and headings of fewer pages has no pack: its pages are few files anyway. */
const PACK_MIN_PAGES = 3;
/**
 * The packs hold at most this many fragments per page of the site, the words of the most titles and headings first
 * (a smaller pack still goes in if it fits): on a site whose headings share few words that is all of them (1.9 per
 * page on the benchmark corpus); on one whose headings name many things, it keeps the index from holding each page
 * once per word of its headings.
 */
const PACK_BUDGET = 2;

/** The packs of these terms (in term order, with their full postings), added to `files`; a term → its pack. */
export function termPacks(terms: SearchShardFile['terms'], pages: IndexPage[], files: Map<string, string>): Map<string, PackRef> {
  const chosen = terms
    .map(([term, , postings]) => ({ term, postings, headingPages: headingPageCount(postings) }))
    .filter(({ headingPages }) => headingPages >= PACK_MIN_PAGES)
    .sort((a, b) => b.headingPages - a.headingPages || (a.term < b.term ? -1 : 1));
  const packs = new Map<string, PackRef>();
  let room = PACK_BUDGET * pages.length;
  for (const { term, postings } of chosen) {
    const held = packPages(postings);
    if (held.length > room) continue;
    room -= held.length;
    packs.set(term, writePack(held, pages, files));
  }
  return packs;
}

/** How many pages have the term in their title or headings (postings: page gaps and codes). */
function headingPageCount(postings: number[]): number {
  let count = 0;
  for (let i = 1; i < postings.length; i += 2) if (readPageCode(postings[i]!).inHeadings) count += 1;
  return count;
}

/**
 * The first PACK_PAGES pages of a term's postings, those with the term in their title or headings first, then by
 * impact, then in site order; in ascending order. In two passes over the postings, without sorting them: the common
 * words have thousands.
 */
function packPages(postings: number[]): number[] {
  const rank = (code: number): number => {
    const { impact, inHeadings } = readPageCode(code);
    return (inHeadings ? PAGE_IMPACT_MAX + 1 : 0) + impact;
  };
  // How many pages have each rank; then the lowest rank that still makes the pack (some of its pages may not).
  const counts = new Array<number>(2 * (PAGE_IMPACT_MAX + 1)).fill(0);
  for (let i = 1; i < postings.length; i += 2) counts[rank(postings[i]!)]! += 1;
  let lowest = counts.length - 1;
  for (let above = 0; lowest > 0 && above + counts[lowest]! < PACK_PAGES; lowest--) above += counts[lowest]!;
  let atLowest = PACK_PAGES - counts.slice(lowest + 1).reduce((sum, count) => sum + count, 0);
  const held: number[] = [];
  let page = 0;
  for (let i = 0; i < postings.length; i += 2) {
    page += postings[i]!;
    const r = rank(postings[i + 1]!);
    if (r > lowest || (r === lowest && atLowest-- > 0)) held.push(page);
  }
  return held;
}

/**
 * Writes the pack of these pages (ascending) into `files`; returns its reference. It is named by a hash of its pages'
 * numbers and fragment names (themselves hashes of the fragments): of its content, without hashing 140 KB a pack.
 */
function writePack(held: number[], pages: IndexPage[], files: Map<string, string>): PackRef {
  const hash = createHash('sha1')
    .update(held.map((n) => `${n} ${pages[n]!.name}`).join('\n'))
    .digest('hex')
    .slice(0, 8);
  // The fragments are JSON already: joined as they are, not parsed and written again.
  const fragments = held.map((n) => pages[n]!.fragment).join(',');
  files.set(packFile(hash), `{"version":${SEARCH_INDEX_VERSION},"pages":${JSON.stringify(held)},"fragments":[${fragments}]}`);
  return [hash, held.map((n, i) => n - (held[i - 1] ?? 0))];
}
