// The Markdown thread's work, called by its entry (markdown-worker.ts) with what the thread was given: renders the
// bodies render-pages.ts (or markdown-thread.ts) sends, one batch per message.
import type { MessagePort } from 'node:worker_threads';
import { keptRenderer } from './load-renderer.js';
import type { MarkdownOptions, MarkdownPage } from './markdown-result.js';
import type { MarkdownRenderer } from './pipeline.js';
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
  // Loaded now, while the first batch is on its way (a failure to load is told when the batch asks for it).
  renderer({ mdx: false }).catch(() => {});
  port.on('message', async (jobs: Job[]) => {
    let render: MarkdownRenderer;
    try {
      render = await renderer({ mdx: jobs.some((job) => job.page.mdx) });
    } catch (error) {
      // No page's fault (a site plugin that does not load: site-plugins.ts), so placed in none.
      port.postMessage([{ index: jobs[0]?.index ?? 0, error: renderError(error).toJSON(), unplaced: true } satisfies WorkerReply]);
      return;
    }
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
