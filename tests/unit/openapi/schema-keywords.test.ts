// The schema keywords a reader needs to see what to send and what comes back (tests/fixtures/openapi/schemas.yaml):
// allOf merged into one field list, alternatives labelled by what names them, a discriminator's mapping, const,
// described enum values, deprecated, readOnly/writeOnly by direction, and counts worded in the singular or plural.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedApi } from '../../../cli/openapi/build-api-reference.js';
import { schemaTree, type SchemaTreeContext } from '../../../cli/openapi/schema-tree.js';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';
import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
import type { SchemaNode } from '../../../shared/model/api.js';
import { child, loadFixture, names } from './support.js';

let api: LoadedApi;
let request: SchemaNode;
let response: SchemaNode;

beforeAll(async () => {
  api = await loadFixture('schemas.yaml');
  const [create] = api.reference.operations;
  request = create!.requestBody!.schema!;
  response = create!.responses.find((r) => r.status === '201')!.schema!;
});

const tree = (schema: unknown, overrides: Partial<SchemaTreeContext> = {}): SchemaNode =>
  schemaTree(schema, { names: new Map(), describe: (text) => text, mode: 'response', strings: PT_STRINGS, locale: 'pt', ...overrides });

describe('allOf', () => {
  it('merges the parts into one list, in order, with their required sets combined and its parts named once', () => {
    expect(api.warnings).toEqual([]);
    expect(request).toMatchObject({ title: 'PaymentCreate', type: 'object', mergedFrom: ['PaymentBase', 'PaymentCreate'] });
    expect(request.variants).toBeUndefined();
    expect(request.children.map((c) => [c.name, c.required])).toEqual([
      ['amount', true],
      ['secret', false],
      ['method', true],
      ['currency', false],
      ['channel', false],
      ['legacyCode', false],
      ['version', false],
      ['tags', false],
    ]);
    // Its own description, not the one of the part it starts with.
    expect(request.description).toBe('<p>O que se envia para criar um pagamento.</p>');
  });

  it('merges an allOf whose part is itself an allOf, and a later part makes a field required', () => {
    expect(response).toMatchObject({ title: 'Payment', type: 'object', mergedFrom: ['PaymentCreate', 'Payment'] });
    expect(response.description).toBeUndefined();
    expect(names(response)).toEqual(['id', 'amount', 'method', 'currency', 'channel', 'legacyCode', 'version', 'tags', 'status', 'note']);
    expect(child(response, 'id')).toMatchObject({ required: true, readOnly: true });
    expect(child(response, 'status')).toMatchObject({ required: true, enum: ['pending', 'paid'] });
  });

  it('takes the name of the one schema an allOf wraps, and its own description', () => {
    const card = { type: 'object', properties: { number: { type: 'string' } } };
    const node = tree({ allOf: [card], description: 'O cartão.', nullable: true }, { names: new Map([[card, 'Card']]) });
    expect(node).toMatchObject({ title: 'Card', type: 'object | null', description: 'O cartão.', nullable: true });
    expect(node.mergedFrom).toBeUndefined();
    expect(names(node)).toEqual(['number']);
  });

  it('keeps a circular schema built with allOf finite, its repeat a link back', () => {
    const category: Record<string, unknown> = { title: 'Category' };
    const base = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } };
    category.allOf = [base, { type: 'object', properties: { children: { type: 'array', items: category }, parent: category } }];
    const node = tree(category, { names: new Map([[base, 'Base']]) });
    expect(names(node)).toEqual(['id', 'children', 'parent']);
    expect(node.mergedFrom).toEqual(['Base', 'Category']);
    expect(child(node, 'children')).toMatchObject({ type: 'array de Category', circular: 'Category' });
    expect(child(node, 'parent')).toMatchObject({ circular: 'Category', children: [] });
  });

  it('leaves out a part that contains the schema it is part of (A allOf [B], B allOf [A])', () => {
    const a: Record<string, unknown> = { title: 'A', properties: { x: { type: 'string' } } };
    const b: Record<string, unknown> = { title: 'B', allOf: [a], properties: { y: { type: 'string' } } };
    a.allOf = [b];
    expect(names(tree(a))).toEqual(['y', 'x']);
    expect(names(tree(b))).toEqual(['x', 'y']);
  });
});

describe('oneOf and anyOf', () => {
  it('labels each alternative by its title, then its component name, then what it is', () => {
    const method = child(request, 'method');
    expect(method.title).toBe('PaymentMethod');
    expect(method.variants!.kind).toBe('oneOf');
    // Pix has a title ("Chave Pix"): the title wins over the component name.
    expect(method.variants!.options.map((o) => o.name)).toEqual(['Card', 'Chave Pix', 'Boleto']);
    expect(names(method.variants!.options[0])).toEqual(['kind', 'number']);
    const note = child(response, 'note');
    expect(note.variants!.kind).toBe('anyOf');
    expect(note.variants!.options.map((o) => o.name)).toEqual(['Texto livre', 'integer', 'objeto com code, lang, source, …']);
    expect(tree({ oneOf: [{ const: 'auto' }, { type: 'number' }] }).variants!.options.map((o) => o.name)).toEqual([
      'Valor fixo: auto',
      'number',
    ]);
  });

  it('shows the discriminator: its property and each value with the alternative it chooses', () => {
    expect(child(request, 'method').discriminator).toEqual({
      property: 'kind',
      mapping: [
        { value: 'card', target: 'Card' },
        { value: 'pix', target: 'Chave Pix' },
      ],
    });
  });

  it('without a mapping, maps each named alternative by its component name (OpenAPI implicit mapping)', () => {
    const dog = { type: 'object', properties: { kind: { type: 'string' } } };
    const cat = { type: 'object', title: 'Gato', properties: { kind: { type: 'string' } } };
    const node = tree(
      { oneOf: [dog, cat], discriminator: { propertyName: 'kind' } },
      {
        names: new Map<object, string>([
          [dog, 'Dog'],
          [cat, 'Cat'],
        ]),
      },
    );
    expect(node.discriminator).toEqual({
      property: 'kind',
      mapping: [
        { value: 'Dog', target: 'Dog' },
        { value: 'Cat', target: 'Gato' },
      ],
    });
  });
});

describe('values and flags', () => {
  it('gives enum values their descriptions: x-enumDescriptions, and a oneOf of consts read as an enum', () => {
    expect(child(request, 'currency')).toMatchObject({
      type: 'string',
      enum: ['BRL', 'USD'],
      enumDescriptions: { BRL: '<p>Real brasileiro.</p>', USD: '<p>Dólar americano.</p>' },
    });
    const channel = child(request, 'channel');
    expect(channel).toMatchObject({
      type: 'string',
      description: '<p>Por onde o pagamento chegou.</p>',
      enum: ['web', 'app'],
      enumDescriptions: { web: '<p>Pelo site.</p>', app: '<p>Pelo aplicativo.</p>' },
    });
    expect(channel.variants).toBeUndefined();
    // openapi-generator's list form, in enum order; a value without a description has none.
    const listed = tree({ type: 'integer', enum: [1, 2, 3], 'x-enum-descriptions': ['Um', '', 'Três'] });
    expect(listed).toMatchObject({ enum: ['1', '2', '3'], enumDescriptions: { '1': 'Um', '3': 'Três' } });
  });

  it('shows const, format, pattern and deprecated', () => {
    expect(child(request, 'version')).toMatchObject({ type: 'integer', const: '2' });
    expect(child(request, 'legacyCode')).toMatchObject({ type: 'string', deprecated: true });
    expect(child(child(request, 'method').variants!.options[0], 'number')).toMatchObject({ pattern: '^\\d{16}$', constraints: [] });
    expect(tree({ type: 'string', format: 'date-time' }).format).toBe('date-time');
  });

  it('leaves a readOnly field out of the request body and a writeOnly one out of the response', () => {
    expect(names(request)).not.toContain('id');
    expect(names(request)).toContain('secret');
    expect(names(response)).toContain('id');
    expect(names(response)).not.toContain('secret');
    // Also when the flag sits in the schema an allOf wraps (a shared read-only id, described where it is used).
    const id = { type: 'string', readOnly: true };
    const wrapped = { type: 'object', properties: { id: { allOf: [id], description: 'O pagamento.' }, name: { type: 'string' } } };
    expect(names(tree(wrapped, { mode: 'request' }))).toEqual(['name']);
    expect(names(tree(wrapped, { mode: 'response' }))).toEqual(['id', 'name']);
  });
});

describe('counts, in the singular and the plural', () => {
  it('says "1 caractere" and "2 caracteres", "1 item" and "2 itens"', () => {
    expect(child(request, 'secret').constraints).toEqual(['Mínimo de 1 caractere', 'Máximo de 2 caracteres']);
    expect(child(request, 'tags').constraints).toEqual(['Mínimo de 1 item', 'Máximo de 2 itens']);
    expect(tree({ type: 'object', minProperties: 1, maxProperties: 3 }).constraints).toEqual([
      'Mínimo de 1 propriedade',
      'Máximo de 3 propriedades',
    ]);
  });

  it('in the site language', () => {
    const schema = { type: 'string', minLength: 1, maxLength: 2, pattern: '^a' };
    expect(tree(schema, { strings: EN_STRINGS, locale: 'en' }).constraints).toEqual(['At least 1 character', 'At most 2 characters']);
  });
});
