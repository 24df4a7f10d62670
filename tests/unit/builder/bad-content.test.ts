import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = { log: () => {} };

/** Every file of a folder with the hash of its bytes, to tell whether a failed build touched the output. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = createHash('sha1').update(readFileSync(full)).digest('hex');
  }
  return files;
}

async function failure(run: () => Promise<unknown>): Promise<DocsgenError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DocsgenError) return error;
    throw error;
  }
  throw new Error('expected the build to fail');
}

/** Content that is not a page: each case writes its bad file into a site that built once. */
const BAD: Array<[string, (root: string) => void, { code: string; file: string; line?: number; message: RegExp }]> = [
  [
    'an empty content folder',
    (root) => rmSync(path.join(root, 'content/index.md')),
    { code: 'no-pages', file: 'content', message: /content\/ holds no Markdown page/ },
  ],
  [
    'front matter that is a list',
    (root) => writeFileSync(path.join(root, 'content/index.md'), '---\n- a\n- b\n---\n\nCorpo\n'),
    { code: 'front-matter-not-mapping', file: 'content/index.md', line: 2, message: /is a list/ },
  ],
  [
    'front matter that is a scalar',
    (root) => writeFileSync(path.join(root, 'content/index.md'), '---\nsó isto\n---\n\nCorpo\n'),
    { code: 'front-matter-not-mapping', file: 'content/index.md', line: 2, message: /single value/ },
  ],
  [
    'a binary file named .md',
    (root) =>
      writeFileSync(path.join(root, 'content/imagem.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])),
    { code: 'not-utf8-text', file: 'content/imagem.md', line: 3, message: /NUL byte/ },
  ],
  [
    'a UTF-16 file',
    (root) =>
      writeFileSync(path.join(root, 'content/u16.md'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# Olá\n', 'utf16le')])),
    { code: 'not-utf8-text', file: 'content/u16.md', message: /UTF-16/ },
  ],
  [
    'a Latin-1 file',
    (root) => writeFileSync(path.join(root, 'content/latin.md'), Buffer.from('# Título\n', 'latin1')),
    { code: 'not-utf8-text', file: 'content/latin.md', line: 1, message: /not valid UTF-8/ },
  ],
];

describe('content that is not a page', () => {
  it.each(BAD)('%s fails the build and leaves the previous output byte for byte', async (_, spoil, expected) => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }, '## Olá\n') });
    await buildSite({ root, ...quiet });
    const out = path.join(root, 'build');
    const before = snapshot(out);
    expect(Object.keys(before)).toContain('index.html');
    spoil(root);
    const error = await failure(() => buildSite({ root, ...quiet }));
    expect(error).toMatchObject({ code: expected.code, file: expected.file, line: expected.line });
    expect(error.message).toMatch(expected.message);
    expect(error.hint).toBeTruthy();
    expect(snapshot(out)).toEqual(before);
  });

  it('builds a page saved as UTF-8 with a byte-order mark, reading its front matter', async () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }) });
    writeFileSync(
      path.join(root, 'content/marca.md'),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('---\ntitle: Marca\n---\n\nOlá\n')]),
    );
    await buildSite({ root, ...quiet });
    expect(readFileSync(path.join(root, 'build/marca/index.html'), 'utf8')).toContain('<title>Marca |');
  });
});

describe('a site without a home page', () => {
  it('builds a generated home page at / and warns once how to write one', async () => {
    const root = tempSite({ 'content/guia.md': page({ title: 'Guia' }) });
    const result = await buildSite({ root, ...quiet });
    expect(result.warnings.filter((w) => w.code === 'no-home-page')).toEqual([
      {
        code: 'no-home-page',
        file: 'content',
        message:
          "no page has the route /: readers get a generated home page, the site's title over links to the sidebar's pages; " +
          'write content/index.md (or content/README.md, or give a page `slug: /`) for a home page of your own',
      },
    ]);
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toContain('<a href="/guia">Guia</a>');
    const withHome = tempSite({ 'content/index.md': page({ title: 'Início' }) });
    expect((await buildSite({ root: withHome, ...quiet })).warnings.map((w) => w.code)).not.toContain('no-home-page');
  });
});

describe('hostile Markdown', () => {
  it('builds a page with a javascript: link as text, warning with the file and its line', async () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }, 'Olá.\n\n[clique](javascript:alert(1))\n') });
    const result = await buildSite({ root, ...quiet });
    // page() writes three front-matter lines, "---" twice and a blank line: the link is on line 7 of the file.
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'unsafe-url', file: 'content/index.md', line: 7 }));
    const html = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    expect(html).toContain('<span>clique</span>');
    expect(html).not.toContain('javascript:');
  });

  it('escapes raw HTML when the config says markdown: { rawHtml: false }', async () => {
    const body = 'Olá <b onclick="alert(1)">negrito</b>.\n';
    const trusted = tempSite({ 'content/index.md': page({ title: 'Início' }, body) });
    await buildSite({ root: trusted, ...quiet });
    expect(readFileSync(path.join(trusted, 'build/index.html'), 'utf8')).toContain('<b onclick="alert(1)">negrito</b>');
    const untrusted = tempSite({
      'content/index.md': page({ title: 'Início' }, body),
      'docsgen.config.ts': 'export default { markdown: { rawHtml: false } };\n',
    });
    await buildSite({ root: untrusted, ...quiet });
    const html = readFileSync(path.join(untrusted, 'build/index.html'), 'utf8');
    expect(html).not.toContain('<b onclick');
    expect(html).toContain('&#x3C;b onclick="alert(1)">negrito&#x3C;/b>');
    // Turned off on a site built before: its cached Markdown (raw HTML kept) is not reused.
    writeFileSync(path.join(trusted, 'docsgen.config.ts'), 'export default { markdown: { rawHtml: false } };\n');
    await buildSite({ root: trusted, ...quiet });
    expect(readFileSync(path.join(trusted, 'build/index.html'), 'utf8')).not.toContain('<b onclick');
  });

  it('stops at a 10,000-level list in seconds with the file and line, and keeps the previous output', async () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }) });
    await buildSite({ root, ...quiet });
    const before = snapshot(path.join(root, 'build'));
    writeFileSync(path.join(root, 'content/index.md'), `---\ntitle: Fundo\n---\n\n${'- '.repeat(10_000)}x\n`);
    const started = performance.now();
    const error = await failure(() => buildSite({ root, ...quiet }));
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(error).toMatchObject({ code: 'markdown-nesting', file: 'content/index.md', line: 5 });
    expect(snapshot(path.join(root, 'build'))).toEqual(before);
  });
});
