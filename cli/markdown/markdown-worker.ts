// Worker thread entry: renders Markdown bodies sent by render-pages.ts, one batch per message.
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownRenderer, type MarkdownOptions, type MarkdownPage } from './pipeline.js';

/** One renderer for the worker's life: the worker is the build's, and ends with it. */
const render = createMarkdownRenderer(workerData as MarkdownOptions);

interface Job {
  index: number;
  body: string;
  page: MarkdownPage;
}

parentPort!.on('message', (jobs: Job[]) => {
  const results = jobs.map(({ index, body, page }) => {
    try {
      return { index, result: render(body, page) };
    } catch (error) {
      // Plain data crosses the thread: what the main thread needs to name the file, the line and what to do.
      const { message, line, code, hint } = error as Error & { line?: number; code?: unknown; hint?: unknown };
      return {
        index,
        error: { message, line, code: typeof code === 'string' ? code : undefined, hint: typeof hint === 'string' ? hint : undefined },
      };
    }
  });
  parentPort!.postMessage(results);
});
