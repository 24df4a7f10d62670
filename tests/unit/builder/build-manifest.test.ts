// What a build tells `docsgen serve` and static hosts: the manifest of content-hashed files, and compressed copies.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { BUILD_MANIFEST, immutablePaths } from '../../../cli/http/build-manifest.js';
import { page, tempSite } from '../support/temp-site.js';

describe('the build manifest and precompressed output', () => {
  it('names the client bundle, the sidebar data and the search files as immutable, and nothing of static/', {
    timeout: 60_000,
  }, async () => {
    const root = tempSite({
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

    // Compressed copies beside the text files, the pages included.
    const html = readFileSync(path.join(out, 'index.html'));
    expect(brotliDecompressSync(readFileSync(path.join(out, 'index.html.br'))).equals(html)).toBe(true);
    expect(existsSync(path.join(out, 'index.html.gz'))).toBe(true);
    expect(
      lines.some((line) =>
        /^\s+compress\s+[\d.]+ m?s\s+\d+ text files: \d+ \.br\/\.gz written \(\d+ as pages were rendered\) \(\d+ with the search index\), 0 kept from the last build/.test(
          line,
        ),
      ),
    ).toBe(true);

    // The next build keeps the copies of unchanged files.
    const again: string[] = [];
    await buildSite({ root, log: (line) => again.push(line) });
    expect(again.find((line) => /compress/.test(line))).toMatch(/\b0 \.br\/\.gz written, [1-9]\d* kept from the last build/);
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
