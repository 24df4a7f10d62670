// The Coins site's pages for readers' tools, as the build writes them: llms.txt lists every page of every sidebar
// (API operations included) and each of its links reaches a file of the output; each page's `.md` has no front matter
// and only absolute URLs; llms-full.txt holds them all; `llms: false` leaves all of it out.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../../cli/builder/build-site.js';
import { BUILD_MANIFEST } from '../../../cli/http/build-manifest.js';
import { contentTypeFor } from '../../../cli/http/content-types.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import type { SidebarItem } from '../../../shared/model/navigation.js';
import { markdownHref } from '../../../shared/url.js';
import { copyCoinsSite, type CoinsSiteCopy } from '../../support/coins-site.js';

let site: CoinsSiteCopy;
let built: BuildResult;
const quiet = (): void => {};

beforeAll(async () => {
  site = copyCoinsSite();
  built = await buildSite({ root: site.root, out: 'build', cache: false, log: quiet });
}, 120_000);
afterAll(() => site.remove());

const read = (rel: string): string => readFileSync(path.join(built.outDir, rel), 'utf8');

/** Every `.md` file of the output, relative to it. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function sidebarRoutes(items: SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'doc' ? [item.href] : item.type === 'category' ? [...(item.href ? [item.href] : []), ...sidebarRoutes(item.items)] : [],
  );
}

describe("the Coins site's files for readers' tools", () => {
  it('has llms.txt, llms-full.txt and a .md for the home page, a guide page and an API operation', () => {
    for (const file of ['llms.txt', 'llms-full.txt', 'index.md', 'guide/webhook.md', 'api/person-register.md']) {
      expect(existsSync(path.join(built.outDir, file)), file).toBe(true);
    }
    expect(read('llms.txt')).toMatch(/^# Coins Docs\n\n> Documentação para desenvolvedores da plataforma de pontos Coins/);
  });

  it('lists every page of every sidebar in llms.txt, under a section for its sidebar', () => {
    const text = read('llms.txt');
    const { site: info, sidebars } = built.model;
    for (const sidebar of Object.values(sidebars)) {
      expect(text).toContain(`\n## ${sidebar.label}\n`);
      for (const route of [...(sidebar.href ? [sidebar.href] : []), ...sidebarRoutes(sidebar.items)]) {
        expect(text, route).toContain(`](${info.url}${markdownHref(info.baseUrl, route)})`);
      }
    }
    expect(text).toContain('\n## Referência da API › Pessoas\n\n- [Cadastrar pessoa](https://docs.coins.com.br/api/person-register.md): ');
  });

  it('has only links in llms.txt that reach a file of the output', () => {
    const links = [...read('llms.txt').matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      expect(link.startsWith('https://docs.coins.com.br/'), link).toBe(true);
      const file = path.join(built.outDir, decodeURIComponent(new URL(link).pathname));
      expect(existsSync(file), link).toBe(true);
    }
  });

  it('writes each page as its Markdown: no front matter, and every URL it holds absolute', () => {
    const source = readFileSync(path.join(site.root, 'content/guide/api-key.md'), 'utf8');
    expect(source.startsWith('---\n')).toBe(true);
    const md = read('guide/api-key.md');
    expect(md.startsWith('# Chave de API\n\n')).toBe(true);
    expect(md).not.toMatch(/^---$/m);
    const files = markdownFiles(built.outDir);
    expect(files.length).toBe(Object.values(built.model.pages).filter((page) => 'markdown' in page && page.markdown).length);
    for (const file of files) {
      const urls = renderMarkdown(read(file)).sourceUrls ?? [];
      const relative = urls.map((url) => url.url).filter((url) => !/^(https?:|mailto:)/.test(url));
      expect(relative, file).toEqual([]);
    }
    // A link to another page's source file is that page's address.
    expect(md).toContain('[Estilo do widget](https://docs.coins.com.br/customization/styling)');
  });

  it('holds every listed page in llms-full.txt, each with the address it is read at', () => {
    const full = read('llms-full.txt');
    const listed = [...read('llms.txt').matchAll(/\]\((https:[^)]+)\.md\)/g)].map((m) => m[1]!.replace(/\/index$/, '/'));
    expect([...full.matchAll(/^Source: (.*)$/gm)].map((m) => m[1])).toEqual(listed);
    expect(full).toContain(read('guide/webhook.md').trim());
  });

  it('names them with their types, never as immutable (they change with the pages), and makes no compressed copy of them by default', () => {
    expect(contentTypeFor('guide/webhook.md')).toBe('text/markdown; charset=utf-8');
    expect(contentTypeFor('llms.txt')).toBe('text/plain; charset=utf-8');
    expect(read(BUILD_MANIFEST)).not.toMatch(/\.md"|llms/);
    // No `precompress` in the Coins site's config: no copies (build-manifest.test.ts has the site that asks for them).
    expect(existsSync(path.join(built.outDir, 'llms.txt.br'))).toBe(false);
    expect(existsSync(path.join(built.outDir, 'llms-full.txt.br'))).toBe(false);
    expect(existsSync(path.join(built.outDir, 'guide/webhook.md.gz'))).toBe(false);
  });

  it('offers the page its Markdown: a copy button and a link under the title, and a link rel=alternate', () => {
    const html = read('guide/webhook/index.html');
    expect(html).toContain('<button type="button" class="dg-page-markdown__copy" data-copy="/guide/webhook.md"');
    // No visible <a href="….md">: the docs-folder report (and a reader) would take it for a link left unrewritten.
    expect(html).not.toMatch(/<a\b[^>]*href="[^"]*\.md"/);
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="https://docs.coins.com.br/guide/webhook.md">');
  });

  it("keeps an llms.txt and a page's .md of the site's own (static/) instead of writing them, built anew or again", async () => {
    writeFileSync(path.join(site.root, 'static/llms.txt'), '# O nosso\n');
    mkdirSync(path.join(site.root, 'static/guide'), { recursive: true });
    writeFileSync(path.join(site.root, 'static/guide/webhook.md'), '# Webhooks, à nossa maneira\n');
    try {
      for (const cache of [false, true, true]) {
        const own = await buildSite({ root: site.root, out: 'build-own', cache, log: quiet });
        expect(readFileSync(path.join(own.outDir, 'llms.txt'), 'utf8')).toBe('# O nosso\n');
        expect(readFileSync(path.join(own.outDir, 'guide/webhook.md'), 'utf8')).toBe('# Webhooks, à nossa maneira\n');
        expect(readFileSync(path.join(own.outDir, 'guide/api-key.md'), 'utf8')).toMatch(/^# /);
        expect(existsSync(path.join(own.outDir, 'llms-full.txt'))).toBe(true);
      }
    } finally {
      rmSync(path.join(site.root, 'static/llms.txt'));
      rmSync(path.join(site.root, 'static/guide'), { recursive: true });
    }
  }, 120_000);

  it('leaves all of it out with `llms: false`', async () => {
    writeFileSync(
      path.join(site.root, 'docsgen.config.ts'),
      "import coins from './coins.config.ts';\nexport default { ...coins, llms: false };\n",
    );
    const off = await buildSite({ root: site.root, out: 'build-off', cache: false, log: quiet });
    expect(existsSync(path.join(off.outDir, 'llms.txt'))).toBe(false);
    expect(existsSync(path.join(off.outDir, 'llms-full.txt'))).toBe(false);
    expect(markdownFiles(off.outDir)).toEqual([]);
    const html = readFileSync(path.join(off.outDir, 'guide/webhook/index.html'), 'utf8');
    expect(html).not.toContain('dg-page-markdown');
    expect(html).not.toContain('text/markdown');
  }, 120_000);
});
