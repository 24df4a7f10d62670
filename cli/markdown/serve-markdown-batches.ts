// The Markdown thread's work, called by its entry (markdown-worker.ts) with what the thread was given: renders the
// bodies render-pages.ts (or markdown-thread.ts) sends, one batch per message.
import type { MessagePort } from 'node:worker_threads';
import { keptRenderer } from './load-renderer.js';
import type { MarkdownOptions, MarkdownPage } from './markdown-result.js';
import { renderError } from './render-error.js';
import type { WorkerReply } from './render-pages.js';

interface Job {
  index: number;
  body: string;
  page: MarkdownPage;
}

/** Renders each batch `port` brings, with one renderer for the thread's life (the thread is the build's, and ends with it). */
export function serveMarkdownBatches(options: MarkdownOptions, port: MessagePort): void {
  const renderer = keptRenderer(() => options);
  // Loaded now, while the first batch is on its way.
  void renderer({ mdx: false });
  port.on('message', async (jobs: Job[]) => {
    const render = await renderer({ mdx: jobs.some((job) => job.page.mdx) });
    const results = jobs.map(({ index, body, page }): WorkerReply => {
      try {
        return { index, result: render(body, page) };
      } catch (error) {
        // Plain data crosses the thread; the main thread rebuilds the DocsgenError and places it in the page's file.
        return { index, error: renderError(error).toJSON() };
      }
    });
    port.postMessage(results);
  });
}
