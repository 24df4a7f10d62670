import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SiteModel } from '../../templates/model.js';
import { writeSearchIndex, type SearchIndexOptions, type WrittenSearchIndex } from './build-index.js';

/**
 * Starts building the search index on another thread and returns at once: pages name only the entry file, whose
 * name does not change, so rendering need not wait, and on two cores the index costs little wall time.
 * From the TypeScript sources (tests) there is no bundled worker, and the index is built on this thread.
 */
export function startSearchIndex(model: Pick<SiteModel, 'search'>, outDir: string, options: SearchIndexOptions = {}): Promise<WrittenSearchIndex & { ms: number }> {
  const started = performance.now();
  const done = (result: WrittenSearchIndex): WrittenSearchIndex & { ms: number } => ({ ...result, ms: performance.now() - started });
  const url = new URL('./search-index-worker.mjs', import.meta.url);
  const script = url.protocol === 'file:' ? fileURLToPath(url) : undefined;
  if (!script || !existsSync(script)) return Promise.resolve().then(() => done(writeSearchIndex(model.search, outDir, options)));
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: { records: model.search, outDir, options } });
    worker.once('message', (message: { result?: WrittenSearchIndex; error?: string }) => {
      void worker.terminate();
      if (message.result) resolve(done(message.result));
      else reject(new Error(`the search index could not be built: ${message.error}`));
    });
    worker.once('error', reject);
  });
}
