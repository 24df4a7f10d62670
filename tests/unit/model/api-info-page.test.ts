// The API's info page in the site model: the description's sections holding the servers and the authentication, its
// table of contents, its search records, and the spec's downloads on every operation page.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import type { ApiReference } from '../../../cli/openapi/operations.js';
import type { ApiInfoPage, ApiOperationPage } from '../../../shared/model/api.js';
import { apiReference, config, contentFiles, fm } from './fixtures.js';

const docs = contentFiles({ 'index.md': fm({ title: 'Início' }, 'Olá.\n') });
const sidebars = { api: { label: 'Referência', items: [{ type: 'api-operations' as const }] } };
const DOWNLOADS = { yaml: '/openapi/api.yaml', json: '/openapi/api.json' };

/** The fixture's reference with a described API: an intro, "Ambientes" naming the server URL, "Erros" with an h3. */
function describedApi(overrides: Partial<ApiReference> = {}): ApiReference {
  const { html, headings, sections } = renderMarkdown(
    'A API das moedas.\n\n## Ambientes\n\nUse `https://api.example.com` em produção.\n\n## Erros\n\nUm formato.\n\n### Códigos\n\nEstáveis.\n',
    undefined,
    { fragment: true },
  );
  return {
    ...apiReference(),
    description: html,
    descriptionHeadings: headings,
    descriptionSections: sections,
    security: [{ name: 'chave', summary: 'Chave de API no cabeçalho X-Api-Key' }],
    contact: { name: 'Suporte', email: 'suporte@example.com' },
    ...overrides,
  };
}

function model(api: ApiReference) {
  return buildSiteModel({ config: config({ sidebars }), ...docs, api, specDownloads: DOWNLOADS }).model;
}

describe('the API info page', () => {
  it('shows the servers inside "Ambientes", gives the authentication a section of its own, and lists every section in its TOC', () => {
    const info = model(describedApi()).pages['/api'] as ApiInfoPage;
    expect(info.intro).toBe('<p>A API das moedas.</p>\n');
    expect(info.sections.map((s) => [s.id, s.title, s.facts])).toEqual([
      ['ambientes', 'Ambientes', ['servers']],
      ['erros', 'Erros', []],
    ]);
    expect(info.toc.map((e) => [e.id, e.text, e.children.map((c) => c.text)])).toEqual([
      ['ambientes', 'Ambientes', []],
      ['erros', 'Erros', ['Códigos']],
      ['api-autenticacao', 'Autenticação', []],
      ['api-contato', 'Contato', []],
      ['api-operacoes', 'Operações', ['Pessoas', 'Moedas']],
    ]);
    // Shown with the sidebar its operations are in.
    expect(info.sidebarId).toBe('api');
  });

  it('gives the servers their own section when the description has none about them', () => {
    const info = model(describedApi({ servers: [{ url: 'https://outra.example.com' }] })).pages['/api'] as ApiInfoPage;
    expect(info.sections.flatMap((s) => s.facts)).toEqual([]);
    expect(info.toc.map((e) => e.text)).toEqual(['Ambientes', 'Erros', 'Servidores', 'Autenticação', 'Contato', 'Operações']);
  });

  it('is in the search index: its title, the version, the prose by heading, the servers under the section showing them', () => {
    const records = model(describedApi()).search.filter((r) => r.url.startsWith('/api#') || r.url === '/api');
    expect(records.map((r) => [r.type, r.url, r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.content])).toEqual([
      ['lvl1', '/api', 'Referência', 'API Moedas', null, null],
      ['content', '/api', 'Referência', 'API Moedas', null, 'A API das moedas.'],
      ['content', '/api', 'Referência', 'API Moedas', null, 'Versão 1.0.0'],
      ['lvl2', '/api#ambientes', 'Referência', 'API Moedas', 'Ambientes', null],
      ['content', '/api#ambientes', 'Referência', 'API Moedas', 'Ambientes', 'Use https://api.example.com em produção.'],
      ['content', '/api#ambientes', 'Referência', 'API Moedas', 'Ambientes', 'https://api.example.com'],
      ['lvl2', '/api#erros', 'Referência', 'API Moedas', 'Erros', null],
      ['content', '/api#erros', 'Referência', 'API Moedas', 'Erros', 'Um formato.'],
      ['lvl3', '/api#códigos', 'Referência', 'API Moedas', 'Erros', null],
      ['content', '/api#códigos', 'Referência', 'API Moedas', 'Erros', 'Estáveis.'],
      ['lvl2', '/api#api-autenticacao', 'Referência', 'API Moedas', 'Autenticação', null],
      ['content', '/api#api-autenticacao', 'Referência', 'API Moedas', 'Autenticação', 'Chave de API no cabeçalho X-Api-Key'],
      ['lvl2', '/api#api-contato', 'Referência', 'API Moedas', 'Contato', null],
      ['content', '/api#api-contato', 'Referência', 'API Moedas', 'Contato', 'Suporte'],
      ['content', '/api#api-contato', 'Referência', 'API Moedas', 'Contato', 'suporte@example.com'],
    ]);
  });

  it('offers the spec’s downloads on every operation page', () => {
    const pages = Object.values(model(describedApi()).pages).filter((p): p is ApiOperationPage => p.kind === 'api-operation');
    expect(pages.map((p) => [p.route, p.downloads])).toEqual([
      ['/api/creditar', DOWNLOADS],
      ['/api/pessoa', DOWNLOADS],
      ['/api/saude', DOWNLOADS],
    ]);
  });
});
