import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
// The build's first stages on their own (loadSiteModel): what `docsgen search push` reads without writing an output,
// and what `docsgen dev` hands over instead of reading from disk.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteModel } from '../../../cli/builder/load-site.js';
import { loadConfig } from '../../../cli/config/load-config.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { loadApiReference } from '../../../cli/openapi/build-api-reference.js';
import { page, tempSite } from '../support/temp-site.js';

const spec = {
  openapi: '3.0.3',
  info: { title: 'Moedas', version: '1' },
  paths: { '/saldo': { get: { operationId: 'getSaldo', summary: 'Saldo', responses: { '200': { description: 'ok' } } } } },
};

function apiSite(body: string): string {
  return tempSite({
    'docsgen.config.ts': "export default { baseUrl: '/docs/', openapi: { spec: 'openapi.json', route: '/api' } };\n",
    'openapi.json': JSON.stringify(spec),
    'static/manual.pdf': '%PDF-1.4',
    'content/index.md': page({ title: 'Início' }, body),
  });
}

describe('loadSiteModel', () => {
  it('reads the site with the config it is given, prints each stage and writes no output', async () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }), 'content/guia.md': page({ title: 'Guia' }) });
    const lines: string[] = [];
    const { model, warnings, api } = await loadSiteModel({ config: await loadConfig(root), log: (line) => lines.push(line) });
    expect(Object.keys(model.pages)).toEqual(expect.arrayContaining(['/', '/guia']));
    expect(warnings).toEqual([]); // `no-url` is the build's: this writes no sitemap
    expect(api).toBeUndefined();
    // No config stage: the road that reads the site read the config, once, at its start (read-config.ts).
    expect(lines.map((line) => line.replace(/ +[\d.]+ m?s {2}/, ' | '))).toEqual([
      '  content | 2 Markdown files',
      '  markdown | 2 rendered, 0 from cache',
      `  model | ${Object.keys(model.pages).length} routes, 1 sidebars, ${model.search.length} search records, 0 warnings`,
    ]);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
    // Its Markdown cache is the build's: the next load takes the pages from it, unless told to use none.
    expect(existsSync(path.join(root, '.docsgen/cache/markdown.jsonl'))).toBe(true);
    const again: string[] = [];
    await loadSiteModel({ config: await loadConfig(root), log: (line) => again.push(line) });
    expect(again[1]).toMatch(/ {2}0 rendered, 2 from cache$/);
    const uncached: string[] = [];
    await loadSiteModel({ config: await loadConfig(root), cache: false, log: (line) => uncached.push(line) });
    expect(uncached[1]).toMatch(/ {2}2 rendered, 0 from cache$/);
  });

  it('offers the spec for download beside the static files: links to them resolve, under the base URL', async () => {
    const root = apiSite('[YAML](/openapi/openapi.yaml) [JSON](/openapi/openapi.json) [manual](/manual.pdf) [nada](/nada.pdf)\n');
    const lines: string[] = [];
    const { model, warnings, api } = await loadSiteModel({ config: await loadConfig(root), log: (line) => lines.push(line) });
    expect(lines[2]).toMatch(/^ {2}openapi +[\d.]+ m?s {2}1 operations from openapi\.json$/);
    expect(api).toMatchObject({ yaml: '/openapi/openapi.yaml', json: '/openapi/openapi.json' });
    expect(warnings.map((warning) => [warning.code, warning.message])).toEqual([['broken-link', 'link to /nada.pdf points to no page']]);
    // The API's first page links the downloads under the base URL.
    const info = Object.values(model.pages).find((p) => p.kind === 'api-info');
    expect(JSON.stringify(info)).toContain('"/docs/openapi/openapi.yaml"');
    expect(JSON.stringify(info)).toContain('"/docs/openapi/openapi.json"');
  });

  it('takes the sources `docsgen dev` hands over instead of reading them', async () => {
    const root = apiSite('[virtual](/virtual.pdf) [manual](/manual.pdf)\n');
    const loaded = await loadSiteModel({ config: await loadConfig(root), log: () => {} });
    const { warnings } = await loadSiteModel({
      config: await loadConfig(root),
      log: () => {},
      sources: {
        staticFiles: () => ['/virtual.pdf'],
        loadApi: async () => ({ ...(await loadedApi(root)), warnings: [{ code: 'from-dev', message: 'kept' }] }),
      },
    });
    // The static files listed by the caller, not the folder: /manual.pdf is now the broken one.
    expect(loaded.warnings.map((w) => w.message)).toEqual(['link to /virtual.pdf points to no page']);
    expect(warnings.map((w) => w.message)).toEqual(['kept', 'link to /manual.pdf points to no page']);
  });

  it('refuses a site with no page and no spec, naming the content folder, even when it is the site root', async () => {
    for (const [config, folder] of [
      ['', 'content'],
      ["export default { contentDir: '.' };\n", '.'],
      ["export default { contentDir: 'docs/pages' };\n", 'docs/pages'],
    ] as const) {
      const root = tempSite(config ? { 'docsgen.config.ts': config, 'docs/pages/.gitkeep': '' } : {});
      const error = await loadSiteModel({ config: await loadConfig(root), log: () => {} }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocsgenError);
      expect(error).toMatchObject({
        code: 'no-pages',
        file: folder,
        message: `${folder}/ holds no Markdown page (.md) and the config names no OpenAPI spec: there is nothing to build`,
        hint: `add ${folder}/index.md, the home page, or set \`contentDir\` in the config to the folder that holds your pages`,
      });
    }
  });

  it('builds a site of a spec and no page, with a generated home page it warns of, in the content folder it names', async () => {
    const root = tempSite({
      'docsgen.config.ts':
        "export default { url: 'https://x.example', contentDir: 'docs', openapi: { spec: 'openapi.json', route: '/api' } };\n",
      'openapi.json': JSON.stringify(spec),
      'docs/.gitkeep': '',
    });
    const { model, warnings } = await loadSiteModel({ config: await loadConfig(root), log: () => {} });
    expect(Object.values(model.pages).map((p) => p.kind)).toContain('api-operation');
    expect(warnings).toEqual([
      {
        code: 'no-home-page',
        file: 'docs',
        message:
          "no page has the route /: readers get a generated home page, the site's title over links to the sidebar's pages; " +
          'write docs/index.md (or docs/README.md, or give a page `slug: /`) for a home page of your own',
      },
    ]);
    expect(model.pages['/']!.kind).toBe('home');
  });
});

/** The API reference as the build loads it, for a caller that hands it over. */
function loadedApi(root: string) {
  return loadApiReference({
    file: path.join(root, 'openapi.json'),
    root,
    route: '/api',
    markdown: { baseUrl: '/docs/', rawHtml: true },
    strings: PT_STRINGS,
    locale: 'pt',
  });
}
