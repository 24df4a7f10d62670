// The page writer thread's work, run on this thread through a MessageChannel: what the bundled worker does with each
// page page-writer.ts posts (the worker itself runs only from dist/, tests/unit/markdown/worker-threads.test.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageWriterReply } from '../../../cli/output/page-files.js';
import { servePageWrites } from '../../../cli/output/serve-page-writes.js';

const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const undo of cleanup.splice(0)) undo();
});

function writerThread() {
  const { port1, port2 } = new MessageChannel();
  servePageWrites(port2);
  cleanup.push(() => {
    port1.close();
    port2.close();
  });
  return async (message: unknown): Promise<PageWriterReply> => {
    port1.postMessage(message);
    const [reply] = (await once(port1, 'message')) as [PageWriterReply];
    return reply;
  };
}

describe('servePageWrites', () => {
  it('writes the page and its smaller copies, and answers with the id, the stamp and the copies', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-page-writes-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const target = path.join(dir, 'index.html');
    const html = `<!doctype html><p>${'Saldo e resgate. '.repeat(200)}</p>`;
    const ask = writerThread();
    const reply = await ask({
      id: 7,
      page: { target, bytes: Buffer.from(html), copies: { br: `${target}.br`, gzip: `${target}.gz` } },
    });
    expect(reply).toMatchObject({ id: 7, written: { stamp: expect.any(String), copies: 2 } });
    expect(readFileSync(target, 'utf8')).toBe(html);
  });

  it('answers a failed write with its message and code as plain data', async () => {
    const ask = writerThread();
    const reply = await ask({ id: 1, page: { target: path.join(tmpdir(), 'no-such-folder-docsgen', 'x.html'), bytes: Buffer.from('x') } });
    expect(reply).toMatchObject({ id: 1, error: { code: 'ENOENT', message: expect.stringContaining('no-such-folder-docsgen') } });
  });
});
