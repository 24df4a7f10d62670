// What the "Try it" panel of each operation gets: the request's shape as plain data (servers with the sandbox first,
// the schemes it can fill in, path/query/header parameters with their examples and enums, the JSON body's example),
// and the config's `openapi.tryIt` turning it off or naming the servers.
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { loadApiReference } from '../../../cli/openapi/build-api-reference.js';
import type { TryItOption } from '../../../cli/openapi/try-it.js';
import { sandboxFirst, tryItSpec, type TryItSource } from '../../../cli/openapi/try-it.js';
import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
import { REPO } from './support.js';

const COINS_SPEC = path.join(REPO, 'openapi/coins-api.yaml');
const coins = (tryIt?: TryItOption) =>
  loadApiReference({ file: COINS_SPEC, root: REPO, route: '/api', markdown: { baseUrl: '/' }, strings: PT_STRINGS, locale: 'pt', tryIt });

describe('Try it on the Coins spec', () => {
  it("gives the shipping quote its servers, key header and parameters with the spec's examples", async () => {
    const { reference } = await coins();
    const quote = reference.operations.find((op) => op.slug === 'check-shipping-price')!;
    expect(quote.tryIt).toEqual({
      method: 'get',
      path: '/catalog/{sku}/shipping-price',
      servers: [
        { url: 'https://sandbox.api.coins.com.br/v1', description: 'Sandbox' },
        { url: 'https://api.coins.com.br/v1', description: 'Produção' },
      ],
      auth: [{ kind: 'apiKey', header: 'X-Api-Key' }],
      parameters: [
        { name: 'sku', in: 'path', required: true, example: 'CANECA-TERMICA-500', enum: undefined },
        { name: 'cep', in: 'query', required: true, example: '01310-100', enum: undefined },
        { name: 'quantity', in: 'query', required: false, example: '1', enum: undefined },
      ],
      body: undefined,
    });
  });

  it("starts a POST's body from its first example, as formatted JSON", async () => {
    const { reference } = await coins();
    const register = reference.operations.find((op) => op.slug === 'person-register')!;
    expect(register.tryIt?.body?.contentType).toBe('application/json');
    expect(JSON.parse(register.tryIt!.body!.example)).toMatchObject({ email: expect.any(String) });
    expect(register.tryIt!.body!.example).toMatch(/^\{\n {2}"/);
  });

  it('is absent on every operation with `tryIt: false`, and sends only to the configured servers', async () => {
    const off = await coins(false);
    expect(off.reference.operations.map((op) => op.tryIt)).toEqual(off.reference.operations.map(() => undefined));
    const sandbox = [{ url: 'https://sandbox.api.coins.com.br/v1', description: 'Sandbox' }];
    const on = await coins({ servers: sandbox });
    for (const op of on.reference.operations) expect(op.tryIt?.servers, op.slug).toEqual(sandbox);
  });
});

const SOURCE: TryItSource = {
  method: 'get',
  path: '/things',
  parameters: [],
  servers: [{ url: 'https://api.example.com' }],
  requirements: [],
  schemes: {},
};

describe('tryItSpec', () => {
  it('fills in bearer and basic schemes; keys in a query or cookie and OAuth flows are left to the reader', () => {
    const schemes: Record<string, OpenAPIV3.SecuritySchemeObject> = {
      token: { type: 'http', scheme: 'Bearer' },
      user: { type: 'http', scheme: 'basic' },
      query: { type: 'apiKey', in: 'query', name: 'key' },
      oauth: { type: 'oauth2', flows: {} },
    };
    const auth = (name: string) => tryItSpec({ ...SOURCE, schemes, requirements: [{ [name]: [] }] })?.auth;
    expect([auth('token'), auth('user'), auth('query'), auth('oauth')]).toEqual([[{ kind: 'bearer' }], [{ kind: 'basic' }], [], []]);
  });

  it('offers enums as their values and leaves out cookie parameters', () => {
    const parameters: OpenAPIV3.ParameterObject[] = [
      { name: 'status', in: 'query', schema: { type: 'string', enum: ['active', 'blocked'] } },
      { name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'integer', enum: [1, 2] } } },
      { name: 'session', in: 'cookie', schema: { type: 'string' } },
    ];
    expect(tryItSpec({ ...SOURCE, parameters })?.parameters).toEqual([
      { name: 'status', in: 'query', required: false, example: 'active', enum: ['active', 'blocked'] },
      { name: 'tags', in: 'query', required: false, example: undefined, enum: ['1', '2'] },
    ]);
  });

  it('has nothing to send to without an absolute server', () => {
    expect(tryItSpec({ ...SOURCE, servers: [{ url: '/v1' }] })).toBeUndefined();
    expect(tryItSpec({ ...SOURCE, servers: [] })).toBeUndefined();
  });
});

describe('sandboxFirst', () => {
  it('puts sandbox, staging and test servers before the others, keeping their order otherwise', () => {
    const servers = [
      { url: 'https://api.example.com', description: 'Production' },
      { url: 'https://latest.example.com' },
      { url: 'https://api.example.com', description: 'Sandbox' },
      { url: 'https://test.example.com' },
    ];
    expect(sandboxFirst(servers).map((s) => s.description ?? s.url)).toEqual([
      'Sandbox',
      'https://test.example.com',
      'Production',
      'https://latest.example.com',
    ]);
  });
});
