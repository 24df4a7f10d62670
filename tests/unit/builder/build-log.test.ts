// What `docsgen build` prints: one line per stage saying what it did, then a summary. Maintainers read these lines to
// see what a build reused from its caches, so each figure is checked against the output or the sources.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { filesOf } from '../support/cli-process.js';
import { page, tempSite } from '../support/temp-site.js';

const spec = {
  openapi: '3.0.3',
  info: { title: 'Moedas', version: '1' },
  paths: {
    '/saldo': { get: { operationId: 'getSaldo', summary: 'Saldo', responses: { '200': { description: 'ok' } } } },
    '/resgate': { post: { operationId: 'postResgate', summary: 'Resgate', responses: { '200': { description: 'ok' } } } },
  },
};

function site(config = "title: 'Docs', url: 'https://docs.example.com', baseUrl: '/docs/', "): string {
  return tempSite({
    // Brotli copies, so the compress stage's line has copies to count.
    'docsgen.config.ts': `export default { ${config}precompress: ['br'], openapi: { spec: 'openapi.json', route: '/api' } };\n`,
    'openapi.json': JSON.stringify(spec),
    // A compressed file the site ships itself: counted in the size, though its name ends in .gz.
    'static/dados.tar.gz': 'x'.repeat(100),
    'content/index.md': page({ title: 'Início' }, `## Olá\n\n${'Bem-vindo. '.repeat(100)}\n`),
    'content/guia/index.md': page({ title: 'Guia' }),
    'content/guia/passo.md': page({ title: 'Passo' }),
  });
}

/** The detail a stage's line prints after its name and time. */
function detailOf(lines: string[], stage: string): string {
  const line = lines.find((l) => l.startsWith(`  ${stage.padEnd(9)} `));
  expect(line, `a "${stage}" line in\n${lines.join('\n')}`).toBeDefined();
  return line!.replace(/^ {2}\S+ +[\d.]+ (ms|s) {2}/, '');
}

async function build(root: string, options: { cache?: boolean } = {}) {
  const lines: string[] = [];
  const result = await buildSite({ root, threads: 1, ...options, log: (line) => lines.push(line) });
  return { lines, result };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the build log', () => {
  it('prints the stages in order, each with what it made, then the pages, the size and where they went', async () => {
    const root = site();
    const { lines, result } = await build(root);
    const out = path.join(root, 'build');
    expect(lines.map((line) => line.trim().split(' ')[0])).toEqual([
      'config',
      'content',
      'markdown',
      'openapi',
      'model',
      'client',
      'render',
      'llms',
      'search',
      'compress',
      'write',
      'Built',
    ]);
    expect(detailOf(lines, 'config')).toBe('reading a docsgen site: docsgen.config.ts');
    expect(detailOf(lines, 'content')).toBe('3 Markdown files');
    expect(detailOf(lines, 'markdown')).toBe('3 rendered, 0 from cache');
    expect(detailOf(lines, 'openapi')).toBe('2 operations from openapi.json');
    const pages = Object.keys(result.model.pages).length;
    expect(detailOf(lines, 'model')).toBe(`${pages} routes, 1 sidebars, ${result.model.search.length} search records, 0 warnings`);
    expect(detailOf(lines, 'client')).toMatch(/^\d+ files$/);
    expect(detailOf(lines, 'render')).toBe(`${pages} rendered, 0 unchanged`);
    const searchPages = result.model.search.filter((record) => record.type === 'lvl1').length;
    expect(detailOf(lines, 'search')).toMatch(
      new RegExp(
        `^${result.model.search.length} records of ${searchPages} pages \\(${searchPages} indexed, 0 from cache\\) in \\d+ files, [\\d.]+ KB; ` +
          'pages prepared in \\d+ ms, index built in \\d+ ms beside render$',
      ),
    );
    // Each page's Markdown (content pages and the API's), llms.txt and llms-full.txt.
    const markdownPages = Object.values(result.model.pages).filter((page) => 'markdown' in page && page.markdown !== undefined).length;
    expect(markdownPages).toBeGreaterThan(3);
    expect(detailOf(lines, 'llms')).toMatch(
      new RegExp(
        `^${markdownPages + 2} files for readers' tools \\(<route>\\.md, llms\\.txt, llms-full\\.txt\\), [\\d.]+ KB, 0 unchanged$`,
      ),
    );
    const files = [...filesOf(out).keys()];
    const copies = files.filter((file) => /\.(br|gz)$/.test(file) && file !== 'dados.tar.gz');
    expect(copies.length).toBeGreaterThan(0);
    // Brotli copies only, as the config asks: no .gz but the one the site ships.
    expect(copies.every((file) => file.endsWith('.br'))).toBe(true);
    // Pages are compressed as they are rendered, the search index's files as its thread writes them, the other files
    // in the compress stage: one line counts them all.
    const pageCopies = copies.filter((file) => file.endsWith('.html.br')).length;
    const searchCopies = copies.filter((file) => file.startsWith('assets/search/')).length;
    expect(searchCopies).toBeGreaterThan(0);
    expect(detailOf(lines, 'compress')).toBe(
      `${copies.length} text files: ${copies.length} .br written (${pageCopies} as pages were rendered)` +
        ` (${searchCopies} with the search index), 0 kept from the last build`,
    );
    expect(detailOf(lines, 'write')).toBe(path.relative(process.cwd(), out));
    // The size counts the site's files once: not the .br copies beside them, but a .gz the site ships itself.
    const bytes = files.filter((file) => !copies.includes(file)).reduce((sum, file) => sum + statSync(path.join(out, file)).size, 0);
    expect(result.bytes).toBe(bytes);
    expect(lines.at(-1)).toBe(
      `Built ${pages} pages (${(bytes / 1024).toFixed(1)} KB) in ${lines.at(-1)!.match(/in (\S+ m?s)/)![1]} → ${path.relative(process.cwd(), out)}`,
    );
    expect(result.searchIndexUrl).toBe('/docs/assets/search-index.json');
    // The spec, offered for download in both formats.
    expect(JSON.parse(readFileSync(path.join(out, 'openapi/openapi.json'), 'utf8'))).toEqual(spec);
    expect(readFileSync(path.join(out, 'openapi/openapi.yaml'), 'utf8')).toMatch(/^openapi: 3\.0\.3\n/);
  });

  it('says what a second build took from its caches, and that --no-cache took nothing', async () => {
    const root = site();
    const first = await build(root);
    const second = await build(root);
    const pages = Object.keys(second.result.model.pages).length;
    expect(detailOf(second.lines, 'markdown')).toBe('0 rendered, 3 from cache');
    expect(detailOf(second.lines, 'client')).toBe(`${detailOf(first.lines, 'client')} (cached)`);
    expect(detailOf(second.lines, 'render')).toBe(`0 rendered, ${pages} unchanged`);
    expect(detailOf(second.lines, 'search')).toMatch(/ \(0 indexed, (\d+) from cache\)/);
    // The files for readers' tools are the same: linked from the last output, not written again.
    const llmsFiles = detailOf(first.lines, 'llms').match(/^(\d+) files/)![1];
    expect(detailOf(second.lines, 'llms')).toMatch(new RegExp(`^${llmsFiles} files .*, ${llmsFiles} unchanged$`));
    const written = detailOf(first.lines, 'compress').match(/: (\d+) \.br/)![1];
    expect(detailOf(second.lines, 'compress')).toMatch(new RegExp(`: 0 \\.br written, ${written} kept from the last build$`));

    const uncached = await build(root, { cache: false });
    expect(detailOf(uncached.lines, 'markdown')).toBe('3 rendered, 0 from cache');
    expect(detailOf(uncached.lines, 'client')).toBe(detailOf(first.lines, 'client'));
    expect(detailOf(uncached.lines, 'render')).toBe(`${pages} rendered, 0 unchanged`);
    expect(detailOf(uncached.lines, 'compress')).toBe(detailOf(first.lines, 'compress'));
    expect(detailOf(uncached.lines, 'llms')).toBe(detailOf(first.lines, 'llms'));
  });

  it('counts the warnings in the summary, and reports them after the stages, before the summary', async () => {
    const root = site("title: 'Docs', ");
    const { lines, result } = await build(root);
    expect(result.warnings.map((warning) => warning.code)).toEqual(['no-url']);
    expect(lines.slice(-3)).toEqual([
      'warning[no-url]: docsgen.config.ts: no `url` in the config: canonical links are paths and sitemap.xml is not written',
      'warnings by kind: 1 no-url',
      expect.stringMatching(/^Built \d+ pages .* \(1 warnings\)$/),
    ]);
    expect(lines.at(-4)).toMatch(/^ {2}write /);
    expect(result.searchIndexUrl).toBe('/assets/search-index.json');
  });

  it('reports 25 broken links as their first 10, "… and 15 more" and the count, and keeps all 25 in the result', async () => {
    const links = Array.from({ length: 25 }, (_, i) => `[quebrado ${i}](/nao-existe-${i})`).join('\n\n');
    const root = tempSite({
      'docsgen.config.ts': "export default { title: 'Docs', url: 'https://docs.example.com' };\n",
      'content/index.md': page({ title: 'Início' }, `${links}\n`),
    });
    const { lines, result } = await build(root);
    expect(result.warnings).toHaveLength(25);
    const report = lines.slice(lines.findIndex((line) => line.startsWith('  write ')) + 1);
    expect(report).toEqual([
      ...Array.from(
        { length: 10 },
        (_, i) => `warning[broken-link]: content/index.md:${5 + 2 * i}: link to /nao-existe-${i} points to no page`,
      ),
      '  … and 15 more',
      'warnings by kind: 25 broken-link (docsgen build --verbose prints them all)',
      expect.stringMatching(/^Built \d+ pages .* \(25 warnings\)$/),
    ]);
    const verbose: string[] = [];
    await buildSite({ root, threads: 1, verbose: true, log: (line) => verbose.push(line) });
    expect(verbose.filter((line) => line.startsWith('warning[broken-link]: '))).toHaveLength(25);
    expect(verbose.at(-2)).toBe('warnings by kind: 25 broken-link');
  });

  it('prints to the console when given no log, and writes where `out` says, relative to the site', async () => {
    const root = site();
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    const result = await buildSite({ root, out: 'publicar' });
    expect(result.outDir).toBe(path.join(root, 'publicar'));
    expect(filesOf(result.outDir).has('index.html')).toBe(true);
    expect(printed.mock.calls.at(-1)?.[0]).toMatch(/^Built \d+ pages .* → .*publicar$/);
  });
});
