// Issue 32's fuzz target: a spec whose $ref leads anywhere outside the site folder (an absolute path, a ../ chain, a
// file:// URL, /proc, a symbolic link inside the site that leads out; percent-encoded, with ./ and x/.. detours, from
// the spec or from a part of it, with or without a #pointer) never loads, so never builds, and the target's content
// appears in nothing the build makes of it, the error included. The property drives the openapi stage's loading
// (loadApiReference: read, bundle, validate) in-process; `npm run test:fuzz` runs it 10,000 times.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { loadApiReference } from '../../../cli/openapi/build-api-reference.js';
import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
import { fuzzRuns, fuzzTimeout } from '../../support/fuzz.js';

const MARKER = 'CONTEUDO-DE-FORA-5d1e';
let parent = '';
let root = '';
let outside = '';

beforeAll(() => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-refs-'));
  root = path.join(parent, 'site');
  outside = path.join(parent, 'outside');
  mkdirSync(path.join(root, 'openapi/parts'), { recursive: true });
  mkdirSync(path.join(root, 'content'), { recursive: true });
  mkdirSync(path.join(outside, 'deep'), { recursive: true });
  for (const dir of [outside, path.join(outside, 'deep')]) {
    writeFileSync(path.join(dir, 'secret.yaml'), `Secret:\n  type: string\n  description: ${MARKER}\n`);
    writeFileSync(path.join(dir, 'secret.txt'), `${MARKER}\n`);
  }
  // Links inside the site that lead out: to a file, and to a folder.
  symlinkSync(path.join(outside, 'secret.yaml'), path.join(root, 'openapi/parts/file-link.yaml'));
  symlinkSync(outside, path.join(root, 'openapi/parts/folder-link'));
});
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** A path from a folder of the site to `target` (absolute, outside), as a ../ chain with detours inside the site. */
function chainFrom(from: string, target: string, detours: number): string {
  const up = path.relative(from, target).split(path.sep);
  const detour = Array.from({ length: detours }, (_, n) => (n % 2 ? './' : 'parts/../')).join('');
  return detour + up.join('/');
}

/** Percent-encodes some of a path's letters (json-schema-ref-parser decodes them before reading). */
const encoded = (ref: string, mask: number): string =>
  [...ref].map((char, n) => (/[a-z]/.test(char) && (mask >> (n % 16)) & 1 ? `%${char.charCodeAt(0).toString(16)}` : char)).join('');

type RefKind = 'absolute' | 'chain' | 'file-url' | 'proc' | 'file-link' | 'folder-link';
const REF_KINDS: RefKind[] = ['absolute', 'chain', 'file-url', 'proc', 'file-link', 'folder-link'];

interface Case {
  kind: RefKind;
  /** The ref stands in the spec (false) or in a part the spec names (true). */
  nested: boolean;
  deep: boolean;
  yaml: boolean;
  detours: number;
  mask: number;
  hash: boolean;
  fileUrlForm: number;
  where: number;
}

/** The $ref as written in the file at `from` (a folder of the site). */
function refFor(c: Case, from: string): string {
  const target = path.join(outside, c.deep ? 'deep' : '', c.yaml ? 'secret.yaml' : 'secret.txt');
  const hash = c.hash && c.yaml ? '#/Secret' : '';
  switch (c.kind) {
    case 'absolute':
      return encoded(target, c.mask) + hash;
    case 'chain':
      return encoded(chainFrom(from, target, c.detours), c.mask) + hash;
    case 'file-url':
      return `${['file://', 'FILE://', 'file://localhost'][c.fileUrlForm % 3]}${target}${hash}`;
    case 'proc':
      return ['/proc/self/environ', '/proc/self/cmdline', `/proc/${process.pid}/environ`, '/proc/self/root/etc/passwd'][c.fileUrlForm % 4]!;
    case 'file-link':
      return `${path.relative(from, path.join(root, 'openapi/parts')).split(path.sep).join('/') || '.'}/file-link.yaml${c.hash ? '#/Secret' : ''}`;
    case 'folder-link':
      return `${path.relative(from, path.join(root, 'openapi/parts')).split(path.sep).join('/') || '.'}/folder-link/${c.deep ? 'deep/' : ''}${c.yaml ? 'secret.yaml' : 'secret.txt'}${hash}`;
  }
}

/** A spec with `ref` at one of several places (a description, a parameter, a response, a schema). */
function specWith(ref: string, where: number): string {
  const node = `{ $ref: ${JSON.stringify(ref)} }`;
  const at = where % 4;
  const response =
    at === 2 ? node : `{ description: OK, content: { application/json: { schema: ${at === 3 ? node : '{ type: object }'} } } }`;
  return [
    'openapi: 3.0.3',
    `info: { title: API, version: '1'${at === 0 ? `, description: ${node}` : ''} }`,
    'paths:',
    '  /a:',
    '    get:',
    '      operationId: getA',
    `      parameters: [${at === 1 ? node : ''}]`,
    `      responses: { '200': ${response} }`,
  ].join('\n');
}

const cases = fc.record<Case>({
  kind: fc.constantFrom(...REF_KINDS),
  nested: fc.boolean(),
  deep: fc.boolean(),
  yaml: fc.boolean(),
  detours: fc.nat(3),
  mask: fc.nat(0xffff),
  hash: fc.boolean(),
  fileUrlForm: fc.nat(11),
  where: fc.nat(3),
});

describe('a $ref out of the site folder (property)', () => {
  it(
    'never loads, and its target appears in nothing the build makes, the error included',
    async () => {
      await fc.assert(
        fc.asyncProperty(cases, async (c) => {
          const specFolder = path.join(root, 'openapi');
          const partFolder = path.join(specFolder, 'parts');
          const ref = refFor(c, c.nested ? partFolder : specFolder);
          if (c.nested) {
            writeFileSync(path.join(partFolder, 'part.yaml'), `Part:\n  description: { $ref: ${JSON.stringify(ref)} }\n`);
            writeFileSync(path.join(specFolder, 'api.yaml'), specWith('./parts/part.yaml#/Part', c.where));
          } else {
            writeFileSync(path.join(specFolder, 'api.yaml'), specWith(ref, c.where));
          }
          let loaded: unknown;
          let failure: unknown;
          try {
            loaded = await loadApiReference({
              file: path.join(specFolder, 'api.yaml'),
              root,
              route: '/api',
              markdown: { baseUrl: '/' },
              strings: PT_STRINGS,
              locale: 'pt',
            });
          } catch (error) {
            failure = error;
          }
          expect(JSON.stringify(loaded ?? null), `ref ${ref}`).not.toContain(MARKER);
          expect(failure, `ref ${ref} loaded`).toBeInstanceOf(DocsgenError);
          const error = failure as DocsgenError;
          expect(error.code, `${ref}: ${error.message}`).toBe('openapi-ref-outside-site');
          // It names the file the $ref is in and where in it.
          expect(error.file).toBe(c.nested ? 'openapi/parts/part.yaml' : 'openapi/api.yaml');
          expect(error.message, ref).toMatch(/ at #\/\S*\$ref \(/);
          expect(`${error.message}\n${error.hint}`).not.toContain(MARKER);
        }),
        { numRuns: fuzzRuns(150) },
      );
    },
    fuzzTimeout(40, 150),
  );
});
