import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
// Real-world robustness: every OpenAPI 3.x document of @readme/oas-examples (a dev dependency: ReadMe's corpus of
// edge cases: circular schemas, discriminators, callbacks, odd parameters, 3.1 type arrays, a 500 KB Star Trek API…)
// is pinned to one outcome: listed in BUILDS, it must become an API reference whose operation pages all render;
// listed in REFUSED, it must fail with that error code and a message naming the file. A document in neither list
// (a new corpus version) fails the listing test until someone decides which it is.
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
import { sidebarRouteIndexes } from '../../../cli/render/render-inputs.js';
import { renderPage } from '../../../cli/render/render-route.js';
import { minimalConfig, REPO, rejection } from './support.js';

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

/** The documents that must build (@readme/oas-examples 8.2.2), relative to the corpus. */
const BUILDS = [
  '3.0/json/callbacks.json',
  '3.0/json/circular-paths.json',
  '3.0/json/circular-request-bodies.json',
  '3.0/json/circular.json',
  '3.0/json/complex-nesting.json',
  '3.0/json/discriminators.json',
  '3.0/json/file-uploads.json',
  '3.0/json/form-data.json',
  '3.0/json/http-status-codes.json',
  '3.0/json/link-example.json',
  '3.0/json/openapi-workshop/additional-ref.json',
  '3.0/json/openapi-workshop/anyOf-allOf.json',
  '3.0/json/openapi-workshop/get.json',
  '3.0/json/openapi-workshop/hoot.json',
  '3.0/json/openapi-workshop/post-requestBody.json',
  '3.0/json/openapi-workshop/post-responses.json',
  '3.0/json/openapi-workshop/refs.json',
  '3.0/json/openapi-workshop/server-variables.json',
  '3.0/json/openapi-workshop/title.json',
  '3.0/json/parameters-common.json',
  '3.0/json/parameters-cookies.json',
  '3.0/json/parameters-extreme.json',
  '3.0/json/parameters-style.json',
  '3.0/json/petstore-expanded.json',
  '3.0/json/petstore-simple-no-tags.json',
  '3.0/json/petstore-simple.json',
  '3.0/json/petstore.json',
  '3.0/json/polymorphism.json',
  '3.0/json/readme-extensions.json',
  '3.0/json/readme-legacy.json',
  '3.0/json/request-examples.json',
  '3.0/json/response-empty-examples.json',
  '3.0/json/response-examples.json',
  '3.0/json/response-http-behavior.json',
  '3.0/json/response-multiple-mediatypes.json',
  '3.0/json/response-schemas.json',
  '3.0/json/schema-additional-properties.json',
  '3.0/json/schema-circular.json',
  '3.0/json/schema-deprecated.json',
  '3.0/json/schema-encoding-style.json',
  '3.0/json/schema-enums.json',
  '3.0/json/schema-types.json',
  '3.0/json/schema-validation.json',
  '3.0/json/schema-visibility.json',
  '3.0/json/security-multiple.json',
  '3.0/json/security.json',
  '3.0/json/server-path-level.json',
  '3.0/json/server-variables.json',
  '3.0/json/star-trek.json',
  '3.0/json/uspto.json',
  '3.0/yaml/petstore-expanded.yaml',
  '3.0/yaml/uspto.yaml',
  '3.1/json/parameters-style.json',
  '3.1/json/petstore-simple.json',
  '3.1/json/petstore.json',
  '3.1/json/readme-extensions.json',
  '3.1/json/readme.json',
  '3.1/json/schema-encoding-style.json',
  '3.1/json/schema-types.json',
  '3.1/json/schema-validation-local.json',
  '3.1/json/schema-validation-top-level.json',
  '3.1/json/security.json',
  '3.1/json/train-travel.json',
  '3.1/json/webhooks.json',
  '3.1/yaml/parameters-style.yaml',
  '3.1/yaml/train-travel.yaml',
];

/**
 * The documents docsgen must refuse, with the first line it prints for each (its code, the file, where and why).
 * openapi-workshop/post.json declares an operation with an empty `responses`, which OpenAPI 3.0 forbids.
 */
const REFUSED: Record<string, { code: string; line: string }> = {
  '3.0/json/openapi-workshop/post.json': {
    code: 'openapi-invalid',
    line:
      'error[openapi-invalid]: 3.0/json/openapi-workshop/post.json: the OpenAPI document is invalid at ' +
      '#/paths/~1hoot/post/responses (paths › /hoot › post › responses): must NOT have fewer than 1 properties',
  },
};

const loadCorpus = (rel: string): Promise<LoadedApi> =>
  loadApiReference({
    file: path.join(CORPUS, rel),
    root: CORPUS,
    route: '/api',
    markdown: { baseUrl: '/' },
    strings: PT_STRINGS,
    locale: 'pt',
  });

describe('@readme/oas-examples', () => {
  it('has each OpenAPI 3.0 and 3.1 document listed once, as building or refused', () => {
    const listed = [...BUILDS, ...Object.keys(REFUSED)];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...DOCUMENTS].sort());
  });

  it.each(BUILDS)(
    '%s builds a reference whose pages all render',
    async (rel) => {
      const file = path.join(CORPUS, rel);
      const { reference } = await loadCorpus(rel);
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
        const html = renderPage(page, { model, assets: ASSETS, sidebarData: {}, sidebarRoutes: sidebarRouteIndexes(model) });
        expect(html, page.route).toMatch(/^<!doctype html>/i);
        expect(html, page.route).toContain('</html>');
      }
    },
    30_000,
  );

  it.each(Object.entries(REFUSED))('%s is refused with its code, naming the file', async (rel, { code, line }) => {
    const error = await rejection(loadCorpus(rel));
    // A refusal is a DocsgenError, never a crash of a library underneath.
    expect(error instanceof DocsgenError, `not a DocsgenError: ${error.stack ?? String(error)}`).toBe(true);
    expect({ code: error.code, file: error.file }).toEqual({ code, file: rel });
    expect(formatError(error).split('\n')[0]).toBe(line);
  });
});
