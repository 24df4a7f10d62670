import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildIndexFiles, type IndexerOptions, type IndexFiles, type IndexRequest } from './build-and-write.js';
import { PageTermsCache } from './page-terms-cache.js';

export type { IndexerOptions, IndexRequest } from './build-and-write.js';

export interface SearchIndexer {
  /**
   * Builds the index of these pages and resolves with its files. Pages name only the entry file, whose name does not
   * change, so rendering need not wait for this. Once only.
   */
  index(request: IndexRequest): Promise<IndexFiles & { ms: number }>;
  /** Whether index() was called (then another build needs an indexer of its own). */
  readonly asked: boolean;
  /** The digest of the index's pages (IndexFiles.pagesDigest) once built, which the build's record keeps; none if not asked. */
  pagesDigest(): Promise<string | undefined>;
  /** Resolves once the cache is saved, after the index was written (a failed index: at once). */
  saved(): Promise<void>;
  /** Stops the thread when the build ends without indexing (it failed first), or once saved. */
  dispose(): void;
}

/**
 * Starts the search index's thread at the beginning of the build: it loads its cache while the Markdown is read,
 * and builds the index while the pages render. Starting a thread and loading its code took a third of a one-page
 * rebuild's search stage when it started later. From the TypeScript sources (tests) there is no bundled worker: the
 * index is built on this thread.
 */
export function startSearchIndexer(options: IndexerOptions = {}): SearchIndexer {
  const url = new URL('./search-index-worker.mjs', import.meta.url);
  const script = url.protocol === 'file:' ? fileURLToPath(url) : undefined;
  if (!script || !existsSync(script)) return inThreadIndexer(options);
  const worker = new Worker(script, { workerData: options });
  worker.unref(); // an idle indexer never keeps the process alive
  let asked = false;
  let saved!: () => void;
  const done = new Promise<void>((resolve) => (saved = resolve));
  const answer = new Promise<IndexFiles>((resolve, reject) => {
    worker.on('message', (message: { result?: IndexFiles; error?: string; saved?: true }) => {
      if (message.saved) {
        saved();
        void worker.terminate();
      } else if (message.result) resolve(message.result);
      else {
        saved();
        void worker.terminate();
        reject(new Error(`the search index could not be built: ${message.error}`));
      }
    });
    worker.once('error', (error) => {
      saved();
      reject(error);
    });
  });
  answer.catch(() => {}); // reported by index(); a build that failed earlier never asks
  return {
    pagesDigest: async () => (asked ? (await answer).pagesDigest : undefined),
    index: async (request) => {
      const started = performance.now();
      asked = true;
      worker.ref();
      worker.postMessage(request);
      return { ...(await answer), ms: performance.now() - started };
    },
    get asked() {
      return asked;
    },
    saved: () => (asked ? done : Promise.resolve()),
    dispose: () => {
      saved();
      void worker.terminate();
    },
  };
}

/** The indexer on this thread, for the TypeScript sources (tests), which have no bundled worker. */
function inThreadIndexer(options: IndexerOptions): SearchIndexer {
  let asked = false;
  let digest: string | undefined;
  return {
    pagesDigest: async () => digest,
    index: async (request) => {
      const started = performance.now();
      asked = true;
      const cache = new PageTermsCache(options.cacheFile, options.fingerprint).load();
      const result = buildIndexFiles(cache, request);
      cache.save();
      digest = result.pagesDigest;
      return { ...result, ms: performance.now() - started };
    },
    get asked() {
      return asked;
    },
    saved: () => Promise.resolve(),
    dispose: () => {},
  };
}
