// One build of the offline index's files, as the search thread runs it (search-index-worker.ts) or the build itself
// when there is no bundled worker (index-in-background.ts): the index made from the pages (search-index.ts), each
// shard and fragment compressed beside it on that thread while the build renders and, into a folder the output lent
// (Output.lendFolder), written there too; the files the last output holds already named as kept. Its own module so
// that the worker's bundle does not take in the code that starts the worker, whose script path is relative to the
// bundle it sits in.
import { SEARCH_ENTRY, SEARCH_FILES_DIR } from '../../shared/search-index/format.js';
import { failPoint } from '../fs/test-hooks.js';
import { DEFAULT_PRECOMPRESS, type Encoding, ENCODING_SUFFIX, shouldCompress, smallerCopies } from '../http/compression.js';
import { OutputWriter } from '../fs/output-writer.js';
import { contentTypeFor } from '../http/content-types.js';
import type { IndexPage } from './page-fragment.js';
import type { PageTermsCache } from './page-terms-cache.js';
import { searchIndexFiles } from './search-index.js';

/** A page of the last index replaced: its position among the index's pages, and what it is now. */
export interface PageEdit {
  at: number;
  page: IndexPage;
}

/** What the thread is sent: the pages (their fragments, see page-fragment.ts) and what the last output holds. */
export interface IndexRequest {
  /**
   * Every page of the site, in order; or, for a build that remade only a few pages, the last index's pages with
   * `edits` made, that index being the one whose pages' digest (IndexFiles.pagesDigest) is `of`.
   */
  pages: IndexPage[] | { edits: PageEdit[]; of: string };
  /** The site's locale: its stop words and plural folding (tokenizer.ts). */
  locale: string;
  /** The last output's files of the index and their sizes: a file of the same name and size is that file, kept. */
  previous?: ReadonlyMap<string, number>;
  /** The folder to write the index's files into (the output's staging folder); none: they are handed back. */
  outDir?: string;
  /** The compressed copies to make of each file worth compressing (the config's `precompress`); none: the default. */
  copies?: readonly Encoding[];
}

/** What the thread is started with. */
export interface IndexerOptions {
  /** The page terms cache's file (page-terms-cache.ts); none: every page is indexed afresh and nothing is kept. */
  cacheFile?: string;
  /** The pipeline's (pipeline-fingerprint.ts): a file kept by another docsgen is no cache. */
  fingerprint?: string;
}

/**
 * A file of the index: its bytes (and their compressed copies), or written into the folder given with `copies` copies
 * beside it (none said: not compressed yet), or the last output's, kept (its size).
 */
export type IndexFile =
  | { path: string; bytes: Uint8Array; copies?: Partial<Record<Encoding, Uint8Array>> }
  | { path: string; written: true; copies?: number }
  | { path: string; kept: number };

export interface IndexFiles {
  /** The shards and fragments under SEARCH_FILES_DIR, then the entry file (SEARCH_ENTRY), which names them. */
  files: IndexFile[];
  records: number;
  pages: number;
  /** Pages cut into terms by this build; the others came from the cache. */
  indexed: number;
  /** The bytes of every file (the kept ones' too). */
  bytes: number;
  /** A digest of the index's pages in order (PageTermsCache.pagesDigest), which a build of edited pages starts from. */
  pagesDigest?: string;
}

/** Why an index of edits could not be made: the caller builds the whole site instead. */
export const STALE_PIECES = "the search index's cache does not hold the last index's pages";

/**
 * The pages' pieces from the cache or computed, merged, made files. The caller saves the cache afterwards (the thread
 * once it has answered: the build goes on meanwhile).
 */
export function buildIndexFiles(
  cache: PageTermsCache,
  { pages: given, locale, previous, outDir, copies = DEFAULT_PRECOMPRESS }: IndexRequest,
): IndexFiles {
  const pages = Array.isArray(given) ? given : cache.pagesDigest() === given.of ? cache.pagesWith(given.edits) : undefined;
  // A build that remade a few pages falls back to a full one when this cache does not hold that index's pages.
  if (!pages) throw new Error(STALE_PIECES);
  const index = searchIndexFiles(pages, locale, cache);
  // This thread's own writer into the folder: every path checked, as the build's are.
  const writer = outDir === undefined ? undefined : new OutputWriter(outDir);
  const files: IndexFile[] = [];
  let bytes = 0;
  for (const [name, json] of index.files) {
    const rel = `${SEARCH_FILES_DIR}/${name}`;
    const size = Buffer.byteLength(json);
    bytes += size;
    // Named by its content: of the same size, the last output's file is this one (the size catches a file cut short).
    // Only a file given is made into bytes: at 10,000 pages an edit keeps ten thousand.
    if (previous?.get(rel) === size) files.push({ path: rel, kept: size });
    else files.push(made(rel, Buffer.from(json), { writer, copies }));
  }
  // Not the entry file, written by every build: the compress stage keeps its copies while its bytes are the last build's.
  const entry = Buffer.from(index.entryJson);
  writer?.writeFile(SEARCH_ENTRY, entry);
  files.push(writer ? { path: SEARCH_ENTRY, written: true } : { path: SEARCH_ENTRY, bytes: entry });
  failPoint('search-index');
  const { records, indexed } = index;
  return { files, records, pages: index.pages, indexed, bytes: bytes + entry.length, pagesDigest: cache.pagesDigest() };
}

/**
 * A shard or fragment made: compressed here, on the index's thread, which waits for the pages meanwhile, so that the
 * compress stage on the build's thread skips it (half a second of a 1,000-page build); written here too when the
 * output lent a folder. `copies` is given, if none, for a file worth compressing whose copies came out no smaller.
 */
function made(rel: string, data: Buffer, { writer, copies: encodings }: { writer?: OutputWriter; copies: readonly Encoding[] }): IndexFile {
  const copies = shouldCompress(contentTypeFor(rel), data.length) ? smallerCopies(data, encodings) : undefined;
  if (!writer) return { path: rel, bytes: data, ...(copies ? { copies: Object.fromEntries(copies) } : {}) };
  writer.writeFile(rel, data);
  for (const [encoding, copy] of copies ?? []) writer.writeFile(rel + ENCODING_SUFFIX[encoding], copy);
  return { path: rel, written: true, ...(copies ? { copies: copies.length } : {}) };
}
