// The offline search index's file formats, shared by the build (which writes them) and the browser (which reads them):
// what each file holds, which field each record indexes, and the constants of the scoring both sides must agree on.
// Pure data and small functions only: this module ships in the browser's search chunk.
//
// The index is split so that a query downloads little, whatever the size of the site (Pagefind's approach):
// - the entry file (assets/search-index.json, revalidated) names the other files and holds the global statistics;
// - term shards (assets/search/t-<hash>.json) hold, per term, the pages it occurs on: a query loads the shards of its
//   words and ranks pages from them;
// - heading shards (assets/search/h-<hash>.json) hold the same for the terms of titles and headings, with only the
//   pages that have them there: a short prefix (the first keystrokes) is matched there only (rank.ts), and "c" starts
//   a tenth of a site's words, whose term shards were 205 KB to load at 5,000 pages;
// - one fragment per page (assets/search/p-<block hash>-<n>.json) holds the page's records with their text: a query
//   loads the fragments of its best pages only, then ranks their records with BM25 exactly as MiniSearch would over the whole
//   site (tests/unit/search/engine.test.ts compares the two);
// - packs (assets/search/k-<hash>.json) hold the fragments of the pages a query on a word of titles and headings loads
//   first, again, in one file: a query's best pages are scattered over the site, and each file is a request (about
//   2.5 ms each in Chromium from a local server, whatever its size up to 100 KB), so twenty fragments took 50 ms where
//   one pack of them takes 5. The term's shard entry names its pack and the pack's pages.
import type { SearchRecord } from '../model/search.js';

/** Where the build writes the entry file, under the output folder; the shards and fragments go under SEARCH_FILES_DIR. */
export const SEARCH_ENTRY = 'assets/search-index.json';
export const SEARCH_FILES_DIR = 'assets/search';

/**
 * Indexed fields, in field-id order. Each record indexes only its own text (a page record its title, a heading
 * record its heading, a content record its paragraph): repeating the title and headings in every paragraph would
 * make the index several times larger for little gain, and the record type already says what a hit is.
 */
export const SEARCH_FIELDS = ['title', 'heading', 'content'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Bumped whenever a file's shape changes, so a stale client fails loudly instead of answering nonsense. */
export const SEARCH_INDEX_VERSION = 8;

/** The entry file: what a query needs before it knows which shards and pages to load. */
export interface SearchEntryFile {
  version: typeof SEARCH_INDEX_VERSION;
  /** The site's locale, whose stop words and plural folding made the terms (tokenizer.ts): queries must use the same. */
  locale: string;
  /** How many records the site has (BM25's document count). */
  records: number;
  /** Average length of each field over the records, as MiniSearch keeps it (BM25 needs it). */
  averages: number[];
  /**
   * Term shards in term order: the lowest term each may hold (its first term, or the first letters its terms share
   * when the shard before ends with other letters) and its file's hash.
   */
  shards: Array<[from: string, file: string]>;
  /** Heading shards in term order, as `shards`: the terms of titles and headings, their pages those that have them there. */
  headingShards: Array<[from: string, file: string]>;
  /** How many pages the index has, numbered in site order from 0. */
  pageCount: number;
  /**
   * One hash per block of PAGE_BLOCK pages (in site order), of the block's fragments: fragmentFile() names a page's
   * fragment from it. Naming each page's file by its own hash made the entry grow by 11 bytes a page (60 KB at
   * 5,000 pages, half of a first query's data); a block's hash changes when one of its pages does, renaming its files.
   */
  pageBlocks: string[];
}

/** Pages whose fragments share one hash in their names (SearchEntryFile.pageBlocks). */
export const PAGE_BLOCK = 64;

/** The file of page `page`'s fragment, relative to the entry file's folder's SEARCH_FILES_DIR. */
export function fragmentFile(pageBlocks: readonly string[], page: number): string {
  return `p-${pageBlocks[Math.floor(page / PAGE_BLOCK)]}-${(page % PAGE_BLOCK).toString(36)}.json`;
}

/** A term shard: the terms from its first term up to the next shard's first term. */
export interface SearchShardFile {
  version: typeof SEARCH_INDEX_VERSION;
  /**
   * Per term: how many records hold it in each field (BM25's document frequency, over the whole site), then the
   * pages it occurs on as pairs of (page number as a gap from the previous one, the page's code: pageCode), and for a
   * word of many titles and headings, its pack.
   */
  terms: Array<[term: string, df: number[], pages: number[], pack?: PackRef]>;
}

/** A pack's file (packFile) and the pages whose fragments it holds, in ascending order, each as a gap from the one before. */
export type PackRef = [hash: string, pages: number[]];

/** The fragments of some pages in one file (SearchShardFile's pack): a copy of what their own files hold. */
export interface SearchPackFile {
  version: typeof SEARCH_INDEX_VERSION;
  /** Page numbers, ascending; `fragments[i]` is page `pages[i]`'s. */
  pages: number[];
  fragments: SearchFragmentFile[];
}

/** The file of the pack named `hash`, relative to the entry file's folder's SEARCH_FILES_DIR. */
export function packFile(hash: string): string {
  return `k-${hash}.json`;
}

/** A page's fragment: its records, as compact as the build can make them. */
export interface SearchFragmentFile {
  version: typeof SEARCH_INDEX_VERSION;
  route: string;
  language: string;
  tags: string[];
  /**
   * Multiplies the scores of the page's records (MiniSearch's boostDocument, Pagefind's data-pagefind-weight); absent
   * for 1. Set by front matter `search_weight`, and lower for pages that restate what other pages say (the API info page).
   */
  weight?: number;
  /** Distinct heading texts of the page (lvl0 to lvl6). */
  headings: string[];
  /** Distinct hierarchies as heading numbers, lvl0 first, -1 for a null level, trailing nulls dropped. */
  hierarchies: number[][];
  /**
   * One per record, in order. Most are paragraphs of the section above them, written as their text alone: same
   * hierarchy and anchor as the record before. The others are [hierarchy, level (1–6, 0 for content), anchor ('' for
   * none), content, objectID when it is not `route#n`, n being the record's rank in its page].
   */
  records: Array<string | StoredRecord>;
}

export type StoredRecord = [hierarchy: number, level: number, anchor: string, content: string | null, objectID?: string];

/**
 * Typo matches keep a word's first letters ("webhok" finds "webhook", "ebhook" does not): a query then loads only
 * the shards of the words that begin like its own, and the build keeps those words in as few shards as it can.
 */
export const TYPO_FREE_PREFIX = 2;

/** BM25 as MiniSearch computes it (its defaults): term saturation k, length normalization b, floor d. */
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;
/** A page title counts more than a heading, a heading more than body text. */
export const FIELD_BOOST: Record<SearchField, number> = { title: 3, heading: 2, content: 1 };
/** Page impacts (how strongly a page's best record for a term matches it) are whole numbers from 1 to this. */
export const PAGE_IMPACT_MAX = 31;

/**
 * What a term's postings say of one page in one number: its impact, and whether the term is in the page's title
 * or headings (a short prefix is matched there only: rank.ts).
 */
export function pageCode(impact: number, inHeadings: boolean): number {
  return Math.min(PAGE_IMPACT_MAX, Math.max(1, impact)) * 2 + (inHeadings ? 1 : 0);
}

export function readPageCode(code: number): { impact: number; inHeadings: boolean } {
  return { impact: code >> 1, inHeadings: (code & 1) === 1 };
}

/**
 * The one field a record indexes and its text: a page record (level 1) its title, a heading record (2–6) its
 * heading, a content record (0) its text.
 */
export function indexedText(level: number, heading: string | null, content: string | null): [field: number, text: string] {
  if (level === 0) return [2, content ?? ''];
  return [level === 1 ? 0 : 1, heading ?? ''];
}

/** A record's level as indexedText takes it: 1–6 for lvl1–lvl6, 0 for content. */
export function recordLevel(type: SearchRecord['type']): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}

/** A record of a fragment, its shorthand expanded: `hierarchy` numbers one of the fragment's hierarchies. */
export interface FragmentRecord {
  hierarchy: number;
  /** 1–6 for a heading level, 0 for content. */
  level: number;
  anchor: string;
  content: string | null;
  /** Set when it is not `route#rank`. */
  objectID?: string;
}

/** The records of a fragment in order, a paragraph written as its text alone taking the record before it's place. */
export function fragmentRecords(fragment: Pick<SearchFragmentFile, 'records'>): FragmentRecord[] {
  const records: FragmentRecord[] = [];
  for (const stored of fragment.records) {
    if (typeof stored === 'string') {
      const before = records[records.length - 1];
      records.push({ hierarchy: before?.hierarchy ?? 0, level: 0, anchor: before?.anchor ?? '', content: stored });
    } else {
      const [hierarchy, level, anchor, content, objectID] = stored;
      records.push(objectID === undefined ? { hierarchy, level, anchor, content } : { hierarchy, level, anchor, content, objectID });
    }
  }
  return records;
}

/** The heading a record of level 1–6 indexes (its own heading: the level-th of its hierarchy), null for content. */
export function recordHeading(fragment: Pick<SearchFragmentFile, 'headings' | 'hierarchies'>, record: FragmentRecord): string | null {
  if (record.level === 0) return null;
  return fragment.headings[fragment.hierarchies[record.hierarchy]?.[record.level] ?? -1] ?? null;
}
