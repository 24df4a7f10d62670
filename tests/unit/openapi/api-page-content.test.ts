// What a reader finds on an operation page, read from the HTML a real build writes (tests/fixtures/openapi/page-content.yaml
// built as a site's openapi/ spec): the authentication each operation needs, its servers, every parameter, the request
// body and every response in status order, each with the fields of its schema. The other OpenAPI tests check the
// operation model; these check that the page shows it.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { PT_STRINGS as strings } from '../../../shared/i18n/strings.pt.js';
import { elements, findAll, findOne, findOutermost, hasClass, parseHtml, textOf, type HtmlElement } from '../support/html-tree.js';
import { FIXTURES } from './support.js';

let parent = '';
let out = '';

beforeAll(async () => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-api-page-'));
  const root = path.join(parent, 'site');
  mkdirSync(path.join(root, 'content'), { recursive: true });
  mkdirSync(path.join(root, 'openapi'));
  writeFileSync(path.join(root, 'content/index.md'), '---\ntitle: Início\n---\n\nTexto.\n');
  // A Portuguese site, as the spec's own text: the sections below are found by their Portuguese headings.
  writeFileSync(path.join(root, 'docsgen.config.ts'), "export default { locale: 'pt' };\n");
  copyFileSync(path.join(FIXTURES, 'page-content.yaml'), path.join(root, 'openapi/carteira.yaml'));
  // No cache: the pages come from the pipeline as it is now, never from an earlier build's output.
  out = (await buildSite({ root, cache: false, log: () => {} })).outDir;
}, 60_000);

afterAll(() => {
  if (parent) rmSync(parent, { recursive: true, force: true });
});

/** The main column of an operation page as built (the code samples beside it are not what these tests read). */
function operationPage(route: string): HtmlElement {
  const doc = parseHtml(readFileSync(path.join(out, route, 'index.html'), 'utf8'));
  return findOne(doc, 'main column (article)', (e) => e.tag === 'article');
}

/** The section a heading names (through its aria-labelledby, as assistive technology finds it), or undefined. */
function section(page: HtmlElement, heading: string): HtmlElement | undefined {
  const sections = findAll(page, (e) => e.tag === 'section' && e.attrs['aria-labelledby'] !== undefined);
  return sections.find((s) => {
    const label = findAll(page, (e) => e.attrs.id === s.attrs['aria-labelledby']);
    return label.length === 1 && textOf(label[0]!).startsWith(heading);
  });
}

function requiredSection(page: HtmlElement, heading: string): HtmlElement {
  const found = section(page, heading);
  if (!found) throw new Error(`no section headed "${heading}"`);
  return found;
}

/** The Authentication section's children: before the Servers heading, the schemes; after it, the servers. */
function authenticationParts(page: HtmlElement): { schemes: HtmlElement[]; servers: HtmlElement[] } {
  const children = elements(requiredSection(page, strings.api.authentication));
  const split = children.findIndex((e) => e.tag === 'h3' && textOf(e) === strings.api.servers);
  return split === -1 ? { schemes: children, servers: [] } : { schemes: children.slice(0, split), servers: children.slice(split + 1) };
}

/** Each scheme an operation needs, as what it shows: its summary, then its description if it has one. */
function schemes(page: HtmlElement): string[][] {
  const list = authenticationParts(page).schemes.find((e) => e.tag === 'ul');
  return list ? elements(list).map((item) => elements(item).map(textOf)) : [];
}

/** Each server listed, as its text ("URL — description"). */
function servers(page: HtmlElement): string[] {
  const list = authenticationParts(page).servers.find((e) => e.tag === 'ul');
  return list ? elements(list).map(textOf) : [];
}

/** A field's heading as separate pieces a reader sees: name, type, then each flag. */
const headingPieces = (heading: HtmlElement): string[] => elements(heading).map(textOf);

/** Each parameter table of the Parameters section: its caption, then one line per row (pieces · description). */
function parameterTables(page: HtmlElement): Array<{ caption: string; rows: string[] }> {
  const params = requiredSection(page, strings.api.parameters);
  return findAll(params, (e) => e.tag === 'table').map((table) => ({
    caption: textOf(findOne(table, 'caption', (e) => e.tag === 'caption')),
    rows: findAll(
      findOne(table, 'tbody', (e) => e.tag === 'tbody'),
      (e) => e.tag === 'tr',
    ).map((row) => {
      const [nameCell, descriptionCell] = elements(row);
      const heading = findOne(nameCell!, 'parameter heading', (e) => hasClass(e, 'dg-schema__heading'));
      return [...headingPieces(heading), textOf(descriptionCell!)].filter(Boolean).join(' · ');
    }),
  }));
}

const isFieldList = (e: HtmlElement): boolean => e.tag === 'ul' && hasClass(e, 'dg-schema');

/** The element without its nested field lists: what a field shows about itself. */
function withoutNestedFields(element: HtmlElement): HtmlElement {
  return {
    ...element,
    children: element.children
      .filter((c) => typeof c === 'string' || !isFieldList(c))
      .map((c) => (typeof c === 'string' ? c : withoutNestedFields(c))),
  };
}

/** Every field of a schema tree, depth first: "outer.inner: pieces · description · facts". */
function schemaFields(container: HtmlElement, prefix = ''): string[] {
  return findOutermost(container, isFieldList).flatMap((list) =>
    elements(list).flatMap((item) => {
      const own = withoutNestedFields(item);
      const [name, ...rest] = headingPieces(findAll(own, (e) => hasClass(e, 'dg-schema__heading'))[0]!);
      const about = findAll(own, (e) => hasClass(e, 'dg-schema__description') || hasClass(e, 'dg-schema__facts')).map(textOf);
      return [`${prefix}${name}: ${[...rest, ...about].join(' · ')}`, ...schemaFields(item, `${prefix}${name}.`)];
    }),
  );
}

/** Each response as the reader scans them: "status description", whether it starts open, its content type (or "no content") and its fields. */
function responses(page: HtmlElement): Array<{ summary: string; open: boolean; body: string; fields: string[] }> {
  const [list] = findOutermost(requiredSection(page, strings.api.responses), (e) => e.tag === 'ul');
  if (!list) throw new Error('no response list');
  return elements(list).map((item) => {
    const summary = findOne(item, 'response summary', (e) => e.tag === 'summary' && hasClass(e, 'dg-response__summary'));
    const details = findOne(item, 'response details', (e) => e.tag === 'details' && hasClass(e, 'dg-response'));
    const body = findOne(item, 'response body', (e) => hasClass(e, 'dg-response__body'));
    const tree = findAll(body, (e) => hasClass(e, 'dg-schema-root'))[0];
    return {
      summary: elements(summary).map(textOf).join(' '),
      open: 'open' in details.attrs,
      body: textOf(elements(body)[0]!),
      fields: tree ? schemaFields(tree) : [],
    };
  });
}

const LANCAMENTO_FIELDS = [
  'id: string · obrigatório · Identificador do lançamento.',
  'valor: integer (int64) · obrigatório · Mínimo: 1',
  'memo: string',
];

describe('an operation with the document-wide security (GET /contas/{contaId}/lancamentos)', () => {
  it("names the default scheme and links to its description on the API's page instead of repeating it", () => {
    const page = operationPage('api/lancamentos-listar');
    expect(schemes(page)).toEqual([['Chave de API no cabeçalho X-Chave-Api']]);
    expect(textOf(requiredSection(page, strings.api.authentication))).not.toContain(strings.api.noAuthentication);
    const links = findAll(requiredSection(page, strings.api.authentication), (e) => e.tag === 'a');
    expect(links.map(textOf)).toEqual([strings.api.authenticationDetails]);
    // The link lands on a heading of the info page whose section holds the description.
    const [route, id] = links[0]!.attrs.href!.split('#');
    const info = readFileSync(path.join(out, route!, 'index.html'), 'utf8');
    const target = info.indexOf(`id="${id}"`);
    expect(target, `#${id} on ${route}`).toBeGreaterThan(-1);
    expect(info.slice(target, info.indexOf('</section>', target)).replace(/<[^>]+>/g, '')).toContain('A chave do painel.');
  });

  it("lists no servers: they are the API's, shown on its info page, in the samples and in Try it", () => {
    expect(servers(operationPage('api/lancamentos-listar'))).toEqual([]);
  });

  it('shows every parameter by location: the path item one first, then query, header and cookie, with type, required flag and description', () => {
    expect(parameterTables(operationPage('api/lancamentos-listar'))).toEqual([
      { caption: 'Parâmetros de caminho', rows: ['contaId · string · obrigatório · A conta dona dos lançamentos.'] },
      {
        caption: 'Parâmetros de consulta',
        rows: ['desde · string (date) · obrigatório · Primeiro dia do período.', 'limite · integer · Quantos lançamentos por página.'],
      },
      { caption: 'Cabeçalhos', rows: ['X-Rastreio · string · Identificador do pedido, devolvido nos logs.'] },
      { caption: 'Cookies', rows: ['sessao · string · obrigatório · Sessão do painel.'] },
    ]);
  });

  it('has no request body section', () => {
    expect(section(operationPage('api/lancamentos-listar'), strings.api.requestBody)).toBeUndefined();
  });

  it('lists each response in status order, though the spec declares them default, 4XX, 404, 2XX, 201, 200', () => {
    expect(responses(operationPage('api/lancamentos-listar'))).toEqual([
      {
        summary: '200 Os lançamentos do período.',
        open: true,
        body: 'application/json',
        fields: [
          'itens: array de Lancamento',
          ...LANCAMENTO_FIELDS.map((field) => `itens.${field}`),
          'proxima: string · Cursor da próxima página.',
        ],
      },
      { summary: '201 Lista criada agora.', open: false, body: strings.api.noContent, fields: [] },
      { summary: '2XX Outro sucesso.', open: false, body: strings.api.noContent, fields: [] },
      { summary: '404 Conta não encontrada.', open: false, body: strings.api.noContent, fields: [] },
      { summary: '4XX Pedido recusado.', open: false, body: strings.api.noContent, fields: [] },
      { summary: 'default Erro inesperado.', open: false, body: strings.api.noContent, fields: [] },
    ]);
  });
});

describe('an operation with its own security and servers (POST /contas/{contaId}/lancamentos)', () => {
  it('shows each scheme its requirements name, instead of the default', () => {
    const page = operationPage('api/lancamentos-criar');
    expect(schemes(page)).toEqual([['HTTP basic'], ['Chave de API no parâmetro de consulta chave']]);
    expect(textOf(requiredSection(page, strings.api.authentication))).not.toContain(strings.api.noAuthentication);
  });

  it('lists only its own server', () => {
    expect(servers(operationPage('api/lancamentos-criar'))).toEqual(['https://escrita.carteira.example/v1 — Escrita']);
  });

  it('shows the path item parameter it inherits', () => {
    expect(parameterTables(operationPage('api/lancamentos-criar'))).toEqual([
      { caption: 'Parâmetros de caminho', rows: ['contaId · string · obrigatório · A conta dona dos lançamentos.'] },
    ]);
  });

  it('shows the request body: required, its content type, its description and its fields', () => {
    const body = requiredSection(operationPage('api/lancamentos-criar'), strings.api.requestBody);
    const heading = findOne(body, 'request body heading', (e) => e.tag === 'h2');
    expect(elements(heading).map(textOf)).toEqual([strings.api.required]);
    expect(textOf(heading)).toBe(`${strings.api.requestBody}${strings.api.required}`);
    expect(elements(body).map(textOf).slice(1, 3)).toEqual(['application/json', 'O lançamento a registrar.']);
    expect(schemaFields(findOne(body, 'request schema', (e) => hasClass(e, 'dg-schema-root')))).toEqual(LANCAMENTO_FIELDS);
  });

  it('lists its responses in status order with the created resource fields', () => {
    expect(responses(operationPage('api/lancamentos-criar'))).toEqual([
      { summary: '201 Lançamento criado.', open: true, body: 'application/json', fields: LANCAMENTO_FIELDS },
      { summary: '422 Valor inválido.', open: false, body: strings.api.noContent, fields: [] },
    ]);
  });
});

describe('an operation that switches security off (GET /status, `security: []`)', () => {
  it('says it needs no authentication and lists no scheme', () => {
    const auth = requiredSection(operationPage('api/status'), strings.api.authentication);
    expect(elements(auth).map((e) => [e.tag, textOf(e)])).toEqual([
      ['h2', strings.api.authentication],
      ['p', strings.api.noAuthentication],
      ['h3', strings.api.servers],
      ['ul', 'https://status.carteira.example'],
    ]);
  });

  it('has neither parameters nor a request body, and its one response', () => {
    const page = operationPage('api/status');
    expect(section(page, strings.api.parameters)).toBeUndefined();
    expect(section(page, strings.api.requestBody)).toBeUndefined();
    expect(responses(page)).toEqual([{ summary: '200 Tudo funcionando.', open: true, body: strings.api.noContent, fields: [] }]);
  });
});
