// Worker thread entry: renders Markdown bodies sent by render-pages.ts, one batch per message.
import { parentPort, workerData } from 'node:worker_threads';
import { keptRenderer } from './load-renderer.js';
import type { MarkdownOptions, MarkdownPage } from './markdown-result.js';
import { renderError } from './render-error.js';
import type { WorkerReply } from './render-pages.js';

/** One renderer for the worker's life: the worker is the build's, and ends with it. */
const renderer = keptRenderer(() => workerData as MarkdownOptions);
// Loaded now, while the first batch is on its way.
void renderer({ mdx: false });

interface Job {
  index: number;
  body: string;
  page: MarkdownPage;
}

parentPort!.on('message', async (jobs: Job[]) => {
  const render = await renderer({ mdx: jobs.some((job) => job.page.mdx) });
  const results = jobs.map(({ index, body, page }): WorkerReply => {
    try {
      return { index, result: render(body, page) };
    } catch (error) {
      // Plain data crosses the thread; the main thread rebuilds the DocsgenError and places it in the page's file.
      return { index, error: renderError(error).toJSON() };
    }
  });
  parentPort!.postMessage(results);
});
