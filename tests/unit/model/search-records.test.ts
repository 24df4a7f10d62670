import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import type { SearchRecord } from '../../../shared/model/search.js';
import type { SiteModel } from '../../../shared/model/site.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { pageRecords } from '../../../cli/model/search-records.js';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import type { MarkdownResult } from '../../../cli/markdown/markdown-result.js';
import { config, contentFiles, fm } from './fixtures.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('search records of one page', () => {
  // Made inside each test, not when the file loads: what a test checks must run while that test runs.
  const pageText = (): MarkdownResult =>
    renderMarkdown(
      [
        'Intro do texto.',
        '',
        '## Chave de API',
        '',
        'Envie a chave.',
        '',
        '- item um',
        '- item dois',
        '',
        '### Rotação',
        '',
        'Troque a chave.',
        '',
        ':::tip',
        'Use o sandbox.',
        ':::',
        '',
        '```bash',
        'curl x',
        '```',
        '',
        '## Erros',
        '',
        '| código | motivo |',
        '|---|---|',
        '| 401 | sem chave |',
        '',
      ].join('\n'),
    );
  const recordsOf = (): SearchRecord[] => {
    const md = pageText();
    return pageRecords({
      route: '/guia/chave',
      title: 'Chave',
      lvl0: 'Guia',
      language: 'pt',
      tags: ['quickstart'],
      headings: md.headings,
      sections: md.sections,
    });
  };
  const find = (records: SearchRecord[], type: SearchRecord['type'], content?: string) =>
    records.find((r) => r.type === type && (content === undefined || r.content === content));

  it('has a record for the page, one per heading and one per paragraph, item or cell', () => {
    expect(recordsOf().map((r) => [r.type, r.content])).toEqual([
      ['lvl1', null],
      ['content', 'Intro do texto.'],
      ['lvl2', null],
      ['content', 'Envie a chave.'],
      ['content', 'item um'],
      ['content', 'item dois'],
      ['lvl3', null],
      ['content', 'Troque a chave.'],
      ['content', 'Use o sandbox.'],
      ['lvl2', null],
      ['content', 'código'],
      ['content', 'motivo'],
      ['content', '401'],
      ['content', 'sem chave'],
    ]);
  });

  it('nests headings: an h3 keeps its h2, the next h2 drops the h3', () => {
    const records = recordsOf();
    expect(find(records, 'content', 'Troque a chave.')!.hierarchy).toEqual({
      lvl0: 'Guia',
      lvl1: 'Chave',
      lvl2: 'Chave de API',
      lvl3: 'Rotação',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(find(records, 'content', '401')!.hierarchy).toEqual({
      lvl0: 'Guia',
      lvl1: 'Chave',
      lvl2: 'Erros',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(find(records, 'content', 'Troque a chave.')!.url).toBe('/guia/chave#rotação');
    expect(find(records, 'content', 'Intro do texto.')!.url).toBe('/guia/chave');
  });

  it('gives the page record and each heading record the URL a result links to', () => {
    const records = recordsOf();
    expect(records.filter((r) => r.content === null).map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['lvl1', '/guia/chave', null, null],
      ['lvl2', '/guia/chave#chave-de-api', 'Chave de API', null],
      ['lvl3', '/guia/chave#rotação', 'Chave de API', 'Rotação'],
      ['lvl2', '/guia/chave#erros', 'Erros', null],
    ]);
  });

  it('leaves code out, and carries the language, tags, position and an id unique to the page', () => {
    const records = recordsOf();
    expect(records.some((r) => r.content?.includes('curl'))).toBe(false);
    expect(records.map((r) => [r.objectID, r.position])).toEqual(records.map((_, i) => [`/guia/chave#${i}`, i]));
    expect(records.every((r) => r.language === 'pt' && r.tags.length === 1 && r.tags[0] === 'quickstart')).toBe(true);
  });

  it('keeps every level down to h6, and a shallower heading drops all the deeper ones', () => {
    const md = renderMarkdown(
      [
        '## Dois',
        '',
        '### Três',
        '',
        '#### Quatro',
        '',
        '##### Cinco',
        '',
        '###### Seis',
        '',
        'Fundo.',
        '',
        '### Outro três',
        '',
        'Raso.',
        '',
      ].join('\n'),
      undefined,
      { frontMatterTitle: 'P' },
    );
    const records = pageRecords({
      route: '/p',
      title: 'P',
      lvl0: 'S',
      language: 'pt',
      tags: [],
      headings: md.headings,
      sections: md.sections,
    });
    const levels = (content: string) => {
      const { lvl2, lvl3, lvl4, lvl5, lvl6 } = find(records, 'content', content)!.hierarchy;
      return [lvl2, lvl3, lvl4, lvl5, lvl6];
    };
    expect(levels('Fundo.')).toEqual(['Dois', 'Três', 'Quatro', 'Cinco', 'Seis']);
    expect(levels('Raso.')).toEqual(['Dois', 'Outro três', null, null, null]);
    expect(records.filter((r) => r.content === null).map((r) => r.type)).toEqual(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'lvl3']);
  });
});

describe('search records in the site model', () => {
  const site = contentFiles({
    'guia/a.md': fm({ title: 'A', tags: ['x'] }, '## Parte\n\nTexto da parte.\n'),
    'solta.md': fm({ title: 'Solta' }, 'Texto solto.\n'),
  });
  const sidebars = { guia: { label: 'Guia Site', items: ['guia/a'] } };

  it("puts a page under its sidebar's label, and a page in no sidebar under the generic section", () => {
    const { model } = buildSiteModel({ config: config({ sidebars }), ...site });
    expect(model.search.map((r) => [r.url, r.type, r.hierarchy.lvl0, r.content])).toEqual([
      ['/guia/a', 'lvl1', 'Guia Site', null],
      ['/guia/a#parte', 'lvl2', 'Guia Site', null],
      ['/guia/a#parte', 'content', 'Guia Site', 'Texto da parte.'],
      ['/solta', 'lvl1', 'Documentação', null],
      ['/solta', 'content', 'Documentação', 'Texto solto.'],
    ]);
  });

  it('puts every page of the generated sidebar, which has no label, under the generic section', () => {
    const { model } = buildSiteModel({ config: config(), ...site });
    expect(new Set(model.search.map((r) => r.hierarchy.lvl0))).toEqual(new Set(['Documentação']));
  });

  it('leaves the 404 page out of search', () => {
    const withNotFound = contentFiles({ 'a.md': fm({ title: 'A' }), '404.md': fm({ title: 'Sumiu' }, 'Nada aqui.\n') });
    const { model } = buildSiteModel({ config: config(), ...withNotFound });
    expect(model.search.map((r) => r.url)).toEqual(['/a', '/a']);
  });
});

describe('search records of the Coins site', () => {
  let model: SiteModel;
  beforeAll(async () => {
    const { mkdtempSync } = await import('node:fs');
    const os = await import('node:os');
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'docsgen-records-')), 'build');
    ({ model } = await buildSite({ root: ROOT, out, log: () => {}, cache: false })); // never the repo's warm cache
  }, 120_000);

  it('gives every doc and API page a page record under its section', () => {
    const pages = Object.values(model.pages).filter((p) => p.kind === 'doc' || p.kind === 'api-operation');
    for (const page of pages) {
      const own = model.search.find((r) => r.type === 'lvl1' && r.url === page.route);
      expect(own, page.route).toBeDefined();
      expect(own!.hierarchy.lvl1).toBe(page.title);
    }
    expect(model.search.find((r) => r.url === '/guide/webhook')!.hierarchy.lvl0).toBe('Guia Coins');
    expect(model.search.find((r) => r.url === '/api/person-coin-register')!.hierarchy.lvl0).toBe('Referência da API');
    expect(model.search.find((r) => r.url === '/versioning')!.hierarchy.lvl0).toBe('Guia Coins');
  });

  it('makes API operations findable by method, path and field names', () => {
    const texts = model.search.filter((r) => r.url === '/api/person-coin-register').map((r) => r.content ?? '');
    expect(texts).toContain('POST /coins/credits');
    expect(texts.some((t) => t.includes('idempotencyKey') || t.includes('Idempotency-Key'))).toBe(true);
  });

  it('points every anchored record at a heading that exists on its page', () => {
    for (const record of model.search.filter((r) => r.url.includes('#'))) {
      const [route, id] = record.url.split('#') as [string, string];
      const page = model.pages[route];
      expect(['doc', 'api-info'], record.url).toContain(page?.kind);
      if (page?.kind === 'doc') expect(page.html, record.url).toContain(`id="${id}"`);
      // The info page: a heading of the spec's description, or one of the sections the page adds (all in its TOC).
      if (page?.kind === 'api-info') {
        const tocIds = page.toc.flatMap((entry) => [entry.id, ...entry.children.map((child) => child.id)]);
        const html = page.intro + page.sections.map((section) => section.html).join('');
        expect(html.includes(`id="${id}"`) || tocIds.includes(id), record.url).toBe(true);
      }
    }
  });

  it('makes the API info page findable by its title, its version and its servers, under the API section', () => {
    const records = model.search.filter((r) => r.url.split('#')[0] === '/api/coins-api');
    expect(records[0]).toMatchObject({ type: 'lvl1', url: '/api/coins-api', hierarchy: { lvl0: 'Referência da API', lvl1: 'Coins API' } });
    expect(records.find((r) => r.content === 'Versão 1.0.0')?.url).toBe('/api/coins-api');
    expect(records.find((r) => r.content === 'https://sandbox.api.coins.com.br/v1 — Sandbox')).toMatchObject({
      url: '/api/coins-api#ambientes',
      hierarchy: { lvl2: 'Ambientes' },
    });
  });
});
