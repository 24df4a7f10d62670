import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { createStaticServer } from '../../../cli/serve/static-server.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = { log: () => {} };

const ODD = {
  'content/linguagens/index.md': page({ title: 'Linguagens' }, 'Veja [C#](/linguagens/c%23sharp) e [o quê](/linguagens/what%3F).\n'),
  'content/linguagens/c#sharp.md': page({ title: 'C sharp', tags: ['odd'] }, '## Um\n\nIrmão: [o quê](./what%3F).\n'),
  'content/linguagens/what?.md': page({ title: 'O quê', tags: ['odd'] }),
  'content/100%.md': page({ title: 'Cem por cento' }),
  'content/with space.md': page({ title: 'Com espaço' }),
  'content/ação.md': page({ title: 'Ação' }),
  'content/index.md': page(
    { title: 'Início' },
    '[cem](/100%25) [espaço](</with space>) [ação](/ação) [c](/linguagens/c%23sharp#um) [quê](linguagens/what%3F)\n',
  ),
  'content/404.md': page({ title: 'Perdeu-se' }, 'Esta página foi [para casa](/).\n'),
  'docsgen.config.ts': "export default { url: 'https://docs.example.com', title: 'Estranho' };\n",
};

/** Every href and src of a page that stays on the site, resolved against the page's URL, without its fragment. */
function internalLinks(html: string, pageUrl: URL): URL[] {
  const links: URL[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const raw = match[1]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
    const url = new URL(raw, pageUrl);
    if (url.origin !== pageUrl.origin) continue;
    url.hash = '';
    links.push(url);
  }
  return links;
}

describe('pages with odd names', () => {
  it('are reachable from every link to them: sidebar, prev/next, breadcrumbs, tags, Markdown links, search and sitemap', async () => {
    const root = tempSite(ODD);
    const result = await buildSite({ root, ...quiet });
    const out = result.outDir;
    // File names stay the decoded names: a static host decodes the URL and finds them.
    for (const file of [
      'linguagens/c#sharp/index.html',
      'linguagens/what?/index.html',
      '100%/index.html',
      'with space/index.html',
      'ação/index.html',
    ]) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    expect(result.warnings.filter((w) => w.code !== 'no-url')).toEqual([]);

    const server = createStaticServer(out);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const status = new Map<string, number>();
      const pending: URL[] = [new URL('/', origin)];
      const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
      const locs = [...sitemap.matchAll(/<loc>https:\/\/docs\.example\.com([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
      for (const loc of locs) pending.push(new URL(loc, origin));
      for (const record of result.model.search) pending.push(new URL(record.url.split('#')[0]!, origin));
      // Follow every link of every page reached, as a crawler would.
      while (pending.length > 0) {
        const url = pending.pop()!;
        if (status.has(url.pathname)) continue;
        const response = await fetch(url);
        status.set(url.pathname, response.status);
        const body = await response.text();
        if (response.headers.get('content-type')?.startsWith('text/html')) pending.push(...internalLinks(body, url));
      }
      const failing = [...status].filter(([, code]) => code !== 200);
      expect(failing).toEqual([]);
      // Each odd page was reached through its encoded URL, from the links alone.
      for (const href of ['/linguagens/c%23sharp', '/linguagens/what%3F', '/100%25', '/with%20space', '/a%C3%A7%C3%A3o']) {
        expect(status.get(href), href).toBe(200);
      }
      expect(locs).toContain('/linguagens/c%23sharp');
      expect(locs).toContain('/a%C3%A7%C3%A3o');
      expect(locs.some((loc) => loc.includes('404'))).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('takes the 404 page from content/404.md, in the site layout, and keeps it out of search and sidebar', async () => {
    const root = tempSite(ODD);
    const result = await buildSite({ root, ...quiet });
    const html = readFileSync(path.join(result.outDir, '404.html'), 'utf8');
    expect(html).toContain('<h1>Perdeu-se</h1>');
    expect(html).toContain('Esta página foi <a href="/">para casa</a>.');
    expect(html).toContain('<title>Perdeu-se | Estranho</title>');
    expect(html).toMatch(/<nav[^>]*aria-label/); // the site's navbar: the layout is kept
    expect(result.model.search.some((record) => record.url.startsWith('/404'))).toBe(false);
    expect(existsSync(path.join(result.outDir, '404/index.html'))).toBe(false);
    expect(JSON.stringify(result.model.sidebars)).not.toContain('Perdeu-se');
  });
});
