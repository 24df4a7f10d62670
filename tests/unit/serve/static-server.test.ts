// `docsgen serve` on a real folder, asked with raw HTTP requests: what the build's files and manifest make of its
// answers (precompressed copies, immutable files), links that lead out of the folder, and answers under load.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_MANIFEST, buildManifestJson } from '../../../cli/http/build-manifest.js';
import { createStaticServer, serve } from '../../../cli/serve/static-server.js';
import { rawRequest } from '../support/http-request.js';
import { tempSite } from '../support/temp-site.js';

const servers: Array<{ close(): void; closeAllConnections(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

const HOME = `<!doctype html><title>home</title>${'<p>Página inicial.</p>'.repeat(200)}`;

function buildFolder(extra: Record<string, string> = {}): string {
  return tempSite({
    'build/index.html': HOME,
    'build/404.html': '<!doctype html><h1>Página não encontrada</h1>',
    'build/guide/index.html': '<h1>guia</h1>',
    'build/assets/boot-AB12CD34.js': 'console.log(1)',
    'build/assets/company-brochure.pdf': '%PDF-1.4',
    'build/company-brochure.pdf': '%PDF-1.4',
    [`build/${BUILD_MANIFEST}`]: buildManifestJson(['/assets/boot-AB12CD34.js']),
    ...extra,
  });
}

async function start(dir: string, base?: string): Promise<string> {
  const server = createStaticServer(dir, base);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('static server', () => {
  it('marks immutable only what the build manifest names, and reads the manifest again when a build replaces it', async () => {
    const root = buildFolder();
    const url = await start(path.join(root, 'build'));
    const page = await rawRequest(`${url}/guide/`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await rawRequest(`${url}/assets/boot-AB12CD34.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Names that look hashed ("-" and 8 word characters) are not, unless the build says so.
    for (const file of ['/assets/company-brochure.pdf', '/company-brochure.pdf']) {
      expect((await rawRequest(url + file)).headers['cache-control'], file).toBe('public, max-age=0, must-revalidate');
    }
    const manifest = path.join(root, 'build', BUILD_MANIFEST);
    writeFileSync(manifest, buildManifestJson(['/assets/company-brochure.pdf']));
    utimesSync(manifest, new Date(), new Date(Date.now() + 5000));
    expect((await rawRequest(`${url}/assets/company-brochure.pdf`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawRequest(`${url}/assets/boot-AB12CD34.js`)).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers unknown paths with a real 404 and the 404 page, never cached as a page, ranged or revalidated to 304', async () => {
    const url = await start(path.join(buildFolder(), 'build'));
    const missing = await rawRequest(`${url}/nao-existe`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('<!doctype html><h1>Página não encontrada</h1>');
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers['accept-ranges']).toBeUndefined();
    // Asked again as a client that kept it, and for part of it: the same whole 404, as the page may exist by now.
    const again = await rawRequest(`${url}/nao-existe`, { headers: { 'if-none-match': String(missing.headers.etag), range: 'bytes=0-9' } });
    expect(again.status).toBe(404);
    expect(again.body.toString()).toBe('<!doctype html><h1>Página não encontrada</h1>');
  });

  /** One GET with the path exactly as written (a URL string would have its dot segments resolved before sending). */
  function getPath(url: string, requestPath: string): Promise<{ status: number; type: string | undefined; body: string }> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: hostname, port, path: requestPath }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, type: res.headers['content-type'], body: Buffer.concat(chunks).toString() }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  // Every kind of path, with the exact status and the exact file sent (no Accept-Encoding: the bytes as stored).
  const NOT_FOUND_PAGE = '<!doctype html><h1>Página não encontrada</h1>';
  const HTML = 'text/html; charset=utf-8';
  const SERVED: ReadonlyArray<readonly [requestPath: string, status: number, body: string, type: string]> = [
    ['/', 200, HOME, HTML],
    ['/index.html', 200, HOME, HTML],
    ['/guide', 200, '<h1>guia</h1>', HTML],
    ['/guide/', 200, '<h1>guia</h1>', HTML],
    ['/guide.html', 200, '<h1>guia</h1>', HTML],
    ['/guide/index.html', 200, '<h1>guia</h1>', HTML],
    ['/guide?x=1#y', 200, '<h1>guia</h1>', HTML],
    ['/assets/boot-AB12CD34.js', 200, 'console.log(1)', 'text/javascript; charset=utf-8'],
    ['/assets/boot-AB12CD34.js/', 404, NOT_FOUND_PAGE, HTML],
    ['/missing', 404, NOT_FOUND_PAGE, HTML],
    ['/missing/', 404, NOT_FOUND_PAGE, HTML],
    // A static host answers its "not found" page with 404 however it is asked, by name included.
    ['/404.html', 404, NOT_FOUND_PAGE, HTML],
    ['/404', 404, NOT_FOUND_PAGE, HTML],
    ['/a/../guide', 200, '<h1>guia</h1>', HTML],
    ['/../../etc/passwd', 404, NOT_FOUND_PAGE, HTML],
    ['/gu%69de', 200, '<h1>guia</h1>', HTML],
    ['/a%C3%A7%C3%A3o', 200, '<h1>ação</h1>', HTML],
    ['/%E0%A4%A', 400, 'Bad Request\n', 'text/plain; charset=utf-8'],
    // The build's compressed copy, asked by name, is a file like any other, not a page sent compressed.
    ['/guide/index.html.gz', 200, 'gzip copy', 'application/octet-stream'],
    ['/.well-known/security.txt', 200, 'Contact: mailto:seguranca@example.com', 'text/plain; charset=utf-8'],
    ['/_headers', 404, NOT_FOUND_PAGE, HTML],
  ];

  it.each(SERVED)('answers %s with %i and its file', async (requestPath, status, body, type) => {
    const root = buildFolder({
      'build/ação/index.html': '<h1>ação</h1>',
      'build/guide/index.html.gz': 'gzip copy',
      'build/.well-known/security.txt': 'Contact: mailto:seguranca@example.com',
      'build/_headers': '/*\n  X-Test: 1\n',
    });
    const url = await start(path.join(root, 'build'));
    expect(await getPath(url, requestPath)).toEqual({ status, type, body });
  });

  it('answers the _redirects lines with 301 and Location, the query kept, before any file, and never serves _redirects', async () => {
    const root = buildFolder({
      // The build's forward page is there too: a host that reads _redirects answers 301 first.
      'build/old/index.html': '<meta http-equiv="refresh" content="0; url=/docs/guide">',
      'build/_redirects': '/docs/old /docs/guide 301\n/docs/guides/* /docs/tutorials/:splat 301\n/docs/away https://example.com/x 302\n',
    });
    const url = await start(path.join(root, 'build'), '/docs/');
    const old = await rawRequest(`${url}/docs/old?tab=2&x=1`);
    expect([old.status, old.headers.location]).toEqual([301, '/docs/guide?tab=2&x=1']);
    expect(old.headers['content-security-policy']).toBeDefined();
    expect((await rawRequest(`${url}/docs/old/`)).headers.location).toBe('/docs/guide');
    expect((await rawRequest(`${url}/docs/guides/a/b`)).headers.location).toBe('/docs/tutorials/a/b');
    expect((await rawRequest(`${url}/docs/away`, { method: 'HEAD' })).status).toBe(302);
    expect((await rawRequest(`${url}/docs/guide`)).status).toBe(200);
    expect((await rawRequest(`${url}/docs/_redirects`)).status).toBe(404);
    // A new build's file is read again.
    const file = path.join(root, 'build/_redirects');
    writeFileSync(file, '/docs/guide /docs/ 301\n');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await rawRequest(`${url}/docs/guide`)).headers.location).toBe('/docs/');
    expect((await rawRequest(`${url}/docs/old`)).status).toBe(200);
  });

  it('sends the build’s .br and .gz copies as they are, and compresses files that have none', async () => {
    // A copy made ahead of time is recognisable: it is not what serve would make of the file.
    const marker = brotliCompressSync(Buffer.from(`${HOME}<!-- precompressed -->`));
    const root = buildFolder({ 'build/index.html.br': '' });
    writeFileSync(path.join(root, 'build/index.html.br'), marker);
    const url = await start(path.join(root, 'build'));
    const br = await rawRequest(`${url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(marker)).toBe(true);
    const gzip = await rawRequest(`${url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(HOME);
    const again = await rawRequest(`${url}/`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('sends a file again once a new build rewrites it, whether only its time or only its size changed', async () => {
    const root = buildFolder();
    const file = path.join(root, 'build/guide/index.html');
    const url = await start(path.join(root, 'build'));
    expect((await rawRequest(`${url}/guide/`)).body.toString()).toBe('<h1>guia</h1>');
    // Same size, later time.
    writeFileSync(file, '<h1>GUIA</h1>');
    utimesSync(file, new Date('2030-01-01'), new Date('2030-01-01'));
    expect((await rawRequest(`${url}/guide/`)).body.toString()).toBe('<h1>GUIA</h1>');
    // Same time, other size.
    writeFileSync(file, '<h1>guia, segunda edição</h1>');
    utimesSync(file, new Date('2030-01-01'), new Date('2030-01-01'));
    expect((await rawRequest(`${url}/guide/`)).body.toString()).toBe('<h1>guia, segunda edição</h1>');
  });

  it('answers a plain 404 in a folder without 404.html', async () => {
    const root = buildFolder();
    rmSync(path.join(root, 'build/404.html'));
    const url = await start(path.join(root, 'build'));
    const missing = await rawRequest(`${url}/nao-existe`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(missing.body.toString()).toBe('Not Found\n');
  });

  it('sends a .br written in the same instant as its file, and takes a folder named like a copy for no copy', async () => {
    const marker = brotliCompressSync(Buffer.from(`${HOME}<!-- precompressed -->`));
    const root = buildFolder({ 'build/index.html.br': '', 'build/guide/index.html.br/x': '' });
    writeFileSync(path.join(root, 'build/index.html.br'), marker);
    // Whole seconds: a time read back from the file system could carry nanoseconds that utimes drops.
    const instant = new Date('2030-01-01T12:00:00Z');
    for (const file of ['index.html', 'index.html.br']) utimesSync(path.join(root, 'build', file), instant, instant);
    utimesSync(path.join(root, 'build/guide/index.html.br'), new Date('2030-01-01'), new Date('2030-01-01'));
    const url = await start(path.join(root, 'build'));
    const br = await rawRequest(`${url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(marker)).toBe(true);
    const guide = await rawRequest(`${url}/guide/`, { headers: { 'accept-encoding': 'br' } });
    expect(guide.status).toBe(200);
    expect(guide.headers['content-encoding']).toBeUndefined();
    expect(guide.body.toString()).toBe('<h1>guia</h1>');
  });

  it('ignores a .br older than its file: it was made from other bytes', async () => {
    const root = buildFolder({ 'build/index.html.br': '' });
    const stale = path.join(root, 'build/index.html.br');
    writeFileSync(stale, brotliCompressSync(Buffer.from('<p>old</p>'.repeat(100))));
    utimesSync(stale, new Date('2020-01-01'), new Date('2020-01-01'));
    const url = await start(path.join(root, 'build'));
    const br = await rawRequest(`${url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.body).toString()).toBe(HOME);
  });

  it('answers 404 for a link to a file or folder outside the folder, and serves links that stay inside', async () => {
    const root = buildFolder({ 'secret.txt': 'segredo do servidor', 'outside/index.html': '<p>fora</p>' });
    const build = path.join(root, 'build');
    symlinkSync(path.join(root, 'secret.txt'), path.join(build, 'passwd.txt'));
    symlinkSync('/etc/passwd', path.join(build, 'etc-passwd'));
    symlinkSync(path.join(root, 'outside'), path.join(build, 'escape'));
    symlinkSync(path.join(build, 'guide/index.html'), path.join(build, 'inside.html'));
    // A compressed copy that leads outside is not sent either.
    mkdirSync(path.join(build, 'docs'));
    writeFileSync(path.join(build, 'docs/index.html'), HOME);
    symlinkSync(path.join(root, 'secret.txt'), path.join(build, 'docs/index.html.gz'));
    const url = await start(build);
    for (const leak of ['/passwd.txt', '/etc-passwd', '/escape/', '/escape/index.html']) {
      const response = await rawRequest(url + leak);
      expect(response.status, leak).toBe(404);
      expect(response.body.toString(), leak).not.toMatch(/segredo|root:|fora/);
    }
    expect((await rawRequest(`${url}/inside.html`)).body.toString()).toBe('<h1>guia</h1>');
    const docs = await rawRequest(`${url}/docs/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(docs.body).toString()).toBe(HOME);
  });

  it('rejects methods other than GET and HEAD', async () => {
    const url = await start(path.join(buildFolder(), 'build'));
    expect((await rawRequest(`${url}/`, { method: 'POST' })).status).toBe(405);
    const head = await rawRequest(`${url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('serves under a base path and nowhere else', async () => {
    const url = await start(path.join(buildFolder(), 'build'), '/docs/');
    expect((await rawRequest(`${url}/docs/guide`)).status).toBe(200);
    expect((await rawRequest(`${url}/docs`)).status).toBe(200);
    expect((await rawRequest(`${url}/guide`)).status).toBe(404);
  });

  it('serve() listens where asked and resolves with the URL to open', async () => {
    const { server, url } = await serve({ dir: path.join(buildFolder(), 'build'), port: 0, host: '127.0.0.1', base: '/docs/' });
    servers.push(server);
    expect(url).toBe(`http://127.0.0.1:${(server.address() as AddressInfo).port}/docs`);
    expect((await rawRequest(`${url}/guide/`)).body.toString()).toBe('<h1>guia</h1>');
  });

  it('answers a small request within ~100 ms while it compresses a 20 MB file for another client', async () => {
    // Text that compresses slowly (a second or more, synchronously): random letters and spaces.
    const text = randomBytes(20_000_000);
    for (let i = 0; i < text.length; i++) text[i] = text[i]! % 7 === 0 ? 32 : 97 + (text[i]! % 26);
    const root = buildFolder();
    writeFileSync(path.join(root, 'build/big.txt'), text);
    const url = await start(path.join(root, 'build'));
    const big = rawRequest(`${url}/big.txt`, { headers: { 'accept-encoding': 'br' } });
    // Measured from another thread: a stalled event loop here would stall this thread's timers too and hide the wait.
    const delays = await requestTimes(`${url}/guide/`, { count: 8, everyMs: 100 });
    const response = await big;
    expect(response.headers['content-encoding']).toBe('br');
    expect(delays).toHaveLength(8);
    // Compressing on the event loop held it 1.2 s; the margin above 100 ms absorbs a machine busy with other tests.
    expect(Math.max(...delays)).toBeLessThan(200);
  }, 60_000);

  it('answers 200 concurrent clients without an error', async () => {
    const url = await start(path.join(buildFolder(), 'build'));
    const paths = ['/', '/guide/', '/assets/boot-AB12CD34.js', '/nao-existe'];
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        rawRequest(url + paths[i % paths.length]!, { headers: { 'accept-encoding': i % 2 ? 'br' : 'gzip' } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(150);
    expect(statuses.filter((status) => status === 404)).toHaveLength(50);
  });
});

/** Times `count` GET requests to `url`, one every `everyMs`, from a worker thread (its own event loop); in ms. */
function requestTimes(url: string, { count, everyMs }: { count: number; everyMs: number }): Promise<number[]> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const once = () => new Promise((resolve, reject) => {
      const started = performance.now();
      http.get(workerData.url, (res) => { res.resume(); res.on('end', () => resolve(performance.now() - started)); }).on('error', reject);
    });
    (async () => {
      const times = [];
      for (let i = 0; i < workerData.count; i++) {
        await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
        times.push(await once());
      }
      parentPort.postMessage(times);
    })();`;
  const worker = new Worker(code, { eval: true, workerData: { url, count, everyMs } });
  return new Promise((resolve, reject) => {
    worker.once('message', (times: number[]) => {
      void worker.terminate();
      resolve(times);
    });
    worker.once('error', reject);
  });
}
