// A YAML spec whose aliases nest (`&a1 [*a0, *a0, …]`, nine levels in 905 bytes) stands for hundreds of millions of
// values: swagger-parser's bundler and validator walked it as a tree for more than 90 s. Spec files are parsed by
// cli/openapi/spec-yaml.ts, which counts what the aliases add, each shared node once, and refuses a file past the limit.
import { load } from 'js-yaml';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { formatError } from '../../../cli/errors/format-error.js';
import { loadSpec } from '../../../cli/openapi/load-spec.js';
import { type AliasBomb, aliasExpansion, boundedYamlParser } from '../../../cli/openapi/spec-yaml.js';
import { tempSite } from '../support/temp-site.js';
import { rejection } from './support.js';

/** `levels` lists of nine, each naming the one before nine times: 9^levels strings in all, from a few hundred bytes. */
function aliasLevels(levels: number, indent = '  '): string {
  const lines = [`${indent}a0: &a0 [${Array(9).fill('"lol"').join(', ')}]`];
  for (let level = 1; level < levels; level++)
    lines.push(
      `${indent}a${level}: &a${level} [${Array(9)
        .fill(`*a${level - 1}`)
        .join(', ')}]`,
    );
  return lines.join('\n');
}

const spec = (extra: string) => `openapi: 3.0.3\ninfo:\n  title: Bomba\n  version: "1"\npaths: {}\n${extra}\n`;

describe('aliasExpansion', () => {
  it('counts every value once as written and as often as aliases repeat it, walking each shared node once', () => {
    expect(aliasExpansion(load('a: &x [1, 2]\nb: *x\nc: [*x, *x]'))).toEqual({ written: 8, expanded: 14 });
    expect(aliasExpansion('text')).toEqual({ written: 1, expanded: 1 });
    // Nine levels: 92 values written, 490,329,056 once expanded, counted without expanding them.
    expect(aliasExpansion(load(`x:\n${aliasLevels(9)}`))).toEqual({ written: 92, expanded: 490_329_056 });
  });

  it('counts a node inside itself once rather than looping', () => {
    const node: Record<string, unknown> = { a: 1 };
    node.self = node;
    expect(aliasExpansion(node)).toEqual({ written: 3, expanded: 3 });
  });
});

describe("the spec files' YAML parser", () => {
  it('finds anchors wherever YAML allows them, flow style and JSON keys included, and reads "&" in text as text', () => {
    const bombs: AliasBomb[] = [];
    const parser = boundedYamlParser((bomb) => bombs.push(bomb));
    const levels = Array.from({ length: 8 }, (_, i) => `"a${i + 1}":&a${i + 1} [${Array(9).fill(`*a${i}`).join(',')}]`);
    const flow = `{"a0":&a0 [1,2,3,4,5,6,7,8,9],${levels.join(',')}}`;
    expect(() => parser.parse({ url: 'flow.yaml', data: Buffer.from(flow) })).toThrow(/YAML aliases expand flow\.yaml/);
    expect(bombs).toEqual([{ url: 'flow.yaml', written: 91, expanded: 490_329_055 }]);
    expect(parser.parse({ url: 'text.yaml', data: 'a: "Tom & Jerry"\nb: https://x.example/?a=1&b=2\n' })).toEqual({
      a: 'Tom & Jerry',
      b: 'https://x.example/?a=1&b=2',
    });
  });
});

describe('loading a spec whose YAML aliases nest', () => {
  it('refuses the file, naming it, before anything walks it', async () => {
    // Seven levels (4.8 million values) are enough to pass the limit, and quick to refuse.
    const root = tempSite({ 'openapi/spec.yaml': spec(`x-bomba:\n${aliasLevels(7)}`) });
    const error = await rejection(loadSpec(path.join(root, 'openapi/spec.yaml'), root));
    expect(error).toBeInstanceOf(DocsgenError);
    expect(formatError(error).split('\n')).toEqual([
      'error[openapi-yaml-aliases]: openapi/spec.yaml: YAML aliases (*name) expand the file from 77 values to 6,053,450: more than the 1,000,000 values aliases may add',
      '  hint: aliases inside aliases multiply at every level: write a shared schema once under components and point to it with $ref, or copy it out',
    ]);
  });

  it('names the file a $ref reads when the aliases are there', async () => {
    const root = tempSite({
      'openapi/spec.yaml': spec('components:\n  schemas:\n    Bomba:\n      $ref: "./parts/bomba.yaml"'),
      'openapi/parts/bomba.yaml': `type: object\nx-bomba:\n${aliasLevels(7)}\n`,
    });
    const error = await rejection(loadSpec(path.join(root, 'openapi/spec.yaml'), root));
    expect(error).toMatchObject({ code: 'openapi-yaml-aliases', file: 'openapi/parts/bomba.yaml' });
  });

  it('loads a spec whose aliases add fewer values than the limit', async () => {
    const root = tempSite({ 'openapi/spec.yaml': spec(`x-aliases:\n${aliasLevels(5)}`) });
    const { api } = await loadSpec(path.join(root, 'openapi/spec.yaml'), root);
    expect((api as unknown as { 'x-aliases': { a4: unknown[] } })['x-aliases'].a4).toHaveLength(9);
  });
});
