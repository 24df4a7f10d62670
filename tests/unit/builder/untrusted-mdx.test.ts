// Issue 32: `markdown.rawHtml: false`, the setting for pages from untrusted hands, still compiled a `.md` page with an
// `import`/`export` line as MDX, and its code ran at build time with the build's access to the machine (a test page
// wrote a file outside the site). With raw HTML off no page is compiled as MDX: a `.md` page is Markdown (its MDX
// lines shown as text, with a warning), a `.mdx` page stops the build naming it (mdx-untrusted), and so does a config
// asking for both `format: "mdx"` and `rawHtml: false`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import type { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { filesOf } from '../support/cli-process.js';
import { editSite, tempSite } from '../support/temp-site.js';
import { docsgenErrorOfAsync } from '../support/docsgen-error-of.js';

const UNTRUSTED = 'export default { markdown: { rawHtml: false } };\n';

/** A page whose module, if it ever ran, writes `witness` (outside the site) as the page is imported. */
const hostilePage = (witness: string): string =>
  [
    "import { writeFileSync } from 'node:fs';",
    `export const ran = writeFileSync(${JSON.stringify(witness)}, 'the page ran at build time');`,
    '',
    '# Página',
    '',
    'Texto.',
    '',
  ].join('\n');

const build = (root: string) => buildSite({ root, cache: false, threads: 1, log: () => {} });

const failedBuild = (root: string): Promise<DocsgenError> => docsgenErrorOfAsync(() => build(root));

describe('markdown.rawHtml: false compiles no page as MDX', { timeout: 60_000 }, () => {
  it('renders a .md page with import/export lines as Markdown: its code never runs, its lines show as text', async () => {
    const root = tempSite({ 'docsgen.config.ts': UNTRUSTED, 'content/index.md': '# Início\n' });
    const witness = path.join(path.dirname(root), 'pwned.txt');
    editSite(root, { 'content/guia.md': hostilePage(witness) });
    const result = await build(root);
    expect(existsSync(witness)).toBe(false);
    const html = readFileSync(path.join(root, 'build/guia/index.html'), 'utf8');
    expect(html).toContain('import { writeFileSync } from');
    const warnings = result.warnings.filter((warning) => warning.code === 'mdx-in-markdown');
    expect(warnings).toEqual([
      expect.objectContaining({ file: 'content/guia.md', line: 1, message: expect.stringContaining('`markdown.rawHtml` false') }),
    ]);
  });

  it('stops at a .mdx page, naming it, without running it, and leaves the previous output as it was', async () => {
    const root = tempSite({ 'docsgen.config.ts': UNTRUSTED, 'content/index.md': '# Início\n' });
    await build(root);
    const before = filesOf(path.join(root, 'build'));
    const witness = path.join(path.dirname(root), 'pwned.txt');
    editSite(root, { 'content/guia.mdx': hostilePage(witness) });
    const error = await failedBuild(root);
    expect(error.code).toBe('mdx-untrusted');
    expect(error.file).toBe('content/guia.mdx');
    expect(error.message).toContain('run as code at build time');
    expect(existsSync(witness)).toBe(false);
    expect(filesOf(path.join(root, 'build'))).toEqual(before);
  });

  it('refuses a config that asks for every page as MDX and for untrusted pages', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { markdown: { rawHtml: false, format: 'mdx' } };\n",
      'content/index.md': '# Início\n',
    });
    const error = await failedBuild(root);
    expect(error.code).toBe('mdx-untrusted');
    expect(error.file).toBe('docsgen.config.ts');
  });

  it('runs the same page when the authors are trusted (the default): MDX is code the site runs at build', async () => {
    const root = tempSite({ 'content/index.md': '# Início\n' });
    const witness = path.join(path.dirname(root), 'ran.txt');
    editSite(root, { 'content/guia.md': hostilePage(witness) });
    await build(root);
    expect(readFileSync(witness, 'utf8')).toBe('the page ran at build time');
  });
});
