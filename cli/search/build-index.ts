// Builds the offline search index from the site's records: one piece per page (index-page.ts, reused from the cache
// when the page did not change), merged into the entry file and the term shards (templates/search-engine.ts says
// what each file holds and why the index is split).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchRecord } from '../../templates/model.js';
import {
  SEARCH_FIELDS, SEARCH_INDEX_VERSION, type SearchEntryFile, type SearchShardFile,
} from '../../templates/search-engine.js';
import { linkFromPrevious } from '../build/link-previous.js';
import { fragmentFile, indexPage, splitUrl, type PagePiece } from './index-page.js';

/** Where the entry file goes, under the output folder; the other files go to `assets/search/`. */
export const SEARCH_ENTRY = 'assets/search-index.json';
const FILES_DIR = 'assets/search';

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
    piece.fields.forEach((field, i) => {
      averages[field] = (averages[field]! * count + piece.lengths[i]!) / (count + 1);
      count += 1;
    });
    for (const [term, df, impact] of piece.terms) {
      let entry = terms.get(term);
      if (!entry) terms.set(term, (entry = { df: new Array<number>(fieldCount).fill(0), pages: [], last: 0 }));
      df.forEach((n, field) => { entry.df[field]! += n; });
      entry.pages.push(page - entry.last, impact);
      entry.last = page;
    }
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
  /** Pages whose piece came from the cache. */
  reused: number;
}

export interface SearchIndexOptions {
  /** Where each page's piece is kept by the hash of its records for the next build: a one-page edit recomputes one. */
  cacheDir?: string;
  /** The same cache, already read (the build reads it on another thread while Markdown renders). */
  cache?: PieceCache;
  /** The previous build's output: its files of the same name (the same content) are linked, not written again. */
  previousOut?: string;
}

/** Writes the index into `outDir` (the entry file, and the shards and fragments under assets/search/). */
export function writeSearchIndex(records: SearchRecord[], outDir: string, options: SearchIndexOptions = {}): WrittenSearchIndex {
  const cache = options.cache ?? new PieceCache(options.cacheDir);
  const pieces = pagesOf(records).map((page) => cache.piece(page));
  const { entry, files } = buildSearchFiles(pieces);
  const dir = path.join(outDir, FILES_DIR);
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const [name, json] of files) {
    const target = path.join(dir, name);
    if (!options.previousOut || !linkFromPrevious(path.join(options.previousOut, FILES_DIR, name), target)) writeFileSync(target, json);
    bytes += Buffer.byteLength(json);
  }
  const entryJson = JSON.stringify(entry);
  writeFileSync(path.join(outDir, SEARCH_ENTRY), entryJson);
  cache.save();
  return { url: `/${SEARCH_ENTRY}`, records: records.length, files: files.size + 1, bytes: bytes + Buffer.byteLength(entryJson), reused: cache.reused };
}

function contentHash(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 8);
}

/**
 * Page pieces by their fragment's name (a hash of the page's records), in one JSON file, each written flat
 * (CachedPiece) and without its fragment (rebuilt cheaply): a rebuild reads and writes this file for a thousand pages,
 * and flat arrays parse several times faster than nested ones. Entries no page used this build are dropped.
 */
export class PieceCache {
  reused = 0;
  private readonly file: string | undefined;
  private readonly previous: Record<string, CachedPiece>;
  private readonly next: Record<string, CachedPiece> = {};

  constructor(dir: string | undefined) {
    this.file = dir && path.join(dir, 'search-pages.json');
    this.previous = this.file ? readCache(this.file) : {};
  }

  /** The page's piece, from the cache when a page with the same fragment (the same records) was indexed before. */
  piece(records: SearchRecord[]): PagePiece {
    const file = fragmentFile(records);
    const cached = this.previous[file.file];
    if (cached) this.reused += 1;
    const piece = cached ? fromCache(cached, file) : indexPage(records, file);
    this.next[file.file] = cached ?? toCache(piece);
    return piece;
  }

  save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify({ version: CACHE_VERSION, pieces: this.next }));
  }
}

/** A piece as cached: fields and lengths interleaved; the terms joined by spaces (never in a term); per term its df and code. */
interface CachedPiece {
  records: number[];
  terms: string;
  numbers: number[];
}

const FIELDS = SEARCH_FIELDS.length;

function toCache(piece: PagePiece): CachedPiece {
  return {
    records: piece.fields.flatMap((field, i) => [field, piece.lengths[i]!]),
    terms: piece.terms.map(([term]) => term).join(' '),
    numbers: piece.terms.flatMap(([, df, code]) => [...df, code]),
  };
}

function fromCache(cached: CachedPiece, file: Pick<PagePiece, 'fragment' | 'file'>): PagePiece {
  const fields: number[] = [];
  const lengths: number[] = [];
  for (let i = 0; i < cached.records.length; i += 2) {
    fields.push(cached.records[i]!);
    lengths.push(cached.records[i + 1]!);
  }
  const terms = cached.terms === '' ? [] : cached.terms.split(' ').map((term, i): PagePiece['terms'][number] => {
    const at = i * (FIELDS + 1);
    return [term, cached.numbers.slice(at, at + FIELDS), cached.numbers[at + FIELDS]!];
  });
  return { ...file, fields, lengths, terms };
}

/** Bumped with any change to what a piece holds or how it is computed. */
const CACHE_VERSION = `${SEARCH_INDEX_VERSION}.2`;

/** The cached pieces, or none when the file is missing, unreadable or of another version: the cache is only a cache. */
function readCache(file: string): Record<string, CachedPiece> {
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { version?: string; pieces?: Record<string, CachedPiece> };
    return parsed.version === CACHE_VERSION && parsed.pieces ? parsed.pieces : {};
  } catch {
    return {};
  }
}
