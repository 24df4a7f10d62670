// Packs: the fragments of the pages a query on a word of titles and headings loads first, copied into one file
// (shared/search-index/format.ts says why: a request costs more than the bytes of twenty fragments). The pages are
// those with the word in their title or headings, by impact, then the others: mostly the ones the query's first step
// ranks first (candidate-pages.ts). The client loads a pack when it holds pages it needs and falls back to the pages'
// own files for the others, so which pages a pack holds changes how many files a query loads, never its answer. Pure.
import { createHash } from 'node:crypto';
import { SEARCH_INDEX_VERSION, packFile, readPageCode, type PackRef, type SearchShardFile } from '../../shared/search-index/format.js';
import type { IndexPage } from './page-fragment.js';

/**
 * Pages a pack holds: more than the 20 hits the modal asks for (which take about as many pages), so that a query
 * whose best pages come from two words or from a typo still finds many of them in the packs of its words. On the
 * 5,000-page benchmark corpus, with 32 a new query loads 7 files at the 95th percentile (shards included); 48 made it
 * 5, but a first query's packs then weighed 360 KB gz where the aim is 300 for all of it.
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
    .map(([term, , postings]) => ({ term, ...packPages(postings) }))
    .filter(({ headingPages }) => headingPages >= PACK_MIN_PAGES)
    .sort((a, b) => b.headingPages - a.headingPages || (a.term < b.term ? -1 : 1));
  const packs = new Map<string, PackRef>();
  let room = PACK_BUDGET * pages.length;
  for (const { term, pages: held } of chosen) {
    if (held.length > room) continue;
    room -= held.length;
    packs.set(term, writePack(held, pages, files));
  }
  return packs;
}

/** The first PACK_PAGES pages of a term's postings, those with the term in their title or headings first, then by impact. */
function packPages(postings: number[]): { pages: number[]; headingPages: number } {
  const found: Array<{ page: number; impact: number; inHeadings: boolean }> = [];
  let page = 0;
  for (let i = 0; i < postings.length; i += 2) {
    page += postings[i]!;
    found.push({ page, ...readPageCode(postings[i + 1]!) });
  }
  const headingPages = found.filter(({ inHeadings }) => inHeadings).length;
  found.sort((a, b) => Number(b.inHeadings) - Number(a.inHeadings) || b.impact - a.impact || a.page - b.page);
  const held = found.slice(0, PACK_PAGES).map(({ page: n }) => n);
  return { pages: held.sort((a, b) => a - b), headingPages };
}

/** Writes the pack of these pages (ascending) into `files`, named by a hash of its content; returns its reference. */
function writePack(held: number[], pages: IndexPage[], files: Map<string, string>): PackRef {
  // The fragments are JSON already: joined as they are, not parsed and written again.
  const fragments = held.map((n) => pages[n]!.fragment).join(',');
  const json = `{"version":${SEARCH_INDEX_VERSION},"pages":${JSON.stringify(held)},"fragments":[${fragments}]}`;
  const hash = createHash('sha1').update(json).digest('hex').slice(0, 8);
  files.set(packFile(hash), json);
  return [hash, held.map((n, i) => n - (held[i - 1] ?? 0))];
}
