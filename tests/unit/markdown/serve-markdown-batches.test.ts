// The Markdown thread's work, run on this thread through a MessageChannel: what the bundled worker answers to a batch
// render-pages.ts posts (the worker itself runs only from dist/, worker-threads.test.ts).
import { once } from 'node:events';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKDOWN_OPTIONS } from '../../../cli/markdown/markdown-result.js';
import { serveMarkdownBatches } from '../../../cli/markdown/serve-markdown-batches.js';

describe('serveMarkdownBatches', () => {
  it('answers a batch with each page rendered, in the batch order, by the index each was sent with', async () => {
    const { port1, port2 } = new MessageChannel();
    try {
      serveMarkdownBatches(DEFAULT_MARKDOWN_OPTIONS, port2);
      port1.postMessage([
        { index: 4, body: 'Texto.\n\n## Saldo\n', page: {} },
        { index: 9, body: '**Resgate**\n', page: {} },
      ]);
      const [results] = (await once(port1, 'message')) as [Array<{ index: number; result?: { html: string }; error?: unknown }>];
      expect(results.map((entry) => entry.index)).toEqual([4, 9]);
      expect(results[0]!.result!.html).toContain('Saldo');
      expect(results[1]!.result!.html).toContain('<strong>Resgate</strong>');
    } finally {
      port1.close();
      port2.close();
    }
  });
});
