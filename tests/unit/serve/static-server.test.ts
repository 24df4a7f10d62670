import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../../cli/serve/static-server.js';
import { tempSite } from '../support/temp-site.js';

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function start(base?: string): Promise<string> {
  const dir = tempSite({
    'index.html': `<!doctype html><title>home</title>${'x'.repeat(2000)}`,
    '404.html': '<!doctype html><h1>Página não encontrada</h1>',
    'guide/index.html': '<h1>guia</h1>',
    'assets/boot-AB12CD34.js': 'console.log(1)',
  });
  const server = createStaticServer(dir, base);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  it('serves pages with revalidation and hashed assets as immutable', async () => {
    const url = await start();
    const page = await get(`${url}/guide/`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toContain('must-revalidate');
    const asset = await get(`${url}/assets/boot-AB12CD34.js`);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown paths with a real 404 and the 404 page', async () => {
    const url = await start();
    const missing = await get(`${url}/nao-existe`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Página não encontrada');
  });

  it('compresses text when the client accepts it, and answers 304 to a matching ETag', async () => {
    const url = await start();
    const zipped = await get(`${url}/`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toContain('<title>home</title>');
    const again = await get(`${url}/`, { 'if-none-match': String(zipped.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('rejects methods other than GET and HEAD', async () => {
    const url = await start();
    expect((await get(`${url}/`, {}, 'POST')).status).toBe(405);
    const head = await get(`${url}/`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('serves under a base path and nowhere else', async () => {
    const url = await start('/docs/');
    expect((await get(`${url}/docs/guide`)).status).toBe(200);
    expect((await get(`${url}/docs`)).status).toBe(200);
    expect((await get(`${url}/guide`)).status).toBe(404);
  });
});
