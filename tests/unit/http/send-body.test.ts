// The HTTP core as both servers use it, on a real server: requestTarget decides what is asked, sendBody and
// sendStatus answer. The bodies stand for a page, small text, an image and a hashed asset.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isHashedAsset } from '../../../cli/http/hashed-asset.js';
import { requestTarget } from '../../../cli/http/request-target.js';
import { createBody, sendBody, sendStatus } from '../../../cli/http/send-body.js';
import { rawRequest } from '../support/http-request.js';

const PAGE = `<!doctype html><title>página</title>${'<p>Texto da página.</p>'.repeat(100)}`;
const FILES: Readonly<Record<string, { type: string; content: string | Buffer }>> = {
  '/guide': { type: 'text/html; charset=utf-8', content: PAGE },
  '/small.txt': { type: 'text/plain; charset=utf-8', content: 'x'.repeat(500) },
  '/logo.png': { type: 'image/png', content: Buffer.alloc(4096, 7) },
  '/assets/boot-AB12CD34.js': { type: 'text/javascript; charset=utf-8', content: 'console.log(1);\n'.repeat(100) },
};

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server made of the core alone, under the base "/docs/". */
async function start(): Promise<string> {
  const server = createServer((req, res) => {
    const target = requestTarget(req, '/docs/');
    if (target.kind === 'refused') return sendStatus(res, target.status, target.headers);
    const file = target.kind === 'path' ? FILES[target.path] : undefined;
    if (!file || target.kind !== 'path') return sendStatus(res, 404);
    const body = createBody(file.content, { effort: 'fast' });
    sendBody(req, res, { status: 200, type: file.type, body, immutable: isHashedAsset(target.path) });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs`;
}

describe('the HTTP core on a server', () => {
  it('answers POST with 405 and Allow, a malformed path with 400, a path outside the base with 404', async () => {
    const url = await start();
    const post = await rawRequest(`${url}/guide`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.body.toString()).toBe('Method Not Allowed\n');
    expect((await rawRequest(`${url}/%E0%A4%A`)).status).toBe(400);
    expect((await rawRequest(url.replace('/docs', '/guide'))).status).toBe(404);
    expect((await rawRequest(`${url}/guide`)).status).toBe(200);
  });

  it('sends type, length, nosniff and an ETag, and 304 when the client has that ETag', async () => {
    const url = await start();
    const first = await rawRequest(`${url}/guide`);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(PAGE));
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await rawRequest(`${url}/guide`, { headers: { 'if-none-match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    expect((await rawRequest(`${url}/guide`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const url = await start();
    const headers = { 'accept-encoding': 'gzip' };
    const get = await rawRequest(`${url}/guide`, { headers });
    const head = await rawRequest(`${url}/guide`, { headers, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });

  it('compresses with brotli or gzip as Accept-Encoding says, and sends the bytes as they are otherwise', async () => {
    const url = await start();
    const br = await rawRequest(`${url}/guide`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const gzip = await rawRequest(`${url}/guide`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    const identity = await rawRequest(`${url}/guide`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.body.toString()).toBe(PAGE);
  });

  it('leaves bodies of 512 bytes or less, and images, uncompressed', async () => {
    const url = await start();
    for (const path of ['/small.txt', '/logo.png']) {
      const response = await rawRequest(url + path, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.status, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBeUndefined();
      expect(response.headers.vary, path).toBeUndefined();
    }
  });

  it('caches hashed assets as immutable and makes everything else revalidate', async () => {
    const url = await start();
    expect((await rawRequest(`${url}/assets/boot-AB12CD34.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/guide', '/logo.png', '/small.txt']) {
      expect((await rawRequest(url + path)).headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    }
    expect(isHashedAsset('/assets/boot-AB12CD34.js')).toBe(true);
    expect(isHashedAsset('/assets/boot.js')).toBe(false);
    expect(isHashedAsset('/boot-AB12CD34.js')).toBe(false);
  });
});

describe('createBody', () => {
  it('compresses each encoding once and keeps it', () => {
    const body = createBody(PAGE, { effort: 'best' });
    expect(body.encoded('br')).toBe(body.encoded('br'));
    expect(gunzipSync(body.encoded('gzip')).toString()).toBe(PAGE);
    expect(createBody(Buffer.from(PAGE), { effort: 'fast' }).etag).toBe(body.etag);
  });
});
