// Real-world robustness: every OpenAPI 3.x document of @readme/oas-examples (a dev dependency: ReadMe's corpus of
// edge cases: circular schemas, discriminators, callbacks, odd parameters, 3.1 type arrays, a 500 KB Star Trek API…)
// either becomes an API reference whose operation pages all render, or fails with a DocsgenError naming the file.
// Swagger 2.0 documents (the 2.0/ folder) are skipped: refusing them is pinned in errors.test.ts.
//
// The YAML folders hold the same documents as the JSON ones. A YAML file is run only when it parses to something
// other than its JSON twin (a few differ in a description or in which methods they declare) or has no twin: the
// rest would repeat the JSON run (same parsed document, same result) and double the file's time.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { load } from 'js-yaml';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { formatError } from '../../../cli/errors/format-error.js';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import { loadApiReference, type LoadedApi } from '../../../cli/openapi/build-api-reference.js';
import { renderPage } from '../../../cli/render/render-route.js';
import { minimalConfig, REPO } from './support.js';

const CORPUS = path.join(REPO, 'node_modules/@readme/oas-examples');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const SPEC_FILE = /\.(json|ya?ml)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return filesUnder(file);
      return SPEC_FILE.test(name) ? [file] : [];
    });
}

const parse = (file: string): unknown =>
  file.endsWith('.json') ? JSON.parse(readFileSync(file, 'utf8')) : load(readFileSync(file, 'utf8'));

/** The corpus' OpenAPI 3.x documents, relative to it; YAML files only when they differ from their JSON twin. */
function documents(): string[] {
  const found: string[] = [];
  for (const version of ['3.0', '3.1']) {
    for (const file of filesUnder(path.join(CORPUS, version))) {
      const rel = path.relative(CORPUS, file).split(path.sep).join('/');
      const twin = file.replace(`${path.sep}yaml${path.sep}`, `${path.sep}json${path.sep}`).replace(/\.ya?ml$/, '.json');
      if (twin !== file) {
        let same = false;
        try {
          same = isDeepStrictEqual(parse(file), parse(twin));
        } catch {
          same = false; // no twin, or one that does not parse: run the YAML file on its own
        }
        if (same) continue;
      }
      found.push(rel);
    }
  }
  return found;
}

const DOCUMENTS = documents();

/** Every operation under `paths`, as "METHOD /path", counted on the document dereferenced independently of docsgen. */
async function operationsOf(file: string): Promise<string[]> {
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  const api = (await new SwaggerParser().dereference(file, { dereference: { circular: true } })) as OpenAPIV3.Document;
  return Object.entries(api.paths ?? {}).flatMap(([route, item]) =>
    METHODS.filter((method) => item && typeof (item as Record<string, unknown>)[method] === 'object').map(
      (method) => `${method.toUpperCase()} ${route}`,
    ),
  );
}

const ASSETS = { css: '/assets/site.css', boot: '/assets/boot.js' };

describe('@readme/oas-examples', () => {
  it('holds OpenAPI 3.0 and 3.1 documents', () => {
    expect(DOCUMENTS.filter((rel) => rel.startsWith('3.0/')).length).toBeGreaterThan(30);
    expect(DOCUMENTS.filter((rel) => rel.startsWith('3.1/')).length).toBeGreaterThan(5);
  });

  it.each(DOCUMENTS)(
    '%s builds a reference that renders, or fails with a clear message',
    async (rel) => {
      const file = path.join(CORPUS, rel);
      let loaded: LoadedApi;
      try {
        loaded = await loadApiReference({ file, root: CORPUS, route: '/api', markdown: { baseUrl: '/' } });
      } catch (error) {
        // A document docsgen refuses must be refused with a DocsgenError naming the file, never with a crash.
        expect(error instanceof DocsgenError, `not a DocsgenError: ${(error as Error)?.stack ?? String(error)}`).toBe(true);
        expect(formatError(error)).toContain(rel);
        return;
      }
      const { reference } = loaded;
      const expected = await operationsOf(file);
      // Exactly one operation model per operation of the document, each at its own route.
      expect(reference.operations.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort()).toEqual([...expected].sort());
      expect(new Set(reference.operations.map((op) => op.route)).size).toBe(expected.length);
      for (const op of reference.operations) expect(op.route).toMatch(/^\/api\/[a-z0-9][a-z0-9-]*$/);

      const { model } = buildSiteModel({
        config: minimalConfig(),
        files: [],
        markdown: [],
        api: reference,
        specDownloads: { yaml: '/openapi/spec.yaml', json: '/openapi/spec.json' },
      });
      const pages = [...reference.operations.map((op) => model.pages[op.route]!), model.pages[reference.infoRoute]!];
      for (const page of pages) {
        expect(page, 'every operation and the info page have a page in the model').toBeDefined();
        // The render cache keys pages by their JSON: a page must be plain, finite data.
        expect(() => JSON.stringify(page), page.route).not.toThrow();
        const html = renderPage(page, { model, assets: ASSETS, sidebarData: {} });
        expect(html, page.route).toMatch(/^<!doctype html>/i);
        expect(html, page.route).toContain('</html>');
      }
    },
    30_000,
  );
});
