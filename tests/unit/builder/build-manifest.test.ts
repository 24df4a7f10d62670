// What a build tells `docsgen serve` and static hosts: the manifest of content-hashed files, and compressed copies.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { BUILD_MANIFEST, immutablePaths } from '../../../cli/http/build-manifest.js';
import { page, tempSite } from '../support/temp-site.js';

describe('the build manifest and precompressed output', () => {
  it('names the client bundle, the sidebar data and the search files as immutable, and nothing of static/', {
    timeout: 60_000,
  }, async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { precompress: ['br'] };\n",
      'content/index.md': page({ title: 'Início' }, `## Olá\n\n${'Bem-vindo à documentação. '.repeat(60)}\n`),
      'content/guia/passo.md': page({ title: 'Passo' }, 'Texto.\n'),
      'static/assets/company-brochure.pdf': '%PDF-1.4',
      'static/notes-abcdefgh.txt': 'x'.repeat(1000),
    });
    const lines: string[] = [];
    await buildSite({ root, log: (line) => lines.push(line) });
    const out = path.join(root, 'build');
    const immutable = immutablePaths(readFileSync(path.join(out, BUILD_MANIFEST), 'utf8'));
    const client = JSON.parse(readFileSync(path.join(out, 'assets/manifest.json'), 'utf8')) as { files: string[] };
    for (const file of client.files) expect(immutable.has(`/assets/${file}`), file).toBe(true);
    const sidebars = readdirSync(path.join(out, 'assets')).filter((name) => /^sidebar-.*\.json$/.test(name) && !name.endsWith('.br'));
    expect(sidebars.length).toBeGreaterThan(0);
    for (const name of sidebars) expect(immutable.has(`/assets/${name}`), name).toBe(true);
    const search = readdirSync(path.join(out, 'assets/search')).filter((name) => name.endsWith('.json'));
    expect(search.length).toBeGreaterThan(0);
    for (const name of search) expect(immutable.has(`/assets/search/${name}`), name).toBe(true);
    for (const file of [
      '/assets/company-brochure.pdf',
      '/notes-abcdefgh.txt',
      '/assets/search-index.json',
      '/assets/manifest.json',
      '/index.html',
    ]) {
      expect(immutable.has(file), file).toBe(false);
    }
    // Every immutable file exists in the output.
    for (const file of immutable) expect(existsSync(path.join(out, file)), file).toBe(true);

    // Brotli copies beside the text files, the pages included, as `precompress` asks; no gzip copies.
    const html = readFileSync(path.join(out, 'index.html'));
    expect(brotliDecompressSync(readFileSync(path.join(out, 'index.html.br'))).equals(html)).toBe(true);
    expect(existsSync(path.join(out, 'index.html.gz'))).toBe(false);
    expect(
      lines.some((line) =>
        /^\s+compress\s+[\d.]+ m?s\s+\d+ text files: \d+ \.br written \(\d+ as pages were rendered\) \(\d+ with the search index\), 0 kept from the last build/.test(
          line,
        ),
      ),
    ).toBe(true);

    // The next build keeps the copies of unchanged files.
    const again: string[] = [];
    await buildSite({ root, log: (line) => again.push(line) });
    expect(again.find((line) => /compress/.test(line))).toMatch(/\b0 \.br written, [1-9]\d* kept from the last build/);
    expect(brotliDecompressSync(readFileSync(path.join(out, 'index.html.br'))).equals(html)).toBe(true);
  });
});

describe('the build manifest in Algolia mode', () => {
  it('names the client bundle and the sidebar data, each a file of the output, and no search file (none is built)', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { search: { provider: 'algolia', appId: 'APP', apiKey: 'busca', indexName: 'docs' } };\n",
      'content/index.md': page({ title: 'Início' }),
    });
    const result = await buildSite({ root, log: () => {} });
    expect(result.searchIndexUrl).toBe('');
    const out = path.join(root, 'build');
    expect(existsSync(path.join(out, 'assets/search-index.json'))).toBe(false);
    const immutable = [...immutablePaths(readFileSync(path.join(out, BUILD_MANIFEST), 'utf8'))];
    const client = JSON.parse(readFileSync(path.join(out, 'assets/manifest.json'), 'utf8')) as { files: string[] };
    const sidebars = readdirSync(path.join(out, 'assets')).filter((name) => /^sidebar-.*\.json$/.test(name));
    expect(immutable.sort()).toEqual([...client.files, ...sidebars].map((name) => `/assets/${name}`).sort());
  });
});

describe("the config's precompress", () => {
  /** A site of 20 pages (past the 16th, pages are compressed as they are written) with this `precompress`. */
  function siteWith(precompress: string): string {
    const pages = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`content/p${i}.md`, page({ title: `Página ${i}` }, `${'Texto da página. '.repeat(80)}\n`)]),
    );
    return tempSite({ 'docsgen.config.ts': `export default { precompress: ${precompress} };\n`, ...pages });
  }

  /** The output's files, relative, with "/". */
  function outputFiles(out: string): string[] {
    return readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }

  it('writes a .gz beside each .br with ["br", "gzip"] (pages, search files, scripts), and the next build drops them with ["br"]', {
    timeout: 60_000,
  }, async () => {
    const root = siteWith('["br", "gzip"]');
    const lines: string[] = [];
    await buildSite({ root, log: (line) => lines.push(line) });
    const out = path.join(root, 'build');
    const files = outputFiles(out);
    const brotli = files.filter((file) => file.endsWith('.br'));
    const gzip = files.filter((file) => file.endsWith('.gz'));
    expect(gzip.map((file) => file.slice(0, -3)).sort()).toEqual(brotli.map((file) => file.slice(0, -3)).sort());
    for (const kind of [/\.html$/, /^assets\/search\//, /\.js$/])
      expect(gzip.filter((file) => kind.test(file.slice(0, -3))).length, String(kind)).toBeGreaterThan(0);
    const html = readFileSync(path.join(out, 'p3/index.html'));
    expect(gunzipSync(readFileSync(path.join(out, 'p3/index.html.gz'))).equals(html)).toBe(true);
    expect(lines.find((line) => /compress/.test(line))).toMatch(/ \d+ text files: \d+ \.br\/\.gz written/);
    // llms.txt is compressed ahead like the pages; the pages' Markdown and llms-full.txt are left to the server.
    expect(brotli).toContain('llms.txt.br');
    expect(brotli.filter((file) => /\.md\.br$|^llms-full\.txt\.br$/.test(file))).toEqual([]);

    writeFileSync(path.join(root, 'docsgen.config.ts'), 'export default { precompress: ["br"] };\n');
    await buildSite({ root, log: () => {} });
    const after = outputFiles(out);
    expect(after.filter((file) => file.endsWith('.gz'))).toEqual([]);
    expect(after.filter((file) => file.endsWith('.br')).sort()).toEqual(brotli.sort());
  });

  it('writes no compressed copy by default, as with [], and says so', { timeout: 60_000 }, async () => {
    const root = siteWith('undefined');
    const lines: string[] = [];
    await buildSite({ root, log: (line) => lines.push(line) });
    const files = outputFiles(path.join(root, 'build'));
    expect(files.some((file) => file.endsWith('p3/index.html'))).toBe(true);
    expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
    expect(lines.find((line) => /compress/.test(line))).toMatch(/compress\s+\S+ m?s\s+no compressed copies \(precompress: \[\]\)$/);
  });
});
