// Worker thread entry: started with the build, it loads the piece cache at once, then builds and writes the search
// index when the build sends the pages, while the main thread renders (see index-in-background.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { buildAndWrite, type IndexerOptions, type IndexRequest } from './build-and-write.js';
import { PieceCache } from './piece-cache.js';

const { cacheFile, fingerprint } = workerData as IndexerOptions;
const cache = new PieceCache(cacheFile, fingerprint).load();

parentPort!.once('message', (request: IndexRequest) => {
  try {
    parentPort!.postMessage({ result: buildAndWrite(cache, request) });
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).stack ?? String(error) });
    return;
  }
  // Saved after answering: the build publishes meanwhile, and waits for this before it ends.
  cache.save();
  parentPort!.postMessage({ saved: true });
});
