// Worker thread entry: renders Markdown bodies sent by render-pages.ts, one batch per message.
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownRenderer, type MarkdownOptions } from './pipeline.js';

/** One renderer for the worker's life: the worker is the build's, and ends with it. */
const render = createMarkdownRenderer(workerData as MarkdownOptions);

interface Job {
  index: number;
  body: string;
}

parentPort!.on('message', (jobs: Job[]) => {
  const results = jobs.map(({ index, body }) => {
    try {
      return { index, result: render(body) };
    } catch (error) {
      return { index, error: { message: (error as Error).message, line: (error as { line?: number }).line } };
    }
  });
  parentPort!.postMessage(results);
});
