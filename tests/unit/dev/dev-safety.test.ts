// What `docsgen dev` refuses to hand out: answers to pages whose Host header does not name this machine (DNS
// rebinding), unless --host or --allowed-hosts names it; and files of static/ whose links lead out of that folder.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDevServer } from '../../../cli/dev/dev-server.js';
import { rawRequest } from '../support/http-request.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = (): void => {};

describe('docsgen dev safety', () => {
  it('answers localhost, its subdomains, IP addresses and allowed hosts, and refuses other Host headers with 403', {
    timeout: 60_000,
  }, async () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }, 'Bem-vindo.\n') });
    const dev = await startDevServer({
      root,
      port: 0,
      host: '127.0.0.1',
      log: quiet,
      cache: false,
      allowedHosts: ['docs.test', '.team.test'],
    });
    const port = new URL(dev.url).port;
    try {
      const ask = (host: string, route = '/') => rawRequest(dev.url + route, { headers: { host } });
      for (const host of [
        'localhost',
        `localhost:${port}`,
        `site.localhost:${port}`,
        `127.0.0.1:${port}`,
        `[::1]:${port}`,
        '10.0.0.7',
        'docs.test',
        'a.team.test',
        'team.test',
      ]) {
        const response = await ask(host);
        expect(response.status, host).toBe(200);
        expect(response.body.toString(), host).toContain('Bem-vindo.');
      }
      for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example', 'docs.test.evil.example', 'xteam.test']) {
        const response = await ask(host);
        expect(response.status, host).toBe(403);
        expect(response.body.toString(), host).not.toContain('Bem-vindo.');
        expect(response.body.toString(), host).toContain('--allowed-hosts');
      }
      // The live-reload stream too: it would tell a rebinding page when the sources change.
      const events = await ask('evil.example', '/__docsgen/events?v=old.0');
      expect(events.status).toBe(403);
      expect(events.headers['content-type']).toBe('text/plain; charset=utf-8');
    } finally {
      await dev.close();
    }
  });

  it('answers a host name given to --host', { timeout: 60_000 }, async () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }, 'Bem-vindo.\n') });
    // "localhost" resolves here; the point is that the name given to --host is allowed like any other.
    const dev = await startDevServer({ root, port: 0, host: 'localhost', log: quiet, cache: false });
    try {
      const url = dev.url.replace('localhost', '127.0.0.1');
      expect((await rawRequest(url, { headers: { host: 'localhost' } })).status).toBe(200);
      expect((await rawRequest(url, { headers: { host: 'other.example' } })).status).toBe(403);
    } finally {
      await dev.close();
    }
  });

  it('serves files of static/ but answers 404 for links in it that lead out of it', { timeout: 60_000 }, async () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }),
      'static/logo.txt': 'logotipo',
      'secret.txt': 'segredo do projeto',
    });
    mkdirSync(path.join(root, 'outside'));
    writeFileSync(path.join(root, 'outside/data.txt'), 'fora do static');
    symlinkSync(path.join(root, 'secret.txt'), path.join(root, 'static/secret.txt'));
    symlinkSync('/etc/passwd', path.join(root, 'static/passwd.txt'));
    symlinkSync(path.join(root, 'outside'), path.join(root, 'static/dir'));
    symlinkSync(path.join(root, 'static/logo.txt'), path.join(root, 'static/alias.txt'));
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: quiet, cache: false });
    try {
      expect((await rawRequest(`${dev.url}/logo.txt`)).body.toString()).toBe('logotipo');
      expect((await rawRequest(`${dev.url}/alias.txt`)).body.toString()).toBe('logotipo');
      for (const leak of ['/secret.txt', '/passwd.txt', '/dir/data.txt']) {
        const response = await rawRequest(dev.url + leak);
        expect(response.status, leak).toBe(404);
        expect(response.body.toString(), leak).not.toMatch(/segredo|root:|fora do static/);
      }
    } finally {
      await dev.close();
    }
  });
});
