// Builds the offline search index from the site's records: one piece per page (index-page.ts, mostly computed by
// the Markdown workers), merged into the entry file and the term shards (templates/search-engine.ts says
// what each file holds and why the index is split).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchRecord } from '../../shared/model/search.js';
import { SEARCH_FIELDS, SEARCH_INDEX_VERSION, type SearchEntryFile, type SearchShardFile } from '../../shared/search-index/format.js';
import { linkFromPrevious } from '../fs/link-previous.js';
import { titleTerms } from './doc-search-data.js';
import { fragmentName, indexPage, joinPageTerms, splitTerms, splitUrl, type PagePiece, type PageTerms } from './index-page.js';

/** Where the entry file goes, under the output folder; the other files go to `assets/search/`. */
export const SEARCH_ENTRY = 'assets/search-index.json';
export const SEARCH_FILES_DIR = 'assets/search';

/**
 * A shard is cut once its JSON passes this many bytes (about a third of that gzipped): small enough that a query
 * loads little, large enough that a site of thousands of pages has tens of shards, not thousands.
 */
const SHARD_BYTES = 32_000;

export interface SearchIndexFiles {
  entry: SearchEntryFile;
  /** File name under assets/search/ → JSON text. */
  files: Map<string, string>;
}

/** The site's records, cut into pages: runs of records with the same route. */
export function pagesOf(records: SearchRecord[]): SearchRecord[][] {
  const pages: SearchRecord[][] = [];
  let route: string | undefined;
  for (const record of records) {
    const [own] = splitUrl(record.url);
    if (own !== route || pages.length === 0) {
      pages.push([]);
      route = own;
    }
    pages[pages.length - 1]!.push(record);
  }
  return pages;
}

/** The index files for the given pages' pieces. Pure. */
export function buildSearchFiles(pieces: PagePiece[]): SearchIndexFiles {
  const files = new Map<string, string>();
  const fieldCount = SEARCH_FIELDS.length;
  // Averages as MiniSearch keeps them, record after record: BM25 scores then match its own to the last digit.
  const averages = new Array<number>(fieldCount).fill(0);
  let count = 0;
  const terms = new Map<string, { df: number[]; pages: number[]; last: number }>();
  pieces.forEach((piece, page) => {
    files.set(piece.file, piece.fragment);
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
  const shards: SearchEntryFile['shards'] = [];
  let shard: SearchShardFile['terms'] = [];
  let bytes = 0;
  const cut = (): void => {
    if (shard.length === 0) return;
    const json = JSON.stringify({ version: SEARCH_INDEX_VERSION, terms: shard } satisfies SearchShardFile);
    const hash = contentHash(json);
    files.set(`t-${hash}.json`, json);
    shards.push([shard[0]![0], hash]);
    shard = [];
    bytes = 0;
  };
  for (const term of [...terms.keys()].sort()) {
    const { df, pages } = terms.get(term)!;
    shard.push([term, df, pages]);
    bytes += term.length + 4 * pages.length + 16;
    if (bytes >= SHARD_BYTES) cut();
  }
  cut();
  const entry: SearchEntryFile = {
    version: SEARCH_INDEX_VERSION,
    records: count,
    averages,
    shards,
    pages: pieces.map((piece) => piece.file.slice(2, -5)),
  };
  return { entry, files };
}

export interface WrittenSearchIndex {
  /** Site path of the entry file without the base URL: wrap it with withBase. */
  url: string;
  records: number;
  /** Files written, the entry included, and their bytes. */
  files: number;
  bytes: number;
  /** Pages the Markdown step prepared (the others were indexed from their records). */
  prepared: number;
}

/**
 * One page of the index, in site order: a doc page as the Markdown step prepared it (doc-search-data.ts, its
 * fragment filled in by the model), or a page given by its records (API operations), indexed here.
 */
export type SearchPageInput =
  | { fragment: string; title: string; body: PageTerms }
  | { records: SearchRecord[] };

/** The input for records alone (tests, and sites whose pages were not prepared). */
export function recordsInput(records: SearchRecord[]): SearchPageInput[] {
  return pagesOf(records).map((page) => ({ records: page }));
}

export interface SearchIndexOptions {
  /** The previous build's output: its files of the same name (the same content) are linked, not written again. */
  previousOut?: string;
}

/** The whole index in memory: the entry file's JSON, and the shards and fragments by file name (under SEARCH_FILES_DIR). */
export interface SearchIndexBuild {
  entryJson: string;
  files: Map<string, string>;
  records: number;
  /** Pages the Markdown step prepared (the others were indexed from their records). */
  prepared: number;
}

/** Builds the index's files from the site's pages, without writing them (`docsgen dev` serves them from memory). Pure. */
export function searchIndexFiles(input: SearchPageInput[]): SearchIndexBuild {
  let prepared = 0;
  let records = 0;
  const pieces = input.map((page): PagePiece => {
    if ('records' in page) {
      records += page.records.length;
      return indexPage(page.records);
    }
    prepared += 1;
    const terms = joinPageTerms(titleTerms(page.title), page.body);
    records += terms.records.length / 2;
    return { fragment: page.fragment, file: fragmentName(page.fragment), ...terms };
  });
  const { entry, files } = buildSearchFiles(pieces);
  return { entryJson: JSON.stringify(entry), files, records, prepared };
}

/** Writes the index into `outDir` (the entry file, and the shards and fragments under assets/search/). */
export function writeSearchIndex(input: SearchPageInput[], outDir: string, options: SearchIndexOptions = {}): WrittenSearchIndex {
  const { entryJson, files, records, prepared } = searchIndexFiles(input);
  const dir = path.join(outDir, SEARCH_FILES_DIR);
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const [name, json] of files) {
    const target = path.join(dir, name);
    if (!options.previousOut || !linkFromPrevious(path.join(options.previousOut, SEARCH_FILES_DIR, name), target)) writeFileSync(target, json);
    bytes += Buffer.byteLength(json);
  }
  writeFileSync(path.join(outDir, SEARCH_ENTRY), entryJson);
  return { url: `/${SEARCH_ENTRY}`, records, files: files.size + 1, bytes: bytes + Buffer.byteLength(entryJson), prepared };
}

function contentHash(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 8);
}
