import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import type { SearchRecord } from '../../../shared/model/search.js';
import type { SiteModel } from '../../../shared/model/site.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { pageRecords } from '../../../cli/model/search-records.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('search records of one page', () => {
  const md = renderMarkdown(
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
  const records = pageRecords({
    route: '/guia/chave',
    title: 'Chave',
    lvl0: 'Guia',
    tags: ['quickstart'],
    headings: md.headings,
    sections: md.sections,
  });
  const find = (type: SearchRecord['type'], content?: string) =>
    records.find((r) => r.type === type && (content === undefined || r.content === content));

  it('has a record for the page, one per heading and one per paragraph, item or cell', () => {
    expect(records.map((r) => [r.type, r.content])).toEqual([
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
    expect(find('content', 'Troque a chave.')!.hierarchy).toMatchObject({
      lvl0: 'Guia',
      lvl1: 'Chave',
      lvl2: 'Chave de API',
      lvl3: 'Rotação',
      lvl4: null,
    });
    expect(find('content', '401')!.hierarchy).toMatchObject({ lvl2: 'Erros', lvl3: null });
    expect(find('content', 'Troque a chave.')!.url).toBe('/guia/chave#rotacao');
    expect(find('content', 'Intro do texto.')!.url).toBe('/guia/chave');
  });

  it('leaves code out, and carries the language, tags and unique ids', () => {
    expect(records.some((r) => r.content?.includes('curl'))).toBe(false);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    expect(records.every((r) => r.language === 'pt' && r.tags[0] === 'quickstart')).toBe(true);
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
      expect(page?.kind, record.url).toBe('doc');
      if (page?.kind === 'doc') expect(page.html, record.url).toContain(`id="${id}"`);
    }
  });
});
