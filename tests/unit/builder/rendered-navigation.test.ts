// What a reader gets from a real build under a base URL: tag pages in title order, the sidebar's linked categories
// marked current and open on their own pages, and the front matter's `slug` and `hide_table_of_contents` applied.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import type { BuildWarning } from '../../../cli/errors/docsgen-error.js';
import { page } from '../support/temp-site.js';

const CONFIG = `export default {
  title: 'Site',
  locale: 'pt',
  url: 'https://docs.example.com',
  baseUrl: '/docs/',
  sidebars: {
    docs: {
      label: 'Docs',
      items: [
        'index',
        {
          type: 'category',
          label: 'Guia',
          link: 'guia/index',
          items: [
            'guia/passo',
            { type: 'category', label: 'Avançado', link: 'guia/avancado/index', items: ['guia/avancado/detalhe'] },
            'guia/com-toc',
            'guia/sem-toc',
          ],
        },
        { type: 'category', label: 'Outros', items: ['outro'] },
      ],
    },
  },
};
`;

// Tagged pages whose file order (alfa, beta, delta, gama) and route order (/alfa, /delta, /gama, /zzz-agio) differ
// from their title order (Ágio, Banana, meio, Zeta).
const FILES: Record<string, string> = {
  'docsgen.config.ts': CONFIG,
  'content/index.md': page({ title: 'Início' }, 'Veja [o passo](/caminho/novo) e [o detalhe](guia/avancado/minucia).\n'),
  'content/guia/index.md': page({ title: 'Guia' }),
  'content/guia/passo.md': page({ title: 'Passo', slug: '/caminho/novo' }, '## Primeiro\n\nTexto.\n'),
  'content/guia/avancado/index.md': page({ title: 'Avançado' }),
  'content/guia/avancado/detalhe.md': page({ title: 'Detalhe', slug: 'minucia' }, 'Volte ao [passo](../../caminho/novo).\n'),
  'content/guia/com-toc.md': page({ title: 'Com sumário' }, '## Parte um\n\n### Detalhe da parte\n\n## Parte dois\n'),
  'content/guia/sem-toc.md': page(
    { title: 'Sem sumário', hide_table_of_contents: true },
    '## Parte um\n\n### Detalhe da parte\n\n## Parte dois\n',
  ),
  'content/outro.md': page({ title: 'Outro' }),
  'content/alfa.md': page({ title: 'Zeta', tags: ['pagamentos'] }),
  'content/beta.md': page({ title: 'Ágio', tags: ['pagamentos'], slug: '/zzz-agio' }),
  'content/delta.md': page({ title: 'Banana', tags: ['pagamentos'] }),
  'content/gama/index.md': page({ title: 'meio', tags: ['pagamentos'] }),
};

let parent: string;
let out: string;
let warnings: BuildWarning[];

beforeAll(async () => {
  // A fresh folder, so the build starts from an empty cache.
  parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-unit-'));
  const root = path.join(parent, 'site');
  for (const [rel, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  ({ warnings } = await buildSite({ root, log: () => {} }));
  out = path.join(root, 'build');
}, 60_000);

afterAll(() => rmSync(parent, { recursive: true, force: true }));

const html = (route: string): string => readFileSync(path.join(out, route, 'index.html'), 'utf8');

const attribute = (attributes: string, name: string): string | undefined => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attributes)?.[1];

/**
 * The page's sidebar as a screen reader lists it, one line per link or category button, indented by level: a link's
 * text, its href and whether it is the current page; a button's name and whether it is expanded.
 */
function sidebarOutline(document: string): string[] {
  const nav = /<nav class="dg-sidebar__nav"[^>]*>([\s\S]*?)<\/nav>/.exec(document)?.[1];
  if (nav === undefined) throw new Error('the page has no sidebar');
  const lines: string[] = [];
  let depth = -1;
  const token = /<ul [^>]*>|<\/ul>|<a ([^>]*)>(.*?)<\/a>|<button ([^>]*)>(?:<span class="dg-menu__caret-label">(.*?)<\/span>)?/g;
  for (const [whole, linkAttributes, linkText, buttonAttributes, buttonText] of nav.matchAll(token)) {
    const indent = '  '.repeat(Math.max(depth, 0));
    if (whole.startsWith('<ul')) depth++;
    else if (whole === '</ul>') depth--;
    else if (linkAttributes !== undefined) {
      const current = attribute(linkAttributes, 'aria-current') === 'page' ? ' (current page)' : '';
      lines.push(`${indent}link "${linkText}" → ${attribute(linkAttributes, 'href')}${current}`);
    } else if (buttonAttributes !== undefined) {
      const name = attribute(buttonAttributes, 'aria-label') ?? buttonText;
      lines.push(`${indent}button "${name}" ${attribute(buttonAttributes, 'aria-expanded') === 'true' ? 'expanded' : 'collapsed'}`);
    }
  }
  return lines;
}

/** The hrefs of the page's links whose text is exactly `text`, in order. */
const hrefsOf = (document: string, text: string): string[] =>
  [...document.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].filter(([, , label]) => label === text).map(([, attrs]) => attribute(attrs!, 'href')!);

describe('a real build under baseUrl "/docs/"', () => {
  it('builds with no warning: every link to a page moved by its slug resolves', () => {
    expect(warnings).toEqual([]);
  });

  it('lists a tag’s pages in title order, not in file or route order', () => {
    const titles = [...html('tags/pagamentos').matchAll(/<h2 class="dg-doc-card__title"><a href="([^"]*)">([^<]*)<\/a><\/h2>/g)].map(
      ([, href, title]) => `${title} → ${href}`,
    );
    expect(titles).toEqual(['Ágio → /docs/zzz-agio', 'Banana → /docs/delta', 'meio → /docs/gama', 'Zeta → /docs/alfa']);
  });

  it('marks a linked category current on its own page and opens it and its ancestors', () => {
    expect(sidebarOutline(html('guia/avancado'))).toEqual([
      'link "Início" → /docs/',
      'link "Guia" → /docs/guia',
      'button "Recolher a categoria Guia" expanded',
      '  link "Passo" → /docs/caminho/novo',
      '  link "Avançado" → /docs/guia/avancado (current page)',
      '  button "Recolher a categoria Avançado" expanded',
      '    link "Detalhe" → /docs/guia/avancado/minucia',
      '  link "Com sumário" → /docs/guia/com-toc',
      '  link "Sem sumário" → /docs/guia/sem-toc',
      'button "Outros" collapsed',
    ]);
  });

  it('marks the top linked category current on its page, leaving the categories inside it closed', () => {
    expect(sidebarOutline(html('guia'))).toEqual([
      'link "Início" → /docs/',
      'link "Guia" → /docs/guia (current page)',
      'button "Recolher a categoria Guia" expanded',
      '  link "Passo" → /docs/caminho/novo',
      '  link "Avançado" → /docs/guia/avancado',
      '  button "Expandir a categoria Avançado" collapsed',
      '  link "Com sumário" → /docs/guia/com-toc',
      '  link "Sem sumário" → /docs/guia/sem-toc',
      'button "Outros" collapsed',
    ]);
  });

  it('opens the linked categories above a page inside them, marking none of them current', () => {
    const outline = sidebarOutline(html('guia/avancado/minucia'));
    expect(outline.filter((line) => line.includes('(current page)'))).toEqual([
      '    link "Detalhe" → /docs/guia/avancado/minucia (current page)',
    ]);
    expect(outline.filter((line) => line.includes('button'))).toEqual([
      'button "Recolher a categoria Guia" expanded',
      '  button "Recolher a categoria Avançado" expanded',
      'button "Outros" collapsed',
    ]);
  });

  it('writes a page with an absolute slug at that route only, and every link to it points there', () => {
    expect(existsSync(path.join(out, 'caminho/novo/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'guia/passo'))).toBe(false);
    expect(html('caminho/novo')).toContain('<title>Passo | Site</title>');
    expect(html('caminho/novo')).toContain('<link rel="canonical" href="https://docs.example.com/docs/caminho/novo">');
    // From the home page's Markdown, from the detail page's relative Markdown link, and from previous/next.
    expect(hrefsOf(html(''), 'o passo')).toEqual(['/docs/caminho/novo']);
    expect(hrefsOf(html('guia/avancado/minucia'), 'passo')).toEqual(['../../caminho/novo']);
    expect(html('guia')).toContain('<a class="dg-pagination__link dg-pagination__link--next" href="/docs/caminho/novo" rel="next">');
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://docs.example.com/docs/caminho/novo</loc>');
  });

  it('writes a page with a relative slug inside its own folder', () => {
    expect(existsSync(path.join(out, 'guia/avancado/minucia/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'guia/avancado/detalhe'))).toBe(false);
    expect(hrefsOf(html(''), 'o detalhe')).toEqual(['guia/avancado/minucia']);
  });

  it('shows "Nesta página" with the h2 and h3 headings, unless the page sets hide_table_of_contents', () => {
    const toc = (document: string) => /<nav class="dg-toc" aria-label="Sumário da página">[\s\S]*?<\/nav>/.exec(document)?.[0];
    expect(toc(html('guia/com-toc'))).toBe(
      '<nav class="dg-toc" aria-label="Sumário da página"><p class="dg-toc__title">Nesta página</p><ul><li><a href="#parte-um">Parte um</a><ul><li><a href="#detalhe-da-parte">Detalhe da parte</a></li></ul></li><li><a href="#parte-dois">Parte dois</a></li></ul></nav>',
    );
    const hidden = html('guia/sem-toc');
    expect(toc(hidden)).toBeUndefined();
    expect(hidden).not.toContain('Nesta página');
    // The headings themselves are still there, with their anchors.
    expect(hidden).toMatch(/<h2 id="parte-um"[^>]*>/);
    expect(hidden).toMatch(/<h3 id="detalhe-da-parte"[^>]*>/);
  });
});
