// The API reference in the site model: its pages, its place in the generated sidebar, its search records, and links
// to its operations from the docs' front matter.
import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import type { ApiInfoPage, ApiOperationPage } from '../../../shared/model/api.js';
import type { DocPage } from '../../../shared/model/site.js';
import { apiReference, config, contentFiles, fm } from './fixtures.js';

const docs = contentFiles({
  'index.md': fm({ title: 'Início', pagination_next: '/api/pessoa' }, 'Veja [a API](/api) e [creditar](/api/creditar).\n'),
});

describe('a site with an API reference', () => {
  it('has a page per operation and the info page', () => {
    const { model } = buildSiteModel({ config: config(), ...docs, api: apiReference() });
    expect(Object.keys(model.pages).sort()).toEqual(['/', '/404', '/api', '/api/creditar', '/api/pessoa', '/api/saude', '/search']);
    const op = model.pages['/api/creditar'] as ApiOperationPage;
    expect(op).toMatchObject({
      kind: 'api-operation',
      title: 'Creditar moedas',
      method: 'post',
      path: '/coins/credits',
      sidebarId: 'docs',
    });
    expect(op).not.toHaveProperty('slug');
  });

  it('groups the operations on the info page by tag in the spec’s order, leaving out a tag with none', () => {
    const { model } = buildSiteModel({ config: config(), ...docs, api: apiReference() });
    const info = model.pages['/api'] as ApiInfoPage;
    expect(info).toMatchObject({ kind: 'api-info', route: '/api', title: 'API Moedas', version: '1.0.0' });
    expect(info.groups).toEqual([
      {
        tag: 'Pessoas',
        id: 'api-tag-pessoas',
        description: 'Quem usa.',
        operations: [{ method: 'get', path: '/people/{id}', title: 'Consultar pessoa', href: '/api/pessoa' }],
      },
      {
        tag: 'Moedas',
        id: 'api-tag-moedas',
        description: undefined,
        operations: [{ method: 'post', path: '/coins/credits', title: 'Creditar moedas', href: '/api/creditar' }],
      },
    ]);
    expect(info.breadcrumbs).toEqual([{ label: 'Página inicial', href: '/' }, { label: 'API Moedas' }]);
    // Without published copies of the spec, the page has no download links to give.
    expect(info.downloads).toEqual({ yaml: '', json: '' });
    const published = { yaml: '/api/openapi.yaml', json: '/api/openapi.json' };
    const withDownloads = buildSiteModel({ config: config(), ...docs, api: apiReference(), specDownloads: published }).model;
    expect((withDownloads.pages['/api'] as ApiInfoPage).downloads).toEqual(published);
  });

  it('adds a collapsed API category to the generated sidebar: one category per tag, then untagged operations', () => {
    const { model } = buildSiteModel({ config: config(), ...docs, api: apiReference() });
    expect(model.sidebars.docs!.items).toEqual([
      { type: 'doc', label: 'Início', href: '/' },
      {
        type: 'category',
        label: 'API Moedas',
        collapsed: true,
        items: [
          {
            type: 'category',
            label: 'Pessoas',
            collapsed: true,
            items: [{ type: 'doc', label: 'Consultar pessoa', href: '/api/pessoa', badge: 'GET' }],
          },
          {
            type: 'category',
            label: 'Moedas',
            collapsed: true,
            items: [{ type: 'doc', label: 'Creditar moedas', href: '/api/creditar', badge: 'POST' }],
          },
          { type: 'doc', label: 'Saúde', href: '/api/saude', badge: 'GET' },
        ],
      },
    ]);
  });

  it('gives operations breadcrumbs and previous/next from their sidebar', () => {
    const sidebars = { api: { label: 'Referência', link: 'index', items: [{ type: 'api-operations' as const, collapsed: false }] } };
    const { model } = buildSiteModel({ config: config({ sidebars }), ...docs, api: apiReference() });
    expect(model.sidebars.api!.items.map((item) => (item.type === 'category' ? [item.label, item.collapsed] : item.label))).toEqual([
      ['Pessoas', false],
      ['Moedas', false],
      'Saúde',
    ]);
    const op = model.pages['/api/creditar'] as ApiOperationPage;
    expect([op.sidebarId, op.prev, op.next]).toEqual([
      'api',
      { label: 'Consultar pessoa', href: '/api/pessoa' },
      { label: 'Saúde', href: '/api/saude' },
    ]);
    expect(op.breadcrumbs).toEqual([{ label: 'Página inicial', href: '/' }, { label: 'Moedas' }, { label: 'Creditar moedas' }]);
  });

  it('makes each operation findable by method and path, summary, parameters and field names, under its section', () => {
    const sidebars = { api: { label: 'Referência', items: [{ type: 'api-operations' as const }] } };
    const { model } = buildSiteModel({ config: config({ sidebars }), ...docs, api: apiReference() });
    const records = model.search.filter((r) => r.url === '/api/creditar');
    expect(records.map((r) => [r.objectID, r.type, r.content, r.hierarchy.lvl0, r.hierarchy.lvl1])).toEqual([
      ['/api/creditar#0', 'lvl1', null, 'Referência', 'Creditar moedas'],
      ['/api/creditar#1', 'content', 'POST /coins/credits', 'Referência', 'Creditar moedas'],
      ['/api/creditar#2', 'content', 'Creditar moedas.', 'Referência', 'Creditar moedas'],
      ['/api/creditar#3', 'content', 'Parâmetros: Idempotency-Key, dryRun', 'Referência', 'Creditar moedas'],
      ['/api/creditar#4', 'content', 'Campos: amount, person, id, receipt', 'Referência', 'Creditar moedas'],
    ]);
    expect(model.search.filter((r) => r.url === '/api/saude').map((r) => r.content)).toEqual([null, 'GET /health', 'Saúde.']);
    // Operations have no tags of their own: a search filtered on a doc tag does not list them.
    expect(records.every((r) => r.language === 'pt' && r.tags.length === 0)).toBe(true);
  });

  it('lets a doc link to the API pages and name an operation as its next page', () => {
    const { model, warnings } = buildSiteModel({ config: config(), ...docs, api: apiReference() });
    expect(warnings).toEqual([]);
    expect((model.pages['/'] as DocPage).next).toEqual({ label: 'Consultar pessoa', href: '/api/pessoa' });
  });

  it('stops when a content page takes the info page’s route, naming both files', () => {
    const clash = contentFiles({ 'api.md': fm({ title: 'API' }) });
    expect(() => buildSiteModel({ config: config(), ...clash, api: apiReference() })).toThrow(
      'openapi/api.yaml and content/api.md both claim the route /api',
    );
  });
});
