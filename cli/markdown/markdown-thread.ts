// One thread that renders Markdown when asked, started before the pages are known: a build of a few edited pages
// (builder/build-page-edits.ts) starts it as its check finds changes, and the thread loads unified, its plugins and
// the highlighter's grammars (a third of a second) while the build reads the last build's saved model. The same worker
// script and messages as the build's pool (render-pages.ts).
import { Worker } from 'node:worker_threads';
import type { ContentFile } from '../sources/content-files.js';
import type { MarkdownOptions, MarkdownResult } from './markdown-result.js';
import { loadMarkdownRenderer } from './load-renderer.js';
import { inPage, renderError, workerCrashed } from './render-error.js';
import { pageOf, replyError, workerScript, type WorkerReply } from './render-pages.js';

export interface MarkdownThread {
  /** The files' Markdown, in their order; an error naming the file and line for one that does not render. */
  render(files: readonly ContentFile[]): Promise<MarkdownResult[]>;
  /** Ends the thread (once the build has what it asked for, or needs none). */
  stop(): void;
}

/**
 * Starts the thread; from the TypeScript sources (tests), with no bundled worker, pages render on this thread.
 * `summaryMarkers`: the blog's truncation markers, which its posts are rendered with (render-pages.ts's pageOf).
 */
export function startMarkdownThread(options: MarkdownOptions, summaryMarkers?: readonly string[]): MarkdownThread {
  const script = workerScript();
  if (!script) return inThisThread(options, summaryMarkers);
  const worker = new Worker(script, { workerData: options });
  worker.unref(); // a thread nobody asked anything of never keeps the process alive
  return {
    render: (files) =>
      new Promise<MarkdownResult[]>((resolve, reject) => {
        worker.ref();
        const crashed = (error: Error): void => reject(workerCrashed(error, files));
        const settle = (): void => {
          worker.off('error', crashed);
          worker.unref();
        };
        worker.once('error', crashed);
        worker.once('message', (replies: WorkerReply[]) => {
          settle();
          const results: MarkdownResult[] = [];
          for (const reply of replies) {
            if (reply.error) return reject(replyError(reply, files));
            results[reply.index] = reply.result!;
          }
          resolve(results);
        });
        worker.postMessage(files.map((file, index) => ({ index, body: file.body, page: pageOf(file, options, summaryMarkers) })));
      }),
    stop: () => void worker.terminate(),
  };
}

function inThisThread(options: MarkdownOptions, summaryMarkers?: readonly string[]): MarkdownThread {
  return {
    render: async (files) => {
      const pages = files.map((file) => pageOf(file, options, summaryMarkers));
      const render = await loadMarkdownRenderer(options, { mdx: pages.some((page) => page.mdx !== undefined) });
      return files.map((file, index) => {
        try {
          return render(file.body, pages[index]!);
        } catch (error) {
          throw inPage(file, renderError(error));
        }
      });
    },
    stop: () => {},
  };
}
