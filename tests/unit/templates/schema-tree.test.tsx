// What the schema tree says on the page (tests/fixtures/openapi/schemas.yaml through the operation model, rendered as
// the page renderer does): one label per fact ("Padrão" the default, "Formato (regex)" the pattern), counts in the
// singular and plural, an allOf's parts named once over the merged fields, alternatives by name, the discriminator's
// mapping, described enum values and const.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaTree } from '../../../cli/openapi/schema-tree.js';
import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
import type { ApiParameter, SchemaNode } from '../../../shared/model/api.js';
import { ParametersTable } from '../../../templates/api/ParametersTable.js';
import { SchemaTree } from '../../../templates/api/SchemaTree.js';
import { StringsProvider } from '../../../templates/useStrings.js';
import { loadFixture } from '../openapi/support.js';
import { elements, findAll, findOne, findOutermost, hasClass, type HtmlElement, parseHtml, textOf } from '../support/html-tree.js';

const render = (node: ReactNode): HtmlElement =>
  parseHtml(
    renderToStaticMarkup(
      <StringsProvider strings={PT_STRINGS} locale="pt">
        {node}
      </StringsProvider>,
    ),
  );

/** The list item of the field (or alternative) named `name`, anywhere in the tree. */
function field(root: HtmlElement, name: string): HtmlElement {
  return findOne(
    root,
    `field ${name}`,
    (e) =>
      e.tag === 'li' &&
      hasClass(e, 'dg-schema__item') &&
      findAll(e, (c) => hasClass(c, 'dg-schema__heading')).length > 0 &&
      textOf(findAll(e, (c) => hasClass(c, 'dg-schema__name'))[0] ?? { tag: 'x', attrs: {}, children: [] }) === name,
  );
}

/** A field's own facts, one text per item, without those of the fields inside it. */
function facts(item: HtmlElement): string[] {
  const own = findAll(item, (e) => hasClass(e, 'dg-schema__facts'))[0];
  return own ? elements(own).map(textOf) : [];
}

let request: HtmlElement;
let response: HtmlElement;

beforeAll(async () => {
  const { reference } = await loadFixture('schemas.yaml');
  const [create] = reference.operations;
  request = render(<SchemaTree node={create!.requestBody!.schema!} id="schema-request" />);
  response = render(<SchemaTree node={create!.responses[0]!.schema!} id="schema-201" />);
});

describe('the schema tree on the page', () => {
  it('names the parts of a merged allOf once, above one list of all their fields', () => {
    expect(textOf(findOne(request, 'merged note', (e) => hasClass(e, 'dg-schema__merged')))).toBe('Combina PaymentBase e PaymentCreate');
    const [root] = findOutermost(request, (e) => e.tag === 'ul' && hasClass(e, 'dg-schema'));
    const topNames = elements(root!).map((item) => textOf(findAll(item, (e) => hasClass(e, 'dg-schema__name'))[0]!));
    expect(topNames).toEqual(['amount', 'secret', 'method', 'currency', 'channel', 'legacyCode', 'version', 'tags']);
    expect(textOf(request)).not.toMatch(/Todos de|allOf|Opção/);
  });

  it('words counts in the singular and the plural', () => {
    expect(facts(field(request, 'secret'))).toEqual(['Mínimo de 1 caractere', 'Máximo de 2 caracteres']);
    expect(facts(field(request, 'tags'))).toEqual(['Mínimo de 1 item', 'Máximo de 2 itens']);
  });

  it('labels the pattern "Formato (regex)" and the default "Padrão", each value as code', () => {
    const node = schemaTree(
      { type: 'string', pattern: '^\\d{5}$', default: '01310', minLength: 5 },
      { names: new Map(), describe: (text) => text, mode: 'request', strings: PT_STRINGS, locale: 'pt' },
    );
    const page = render(<SchemaTree node={node} id="schema-cep" />);
    expect(elements(findOne(page, 'facts', (e) => hasClass(e, 'dg-schema__facts'))).map(textOf)).toEqual([
      'Mínimo de 5 caracteres',
      'Formato (regex): ^\\d{5}$',
      'Padrão: 01310',
    ]);
    expect(findAll(page, (e) => e.tag === 'code').map(textOf)).toEqual(['^\\d{5}$', '01310']);
  });

  it('labels alternatives by name and shows the discriminator with each value and its alternative', () => {
    const method = field(request, 'method');
    const options = findOne(method, 'alternatives', (e) => hasClass(e, 'dg-schema__variants'));
    const labels = elements(elements(options).find((e) => e.tag === 'ul')!).map((item) =>
      textOf(findAll(item, (e) => hasClass(e, 'dg-schema__name'))[0]!),
    );
    expect(labels).toEqual(['Card', 'Chave Pix', 'Boleto']);
    const discriminator = findOne(method, 'discriminator', (e) => hasClass(e, 'dg-schema__discriminator'));
    expect(textOf(elements(discriminator)[0]!)).toBe('Alternativa escolhida pelo campo: kind');
    expect(elements(findOne(discriminator, 'mapping', (e) => e.tag === 'ul')).map(textOf)).toEqual(['card → Card', 'pix → Chave Pix']);
  });

  it('lists described enum values one per line with their meaning, and a fixed value', () => {
    const values = (name: string): string[][] =>
      findAll(field(request, name), (e) => e.tag === 'dl')[0]!.children.flatMap((row) =>
        typeof row === 'string' ? [] : [elements(row).map(textOf)],
      );
    expect(values('currency')).toEqual([
      ['BRL', 'Real brasileiro.'],
      ['USD', 'Dólar americano.'],
    ]);
    expect(values('channel')).toEqual([
      ['web', 'Pelo site.'],
      ['app', 'Pelo aplicativo.'],
    ]);
    expect(facts(field(request, 'version'))).toEqual(['Valor fixo: 2']);
    expect(textOf(findOne(field(request, 'legacyCode'), 'heading', (e) => hasClass(e, 'dg-schema__heading')))).toBe(
      'legacyCodestringobsoleto',
    );
  });

  it('asks for no read-only field in the request and shows it, marked, in the response', () => {
    expect(findAll(request, (e) => hasClass(e, 'dg-schema__name') && textOf(e) === 'id')).toEqual([]);
    expect(textOf(findOne(field(response, 'id'), 'heading', (e) => hasClass(e, 'dg-schema__heading')))).toBe(
      'idstringobrigatóriosomente leitura',
    );
    expect(findAll(response, (e) => hasClass(e, 'dg-schema__name') && textOf(e) === 'secret')).toEqual([]);
  });
});

describe('the parameters table', () => {
  it('shows the same facts as the schema tree, with one label per fact', () => {
    const schema: SchemaNode = {
      type: 'string',
      children: [],
      constraints: ['Mínimo de 1 caractere'],
      pattern: '^\\d{8}$',
      default: '01310100',
      enum: ['01310100', '20040020'],
      enumDescriptions: { '01310100': 'São Paulo' },
    };
    const cep: ApiParameter = { name: 'cep', in: 'query', required: true, deprecated: false, schema };
    const table = render(<ParametersTable caption="Parâmetros de consulta" parameters={[cep]} />);
    const cells = elements(findOne(table, 'row', (e) => e.tag === 'tr' && findAll(e, (c) => c.tag === 'td').length > 0));
    expect(elements(findOne(cells[1]!, 'facts', (e) => hasClass(e, 'dg-schema__facts'))).map(textOf)).toEqual([
      'Mínimo de 1 caractere',
      'Formato (regex): ^\\d{8}$',
      'Valores aceitos:01310100São Paulo20040020',
      'Padrão: 01310100',
    ]);
  });
});
