// Worker thread entry: renders Markdown bodies sent by render-pages.ts, one batch per message.
import { parentPort, workerData } from 'node:worker_threads';
import { renderMarkdown, type MarkdownOptions } from './pipeline.js';

const options = workerData as MarkdownOptions;

interface Job { index: number; body: string }

parentPort!.on('message', (jobs: Job[]) => {
  const results = jobs.map(({ index, body }) => {
    try {
      return { index, result: renderMarkdown(body, options) };
    } catch (error) {
      return { index, error: { message: (error as Error).message, line: (error as { line?: number }).line } };
    }
  });
  parentPort!.postMessage(results);
});
