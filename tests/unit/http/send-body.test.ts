// The HTTP core as both servers use it, on a real server: requestTarget decides what is asked, sendBody and
// sendStatus answer. The bodies stand for a page, small text, an image and a hashed asset.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { requestTarget } from '../../../cli/http/request-target.js';
import { ifRangeHolds } from '../../../cli/http/byte-range.js';
import { createBody, etagFor, sendBody, sendStatus } from '../../../cli/http/send-body.js';
import { rawRequest } from '../support/http-request.js';

const PAGE = `<!doctype html><title>página</title>${'<p>Texto da página.</p>'.repeat(100)}`;
const FILES: Readonly<Record<string, { type: string; content: string | Buffer }>> = {
  '/guide': { type: 'text/html; charset=utf-8', content: PAGE },
  '/small.txt': { type: 'text/plain; charset=utf-8', content: 'x'.repeat(500) },
  '/logo.png': { type: 'image/png', content: Buffer.alloc(4096, 7) },
  '/empty.txt': { type: 'text/plain; charset=utf-8', content: '' },
  '/assets/boot-AB12CD34.js': { type: 'text/javascript; charset=utf-8', content: 'console.log(1);\n'.repeat(100) },
};

/** What a build manifest would name: the one content-hashed file. */
const IMMUTABLE = new Set(['/assets/boot-AB12CD34.js']);
const LAST_MODIFIED = new Date('2026-01-02T03:04:05Z');

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
    const body = createBody(file.content, { effort: 'fast', lastModified: LAST_MODIFIED });
    void sendBody(req, res, { status: 200, type: file.type, body, immutable: IMMUTABLE.has(target.path) });
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
    expect(first.headers['last-modified']).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
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

  it('caches the files the build names as hashed as immutable, and makes everything else revalidate', async () => {
    const url = await start();
    expect((await rawRequest(`${url}/assets/boot-AB12CD34.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/guide', '/logo.png', '/small.txt']) {
      expect((await rawRequest(url + path)).headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    }
  });
});

describe('createBody', () => {
  it('compresses each encoding once and keeps it', async () => {
    const body = createBody(PAGE, { effort: 'best' });
    expect(body.encoded('br')).toBe(body.encoded('br'));
    expect(gunzipSync(await body.encoded('gzip')).toString()).toBe(PAGE);
    expect(createBody(Buffer.from(PAGE), { effort: 'fast' }).etag).toBe(body.etag);
  });

  // The README: "above 32 MB it is sent uncompressed", unless the build made its copies ahead of time.
  it('offers live compression up to 32 MB exactly, none above, and the copies made ahead of time at any size', () => {
    const MB32 = 32 * 1024 * 1024;
    expect(createBody(Buffer.alloc(MB32, 'a'), { effort: 'fast' }).encodings).toEqual(['br', 'gzip']);
    const huge = Buffer.alloc(MB32 + 1, 'a');
    expect(createBody(huge, { effort: 'fast' }).encodings).toEqual([]);
    expect(createBody(huge, { effort: 'fast', precompressed: { gzip: Buffer.from('gz') } }).encodings).toEqual(['gzip']);
  });
});

describe('Range requests', () => {
  const bytes = Buffer.from(PAGE);
  const part = (headers: Record<string, string>) => start().then((url) => rawRequest(`${url}/guide`, { headers }));

  it('says Accept-Ranges: bytes and answers one range with 206, Content-Range and those bytes, uncompressed', async () => {
    const cases: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=5-5', 5, 5],
      // Spaces around "=" are read as the client meant them.
      ['bytes = 0-9', 0, 9],
      ['bytes=100-', 100, bytes.length - 1],
      ['bytes=-100', bytes.length - 100, bytes.length - 1],
      [`bytes=10-${bytes.length + 500}`, 10, bytes.length - 1],
    ];
    for (const [range, first, last] of cases) {
      const response = await part({ range, 'accept-encoding': 'gzip, br' });
      expect(response.status, range).toBe(206);
      expect(response.headers['content-range'], range).toBe(`bytes ${first}-${last}/${bytes.length}`);
      expect(response.headers['content-encoding'], range).toBeUndefined();
      expect(response.headers['accept-ranges'], range).toBe('bytes');
      expect(response.headers.vary, range).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length']), range).toBe(last - first + 1);
      expect(response.body.equals(bytes.subarray(first, last + 1)), range).toBe(true);
    }
    expect((await part({})).headers['accept-ranges']).toBe('bytes');
  });

  it('answers a range past the end with 416 and Content-Range: bytes */size', async () => {
    for (const range of [`bytes=${bytes.length}-`, 'bytes=-0']) {
      const response = await part({ range });
      expect(response.status, range).toBe(416);
      expect(response.headers['content-range'], range).toBe(`bytes */${bytes.length}`);
    }
  });

  it('answers any suffix range of an empty file with 416: it has no last bytes to send', async () => {
    const url = await start();
    const response = await rawRequest(`${url}/empty.txt`, { headers: { range: 'bytes=-5' } });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */0');
  });

  it('sends the whole file for several ranges, a malformed range or another unit', async () => {
    for (const range of ['bytes=0-1,5-6', 'bytes=abc', 'items=0-1', 'xbytes=0-9', 'bytes=x5-9', 'bytes=5-9x', 'bytes=-', 'bytes=9-3']) {
      const response = await part({ range });
      expect(response.status, range).toBe(200);
      expect(response.body.equals(bytes), range).toBe(true);
    }
  });

  it('honours If-Range only when it names the current ETag or Last-Modified', async () => {
    const url = await start();
    const etag = String((await rawRequest(`${url}/guide`)).headers.etag);
    const ask = (ifRange: string) => rawRequest(`${url}/guide`, { headers: { range: 'bytes=0-9', 'if-range': ifRange } });
    expect((await ask(etag)).status).toBe(206);
    expect((await ask(LAST_MODIFIED.toUTCString())).status).toBe(206);
    for (const stale of ['"old"', `W/${etag}`, new Date('2020-01-01').toUTCString()]) {
      const whole = await ask(stale);
      expect(whole.status, stale).toBe(200);
      expect(whole.body.equals(bytes), stale).toBe(true);
    }
  });
});

describe('If-Range', () => {
  it('never keeps a range asked with a date when the body has no Last-Modified (docsgen dev’s pages)', () => {
    expect(ifRangeHolds(LAST_MODIFIED.toUTCString(), { etag: '"abc"' })).toBe(false);
    expect(ifRangeHolds('"abc"', { etag: '"abc"' })).toBe(true);
  });
});

describe('encodings and their ETags', () => {
  it('gives each encoding a well-formed tag made from the file’s own, so a changed file never matches an old tag', () => {
    const [one, two] = [createBody(PAGE, { effort: 'fast' }), createBody(`${PAGE}!`, { effort: 'fast' })];
    for (const coding of ['br', 'gzip'] as const) {
      expect(etagFor(one.etag, coding)).toBe(`${one.etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"`);
      expect(etagFor(one.etag, coding)).toMatch(/^"[\w-]+"$/);
      expect(etagFor(one.etag, coding)).not.toBe(etagFor(two.etag, coding));
    }
  });

  it('gives br, gzip and identity each its own ETag, and 304 for each only to its own', async () => {
    const url = await start();
    const get = (encoding: string, ifNoneMatch?: string) =>
      rawRequest(`${url}/guide`, { headers: { 'accept-encoding': encoding, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } });
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (encoding) => String((await get(encoding)).headers.etag)));
    expect(new Set(tags).size).toBe(3);
    const [br, gzip, identity] = tags as [string, string, string];
    expect(br).toBe(etagFor(identity, 'br'));
    expect(gzip).toBe(etagFor(identity, 'gzip'));
    expect((await get('br', br)).status).toBe(304);
    expect((await get('gzip', gzip)).status).toBe(304);
    expect((await get('identity', identity)).status).toBe(304);
    // The client's copy is brotli, but it now takes only gzip: it gets the gzip body.
    const changed = await get('gzip', br);
    expect(changed.status).toBe(200);
    expect(changed.headers['content-encoding']).toBe('gzip');
  });

  it('follows q values: br;q=0 gets gzip, *;q=0 with gzip gets gzip, a refused identity with nothing else gets 406', async () => {
    const url = await start();
    const encodingFor = async (header: string) =>
      (await rawRequest(`${url}/guide`, { headers: { 'accept-encoding': header } })).headers['content-encoding'];
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('*;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('br;q=0.2, gzip;q=0.9')).toBe('gzip');
    expect(await encodingFor('gzip;q=0, br;q=0')).toBeUndefined();
    const refused = await rawRequest(`${url}/guide`, { headers: { 'accept-encoding': 'identity;q=0, *;q=0' } });
    expect(refused.status).toBe(406);
    expect(refused.headers.vary).toBe('Accept-Encoding');
  });
});
