import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
// Mutated copies of the Coins spec (fields removed, values of the wrong type, maps turned into arrays, null, dangling
// and circular $refs, huge and empty strings) give an API reference or a DocsgenError that names where in the spec
// the problem is: never a raw TypeError, a stack overflow or a hang. The property drives the part of the openapi
// stage after the file is read (validation, dereferencing, the API model with its trees, examples and samples)
// in-process; `npm run test:fuzz` runs it 10,000 times.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { load } from 'js-yaml';
import { sample } from 'openapi-sampler';
import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { createMarkdownRenderer } from '../../../cli/markdown/pipeline.js';
import { checkedSpec } from '../../../cli/openapi/load-spec.js';
import { buildApiReference } from '../../../cli/openapi/operations.js';
import { fuzzRuns, fuzzTimeout } from '../../support/fuzz.js';
import { REPO } from './support.js';

const FILE = 'openapi/coins-api.yaml';
const COINS = load(readFileSync(path.join(REPO, FILE), 'utf8')) as Record<string, unknown>;
const markdown = createMarkdownRenderer({ baseUrl: '/' });

type Json = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Every place in the document as [parent, key, pointer], the root's children first. */
function places(document: Json): Array<[Json, string, string]> {
  const out: Array<[Json, string, string]> = [];
  const queue: Array<[Json, string]> = [[document, '#']];
  for (let i = 0; i < queue.length; i++) {
    const [node, pointer] = queue[i]!;
    for (const [key, value] of Object.entries(node)) {
      const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      out.push([node, key, here]);
      if (isContainer(value)) queue.push([value, here]);
    }
  }
  return out;
}

const MUTATIONS = [
  'remove',
  'string',
  'empty-string',
  'huge-string',
  'number',
  'null',
  'boolean',
  'empty-object',
  'array-for-map',
  'object-for-array',
  'dangling-ref',
  'circular-ref',
  'ref-to-sibling',
] as const;
type Mutation = { kind: (typeof MUTATIONS)[number]; at: number; pick: number };

/** Applies one mutation at the `at`-th place (modulo the places there are), in place. */
function mutate(document: Json, { kind, at, pick }: Mutation): void {
  const all = places(document);
  if (all.length === 0) return;
  const [parent, key, pointer] = all[at % all.length]!;
  const set = (value: unknown): void => {
    (parent as Record<string, unknown>)[key] = value;
  };
  const current = (parent as Record<string, unknown>)[key];
  switch (kind) {
    case 'remove':
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete (parent as Record<string, unknown>)[key];
      return;
    case 'string':
      set('texto');
      return;
    case 'empty-string':
      set('');
      return;
    case 'huge-string':
      set('x'.repeat(200_000 + (pick % 1000)));
      return;
    case 'number':
      set(pick);
      return;
    case 'null':
      set(null);
      return;
    case 'boolean':
      set(pick % 2 === 0);
      return;
    case 'empty-object':
      set({});
      return;
    case 'array-for-map':
      set(isContainer(current) ? Object.values(current) : [current]);
      return;
    case 'object-for-array':
      set(isContainer(current) ? { ...current } : { value: current });
      return;
    case 'dangling-ref':
      set({ $ref: `#/components/schemas/Nada${pick % 3}` });
      return;
    case 'circular-ref': {
      // A $ref to one of the place's own ancestors: the document now contains itself.
      const parts = pointer.split('/');
      set({ $ref: parts.slice(0, 1 + (pick % Math.max(1, parts.length - 1))).join('/') || '#' });
      return;
    }
    case 'ref-to-sibling': {
      const other = all[pick % all.length]!;
      set({ $ref: other[2] });
      return;
    }
  }
}

const mutationArb = fc.record({
  kind: fc.constantFrom(...MUTATIONS),
  at: fc.nat(),
  pick: fc.nat({ max: 10_000 }),
});

/** What the openapi stage does with a parsed spec, in-process; resolves with the number of operations built. */
async function build(document: unknown): Promise<number> {
  const api = await checkedSpec(document, FILE);
  const { reference } = buildApiReference({
    api,
    strings: PT_STRINGS,
    locale: 'pt',
    file: FILE,
    route: '/api',
    markdown,
    sample: sample as (schema: unknown, options: object, spec: unknown) => unknown,
  });
  return reference.operations.length;
}

describe('mutated copies of the Coins spec', () => {
  it('the unmutated spec builds (the property starts from a good document)', async () => {
    expect(await build(structuredClone(COINS))).toBeGreaterThan(5);
  });

  it(
    'give API pages or a DocsgenError naming where the problem is, never a crash',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(mutationArb, { minLength: 1, maxLength: 3 }), async (mutations) => {
          const document = structuredClone(COINS) as Json;
          for (const mutation of mutations) mutate(document, mutation);
          try {
            await build(document);
          } catch (error) {
            if (!(error instanceof DocsgenError)) throw error;
            expect(error.file).toBe(FILE);
            // Errors about a place in the spec say which place, as a JSON pointer (a duplicate slug names the two operations).
            if (error.code !== 'openapi-duplicate-slug') expect(error.message).toMatch(/#\/\S*/);
          }
        }),
        { numRuns: fuzzRuns(200) },
      );
    },
    // About 75 ms a case on an idle machine; the margin is for a loaded one (CI shares its two cores).
    fuzzTimeout(1_000),
  );
});
