// The build's `_headers` (emit/headers.ts): the security headers with a Content-Security-Policy computed from what the build emitted,
// so the theme script it inlined (and any inline script an author wrote) runs, and nothing else inline does.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { everyPathHeaders } from '../../../cli/http/headers-file.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = { log: () => {} };

/** The script-src sources of a policy. */
const scriptSources = (policy: string) => /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

/** Each inline script of a page, as a browser would hash it (read here with a regex of the test's own). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`,
  );
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
}

describe('the build writes _headers', () => {
  it("allows exactly the inline scripts the pages hold: each page's theme script hash is in the policy", async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { announcementBar: { id: 'aviso-1', content: 'Novidade' } };\n",
      'content/index.md': page({ title: 'Início' }, 'Bem-vindo.\n'),
      'content/guia.md': page({ title: 'Guia' }, 'Texto.\n\n<script>window.autor = 1</script>\n'),
      // Not a page: an inline script in a text file of static/ is never run, so it gets no hash.
      'static/exemplo.txt': '<script>window.naoConta = 1</script>\n',
    });
    await buildSite({ root, ...quiet });
    const out = path.join(root, 'build');
    const headers = everyPathHeaders(readFileSync(path.join(out, '_headers'), 'utf8'));
    const policy = headers['Content-Security-Policy']!;
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' });
    const allowed = scriptSources(policy);
    expect(allowed).not.toContain("'unsafe-inline'");
    const pages = htmlFiles(out);
    expect(pages.length).toBeGreaterThan(3);
    const needed = new Set<string>();
    for (const file of pages) {
      const hashes = inlineScriptHashes(readFileSync(path.join(out, file), 'utf8'));
      expect(hashes.length, file).toBeGreaterThan(0);
      for (const hash of hashes) needed.add(hash);
    }
    // The theme script (one text for every page, naming the announcement), the author's script and the one that writes
    // /search's query into its heading before the first paint; nothing more.
    expect(new Set(allowed.filter((source) => source.startsWith("'sha256-")))).toEqual(needed);
    expect(needed.size).toBe(3);
    expect(allowed).toHaveLength(1 + needed.size); // 'self' and the hashes, nothing else
    expect(allowed[0]).toBe("'self'");
    // Only pages count: no image host, no style hash, from pages that have none.
    expect(policy).toMatch(/(^|; )img-src 'self' data:(;|$)/);
    expect(policy).toMatch(/(^|; )style-src 'self'(;|$)/);
    expect(policy).toMatch(/connect-src 'self'(;|$)/);
  });

  it("lets Algolia mode's search reach the configured hosts", async () => {
    const root = tempSite({
      'docsgen.config.ts':
        "export default { search: { provider: 'algolia', appId: 'APP', apiKey: 'busca', indexName: 'docs', hosts: ['busca.example.com', 'http://127.0.0.1:7700'] } };\n",
      'content/index.md': page({ title: 'Início' }),
    });
    await buildSite({ root, ...quiet });
    const policy = everyPathHeaders(readFileSync(path.join(root, 'build/_headers'), 'utf8'))['Content-Security-Policy'];
    expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:7700 https:\/\/busca\.example\.com(;|$)/);
  });

  it('lets the "Try it" panel reach its servers: the spec\'s, the configured ones instead, none when turned off', {
    timeout: 60_000,
  }, async () => {
    const spec = readFileSync(path.join(import.meta.dirname, '../../fixtures/openapi/features.yaml'), 'utf8');
    const policyWith = async (openapi: string): Promise<string> => {
      const root = tempSite({
        'docsgen.config.ts': `export default { openapi: ${openapi} };\n`,
        'content/index.md': page({ title: 'Início' }),
        'openapi/api.yaml': spec,
      });
      await buildSite({ root, ...quiet });
      return everyPathHeaders(readFileSync(path.join(root, 'build/_headers'), 'utf8'))['Content-Security-Policy']!;
    };
    expect(await policyWith("{ spec: 'openapi/api.yaml' }")).toMatch(
      /connect-src 'self' https:\/\/api\.example\.com https:\/\/sandbox\.example\.com(;|$)/,
    );
    const sandboxOnly = "{ spec: 'openapi/api.yaml', tryIt: { servers: [{ url: 'http://127.0.0.1:4010/v2' }] } }";
    expect(await policyWith(sandboxOnly)).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:4010(;|$)/);
    expect(await policyWith("{ spec: 'openapi/api.yaml', tryIt: false }")).toMatch(/connect-src 'self'(;|$)/);
  });

  it("keeps the site's own _headers rules after its own, without writing through a link to them", async () => {
    const own = '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n';
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }), 'outside/_headers': own });
    mkdirSync(path.join(root, 'static'));
    symlinkSync(path.join(root, 'outside/_headers'), path.join(root, 'static/_headers'));
    await buildSite({ root, ...quiet });
    const written = path.join(root, 'build/_headers');
    expect(lstatSync(written).isSymbolicLink()).toBe(false);
    const text = readFileSync(written, 'utf8');
    expect(text.startsWith('/*\n  Content-Security-Policy: ')).toBe(true);
    expect(text.endsWith(own)).toBe(true);
    expect(readFileSync(path.join(root, 'outside/_headers'), 'utf8')).toBe(own);
    expect(existsSync(path.join(root, 'build/index.html'))).toBe(true);
  });

  it('allows the style attributes of raw HTML by their hashes, and warns, naming the file, about inline event handlers', async () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }, '| a | b |\n| :-: | --: |\n| 1 | 2 |\n'),
      'content/cor.md': page({ title: 'Cor' }, '<div style="color: red">vermelho</div>\n\n<p style=\'width: 50%\'>meio</p>\n'),
      'content/botao.md': page({ title: 'Botão' }, '<button type="button" onClick="alert(1)">ok</button>\n'),
      'content/codigo.md': page({ title: 'Código' }, '```html\n<div style="x" onclick="y">\n```\n\nTexto com style= e onclick= soltos.\n'),
    });
    const result = await buildSite({ root, ...quiet });
    const blocked = result.warnings.filter((warning) => warning.code === 'csp-blocked-html');
    expect(blocked.map((warning) => warning.file)).toEqual(['content/botao.md']);
    expect(blocked[0]?.message).toMatch(/<button onclick="…">.*event handlers/);
    // The browser hashes the attribute's value: exactly these two values are allowed, and only with 'unsafe-hashes'.
    const policy = /Content-Security-Policy: (.*)/.exec(readFileSync(path.join(root, 'build/_headers'), 'utf8'))?.[1] ?? '';
    const styleSrc = policy.split('; ').find((directive) => directive.startsWith('style-src ')) ?? '';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(styleSrc.split(' ').sort()).toEqual(['style-src', "'self'", "'unsafe-hashes'", hash('color: red'), hash('width: 50%')].sort());
    // Markdown's own output satisfies the policy: an aligned table gets no style attribute.
    const table = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    expect(table).toContain('<table>');
    expect(table).not.toMatch(/<[^>]+\sstyle=/);
  });

  it('keeps the policy of the pages a cached rebuild did not render, and follows the page it did', async () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }, 'Bem-vindo.\n'),
      'content/cor.md': page({ title: 'Cor' }, '<div style="color: red">vermelho</div>\n\n<script>window.cor = 1</script>\n'),
      'content/guia.md': page({ title: 'Guia' }, 'Texto.\n\n<script>window.guia = 1</script>\n'),
      // An HTML file of the site's own, not a page: still read for the policy.
      'static/demo.html': '<p style="margin: 0">demo</p>\n',
    });
    const policy = (): string => everyPathHeaders(readFileSync(path.join(root, 'build/_headers'), 'utf8'))['Content-Security-Policy']!;
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    await buildSite({ root, ...quiet });
    const first = policy();
    for (const source of [hash('color: red'), hash('margin: 0'), hash('window.cor = 1'), hash('window.guia = 1')])
      expect(first).toContain(source);
    // Nothing changed: every page is linked from the last output, and the policy is the same.
    const again = await buildSite({ root, ...quiet });
    expect(again.warnings.filter((warning) => warning.code !== 'no-url')).toEqual([]);
    expect(policy()).toBe(first);
    // One page edited: its old script's hash goes, its new one comes; the unchanged pages' stay.
    writeFileSync(path.join(root, 'content/guia.md'), page({ title: 'Guia' }, 'Texto.\n\n<script>window.guia = 2</script>\n'));
    await buildSite({ root, ...quiet });
    const edited = policy();
    expect(edited).toContain(hash('window.guia = 2'));
    expect(edited).not.toContain(hash('window.guia = 1'));
    for (const source of [hash('color: red'), hash('margin: 0'), hash('window.cor = 1')]) expect(edited).toContain(source);
    // The same policy as a build from scratch of the same sources.
    await buildSite({ root, cache: false, ...quiet });
    expect(policy()).toBe(edited);
  });
});
