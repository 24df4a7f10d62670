import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP_BREAKPOINT_PX } from '../../../shared/constants.js';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = { log: () => {} };

function siteFiles(): Record<string, string> {
  return {
    'content/index.md': page({ title: 'Início', tags: ['quickstart'] }, '## Olá\n\nBem-vindo.\n'),
    'content/guia/index.md': page({ title: 'Guia' }),
    'content/guia/passo.md': page({ title: 'Passo' }, '## Um\n\n[volta](/guia)\n'),
  };
}

describe('buildSite', () => {
  it('writes index.html per route, 404.html, hashed assets, a manifest and the sidebar data', async () => {
    const root = tempSite(siteFiles(), 'meu-site');
    const lines: string[] = [];
    const result = await buildSite({ root, log: (line) => lines.push(line) });
    const out = path.join(root, 'build');
    for (const file of [
      'index.html',
      'guia/index.html',
      'guia/passo/index.html',
      '404.html',
      'tags/index.html',
      'tags/quickstart/index.html',
    ]) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    const manifest = JSON.parse(readFileSync(path.join(out, 'assets/manifest.json'), 'utf8'));
    expect(manifest.boot).toMatch(/^\/assets\/boot-[A-Z0-9]{8}\.js$/);
    expect(manifest.css).toMatch(/^\/assets\/site-[A-Z0-9]{8}\.css$/);
    // The stylesheet's breakpoint is DESKTOP_BREAKPOINT_PX, filled in by the bundle (no custom media query left).
    const css = readFileSync(path.join(out, manifest.css), 'utf8');
    expect(css).toContain(`@media(max-width:${DESKTOP_BREAKPOINT_PX - 0.02}px)`);
    expect(css).not.toContain('--dg-below-desktop');
    const html = readFileSync(path.join(out, 'guia/passo/index.html'), 'utf8');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<script type="module" src="${manifest.boot}">`);
    expect(html).toContain('<title>Passo | Meu Site</title>');
    expect(readdirSync(path.join(out, 'assets')).some((file) => /^sidebar-docs-[0-9a-f]{8}\.json$/.test(file))).toBe(true);
    // No config: title from the folder name, a warning that canonical URLs need `url`, no sitemap.
    expect(result.warnings.map((w) => w.code)).toEqual(['no-url']);
    expect(existsSync(path.join(out, 'sitemap.xml'))).toBe(false);
    expect(lines[0]).toMatch(/^ {2}config +[\d.]+ m?s {2}reading a folder of pages: no config, the defaults$/);
    expect(lines.some((line) => /^\s+markdown\s+(\d+ ms|\d+\.\d+ s)\s+3 rendered, 0 from cache/.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Built 7 pages \([\d.]+ KB\) in [\d.]+ (ms|s) → /);
  });

  it('reuses cached Markdown for unchanged files', async () => {
    const root = tempSite(siteFiles());
    await buildSite({ root, ...quiet });
    writeFileSync(path.join(root, 'content/guia/passo.md'), page({ title: 'Passo' }, '## Dois\n'));
    const lines: string[] = [];
    await buildSite({ root, log: (line) => lines.push(line) });
    expect(lines.find((line) => line.includes('markdown'))).toMatch(/1 rendered, 2 from cache/);
    expect(readFileSync(path.join(root, 'build/guia/passo/index.html'), 'utf8')).toContain('id="dois"');
  });

  it('renders again only the pages whose inputs changed, and everything after a sidebar change', async () => {
    const root = tempSite(siteFiles());
    await buildSite({ root, ...quiet });
    const home = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    writeFileSync(path.join(root, 'content/guia/passo.md'), page({ title: 'Passo' }, '## Três\n'));
    const lines: string[] = [];
    await buildSite({ root, log: (line) => lines.push(line) });
    expect(lines.find((line) => /^\s+render\s/.test(line))).toMatch(/1 rendered, 6 unchanged/);
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe(home);
    expect(readFileSync(path.join(root, 'build/guia/passo/index.html'), 'utf8')).toContain('id="três"');
    // A new title changes the sidebar, so every page showing that sidebar (and its neighbours' links) renders again.
    writeFileSync(path.join(root, 'content/guia/passo.md'), page({ title: 'Passo renomeado' }, '## Três\n'));
    lines.length = 0;
    await buildSite({ root, log: (line) => lines.push(line) });
    expect(lines.find((line) => /^\s+render\s/.test(line))).toMatch(/[3-7] rendered/);
    expect(readFileSync(path.join(root, 'build/guia/index.html'), 'utf8')).toContain('Passo renomeado');
    // --no-cache renders everything.
    lines.length = 0;
    await buildSite({ root, cache: false, log: (line) => lines.push(line) });
    expect(lines.find((line) => /^\s+render\s/.test(line))).toMatch(/7 rendered, 0 unchanged/);
  });

  it('renders again a page whose own data is unchanged when the sidebar it shows changed', async () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }),
      'content/guia/a.md': page({ title: 'A' }),
      'content/guia/b.md': page({ title: 'B' }),
      'content/guia/c.md': page({ title: 'C' }),
    });
    await buildSite({ root, ...quiet });
    expect(readFileSync(path.join(root, 'build/guia/a/index.html'), 'utf8')).toContain('>C<');
    // A is two pages from C: neither its previous nor its next page, only its sidebar names C.
    writeFileSync(path.join(root, 'content/guia/c.md'), page({ title: 'C renomeado' }));
    await buildSite({ root, ...quiet });
    expect(readFileSync(path.join(root, 'build/guia/a/index.html'), 'utf8')).toContain('C renomeado');
  });

  it('leaves the previous output untouched when a build fails, and no temporary folder behind', async () => {
    const root = tempSite(siteFiles());
    await buildSite({ root, ...quiet });
    const before = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    writeFileSync(path.join(root, 'content/guia/passo.md'), '---\ntitle: "quebrado\n---\ntexto\n');
    const error = await buildSite({ root, ...quiet }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocsgenError);
    expect((error as DocsgenError).file).toBe('content/guia/passo.md');
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe(before);
    expect(readdirSync(root).filter((name) => name.startsWith('build.'))).toEqual([]);
  });

  it('writes sitemap.xml and canonical links when the config names the site URL', async () => {
    const root = tempSite({ ...siteFiles(), 'docsgen.config.ts': "export default { title: 'Docs', url: 'https://docs.example.com/' };\n" });
    await buildSite({ root, ...quiet });
    const sitemap = readFileSync(path.join(root, 'build/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://docs.example.com/guia/passo</loc>');
    expect(sitemap).not.toContain('/404');
    const html = readFileSync(path.join(root, 'build/guia/index.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/guia">');
    expect(html).toContain('<meta property="og:title" content="Guia | Docs">');
  });

  it('refuses an output folder that would swallow the sources', async () => {
    const root = tempSite(siteFiles());
    await expect(buildSite({ root, out: '.', ...quiet })).rejects.toMatchObject({
      code: 'unsafe-out-dir',
      message: expect.stringContaining('it is the site folder'),
    });
    expect(existsSync(path.join(root, 'content/index.md'))).toBe(true);
  });
});

describe('buildSite under a base URL', () => {
  it('prefixes assets, navigation and content links', async () => {
    const root = tempSite({
      ...siteFiles(),
      'docsgen.config.ts': "export default { baseUrl: '/docs/', navbar: { items: [{ label: 'Guia', to: '/guia' }] } };\n",
    });
    await buildSite({ root, ...quiet });
    const html = readFileSync(path.join(root, 'build/guia/passo/index.html'), 'utf8');
    expect(html).toMatch(/<script type="module" src="\/docs\/assets\/boot-[A-Z0-9]{8}\.js">/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/docs\/assets\/site-[A-Z0-9]{8}\.css">/);
    expect(html).toContain('href="/docs/guia">volta</a>');
    expect(html).toContain('class="dg-navbar__link dg-navbar__link--active" href="/docs/guia"');
    expect(html).toMatch(/&quot;dataUrl&quot;:&quot;\/docs\/assets\/sidebar-docs-[0-9a-f]{8}\.json&quot;/);
  });
});
