import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
// Failures the spec-mutation property test found, pinned one by one: each is a DocsgenError naming the JSON pointer
// of the field at fault (or a page that renders), where they were a message without a place or a raw TypeError.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { sample } from 'openapi-sampler';
import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { createMarkdownRenderer } from '../../../cli/markdown/pipeline.js';
import { jsonText } from '../../../cli/openapi/json-text.js';
import { checkedSpec, loadSpec } from '../../../cli/openapi/load-spec.js';
import { buildApiReference } from '../../../cli/openapi/operations.js';
import { tempSite } from '../support/temp-site.js';
import { rejection } from './support.js';

const minimal = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  openapi: '3.0.3',
  info: { title: 'T', version: '1' },
  paths: { '/a': { get: { operationId: 'a', responses: { '200': { description: 'ok' } } } } },
  ...extra,
});

async function specFailure(document: unknown): Promise<DocsgenError> {
  const error = await rejection(checkedSpec(document, 'openapi/t.yaml'));
  expect(error).toBeInstanceOf(DocsgenError);
  return error as unknown as DocsgenError;
}

describe('errors name the JSON pointer of the field at fault', () => {
  it('a $ref whose path runs through a value that is not an object (the resolver threw a bare TypeError)', async () => {
    const document = minimal({ components: { parameters: { $ref: '#/openapi' } } });
    (document.paths as { '/a': { get: Record<string, unknown> } })['/a'].get.parameters = [{ $ref: '#/components/parameters/PersonId' }];
    const error = await specFailure(document);
    expect(error.code).toBe('openapi-unresolved-ref');
    expect(error.message).toBe(
      '$ref "#/components/parameters/PersonId" points to nothing (a part of its path is not an object); it is used at ' +
        '#/paths/~1a/get/parameters/0/$ref (paths › /a › get › parameters › 0 › $ref)',
    );
  });

  it('a missing openapi version', async () => {
    const { openapi: _, ...rest } = minimal();
    const error = await specFailure(rest);
    expect(error.code).toBe('openapi-version');
    expect(error.message).toBe('the document has no "openapi" version at #/openapi (openapi)');
  });

  it('a numeric openapi version and a numeric info.version', async () => {
    expect((await specFailure(minimal({ openapi: 3 }))).message).toContain('#/openapi');
    expect((await specFailure(minimal({ info: { title: 'T', version: 1 } }))).message).toContain('#/info/version');
  });

  it('a document without paths', async () => {
    const { paths: _, ...rest } = minimal();
    const error = await specFailure(rest);
    expect(error.message).toContain('#/paths');
    expect(error.message).not.toContain('[object Object]');
  });

  it('a $ref to a file that does not exist, with where it is used', async () => {
    const root = tempSite({});
    const file = path.join(root, 'spec.yaml');
    writeFileSync(
      file,
      'openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths:\n  /a:\n    get:\n      responses:\n        "200": { $ref: "./nada.yaml" }\n',
    );
    const error = await rejection(loadSpec(file, root));
    expect(error).toBeInstanceOf(DocsgenError);
    expect(error.message).toContain('#/paths/~1a/get/responses/200/$ref');
    expect(error.message).toContain('nada.yaml');
  });
});

describe('values that contain themselves', () => {
  it('an example whose $ref points to its own ancestor renders, the repeat written as "[circular]"', async () => {
    const document = load(
      [
        'openapi: 3.0.3',
        'info: { title: T, version: "1" }',
        'paths:',
        '  /a:',
        '    get:',
        '      operationId: a',
        '      responses:',
        '        "200":',
        '          description: ok',
        '          content:',
        '            application/json:',
        '              example:',
        '                name: Ana',
        '                self: { $ref: "#/paths/~1a/get/responses/200/content/application~1json/example" }',
      ].join('\n'),
    );
    const api = await checkedSpec(document, 'openapi/t.yaml');
    const { reference } = buildApiReference({
      api,
      strings: PT_STRINGS,
      locale: 'pt',
      file: 'openapi/t.yaml',
      route: '/api',
      markdown: createMarkdownRenderer({ baseUrl: '/' }),
      sample: sample as never,
    });
    const html = reference.operations[0]!.responses[0]!.examples[0]!.html;
    expect(html).toContain('Ana');
    expect(html).toContain('[circular]');
  });

  it('jsonText writes a shared, non-circular value in full each time', () => {
    const shared = { a: 1 };
    expect(JSON.parse(jsonText({ x: shared, y: [shared, shared] }))).toEqual({ x: { a: 1 }, y: [{ a: 1 }, { a: 1 }] });
  });

  it('a description that is not text (a $ref put an object there) shows nothing, and the pages build', () => {
    const api = minimal() as never as Parameters<typeof buildApiReference>[0]['api'];
    const operation = (api.paths['/a'] as { get: Record<string, unknown> }).get;
    operation.description = { nested: { $ref: '#/paths' } };
    const { reference } = buildApiReference({
      api,
      strings: PT_STRINGS,
      locale: 'pt',
      file: 'openapi/t.yaml',
      route: '/api',
      markdown: createMarkdownRenderer({ baseUrl: '/' }),
      sample: sample as never,
    });
    expect(reference.operations).toHaveLength(1);
  });

  it('a description nested past the Markdown limit is an error naming the spec, not a raw exception', () => {
    const api = minimal() as never as Parameters<typeof buildApiReference>[0]['api'];
    (api.paths['/a'] as { get: Record<string, unknown> }).get.description = `Lista funda:\n\n${'- '.repeat(80)}fundo`;
    let error: unknown;
    try {
      buildApiReference({
        api,
        strings: PT_STRINGS,
        locale: 'pt',
        file: 'openapi/t.yaml',
        route: '/api',
        markdown: createMarkdownRenderer({ baseUrl: '/' }),
        sample: sample as never,
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DocsgenError);
    expect(error).toMatchObject({ code: 'markdown-nesting', file: 'openapi/t.yaml', hint: expect.stringMatching(/^flatten/) });
    expect((error as Error).message).toMatch(
      /^the description starting "Lista funda: - - -.*" cannot be rendered: lists and quotes nested deeper/,
    );
  });
});
