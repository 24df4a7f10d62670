// Worker thread entry of the Markdown renderer (render-pages.ts and markdown-thread.ts start it): one call with what
// the thread was given, its work in serve-markdown-batches.ts, so that nothing else runs or is held at module level.
import { parentPort, workerData } from 'node:worker_threads';
import { serveMarkdownBatches } from './serve-markdown-batches.js';

serveMarkdownBatches(workerData, parentPort!);
