// `docsgen dev` sends the security headers of `docsgen serve` on every answer; a page's policy allows by hash exactly
// the inline code of the HTML sent (theme script, live-reload listener, error overlay), never 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { devSecurityHeaders } from '../../../cli/dev/dev-headers.js';
import { startDevServer } from '../../../cli/dev/dev-server.js';
import { rawRequest, type RawResponse } from '../support/http-request.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = (): void => {};
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const sources = (policy: string, directive: string) => new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(policy)?.[1]?.split(' ') ?? [];

/** The hashes of the inline <script> and <style> elements of an HTML answer, read with a regex of the test's own. */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(([, text]) => hash(text!));
}

function expectBaseHeaders(response: RawResponse, what: string): string {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  const policy = String(response.headers['content-security-policy']);
  expect(policy, what).toMatch(/frame-ancestors 'none'/);
  expect(policy, what).not.toContain('unsafe-inline');
  return policy;
}

describe('security headers of docsgen dev', () => {
  it('lets a page\'s "Try it" panel reach its servers, with the Algolia hosts, and an answer without HTML reach none', () => {
    // What an operation page's model says its panel reaches (render/page-policy.ts).
    const page = { connect: ['http://127.0.0.1:4010', 'https://sandbox.example.com'] };
    const algolia = {
      appId: 'A',
      apiKey: 'k',
      indexName: 'i',
      contextualSearch: true,
      insights: false,
      hosts: [{ url: 'busca.example.com', protocol: 'https' as const }],
    };
    const policy = (answer: Parameters<typeof devSecurityHeaders>[0]) =>
      sources(devSecurityHeaders(answer)['Content-Security-Policy']!, 'connect-src');
    expect(policy({ sources: [page], algolia })).toEqual([
      "'self'",
      'http://127.0.0.1:4010',
      'https://busca.example.com',
      'https://sandbox.example.com',
    ]);
    expect(policy({ algolia })).toEqual(["'self'", 'https://busca.example.com']);
  });

  it("allows each page's theme and live-reload scripts by hash, and sends the headers on every answer", { timeout: 60_000 }, async () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }, 'Bem-vindo.\n') });
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: quiet, cache: false });
    try {
      const home = await rawRequest(`${dev.url}/`);
      const html = home.body.toString();
      const scripts = inlineHashes(html, 'script');
      expect(scripts).toHaveLength(2); // the theme script and the live-reload listener
      expect(sources(expectBaseHeaders(home, 'page'), 'script-src').sort()).toEqual(["'self'", ...scripts].sort());
      const missing = await rawRequest(`${dev.url}/nada`);
      expect(missing.status).toBe(404);
      expect(sources(expectBaseHeaders(missing, '404'), 'script-src')).toEqual(
        expect.arrayContaining(inlineHashes(missing.body.toString(), 'script')),
      );
      const events = await rawRequest(`${dev.url}/__docsgen/events?v=old.0`);
      expectBaseHeaders(events, 'event stream');
      expectBaseHeaders(await rawRequest(`${dev.url}/`, { method: 'POST' }), '405');
    } finally {
      await dev.close();
    }
  });

  it("allows the error overlay's script and styles by hash", { timeout: 60_000 }, async () => {
    const root = tempSite({ 'content/index.md': '---\ntitle: [sem fim\n---\n\nTexto.\n' });
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: quiet, cache: false });
    try {
      const response = await rawRequest(`${dev.url}/`);
      expect(response.status).toBe(500);
      const html = response.body.toString();
      const policy = expectBaseHeaders(response, 'overlay');
      const styles = inlineHashes(html, 'style');
      expect(styles).toHaveLength(1);
      expect(sources(policy, 'style-src').sort()).toEqual(["'self'", ...styles].sort());
      expect(sources(policy, 'script-src')).toEqual(expect.arrayContaining(inlineHashes(html, 'script')));
      expect(html).not.toMatch(/\sonclick=/);
    } finally {
      await dev.close();
    }
  });
  it("allows the config's head tags as the build does: an inline one by hash, another site's script by origin", {
    timeout: 60_000,
  }, async () => {
    const head = [
      { tag: 'script', content: "document.documentElement.dataset.head = 'ran';" },
      { tag: 'script', attrs: { src: 'https://cdn.example.com/analytics.js', defer: true } },
      { tag: 'script', attrs: { src: 'scripts/own.js' } },
    ];
    const root = tempSite({
      'docsgen.config.ts': `export default { head: ${JSON.stringify(head)} };\n`,
      'content/index.md': page({ title: 'Início' }, 'Bem-vindo.\n'),
      'scripts/own.js': 'window.own = 1;\n',
    });
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: quiet, cache: false });
    try {
      const home = await rawRequest(`${dev.url}/`);
      const html = home.body.toString();
      expect(html).toContain('<script src="https://cdn.example.com/analytics.js" defer></script>');
      // A file of the site's folder is served from its published name, allowed by 'self'.
      const own = /<script src="(\/assets\/head\/own-[0-9a-f]{8}\.js)"><\/script>/.exec(html)?.[1];
      expect((await rawRequest(`${dev.url}${own}`)).body.toString()).toBe('window.own = 1;\n');
      const scripts = inlineHashes(html, 'script');
      expect(scripts).toContain(hash(head[0]!.content!));
      expect(sources(expectBaseHeaders(home, 'page'), 'script-src').sort()).toEqual(
        ["'self'", ...scripts, 'https://cdn.example.com'].sort(),
      );
    } finally {
      await dev.close();
    }
  });
});
