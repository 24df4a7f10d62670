// The search index thread's work, run on this thread through a MessageChannel: what the bundled worker answers to the
// build's one request (index-in-background.ts), and the cache saved only after the answer.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { STALE_PIECES } from '../../../cli/search/build-and-write.js';
import { serveIndexRequest } from '../../../cli/search/serve-index-request.js';

const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const undo of cleanup.splice(0)) undo();
});

function indexThread() {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-index-request-'));
  const cacheFile = path.join(dir, 'pieces.json');
  const { port1, port2 } = new MessageChannel();
  serveIndexRequest({ cacheFile, fingerprint: 'test' }, port2);
  cleanup.push(() => {
    port1.close();
    port2.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const next = async (): Promise<Record<string, unknown>> => ((await once(port1, 'message')) as [Record<string, unknown>])[0];
  return { dir, cacheFile, port: port1, next };
}

describe('serveIndexRequest', () => {
  it('answers with the index written, then says the cache is saved', async () => {
    const { dir, cacheFile, port, next } = indexThread();
    port.postMessage({ pages: [], locale: 'pt', outDir: dir });
    expect(await next()).toMatchObject({ result: { pagesDigest: expect.any(String) } });
    expect(await next()).toEqual({ saved: true });
    expect(existsSync(cacheFile)).toBe(true);
  });

  it('answers a request it cannot build with the error, and saves nothing', async () => {
    const { dir, cacheFile, port, next } = indexThread();
    port.postMessage({ pages: { edits: [], of: 'an index this cache never held' }, locale: 'pt', outDir: dir });
    expect(await next()).toEqual({ error: expect.stringContaining(STALE_PIECES) });
    expect(existsSync(cacheFile)).toBe(false);
  });
});
