// `docsgen serve` sends the security headers the build wrote in `_headers` on every answer (pages, assets, 404s,
// 304s, refusals), never serves `_headers` itself, and falls back to the strictest policy for a folder without one.
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADERS_FILE, headersFileText } from '../../../cli/http/headers-file.js';
import { contentSecurityPolicy, hashSource, type PolicySources, securityHeaders } from '../../../cli/http/security-headers.js';
import { createStaticServer } from '../../../cli/serve/static-server.js';
import { rawRequest, type RawResponse } from '../support/http-request.js';
import { tempSite } from '../support/temp-site.js';

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const THEME = 'document.documentElement.dataset.theme="dark"';

/** Writes the `_headers` a build of the folder would (emit/headers.ts), for what its pages need; returns its headers. */
function writeHeadersFile(dir: string, sources: PolicySources = {}): Readonly<Record<string, string>> {
  const headers = securityHeaders(contentSecurityPolicy(sources));
  writeFileSync(path.join(dir, HEADERS_FILE), headersFileText(headers));
  return headers;
}

function builtFolder(): string {
  return tempSite({
    'index.html': `<!doctype html><head><script>${THEME}</script></head><title>home</title>${'x'.repeat(2000)}`,
    '404.html': '<!doctype html><h1>Página não encontrada</h1>',
    'guide/index.html': '<h1>guia</h1>',
    'assets/boot-AB12CD34.js': 'console.log(1)',
  });
}

async function start(dir: string): Promise<string> {
  const server = createStaticServer(dir);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function expectSecurityHeaders(response: RawResponse, policy: string, what: string): void {
  expect(response.headers['content-security-policy'], what).toBe(policy);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
}

describe('security headers of docsgen serve', () => {
  it('sends the policy the build wrote on every answer, whatever its status', async () => {
    const dir = builtFolder();
    const written = writeHeadersFile(dir, { scripts: [hashSource(THEME)] });
    const policy = written['Content-Security-Policy']!;
    expect(policy).toContain(hashSource(THEME));
    const url = await start(dir);
    const page = await rawRequest(`${url}/`);
    const answers: Array<[string, RawResponse]> = [
      ['page', page],
      ['asset', await rawRequest(`${url}/assets/boot-AB12CD34.js`)],
      ['404', await rawRequest(`${url}/nao-existe`)],
      ['304', await rawRequest(`${url}/`, { headers: { 'if-none-match': String(page.headers.etag) } })],
      ['HEAD', await rawRequest(`${url}/guide/`, { method: 'HEAD' })],
      ['405', await rawRequest(`${url}/`, { method: 'POST' })],
      ['400', await rawRequest(`${url}/%E0%A4%A`)],
    ];
    expect(answers.map(([, r]) => r.status)).toEqual([200, 200, 404, 304, 200, 405, 400]);
    for (const [what, response] of answers) expectSecurityHeaders(response, policy, what);
  });

  it('answers 404 for _headers itself, as static hosts do', async () => {
    const dir = builtFolder();
    writeHeadersFile(dir);
    const url = await start(dir);
    const response = await rawRequest(`${url}/_headers`);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('Página não encontrada');
    expect(response.body.toString()).not.toContain('Content-Security-Policy');
  });

  it('follows a new build: a changed _headers is sent from the next request on', async () => {
    const dir = builtFolder();
    writeHeadersFile(dir, { scripts: [hashSource(THEME)] });
    const url = await start(dir);
    const before = await rawRequest(`${url}/guide/`);
    writeFileSync(path.join(dir, 'index.html'), '<script>other()</script>');
    writeHeadersFile(dir, { scripts: [hashSource('other()')] });
    const after = await rawRequest(`${url}/guide/`);
    expect(before.headers['content-security-policy']).toContain(hashSource(THEME));
    expect(after.headers['content-security-policy']).toContain(hashSource('other()'));
    expect(after.headers['content-security-policy']).not.toContain(hashSource(THEME));
  });

  it('gives a folder without _headers the strictest policy: no inline script at all', async () => {
    const url = await start(builtFolder());
    const response = await rawRequest(`${url}/`);
    expect(response.status).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(policy).not.toContain('sha256-');
    expectSecurityHeaders(response, policy, 'no _headers');
  });

  it('lets _headers add headers but not drop the security ones', async () => {
    const dir = builtFolder();
    writeFileSync(path.join(dir, '_headers'), '/*\n  Permissions-Policy: camera=()\n  X-Frame-Options: SAMEORIGIN\n');
    const url = await start(dir);
    const response = await rawRequest(`${url}/`);
    expect(response.headers['permissions-policy']).toBe('camera=()');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });
});
