// One build of the offline index, as the search thread runs it (serve-index-request.ts) or the build itself when there
// is no bundled worker (index-in-background.ts). Its own module so that the worker's bundle does not take in the code
// that starts the worker, whose script path is relative to the bundle it sits in.
import { failPoint } from '../fs/fault-point.js';
import type { PreviousOutput } from '../fs/output-writer.js';
import type { IndexPage } from './page-fragment.js';
import type { PieceCache } from './piece-cache.js';
import { searchIndexFiles } from './search-index.js';
import { writeSearchIndex, type WrittenSearchIndex } from './write-index.js';

/** A page of the last index replaced: its position among the index's pages, and what it is now. */
export interface PageEdit {
  at: number;
  page: IndexPage;
}

/** What the worker is sent: the pages (their fragments, see page-fragment.ts) and where to write. */
export interface IndexRequest {
  /**
   * Every page of the site, in order; or, for a build that remade only a few pages, the last index's pages with
   * `edits` made, that index being the one whose pages' digest (WrittenSearchIndex.pagesDigest) is `of`.
   */
  pages: IndexPage[] | { edits: PageEdit[]; of: string };
  /** The site's locale: its stop words and plural folding (tokenizer.ts). */
  locale: string;
  outDir: string;
  /** The previous output, whose unchanged files are kept instead of written. */
  previous?: PreviousOutput;
}

/** What the worker is started with. */
export interface IndexerOptions {
  /** The piece cache's file (piece-cache.ts); none: every page is indexed afresh and nothing is kept. */
  cacheFile?: string;
  /** The pipeline's (pipeline-fingerprint.ts): a file kept by another docsgen is no cache. */
  fingerprint?: string;
}

/**
 * Why an index of edits could not be made: the caller builds the whole site instead, so no user sees it as an error. It
 * crosses the search worker as text, and build-page-edits.ts knows it by this message.
 */
export const STALE_PIECES = "the search index's cache does not hold the last index's pages";

/**
 * The pages' pieces from the cache or computed, merged, written. The caller saves the cache afterwards (the thread
 * once it has answered: the build goes on meanwhile).
 */
export function buildAndWrite(cache: PieceCache, { pages: given, locale, outDir, previous }: IndexRequest): WrittenSearchIndex {
  const pages = Array.isArray(given) ? given : cache.pagesDigest() === given.of ? cache.pagesWith(given.edits) : undefined;
  // A build that remade a few pages falls back to a full one when this cache does not hold that index's pages.
  if (!pages) throw new Error(STALE_PIECES);
  const written = writeSearchIndex(searchIndexFiles(pages, locale, cache), outDir, { previous });
  failPoint('search-index');
  return { ...written, pagesDigest: cache.pagesDigest() };
}
