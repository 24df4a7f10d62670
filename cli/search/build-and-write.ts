// One build of the offline index, as the search thread runs it (search-index-worker.ts) or the build itself when there
// is no bundled worker (index-in-background.ts). Its own module so that the worker's bundle does not take in the code
// that starts the worker, whose script path is relative to the bundle it sits in.
import { failPoint } from '../fs/fault-point.js';
import type { PreviousOutput } from '../fs/output-writer.js';
import type { IndexPage } from './page-fragment.js';
import type { PieceCache } from './piece-cache.js';
import { searchIndexFiles } from './search-index.js';
import { writeSearchIndex, type WrittenSearchIndex } from './write-index.js';

/** What the worker is sent: the pages (their fragments, see page-fragment.ts) and where to write. */
export interface IndexRequest {
  pages: IndexPage[];
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

/** The pages' pieces from the cache or computed, merged, written; the cache saved for the next build. */
export function buildAndWrite(cache: PieceCache, { pages, locale, outDir, previous }: IndexRequest): WrittenSearchIndex {
  const written = writeSearchIndex(searchIndexFiles(pages, locale, cache), outDir, { previous });
  failPoint('search-index');
  cache.save();
  return written;
}
