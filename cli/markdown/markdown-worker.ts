// Worker thread entry: renders Markdown bodies sent by render-pages.ts, one batch per message.
import { parentPort } from 'node:worker_threads';
import { renderMarkdown } from './pipeline.js';

interface Job { index: number; body: string }

parentPort!.on('message', (jobs: Job[]) => {
  const results = jobs.map(({ index, body }) => {
    try {
      return { index, result: renderMarkdown(body) };
    } catch (error) {
      return { index, error: { message: (error as Error).message, line: (error as { line?: number }).line } };
    }
  });
  parentPort!.postMessage(results);
});
