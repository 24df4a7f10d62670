import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildAndWrite, type IndexerOptions, type IndexRequest } from './build-and-write.js';
import { PieceCache } from './piece-cache.js';
import type { WrittenSearchIndex } from './write-index.js';

export type { IndexerOptions, IndexRequest } from './build-and-write.js';

export interface SearchIndexer {
  /**
   * Builds the index of these pages into `outDir` and resolves when it is written. Pages name only the entry file,
   * whose name does not change, so rendering need not wait for this.
   */
  index(request: IndexRequest): Promise<WrittenSearchIndex & { ms: number }>;
  /** Stops the thread when the build ends without indexing (it failed first). */
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
  if (!script || !existsSync(script)) {
    return {
      index: async (request) => {
        const started = performance.now();
        const result = buildAndWrite(new PieceCache(options.cacheFile, options.fingerprint).load(), request);
        return { ...result, ms: performance.now() - started };
      },
      dispose: () => {},
    };
  }
  const worker = new Worker(script, { workerData: options });
  worker.unref(); // an idle indexer never keeps the process alive
  const answer = new Promise<WrittenSearchIndex>((resolve, reject) => {
    worker.once('message', (message: { result?: WrittenSearchIndex; error?: string }) => {
      void worker.terminate();
      if (message.result) resolve(message.result);
      else reject(new Error(`the search index could not be built: ${message.error}`));
    });
    worker.once('error', reject);
  });
  answer.catch(() => {}); // reported by index(); a build that failed earlier never asks
  return {
    index: async (request) => {
      const started = performance.now();
      worker.ref();
      worker.postMessage(request);
      return { ...(await answer), ms: performance.now() - started };
    },
    dispose: () => void worker.terminate(),
  };
}
