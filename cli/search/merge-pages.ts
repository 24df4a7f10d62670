// The pages' shares of the index merged into the entry file and the term shards (shared/search-index/format.ts says
// what each file holds and why the index is split). Pure.
import { createHash } from 'node:crypto';
import {
  PAGE_BLOCK,
  SEARCH_FIELDS,
  SEARCH_INDEX_VERSION,
  fragmentFile,
  readPageCode,
  TYPO_FREE_PREFIX,
  type SearchEntryFile,
  type SearchShardFile,
} from '../../shared/search-index/format.js';
import type { IndexPage } from './page-fragment.js';
import { splitTerms, type PageTerms } from './page-terms.js';
import { termPacks } from './term-packs.js';

/**
 * A shard is cut once its JSON passes this many bytes (about a sixth of that gzipped), between two words that begin
 * with different letters: small enough that a query loads little, large enough that a site of thousands of pages has
 * tens of shards, not thousands.
 */
const SHARD_BYTES = 32_000;
/**
 * A word of five letters or more may have typos, so a query loads every term that begins with its first two letters
 * (TYPO_FREE_PREFIX): cut every 32 KB, the terms of "co" were 15 files at 5,000 pages, loaded at once, 2.5 ms a request,
 * for 65 KB gz. And a prefix of one to three letters is matched in titles and headings only, in every heading term of
 * its first letter. So a term shard holds all the terms of its first two letters, a heading shard all those of its
 * first letter, up to this many bytes.
 */
const MOST_SHARD_BYTES = 16 * SHARD_BYTES;

export interface MergedIndex {
  entry: SearchEntryFile;
  /** File name under SEARCH_FILES_DIR → JSON text: the shards and the pages' fragments. */
  files: Map<string, string>;
}

/** The index files for the given pages (in site order) and their terms. */
export function mergePages(pages: Array<IndexPage & PageTerms>, locale: string): MergedIndex {
  const files = new Map<string, string>();
  const fieldCount = SEARCH_FIELDS.length;
  // Averages as MiniSearch keeps them, record after record: BM25 scores then match its own to the last digit.
  const averages = new Array<number>(fieldCount).fill(0);
  let count = 0;
  const terms = new Map<string, { df: number[]; pages: number[]; last: number }>();
  const pageBlocks = blockHashes(pages);
  pages.forEach((piece, page) => {
    files.set(fragmentFile(pageBlocks, page), piece.fragment);
    for (let i = 0; i < piece.records.length; i += 2) {
      const field = piece.records[i]!;
      averages[field] = (averages[field]! * count + piece.records[i + 1]!) / (count + 1);
      count += 1;
    }
    splitTerms(piece).forEach((term, i) => {
      let entry = terms.get(term);
      if (!entry) terms.set(term, (entry = { df: new Array<number>(fieldCount).fill(0), pages: [], last: 0 }));
      const at = i * (fieldCount + 1);
      for (let field = 0; field < fieldCount; field++) entry.df[field]! += piece.numbers[at + field]!;
      entry.pages.push(page - entry.last, piece.numbers[at + fieldCount]!);
      entry.last = page;
    });
  });
  const sorted = [...terms.keys()]
    .sort()
    .map((term): SearchShardFile['terms'][number] => [term, terms.get(term)!.df, terms.get(term)!.pages]);
  // Both the term's shard and its heading shard name its pack: a short prefix looks in the heading shards only.
  const packs = termPacks(sorted, pages, files);
  const withPack = ([term, df, postings]: SearchShardFile['terms'][number]): SearchShardFile['terms'][number] => {
    const pack = packs.get(term);
    return pack ? [term, df, postings, pack] : [term, df, postings];
  };
  const headingTerms = sorted.flatMap(([term, df, postings]): Array<SearchShardFile['terms'][number]> => {
    const inHeadings = headingPostings(postings);
    return inHeadings.length > 0 ? [withPack([term, df, inHeadings])] : [];
  });
  const entry: SearchEntryFile = {
    version: SEARCH_INDEX_VERSION,
    locale,
    records: count,
    averages,
    shards: cutShards(sorted.map(withPack), 't', files),
    headingShards: cutShards(headingTerms, 'h', files),
    pageCount: pages.length,
    pageBlocks,
  };
  return { entry, files };
}

/** The hash of each block of PAGE_BLOCK pages: of its fragments' own names (content hashes), in order. */
function blockHashes(pages: IndexPage[]): string[] {
  const blocks: string[] = [];
  for (let start = 0; start < pages.length; start += PAGE_BLOCK) {
    const names = pages.slice(start, start + PAGE_BLOCK).map((piece) => piece.name);
    blocks.push(createHash('sha1').update(names.join('\n')).digest('hex').slice(0, 8));
  }
  return blocks;
}

/** Terms (in order) cut into shard files named `<prefix>-<hash>.json`, added to `files`; returns the entry's list. */
function cutShards(terms: SearchShardFile['terms'], prefix: 't' | 'h', files: Map<string, string>): SearchEntryFile['shards'] {
  const shards: SearchEntryFile['shards'] = [];
  // Each term's JSON, written once: to measure the shard and to make it.
  let shard: string[] = [];
  let bytes = 0;
  // The lowest term the shard may hold, as the entry names it: its first term, or, after a cut between two words of
  // different first letters, those letters ("co"), so that a query for the terms of "co" does not also load the
  // shard before (its terms end before "co", which its first term alone does not say).
  let from = terms[0]?.[0] ?? '';
  const cut = (next: string | undefined): void => {
    if (shard.length === 0) return;
    const json = `{"version":${SEARCH_INDEX_VERSION},"terms":[${shard.join(',')}]}`;
    const hash = createHash('sha1').update(json).digest('hex').slice(0, 8);
    files.set(`${prefix}-${hash}.json`, json);
    shards.push([from, hash]);
    shard = [];
    bytes = 0;
    from = next ?? '';
  };
  // The letters a shard keeps together: see MOST_SHARD_BYTES.
  const letters = prefix === 't' ? TYPO_FREE_PREFIX : 1;
  for (const [i, entry] of terms.entries()) {
    const json = JSON.stringify(entry);
    shard.push(json);
    bytes += json.length + 1;
    const next = terms[i + 1]?.[0];
    if (next === undefined) break;
    const sameLetters = next.slice(0, letters) === entry[0].slice(0, letters);
    if (bytes >= (sameLetters ? MOST_SHARD_BYTES : SHARD_BYTES)) cut(sameLetters ? next : next.slice(0, letters));
  }
  cut(undefined);
  return shards;
}

/** Of a term's postings ((page gap, page code) pairs), those of the pages that have it in their title or headings, gaps recounted. */
function headingPostings(postings: number[]): number[] {
  const kept: number[] = [];
  let page = 0;
  let lastKept = 0;
  for (let i = 0; i < postings.length; i += 2) {
    page += postings[i]!;
    if (!readPageCode(postings[i + 1]!).inHeadings) continue;
    kept.push(page - lastKept, postings[i + 1]!);
    lastKept = page;
  }
  return kept;
}
