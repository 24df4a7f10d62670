// The request "Try it" sends, built from the reader's inputs: path filled and encoded, empty optional parameters left
// out, required ones reported, credentials in the scheme's header, the JSON body with its content type.
import { describe, expect, it } from 'vitest';
import type { TryItSpec } from '../../../shared/model/api.js';
import { base64, buildRequest, initialInputs, type TryItInputs } from '../../../shared/try-it/request.js';

const SPEC: TryItSpec = {
  method: 'get',
  path: '/catalog/{sku}/shipping-price',
  servers: [
    { url: 'https://sandbox.api.coins.com.br/v1/', description: 'Sandbox' },
    { url: 'https://api.coins.com.br/v1', description: 'Produção' },
  ],
  auth: [{ kind: 'apiKey', header: 'X-Api-Key' }],
  parameters: [
    { name: 'sku', in: 'path', required: true, example: 'CANECA-01' },
    { name: 'cep', in: 'query', required: true, example: '01310-100' },
    { name: 'quantity', in: 'query', required: false },
    { name: 'X-Trace', in: 'header', required: false, example: 'abc' },
  ],
};

const typed = (changes: Partial<TryItInputs> & { set?: Record<string, string> }): TryItInputs => {
  const start = initialInputs(SPEC);
  return { ...start, ...changes, values: { ...start.values, ...changes.set } };
};

describe('buildRequest', () => {
  it('starts from the examples and the first server, sends no credential the reader did not give', () => {
    expect(buildRequest(SPEC, initialInputs(SPEC))).toEqual({
      method: 'GET',
      url: 'https://sandbox.api.coins.com.br/v1/catalog/CANECA-01/shipping-price?cep=01310-100',
      headers: [['X-Trace', 'abc']],
      body: undefined,
      missing: [],
    });
  });

  it('encodes what the reader typed and puts the key in the scheme header', () => {
    const request = buildRequest(
      SPEC,
      typed({ secret: 'sk_test_1', set: { 'path:sku': 'a/b c', 'query:cep': '04538 133', 'query:quantity': '2' } }),
    );
    expect(request.url).toBe('https://sandbox.api.coins.com.br/v1/catalog/a%2Fb%20c/shipping-price?cep=04538%20133&quantity=2');
    expect(request.headers).toEqual([
      ['X-Trace', 'abc'],
      ['X-Api-Key', 'sk_test_1'],
    ]);
  });

  it('names the required parameters left empty, in the order of the spec, and keeps the path placeholder', () => {
    const request = buildRequest(SPEC, typed({ set: { 'path:sku': '', 'query:cep': '', 'header:X-Trace': '' } }));
    expect(request.missing).toEqual(['sku', 'cep']);
    expect(request.url).toBe('https://sandbox.api.coins.com.br/v1/catalog/{sku}/shipping-price');
    expect(request.headers).toEqual([]);
  });

  it('sends a bearer token and basic credentials as Authorization', () => {
    expect(buildRequest({ ...SPEC, auth: [{ kind: 'bearer' }] }, typed({ secret: 'tok' })).headers).toContainEqual([
      'Authorization',
      'Bearer tok',
    ]);
    expect(buildRequest({ ...SPEC, auth: [{ kind: 'basic' }] }, typed({ secret: 'joão', password: 'p:1' })).headers).toContainEqual([
      'Authorization',
      `Basic ${Buffer.from('joão:p:1').toString('base64')}`,
    ]);
  });

  it('sends the body with its content type, and no body when the reader emptied it', () => {
    const withBody: TryItSpec = { ...SPEC, method: 'post', body: { contentType: 'application/json', example: '{\n  "a": 1\n}' } };
    const request = buildRequest(withBody, initialInputs(withBody));
    expect(request.body).toBe('{\n  "a": 1\n}');
    expect(request.headers.at(-1)).toEqual(['Content-Type', 'application/json']);
    const empty = buildRequest(withBody, { ...initialInputs(withBody), body: '  ' });
    expect(empty.body).toBeUndefined();
    expect(empty.headers.some(([name]) => name === 'Content-Type')).toBe(false);
  });
});

describe('base64', () => {
  it.each(['', 'a', 'ab', 'abc', 'abcd', 'ç€𝄞 user:pass'])('encodes %j as Node does', (text) => {
    expect(base64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
  });
});
