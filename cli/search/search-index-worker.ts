// Worker thread entry: reads the index's cache at once, then builds and writes the search index when the build sends
// the records, while the main thread renders pages (see index-in-background.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { PieceCache, writeSearchIndex } from './build-index.js';
import type { IndexRequest } from './index-in-background.js';

const { cacheDir } = workerData as { cacheDir?: string };
const cache = new PieceCache(cacheDir);
parentPort!.once('message', ({ records, outDir, previousOut }: IndexRequest) => {
  try {
    parentPort!.postMessage({ result: writeSearchIndex(records, outDir, { cache, previousOut }) });
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).stack ?? String(error) });
  }
});
