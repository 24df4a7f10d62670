// A page may not take a path where docsgen writes a file of its own (issue 32, item 16): sitemap.xml.md, llms.txt.md or
// `slug: /assets/build-manifest.json` stopped the build on a raw EISDIR; now they are duplicate-route errors naming the
// page, in a build and in dev alike, and the previous output stays.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { startDevServer } from '../../../cli/dev/dev-server.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = { log: (): void => {} };
const CONFIG = "export default { title: 'T', url: 'https://docs.example.org' };\n";

describe("pages at docsgen's own paths", () => {
  const cases: Array<[string, string, string]> = [
    ['content/sitemap.xml.md', page({ title: 'Mapa' }), 'the route /sitemap.xml is where docsgen writes its own sitemap.xml'],
    ['content/llms.txt.md', page({ title: 'LLMs' }), 'the route /llms.txt is where docsgen writes its own llms.txt'],
    ['content/robots.txt.gz.md', page({ title: 'R' }), 'the route /robots.txt.gz is where docsgen writes its own robots.txt'],
    [
      'content/manifesto.md',
      page({ title: 'Manifesto', slug: '/assets/build-manifest.json' }),
      'the route /assets/build-manifest.json is where docsgen writes its own assets/build-manifest.json',
    ],
    [
      'content/busca.md',
      page({ title: 'Busca', slug: '/assets/search/termos' }),
      'the route /assets/search/termos is where docsgen writes its own assets/search',
    ],
  ];
  for (const [file, text, message] of cases) {
    it(`${file} is a duplicate-route naming it, and the last output stays`, async () => {
      const root = tempSite({ 'docsgen.config.ts': CONFIG, 'content/index.md': page({ title: 'Início' }) });
      await buildSite({ root, ...quiet });
      const before = readFileSync(path.join(root, 'build/index.html'), 'utf8');
      writeFileSync(path.join(root, file), text);
      await expect(buildSite({ root, ...quiet })).rejects.toMatchObject({ code: 'duplicate-route', file, message });
      expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe(before);
    });
  }

  it('docsgen dev shows the same error for a page added while it runs', { timeout: 60_000 }, async () => {
    const root = tempSite({ 'docsgen.config.ts': CONFIG, 'content/index.md': page({ title: 'Início' }) });
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: () => {}, cache: false });
    try {
      writeFileSync(path.join(root, 'content/llms.txt.md'), page({ title: 'LLMs' }));
      await expect
        .poll(async () => (await fetch(`${dev.url}/`)).text(), { timeout: 20_000, interval: 100 })
        .toContain('the route /llms.txt is where docsgen writes its own llms.txt');
    } finally {
      await dev.close();
    }
  });
});
