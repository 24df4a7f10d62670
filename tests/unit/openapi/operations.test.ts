import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
// The operation model built from an OpenAPI document: routes, code samples, schema trees, parameters,
// responses, circular schemas and composition. The Coins spec (openapi/coins-api.yaml) is the real-world case;
// small fixtures under tests/fixtures/openapi/ cover what it does not use (writeOnly, anyOf, a circular schema…).
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiReference, type LoadedApi } from '../../../cli/openapi/build-api-reference.js';
import { loadSpec } from '../../../cli/openapi/load-spec.js';
import type { OperationModel } from '../../../cli/openapi/operations.js';
import { schemaTree } from '../../../cli/openapi/schema-tree.js';
import type { SchemaNode } from '../../../shared/model/api.js';
import { child, loadFixture, names, REPO, sampleText } from './support.js';

const COINS_SPEC = path.join(REPO, 'openapi/coins-api.yaml');
const COINS_SLUGS = [
  'active-account',
  'catalogo',
  'check-shipping-price',
  'mail-code-verification',
  'person-register',
  'person-info',
  'person-coin-register',
  'product-info',
  'product-register',
  'send-activation-email',
];
const LANGUAGES = ['curl', 'nodejs', 'python', 'csharp', 'go', 'ruby', 'php', 'java', 'powershell'];

/** Every node of a schema tree: properties and the options of oneOf/anyOf/allOf. */
function* nodes(node: SchemaNode | undefined): Generator<SchemaNode> {
  if (!node) return;
  yield node;
  for (const c of node.children) yield* nodes(c);
  for (const option of node.variants?.options ?? []) yield* nodes(option);
}

describe('the Coins API reference', () => {
  let coins: LoadedApi;
  let api: OpenAPIV3.Document;
  const op = (slug: string): OperationModel => {
    const found = coins.reference.operations.find((o) => o.slug === slug);
    if (!found) throw new Error(`no operation ${slug}; there are ${coins.reference.operations.map((o) => o.slug).join(', ')}`);
    return found;
  };
  /** The operation's object in the dereferenced spec, read independently of the model. */
  const raw = (o: OperationModel): OpenAPIV3.OperationObject & { pathItem: OpenAPIV3.PathItemObject } => {
    const item = api.paths[o.path]!;
    return { ...(item[o.method as OpenAPIV3.HttpMethods] as OpenAPIV3.OperationObject), pathItem: item };
  };

  beforeAll(async () => {
    coins = await loadApiReference({
      file: COINS_SPEC,
      root: REPO,
      route: '/api',
      markdown: { baseUrl: '/' },
      strings: PT_STRINGS,
      locale: 'pt',
    });
    ({ api } = await loadSpec(COINS_SPEC, REPO));
  });

  it('has the ten operations, each at /api/<slug>, and no warnings', () => {
    const ops = coins.reference.operations;
    expect(ops.map((o) => o.slug).sort()).toEqual([...COINS_SLUGS].sort());
    for (const o of ops) expect(o.route).toBe(`/api/${o.slug}`);
    expect(new Set(ops.map((o) => o.route)).size).toBe(10);
    expect(coins.warnings).toEqual([]);
    expect(coins.reference.file).toBe('openapi/coins-api.yaml');
    expect(op('person-register')).toMatchObject({ method: 'post', path: '/people', title: 'Cadastrar pessoa', tags: ['Pessoas'] });
    expect(op('check-shipping-price')).toMatchObject({ method: 'get', path: '/catalog/{sku}/shipping-price' });
  });

  describe.each(COINS_SLUGS)('%s', (slug) => {
    it('has the nine code samples, each with the method, the URL and the example body', () => {
      const o = op(slug);
      expect(o.samples.map((s) => s.lang)).toEqual(LANGUAGES);
      const spec = raw(o);
      const params = [...(spec.pathItem.parameters ?? []), ...(spec.parameters ?? [])] as OpenAPIV3.ParameterObject[];
      const filled = o.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const p = params.find((candidate) => candidate.in === 'path' && candidate.name === name)!;
        return encodeURIComponent(String(p.example ?? (p.schema as OpenAPIV3.SchemaObject).example));
      });
      const url = `${api.servers![0]!.url}${filled}`;
      // A field of the body the samples send: the first example of the request body, its first scalar field.
      const media = (spec.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content['application/json'];
      const firstExample = Object.values(media?.examples ?? {})[0] as OpenAPIV3.ExampleObject | undefined;
      const body = (media?.example ?? firstExample?.value) as Record<string, unknown> | undefined;
      const field = body && Object.entries(body).find(([, value]) => value !== null && typeof value !== 'object');
      if (media) expect(field, 'the Coins spec has an example body for every operation with a body').toBeDefined();
      for (const sample of o.samples) {
        const text = sampleText(sample.html);
        expect(text, `${sample.lang}: method`).toMatch(new RegExp(`\\b${o.method}\\b`, 'i'));
        expect(text, `${sample.lang}: URL`).toContain(url);
        if (field) {
          expect(text, `${sample.lang}: body field name`).toContain(field[0]);
          // Case-insensitive: Python writes `true` as `True`.
          expect(text.toLowerCase(), `${sample.lang}: body field value`).toContain(String(field[1]).toLowerCase());
        }
        expect(sample.html, `${sample.lang}: highlighted`).toMatch(/<span class="hljs-/);
      }
    });

    it('leaves readOnly fields out of request trees and writeOnly ones out of response trees', () => {
      const o = op(slug);
      for (const node of nodes(o.requestBody?.schema)) expect(node.readOnly, `request ${node.name}`).toBeUndefined();
      for (const p of o.parameters) for (const node of nodes(p.schema)) expect(node.readOnly, `parameter ${p.name}`).toBeUndefined();
      for (const response of o.responses) {
        for (const node of nodes(response.schema)) expect(node.writeOnly, `response ${response.status} ${node.name}`).toBeUndefined();
      }
    });

    it('lists its responses in numeric status order', () => {
      const statuses = op(slug).responses.map((r) => r.status);
      expect(statuses.length).toBeGreaterThan(1);
      expect(statuses).toEqual([...statuses].sort((a, b) => Number(a) - Number(b)));
      expect(statuses).toEqual(Object.keys(raw(op(slug)).responses).sort((a, b) => Number(a) - Number(b)));
    });
  });

  it('sorts responses written out of order (201 before 200 in the spec)', () => {
    // JavaScript already orders integer-like keys, so this pins the outcome; features.yaml covers "2XX" and "default".
    expect(op('person-coin-register').responses.map((r) => r.status)).toEqual(['200', '201', '400', '401', '404', '409', '422', '429']);
  });

  it('shows readOnly fields in responses, marked, and keeps them out of the request of the same resource', () => {
    const person = op('person-register');
    expect(names(person.requestBody?.schema)).toEqual(['cpf', 'email', 'name', 'phone']);
    const created = person.responses.find((r) => r.status === '201')!.schema;
    expect(names(created)).toEqual(['id', 'cpf', 'email', 'name', 'phone', 'status', 'balance', 'createdAt', 'updatedAt']);
    expect(child(created, 'id')).toMatchObject({ readOnly: true, required: true, type: 'string' });
    expect(child(created, 'status')).toMatchObject({ readOnly: true, enum: ['pending', 'active', 'blocked'] });
    expect(child(created, 'name').type).toBe('string | null');
  });

  it('gives parameters their required flag, type, default, example and enum', () => {
    const [page, pageSize] = op('catalogo').parameters;
    expect(page).toMatchObject({ name: 'page', in: 'query', required: false, schema: { type: 'integer', default: '1', example: '1' } });
    expect(pageSize).toMatchObject({
      name: 'pageSize',
      in: 'query',
      required: false,
      schema: { type: 'integer', default: '20', example: '20' },
    });
    expect(pageSize!.schema.constraints.length).toBe(2);
    expect(op('check-shipping-price').parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['sku', 'path', true],
      ['cep', 'query', true],
      ['quantity', 'query', false],
    ]);
    expect(op('check-shipping-price').parameters[1]!.schema).toMatchObject({ type: 'string', example: '01310-100' });
    expect(op('person-coin-register').parameters).toMatchObject([
      { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } },
    ]);
    // The spec's only enum among parameters is a response header's.
    const replayed = op('person-coin-register')
      .responses.find((r) => r.status === '200')!
      .headers.find((h) => h.name === 'Idempotent-Replayed');
    expect(replayed).toMatchObject({ required: true, schema: { type: 'string', enum: ['true'], example: 'true' } });
  });

  it('merges the catalogue page allOf into one field list: the Pagination fields, then its own data', () => {
    const page = op('catalogo').responses.find((r) => r.status === '200')!.schema!;
    expect(page).toMatchObject({ title: 'CatalogPage', type: 'object', mergedFrom: ['Pagination', 'CatalogPage'] });
    expect(page.variants).toBeUndefined();
    expect(page.children.map((c) => [c.name, c.type, c.required])).toEqual([
      ['page', 'integer', true],
      ['pageSize', 'integer', true],
      ['totalItems', 'integer', true],
      ['totalPages', 'integer', true],
      ['data', 'array de CatalogItem', true],
    ]);
    expect(names(child(page, 'data'))).toEqual(['sku', 'name', 'priceInCoins', 'stock', 'imageUrl', 'available']);
  });

  it('labels the oneOf alternatives of the error details by their component names', () => {
    const error = op('person-register').responses.find((r) => r.status === '409')!.schema!;
    const details = child(error, 'details');
    expect(details.variants?.kind).toBe('oneOf');
    expect(details.variants!.options.map((o) => o.name)).toEqual(['ErrorFieldDetail', 'ErrorAttemptsDetail']);
  });

  it('is plain data that survives JSON', () => {
    expect(JSON.parse(JSON.stringify(coins.reference))).toEqual(coins.reference);
  });
});

describe('visibility, parameters and responses (tests/fixtures/openapi/features.yaml)', () => {
  let features: LoadedApi;
  const op = (slug: string): OperationModel => features.reference.operations.find((o) => o.slug === slug)!;
  beforeAll(async () => {
    features = await loadFixture('features.yaml');
  });

  it('leaves readOnly fields out of requests and writeOnly fields out of responses, at every depth', () => {
    const register = op('user-register');
    const request = register.requestBody!.schema!;
    expect(names(request)).toEqual(['name', 'password', 'contact']);
    expect(child(request, 'password').writeOnly).toBe(true);
    expect(names(child(request, 'contact'))).toEqual(['email', 'recoveryCode']);
    const response = register.responses[0]!.schema!;
    expect(names(response)).toEqual(['id', 'name', 'createdAt', 'contact']);
    expect(child(response, 'id').readOnly).toBe(true);
    expect(names(child(response, 'contact'))).toEqual(['email', 'verifiedAt']);
    // The same holds inside an array of the schema.
    const list = op('user-list').responses.find((r) => r.status === '200')!.schema!;
    expect(names(list)).toEqual(['id', 'name', 'createdAt', 'contact']);
  });

  it('generates response examples without writeOnly fields', () => {
    const list = op('user-list').responses.find((r) => r.status === '200')!;
    expect(list.examples.length).toBeGreaterThan(0);
    for (const example of list.examples) {
      const text = sampleText(example.html);
      expect(text).toContain('name');
      expect(text).not.toContain('password');
      expect(text).not.toContain('recoveryCode');
    }
  });

  it('carries required, type, enum, default, example and deprecated on parameters', () => {
    const [status, limit, trace] = op('user-list').parameters;
    expect(status).toMatchObject({
      name: 'status',
      in: 'query',
      required: true,
      deprecated: false,
      schema: { type: 'string', enum: ['active', 'blocked', 'pending'], default: 'active', example: 'blocked' },
    });
    expect(status!.description).toContain('Situação dos usuários');
    expect(limit).toMatchObject({ name: 'limit', in: 'query', required: false, schema: { type: 'integer', default: '20' } });
    expect(limit!.schema.example).toBeUndefined();
    expect(trace).toMatchObject({ name: 'X-Trace', in: 'header', required: false, deprecated: true, schema: { example: 'trace-123' } });
  });

  it('orders responses by status: numbers, then ranges after their codes, "default" last', () => {
    // BUG (reported): byStatus in cli/openapi/operations.ts ranks "2XX" as 29999 ("X" → "99"), after "default" (1000).
    expect(op('user-list').responses.map((r) => r.status)).toEqual(['200', '201', '2XX', '404', '500', 'default']);
  });

  it('shows oneOf and anyOf as variants, and merges allOf into one list', () => {
    const payment = op('payment-register').requestBody!.schema!;
    const method = child(payment, 'method');
    expect(method.variants?.kind).toBe('oneOf');
    expect(method.variants!.options.map((o) => o.title)).toEqual(['Card', 'Pix']);
    expect(names(method.variants!.options[0])).toEqual(['number']);
    const note = child(payment, 'note');
    expect(note.variants?.kind).toBe('anyOf');
    expect(note.variants!.options.map((o) => [o.name, o.type])).toEqual([
      ['string', 'string'],
      ['integer', 'integer'],
    ]);
    const receipt = op('payment-register').responses[0]!.schema!;
    expect(receipt).toMatchObject({ title: 'Receipt', type: 'object', mergedFrom: ['Payment', 'Receipt'] });
    expect(receipt.variants).toBeUndefined();
    expect(names(receipt)).toEqual(['method', 'note', 'paidAt']);
  });

  it('sends the query parameters and headers in the samples, to the first server', () => {
    const curl = sampleText(op('user-list').samples.find((s) => s.lang === 'curl')!.html);
    expect(curl).toContain('https://api.example.com/v2/users?');
    expect(curl).toContain('status=blocked');
    expect(curl).toContain('X-Trace: trace-123');
  });
});

describe('circular schemas (tests/fixtures/openapi/circular.yaml)', () => {
  it('builds a finite tree that marks the repeat with `circular`', async () => {
    const { reference } = await loadFixture('circular.yaml');
    const info = reference.operations.find((o) => o.slug === 'category-info')!;
    const tree = info.responses[0]!.schema!;
    expect(tree.title).toBe('Category');
    expect(tree.circular).toBeUndefined();
    expect(names(tree)).toEqual(['id', 'name', 'children', 'parent']);
    expect(child(tree, 'parent').circular).toBe('Category');
    expect(child(tree, 'parent').children).toEqual([]);
    expect(child(tree, 'children').circular).toBe('Category');
    expect(child(tree, 'children').type).toContain('Category');
    // The request tree of the same schema, without the readOnly id.
    const register = reference.operations.find((o) => o.slug === 'category-register')!;
    expect(names(register.requestBody!.schema)).toEqual(['name', 'children', 'parent']);
    expect(child(register.requestBody!.schema, 'parent').circular).toBe('Category');
    expect(register.samples.map((s) => s.lang)).toEqual(LANGUAGES);
    expect(JSON.parse(JSON.stringify(reference))).toEqual(reference);
  }, 10_000);

  it('turns a self-referencing object into a tree directly, too', () => {
    const node: Record<string, unknown> = { type: 'object', title: 'Node', properties: {} };
    (node.properties as Record<string, unknown>).next = node;
    (node.properties as Record<string, unknown>).all = { type: 'array', items: node };
    (node.properties as Record<string, unknown>).either = { oneOf: [node, { type: 'string' }] };
    const tree = schemaTree(node, { names: new Map(), describe: (text) => text, mode: 'response', strings: PT_STRINGS, locale: 'pt' });
    expect(names(tree)).toEqual(['next', 'all', 'either']);
    expect(child(tree, 'next').circular).toBe('Node');
    expect(child(tree, 'all').circular).toBe('Node');
    expect(child(tree, 'either').variants!.options[0]!.circular).toBe('Node');
    expect(JSON.stringify(tree).length).toBeLessThan(5_000);
  });
});

describe('a spec split over several files (tests/fixtures/openapi/multi-file/)', () => {
  it('follows $refs to local files, and publishes the spec as one self-contained file', async () => {
    const { reference, downloads } = await loadFixture('multi-file/spec.yaml');
    const [register] = reference.operations;
    expect(names(register!.requestBody!.schema)).toEqual(['name', 'owner']);
    expect(names(child(register!.requestBody!.schema, 'owner'))).toEqual(['email']);
    expect(names(register!.responses[0]!.schema)).toEqual(['id', 'name', 'owner']);
    expect(reference.file).toBe('multi-file/spec.yaml');
    for (const text of [downloads.yamlText, downloads.jsonText]) {
      expect(text).not.toMatch(/\.\/schemas|owner\.yaml|pet\.yaml/);
      expect(text).toContain('ana@example.com');
    }
    expect(downloads).toMatchObject({ yaml: '/openapi/spec.yaml', json: '/openapi/spec.json' });
  });
});

describe('code samples for requests that need a placeholder', () => {
  it('keeps a path parameter without an example as a placeholder in all nine samples', async () => {
    const { reference, warnings } = await loadFixture('path-param-without-example.yaml');
    const [show] = reference.operations;
    expect(warnings).toEqual([]);
    expect(show!.samples.map((s) => s.lang)).toEqual(LANGUAGES);
    for (const sample of show!.samples) {
      expect(sampleText(sample.html), sample.lang).toMatch(/https:\/\/petstore\.example\.com\/v1\/pets\/(\{petId\}|%7BpetId%7D)/);
    }
  });

  it('still gives the nine samples when the spec has no servers (the server is then "/")', async () => {
    const { reference, warnings } = await loadFixture('no-servers.yaml');
    const [list] = reference.operations;
    // BUG (reported): httpsnippet rejects the relative URL "/pets", so the operation gets no samples at all and
    // the warning only says "Validation Failed". Specs without `servers` are common (OpenAPI makes it optional).
    expect(list!.samples.map((s) => s.lang)).toEqual(LANGUAGES);
    for (const sample of list!.samples) expect(sampleText(sample.html), sample.lang).toContain('/pets');
    expect(warnings).toEqual([]);
  });
});
