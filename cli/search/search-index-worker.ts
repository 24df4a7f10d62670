// Worker thread entry: builds and writes the search index while the main thread renders pages (see index-in-background.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchRecord } from '../../templates/model.js';
import { writeSearchIndex, type SearchIndexOptions } from './build-index.js';

const { records, outDir, options } = workerData as { records: SearchRecord[]; outDir: string; options: SearchIndexOptions };
try {
  parentPort!.postMessage({ result: writeSearchIndex(records, outDir, options) });
} catch (error) {
  parentPort!.postMessage({ error: (error as Error).stack ?? String(error) });
}
