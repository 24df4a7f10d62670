// Worker thread entry of the page writer (page-writer.ts starts it): one call, its work in serve-page-writes.ts, so
// that nothing else runs or is held at module level.
import { parentPort } from 'node:worker_threads';
import { servePageWrites } from './serve-page-writes.js';

servePageWrites(parentPort!);
