// The dev server in-process on a small site: a taken port is an error naming it; pages, 404s and the live-reload
// stream answer as they should, with the headers and compression of `docsgen serve`. (The browser side, edits and the
// overlay, is tests/e2e/dev-server.test.ts.)
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startDevServer } from '../../../cli/dev/dev-server.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { rawRequest } from '../support/http-request.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = (): void => {};

describe('docsgen dev server', () => {
  it('says which port is taken instead of starting', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const { port } = blocker.address() as { port: number };
    try {
      const root = tempSite({ 'content/index.md': page({ title: 'Início' }) });
      const error = await startDevServer({ root, port, host: '127.0.0.1', log: quiet }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocsgenError);
      expect(error).toMatchObject({ code: 'port-in-use' });
      expect((error as Error).message).toContain(`port ${port}`);
    } finally {
      blocker.close();
    }
  });

  it('serves pages with the live-reload listener, real 404s, and reload events for out-of-date pages', { timeout: 60_000 }, async () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }, 'Bem-vindo.\n'),
      'content/guia/a.md': page({ title: 'Página A' }, 'Texto A.\n'),
    });
    const lines: string[] = [];
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: (line) => lines.push(line), cache: false });
    try {
      expect(lines.at(-1)).toContain(`at ${dev.url}/`);
      for (const route of ['/guia/a', '/guia/a/', '/guia/a.html', '/guia/a/index.html']) {
        const response = await fetch(dev.url + route);
        expect(response.status, route).toBe(200);
        const html = await response.text();
        expect(html).toContain('Texto A.');
        expect(html).toMatch(/let v="[\w.]+",s;.*new EventSource\("\/__docsgen\/events\?v="/);
      }
      const missing = await fetch(`${dev.url}/nada`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('/__docsgen/events');

      // A page served at another version (or by another server) is told to reload as soon as it listens.
      const stale = await fetch(`${dev.url}/__docsgen/events?v=old.0`);
      expect(stale.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(await stale.text()).toContain('event: reload');

      writeFileSync(path.join(root, 'content/guia/a.md'), page({ title: 'Página A' }, 'Texto novo.\n'));
      await expect.poll(async () => (await fetch(`${dev.url}/guia/a`)).text(), { timeout: 20_000, interval: 50 }).toContain('Texto novo.');
      await dev.idle();
      expect(lines.join('\n')).toMatch(/content\/guia\/a\.md: rebuilt in \d+ ms, 1 route changed \/guia\/a/);
    } finally {
      await dev.close();
    }
  });

  it('tells only the pages showing a route a rebuild changed to reload, and the others the new version', { timeout: 60_000 }, async () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }, 'Bem-vindo.\n'),
      'content/guia/a.md': page({ title: 'Página A', sidebar_position: 1 }, 'Texto A.\n'),
      'content/guia/b.md': page({ title: 'Página B', sidebar_position: 2 }, 'Texto B.\n'),
      'content/guia/c.md': page({ title: 'Página C', sidebar_position: 3 }, 'Texto C.\n'),
    });
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: quiet, cache: false });
    const streams: Array<{ close(): void }> = [];
    /** Listens as the page at `path` does; `event` resolves with the name of the first event it is sent. */
    const listen = async (path: string): Promise<{ event: Promise<string> }> => {
      const token = /let v="([\w.]+)"/.exec(await (await fetch(dev.url + path)).text())![1]!;
      const controller = new AbortController();
      streams.push({ close: () => controller.abort() });
      const response = await fetch(`${dev.url}/__docsgen/events?v=${token}&path=${encodeURIComponent(path)}`, {
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      const event = (async () => {
        let text = '';
        while (!/^event: .*\ndata: .*\n\n/m.test(text)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += new TextDecoder().decode(value);
        }
        return /^event: (.*)$/m.exec(text)?.[1] ?? 'closed';
      })();
      return { event };
    };
    try {
      // /guia/b shows /guia/a's title in its "previous" link; /guia/c shows nothing of /guia/a.
      const [a, b, c, missing, encoded] = await Promise.all([
        listen('/guia/a'),
        listen('/guia/b/'),
        listen('/guia/c'),
        listen('/guia/nova'),
        listen('/guia/%63'),
      ]);
      writeFileSync(path.join(root, 'content/guia/a.md'), page({ title: 'Página A', sidebar_position: 1 }, 'Texto novo.\n'));
      expect(await a.event).toBe('reload');
      expect(await b.event).toBe('changed');
      expect(await c.event).toBe('changed');
      expect(await missing.event).toBe('changed');
      expect(await encoded.event).toBe('changed');
      await dev.idle();

      // A new title changes the pages that link to it (previous/next, the sidebar of every page).
      const [c2, missing2] = await Promise.all([listen('/guia/c'), listen('/guia/nada')]);
      writeFileSync(path.join(root, 'content/guia/a.md'), page({ title: 'Página A renomeada', sidebar_position: 1 }, 'Texto novo.\n'));
      expect(await c2.event).toBe('reload');
      expect(await missing2.event).toBe('changed'); // the 404 page shows no sidebar
      await dev.idle();

      // A page added where the 404 page was shown.
      const [nova, missing3] = await Promise.all([listen('/guia/nova'), listen('/guia/nada')]);
      writeFileSync(path.join(root, 'content/guia/nova.md'), page({ title: 'Nova' }, 'Texto novo.\n'));
      expect(await nova.event).toBe('reload');
      expect(await missing3.event).toBe('changed');
    } finally {
      for (const stream of streams) stream.close();
      await dev.close();
    }
  });

  it('compresses what it serves, with the headers of docsgen serve', { timeout: 60_000 }, async () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }, 'Um parágrafo que se repete. '.repeat(100)) });
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: quiet, cache: false });
    try {
      const br = await rawRequest(`${dev.url}/`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(br.headers['x-content-type-options']).toBe('nosniff');
      const html = brotliDecompressSync(br.body).toString();
      expect(html).toContain('Um parágrafo que se repete.');
      expect(html).toContain('/__docsgen/events');

      const gzip = await rawRequest(`${dev.url}/`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(html);
      const plain = await rawRequest(`${dev.url}/`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(html);

      // A hashed client chunk: compressed too, and kept by the browser for good.
      const boot = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
      expect(boot).toMatch(/^\/assets\/.+-\w{8,}\.js$/);
      const chunk = await rawRequest(dev.url + boot!, { headers: { 'accept-encoding': 'br' } });
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers['content-type']).toBe('text/javascript; charset=utf-8');

      // Each encoding has its ETag: the brotli copy's tag revalidates the brotli answer only.
      const again = await rawRequest(`${dev.url}/`, { headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
      expect(again.status).toBe(304);
      expect((await rawRequest(`${dev.url}/`, { headers: { 'if-none-match': String(br.headers.etag) } })).status).toBe(200);
      expect((await rawRequest(`${dev.url}/`, { method: 'POST' })).headers.allow).toBe('GET, HEAD');
      expect((await rawRequest(`${dev.url}/%E0%A4%A`)).status).toBe(400);
    } finally {
      await dev.close();
    }
  });

  it('serves the files pages refer to under their hashed names, and rebuilds when one outside content/ changes', {
    timeout: 60_000,
  }, async () => {
    const svg = (width: number): string => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="10"></svg>`;
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }, '![Logo](../images/logo.svg)\n'),
      'images/logo.svg': svg(20),
    });
    const lines: string[] = [];
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: (line) => lines.push(line), cache: false });
    const image = async (): Promise<string | undefined> =>
      /<img src="(\/assets\/files\/logo-\w{10}\.svg)" alt="Logo" width="(\d+)"/
        .exec(await (await fetch(`${dev.url}/`)).text())
        ?.slice(1)
        .join(' ');
    try {
      const [first, width] = (await image())!.split(' ');
      expect(width).toBe('20');
      const served = await rawRequest(dev.url + first!);
      expect(served.status).toBe(200);
      expect(served.body.toString()).toBe(svg(20));
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      // images/ is outside the content folder: watched because the page refers to it.
      writeFileSync(path.join(root, 'images/logo.svg'), svg(40));
      await expect.poll(image, { timeout: 20_000, interval: 50 }).toMatch(/ 40$/);
      const [second] = (await image())!.split(' ');
      expect(second).not.toBe(first);
      expect((await rawRequest(dev.url + second!)).body.toString()).toBe(svg(40));
      await dev.idle();
      expect(lines.join('\n')).toMatch(/images\/logo\.svg: rebuilt in \d+ ms, 1 route changed \//);
    } finally {
      await dev.close();
    }
  });

  it("serves the pages' Markdown, llms.txt and llms-full.txt with their types, an llms.txt of the site's own instead", {
    timeout: 60_000,
  }, async () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }, 'Veja [A](guia/a.md).\n'),
      'content/guia/a.md': page({ title: 'Página A' }, 'Texto A.\n'),
    });
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: quiet, cache: false });
    try {
      const md = await fetch(`${dev.url}/guia/a.md`);
      expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await md.text()).toBe('# Página A\n\nTexto A.\n');
      // No `url` in the config: links are root-absolute paths.
      expect(await (await fetch(`${dev.url}/index.md`)).text()).toBe('# Início\n\nVeja [A](/guia/a).\n');
      const llms = await fetch(`${dev.url}/llms.txt`);
      expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await llms.text()).toContain('- [Página A](/guia/a.md)');
      expect(await (await fetch(`${dev.url}/llms-full.txt`)).text()).toContain('Source: /guia/a\n\n# Página A\n\nTexto A.\n');

      // An edit: the page's Markdown and llms-full.txt are the new text (the rebuild kept the routes' paths).
      writeFileSync(path.join(root, 'content/guia/a.md'), page({ title: 'Página A' }, 'Texto novo.\n'));
      await expect
        .poll(async () => (await fetch(`${dev.url}/guia/a.md`)).text(), { timeout: 20_000, interval: 50 })
        .toBe('# Página A\n\nTexto novo.\n');
      expect(await (await fetch(`${dev.url}/llms-full.txt`)).text()).toContain('# Página A\n\nTexto novo.\n');
    } finally {
      await dev.close();
    }
    const own = tempSite({
      'content/index.md': page({ title: 'Início' }),
      'content/guia/a.md': page({ title: 'Página A' }, 'Texto A.\n'),
      'static/llms.txt': 'O nosso.\n',
      'static/guia/a.md': 'A nossa página A.\n',
    });
    const devOwn = await startDevServer({ root: own, port: 0, host: '127.0.0.1', log: quiet, cache: false });
    try {
      expect(await (await fetch(`${devOwn.url}/llms.txt`)).text()).toBe('O nosso.\n');
      expect(await (await fetch(`${devOwn.url}/guia/a.md`)).text()).toBe('A nossa página A.\n');
      writeFileSync(path.join(own, 'content/guia/a.md'), page({ title: 'Página A' }, 'Texto novo.\n'));
      await expect
        .poll(async () => (await fetch(`${devOwn.url}/guia/a`)).text(), { timeout: 20_000, interval: 50 })
        .toContain('Texto novo.');
      expect(await (await fetch(`${devOwn.url}/guia/a.md`)).text()).toBe('A nossa página A.\n');
    } finally {
      await devOwn.close();
    }
  });

  it("answers the config's redirects with 301 and Location under the base URL, the query kept", { timeout: 60_000 }, async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { title: 'R', baseUrl: '/docs/', redirects: { '/velho': '/guia/a', '/antigo/*': '/guia/*' } };",
      'content/index.md': page({ title: 'Início' }),
      'content/guia/a.md': page({ title: 'Página A' }),
    });
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: quiet, cache: false });
    try {
      // The server's URL is the site's, under its base URL.
      const origin = new URL(dev.url).origin;
      const old = await rawRequest(`${origin}/docs/velho?x=1`);
      expect([old.status, old.headers.location]).toEqual([301, '/docs/guia/a?x=1']);
      expect((await rawRequest(`${origin}/docs/antigo/a`)).headers.location).toBe('/docs/guia/a');
      expect((await rawRequest(`${origin}/docs/guia/a`)).status).toBe(200);
      // Outside the base URL nothing is redirected.
      expect((await rawRequest(`${origin}/velho`)).status).toBe(404);
    } finally {
      await dev.close();
    }
  });
});
