// Worker thread entry: started with the build, it builds and writes the search index when the build sends the
// records, while the main thread renders pages (see index-in-background.ts).
import { parentPort } from 'node:worker_threads';
import { writeSearchIndex } from './build-index.js';
import type { IndexRequest } from './index-in-background.js';

parentPort!.once('message', ({ pages, outDir, ...options }: IndexRequest) => {
  try {
    parentPort!.postMessage({ result: writeSearchIndex(pages, outDir, options) });
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).stack ?? String(error) });
  }
});
