// A spec whose $refs read files outside its own folder publishes those files' contents in the spec downloads
// (openapi/<name>.yaml|json): the build says so, naming the spec, the ref and the file it reads. Refs inside the
// folder are the normal way to split a spec and give no warning.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { page, tempSite } from '../support/temp-site.js';

const spec = (ref: string): string =>
  [
    'openapi: 3.0.3',
    'info: { title: Refs, version: "1" }',
    'paths:',
    '  /coins:',
    '    get:',
    '      operationId: listCoins',
    '      responses:',
    '        "200":',
    '          description: ok',
    '          content:',
    '            application/json:',
    `              schema: { $ref: "${ref}" }`,
  ].join('\n');

const money = 'Money:\n  type: object\n  properties:\n    secretInternalField: { type: string }\n';

describe('external $refs', () => {
  it('warns that a file outside the spec folder is published, naming the spec, the ref and the resolved path', async () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }),
      'openapi/coins.yaml': spec('../private/money.yaml#/Money'),
      'private/money.yaml': money,
    });
    const result = await buildSite({ root, log: () => {} });
    const warnings = result.warnings.filter((w) => w.code === 'openapi-external-ref');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.file).toBe('openapi/coins.yaml');
    expect(warnings[0]!.message).toContain('"../private/money.yaml#/Money"');
    expect(warnings[0]!.message).toContain(path.join(root, 'private/money.yaml'));
    expect(warnings[0]!.message).toContain('/openapi/coins.yaml and /openapi/coins.json');
    // What the warning says is true: the file's contents are in the published spec.
    expect(readFileSync(path.join(root, 'build/openapi/coins.json'), 'utf8')).toContain('secretInternalField');
  }, 60_000);

  it('names the file a nested ref stands in when it is not the spec itself', async () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }),
      'openapi/coins.yaml': spec('./parts/money.yaml#/Money'),
      'openapi/parts/money.yaml': 'Money:\n  $ref: "../../shared/amount.yaml#/Amount"\n',
      'shared/amount.yaml': 'Amount:\n  type: integer\n',
    });
    const result = await buildSite({ root, log: () => {} });
    const warnings = result.warnings.filter((w) => w.code === 'openapi-external-ref');
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringContaining('"../../shared/amount.yaml#/Amount" (in openapi/parts/money.yaml)'),
    ]);
    expect(warnings[0]!.message).toContain(path.join(root, 'shared/amount.yaml'));
  }, 60_000);

  it('gives no warning for refs to files inside the spec folder', async () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }),
      'openapi/coins.yaml': spec('./parts/money.yaml#/Money'),
      'openapi/parts/money.yaml': money,
    });
    const result = await buildSite({ root, log: () => {} });
    expect(result.warnings.filter((w) => w.code.startsWith('openapi'))).toEqual([]);
    expect(result.model.pages['/api/listcoins']).toBeDefined();
  }, 60_000);
});
