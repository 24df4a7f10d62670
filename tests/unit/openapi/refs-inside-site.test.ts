// Issue 32: an OpenAPI $ref published any file the build could read (file:///etc/passwd with no warning,
// /proc/self/environ with the build's environment, an Algolia admin key among it). A $ref now reads only files inside
// the site folder (real path: no link out, no dot-file), never a URL; anything else stops the build naming the file the
// $ref is written in and its pointer, and what it names appears nowhere in the site or the cache.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import type { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { docsgen } from '../support/cli-process.js';
import { page, tempSite } from '../support/temp-site.js';
import { docsgenErrorOfAsync } from '../support/docsgen-error-of.js';

const MARKER = 'MARCADOR-SECRETO-7f3a9c';

/** A spec whose info.description is `{ $ref: ref }`, with one operation. */
const spec = (ref: string): string =>
  [
    'openapi: 3.0.3',
    `info: { title: API, version: '1', description: { $ref: ${JSON.stringify(ref)} } }`,
    'paths:',
    '  /a:',
    '    get:',
    '      operationId: getA',
    "      responses: { '200': { description: OK } }",
  ].join('\n');

/** A site (root) beside a folder `outside/` holding the secret, as a text file and as YAML. */
function siteBesideSecret(files: Record<string, string>): { root: string; outside: string } {
  const root = tempSite({ 'content/index.md': page({ title: 'Início' }), ...files });
  const outside = path.join(path.dirname(root), 'outside');
  mkdirSync(outside, { recursive: true });
  writeFileSync(path.join(outside, 'secret.txt'), `${MARKER}\n`);
  writeFileSync(path.join(outside, 'secret.yaml'), `Secret:\n  type: string\n  description: ${MARKER}\n`);
  return { root, outside };
}

/** Every file under `dir` (the site, its output and its cache) whose bytes hold the marker. */
function filesHoldingMarker(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).includes(MARKER));
}

const failedBuild = (root: string): Promise<DocsgenError> => docsgenErrorOfAsync(() => buildSite({ root, log: () => {} }));

describe('a $ref reads only files inside the site folder', { timeout: 60_000 }, () => {
  it('refuses a file:// URL, naming the spec and the pointer, and publishes nothing of the file', async () => {
    const { root, outside } = siteBesideSecret({ 'openapi/api.yaml': '' });
    writeFileSync(path.join(root, 'openapi/api.yaml'), spec(`file://${path.join(outside, 'secret.txt')}`));
    const error = await failedBuild(root);
    expect(error.code).toBe('openapi-ref-outside-site');
    expect(error.file).toBe('openapi/api.yaml');
    expect(error.message).toContain('#/info/description/$ref (info › description › $ref)');
    expect(error.message).toContain('file: URL');
    expect(existsSync(path.join(root, 'build'))).toBe(false);
    expect(filesHoldingMarker(root)).toEqual([]);
  });

  it.each([
    ['a ../ chain', '../../outside/secret.txt'],
    ['an absolute path', 'ABSOLUTE'],
    ['a chain through a folder of the site', '../content/../../outside/secret.yaml#/Secret'],
  ])('refuses %s out of the site', async (_, written) => {
    const { root, outside } = siteBesideSecret({ 'openapi/api.yaml': '' });
    const ref = written === 'ABSOLUTE' ? path.join(outside, 'secret.txt') : written;
    writeFileSync(path.join(root, 'openapi/api.yaml'), spec(ref));
    const error = await failedBuild(root);
    expect(error.code).toBe('openapi-ref-outside-site');
    expect(error.message).toContain(`$ref "${ref}" at #/info/description/$ref`);
    expect(error.message).toContain('outside the site folder');
    expect(filesHoldingMarker(root)).toEqual([]);
  });

  it('refuses a link inside the site that leads out of it, and a ref in another file of the spec, naming that file', async () => {
    const { root, outside } = siteBesideSecret({
      'openapi/api.yaml': spec('./parts/info.yaml#/Info'),
      'openapi/parts/info.yaml': 'Info:\n  $ref: "./secret-link.yaml#/Secret"\n',
    });
    symlinkSync(path.join(outside, 'secret.yaml'), path.join(root, 'openapi/parts/secret-link.yaml'));
    const error = await failedBuild(root);
    expect(error.code).toBe('openapi-ref-outside-site');
    expect(error.file).toBe('openapi/parts/info.yaml');
    expect(error.message).toContain('$ref "./secret-link.yaml#/Secret" at #/Info/$ref');
    expect(error.message).toContain('in a part of the spec openapi/api.yaml');
    expect(error.message).toContain(`a link to ${path.join(outside, 'secret.yaml')}`);
    expect(filesHoldingMarker(root).map((file) => path.relative(root, file))).toEqual([]);
  });

  it('refuses a dot-file inside the site (a .env), as pages’ includes do', async () => {
    const { root } = siteBesideSecret({ 'openapi/api.yaml': spec('../.env'), '.env': `TOKEN=${MARKER}\n` });
    const error = await failedBuild(root);
    expect(error.code).toBe('openapi-ref-hidden-file');
    expect(error.message).toContain('names .env');
    expect(filesHoldingMarker(root).map((file) => path.relative(root, file))).toEqual(['.env']);
  });

  it('never fetches a URL: the server named gets no request', async () => {
    let requests = 0;
    const server = createServer((_, response) => {
      requests += 1;
      response.end(`Secret: { type: string, description: ${MARKER} }`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/secret.yaml`;
      for (const ref of [url, 'https://example.com/secret.yaml#/Secret']) {
        const { root } = siteBesideSecret({ 'openapi/api.yaml': spec(ref) });
        const error = await failedBuild(root);
        expect(error.code).toBe('openapi-ref-url');
        expect(error.message).toContain(`$ref "${ref}" at #/info/description/$ref`);
        expect(filesHoldingMarker(root)).toEqual([]);
      }
    } finally {
      server.close();
    }
    expect(requests).toBe(0);
  });

  it('names a missing file by the $ref and its pointer', async () => {
    const { root } = siteBesideSecret({ 'openapi/api.yaml': spec('./parts/missing.yaml') });
    const error = await failedBuild(root);
    expect(error.code).toBe('openapi-resolve');
    expect(error.message).toBe(
      '$ref "./parts/missing.yaml" at #/info/description/$ref (info › description › $ref) could not be loaded: openapi/parts/missing.yaml does not exist or is not a file',
    );
  });

  it('still reads the files of the site a spec is split into', async () => {
    const { root } = siteBesideSecret({
      'openapi/api.yaml': spec('../shared/info.yaml#/Info'),
      'shared/info.yaml': 'Info: Uma API de moedas.\n',
    });
    const result = await buildSite({ root, log: () => {} });
    expect(result.warnings.map((warning) => warning.code)).toContain('openapi-external-ref');
    expect(readFileSync(path.join(root, 'build/openapi/api.json'), 'utf8')).toContain('Uma API de moedas.');
  });
});

describe('the build environment is not published', { timeout: 60_000 }, () => {
  it('refuses /proc/self/environ: the Algolia admin key given to `docsgen build` appears nowhere', async () => {
    const { root } = siteBesideSecret({ 'openapi/api.yaml': spec('/proc/self/environ') });
    const run = await docsgen(['build', root], { env: { DOCSGEN_ALGOLIA_ADMIN_KEY: MARKER } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error[openapi-ref-outside-site]: openapi/api.yaml: $ref "/proc/self/environ" at #/info/description/$ref (info › description › $ref) leads to /proc/self/environ, outside the site folder',
    );
    expect(run.stdout + run.stderr).not.toContain(MARKER);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
    expect(filesHoldingMarker(root)).toEqual([]);
  });
});
