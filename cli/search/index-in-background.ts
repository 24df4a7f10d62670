import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { writeSearchIndex, type SearchPageInput, type WrittenSearchIndex } from './build-index.js';

export interface SearchIndexer {
  /**
   * Builds the index of these records into `outDir` and resolves when it is written. Pages name only the entry file,
   * whose name does not change, so rendering need not wait for this.
   */
  index(request: IndexRequest): Promise<WrittenSearchIndex & { ms: number }>;
  /** Stops the thread when the build ends without indexing (it failed first). */
  dispose(): void;
}

/** What the worker is sent: the pages (see SearchPageInput) and where to write. */
export interface IndexRequest {
  pages: SearchPageInput[];
  outDir: string;
  previousOut?: string;
}

/**
 * Starts the search index's thread at the beginning of the build: starting a thread and loading its code took a
 * third of a one-page rebuild's search stage, and it now happens while the Markdown is read.
 * From the TypeScript sources (tests) there is no bundled worker: the index is built on this thread.
 */
export function startSearchIndexer(): SearchIndexer {
  const url = new URL('./search-index-worker.mjs', import.meta.url);
  const script = url.protocol === 'file:' ? fileURLToPath(url) : undefined;
  if (!script || !existsSync(script)) {
    return {
      index: async ({ pages, outDir, ...options }) => {
        const started = performance.now();
        const result = writeSearchIndex(pages, outDir, options);
        return { ...result, ms: performance.now() - started };
      },
      dispose: () => {},
    };
  }
  const worker = new Worker(script);
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
