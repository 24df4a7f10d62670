// The search index thread's work, called by its entry (search-index-worker.ts) with what the thread was given: it
// loads the piece cache at once, then builds the index's files when the build sends the pages, while the main thread
// renders (index-in-background.ts is the other end).
import type { MessagePort } from 'node:worker_threads';
import { buildIndexFiles, type IndexerOptions, type IndexRequest } from './build-and-write.js';
import { PageTermsCache } from './page-terms-cache.js';

/** Answers the one index request `port` brings with the index's files (or the error), then saves the cache. */
export function serveIndexRequest({ cacheFile, fingerprint }: IndexerOptions, port: MessagePort): void {
  const cache = new PageTermsCache(cacheFile, fingerprint).load();
  port.once('message', (request: IndexRequest) => {
    try {
      port.postMessage({ result: buildIndexFiles(cache, request) });
    } catch (error) {
      port.postMessage({ error: (error as Error).stack ?? String(error) });
      return;
    }
    // Saved after answering: the build publishes meanwhile, and waits for this before it ends.
    cache.save();
    port.postMessage({ saved: true });
  });
}
