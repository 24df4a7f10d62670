// Worker thread entry of the search index (index-in-background.ts starts it): one call with what the thread was
// given, its work in serve-index-request.ts, so that nothing else runs or is held at module level.
import { parentPort, workerData } from 'node:worker_threads';
import { serveIndexRequest } from './serve-index-request.js';

serveIndexRequest(workerData, parentPort!);
