import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
// Components that reference one another (a DAG of shared $refs, as in big real specs) used to be expanded as a tree
// at every step of the openapi stage: the validator, the schema tree and the example generator each walked 10^n
// copies, and a 1 MB spec of 8 such schemas took 65 s and 2.2 GB for 4 operations. Each step now sees each shared
// schema once per operation and stops at a bounded size; these tests pin what a reader still gets.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiReference } from '../../../cli/openapi/build-api-reference.js';
import type { SchemaNode } from '../../../shared/model/api.js';
import { tempSite } from '../support/temp-site.js';

/** `count` schemas of 30 plain fields and 10 refs to earlier schemas (5 direct, 5 as array items). */
function dagSpec(count: number): object {
  const schemas: Record<string, object> = {};
  for (let s = 0; s < count; s++) {
    const properties: Record<string, object> = {};
    for (let p = 0; p < 40; p++) {
      const target = s > 0 ? `#/components/schemas/S${(p * 7 + s) % s}` : undefined;
      if (target && p % 4 === 0) properties[`ref${p}`] = { $ref: target };
      else if (target && p % 4 === 1) properties[`list${p}`] = { type: 'array', items: { $ref: target } };
      else properties[`field${p}`] = { type: 'string', description: `Campo ${p} de S${s}.` };
    }
    schemas[`S${s}`] = { type: 'object', properties };
  }
  const last = `#/components/schemas/S${count - 1}`;
  return {
    openapi: '3.0.3',
    info: { title: 'Dag', version: '1' },
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          requestBody: { content: { 'application/json': { schema: { $ref: last } } } },
          responses: { '201': { description: 'ok', content: { 'application/json': { schema: { $ref: last } } } } },
        },
      },
    },
    components: { schemas },
  };
}

function countNodes(node: SchemaNode): number {
  return (
    1 +
    node.children.reduce((sum, child) => sum + countNodes(child), 0) +
    (node.variants?.options ?? []).reduce((s, o) => s + countNodes(o), 0)
  );
}

function findAll(node: SchemaNode, title: string, found: SchemaNode[] = []): SchemaNode[] {
  if (node.title === title) found.push(node);
  for (const child of node.children) findAll(child, title, found);
  return found;
}

describe('a spec of shared schemas that reference one another', () => {
  it('builds in seconds, each shared schema listing its fields once per tree, the rest by name', async () => {
    const root = tempSite({});
    const file = path.join(root, 'openapi/dag.json');
    writeFileSync(path.join(root, 'content/index.md'), '# x\n');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(dagSpec(10)));
    const started = performance.now();
    const { reference } = await loadApiReference({
      file,
      root,
      route: '/api',
      markdown: { baseUrl: '/' },
      strings: PT_STRINGS,
      locale: 'pt',
    });
    const seconds = (performance.now() - started) / 1000;
    // Before: minutes (the 8-schema version of this spec took 65 s); the work is now bounded per operation.
    expect(seconds).toBeLessThan(20);
    const op = reference.operations[0]!;
    const tree = op.responses[0]!.schema!;
    expect(countNodes(tree)).toBeLessThan(3000);
    // S0 is reachable from many places; its fields are listed at one of them, and the others show it by name.
    const s0 = findAll(tree, 'S0');
    expect(s0.length).toBeGreaterThan(1);
    expect(s0.filter((node) => node.children.length > 0)).toHaveLength(1);
    expect(s0.find((node) => node.children.length > 0)!.children.map((c) => c.name)).toContain('field39');
    // The generated example is bounded too, and still has the top-level fields.
    const example = op.requestBody!.examples[0]!.html;
    expect(example.length).toBeLessThan(2_000_000);
    expect(example).toContain('field2');
  }, 60_000);
});
