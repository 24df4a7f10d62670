// Each generator's way of turning math on, read as `markdown.math`: Docusaurus's and Starlight's remark-math among
// their remark plugins (installed or not), VitePress's `markdown.math`, MkDocs's pymdownx.arithmatex, mdBook's
// `output.html.mathjax-support`; and a site saying nothing has math off. An MkDocs site with arithmatex then builds
// its formulas with no warning that the extension is not built.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';

const mathOf = async (files: Record<string, string>) => (await readSite(tempSite(files))).markdown?.math;

describe('readers turn math on as their generator does', () => {
  it('Docusaurus: remark-math in the docs remarkPlugins, as a package not installed or as the function itself', async () => {
    const config = (plugins: string, head = '') =>
      `${head}module.exports = { title: 'D', url: 'https://d.example', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: ${plugins} } }]] };\n`;
    const docs = { 'docs/intro.md': '# Intro\n' };
    expect(await mathOf({ ...docs, 'docusaurus.config.js': config('[math]', "const math = require('remark-math');\n") })).toBe(true);
    expect(await mathOf({ ...docs, 'docusaurus.config.js': config('[[remarkMath, {}]]', 'function remarkMath() {}\n') })).toBe(true);
    expect(await mathOf({ ...docs, 'docusaurus.config.js': config('[]') })).toBeUndefined();
  });

  it("Starlight: remark-math in Astro's markdown.remarkPlugins", async () => {
    const config = (plugins: string) =>
      `import starlight from '@astrojs/starlight';\nimport remarkMath from 'remark-math';\nexport default { markdown: { remarkPlugins: ${plugins} }, integrations: [starlight({ title: 'S' })] };\n`;
    const page = { 'src/content/docs/index.md': '---\ntitle: Home\n---\n' };
    expect(await mathOf({ ...page, 'astro.config.mjs': config('[remarkMath]') })).toBe(true);
    expect(await mathOf({ ...page, 'astro.config.mjs': config('[]') })).toBeUndefined();
  });

  it('VitePress: markdown.math', async () => {
    expect(
      await mathOf({ '.vitepress/config.mjs': "export default { title: 'V', markdown: { math: true } };\n", 'index.md': '# Home\n' }),
    ).toBe(true);
    expect(await mathOf({ '.vitepress/config.mjs': "export default { title: 'V' };\n", 'index.md': '# Home\n' })).toBeUndefined();
  });

  it('MkDocs: pymdownx.arithmatex in markdown_extensions', async () => {
    const yml = (extensions: string) => `site_name: M\nmarkdown_extensions:\n${extensions}`;
    expect(await mathOf({ 'mkdocs.yml': yml('  - pymdownx.arithmatex:\n      generic: true\n'), 'docs/index.md': '# Home\n' })).toBe(true);
    expect(await mathOf({ 'mkdocs.yml': yml('  - abbr\n'), 'docs/index.md': '# Home\n' })).toBeUndefined();
  });

  it("mdBook: output.html.mathjax-support, read with mdBook's delimiters", async () => {
    const book = (html: string) => ({
      'book.toml': `[book]\ntitle = "B"\n${html}`,
      'src/SUMMARY.md': '# Summary\n\n- [Intro](intro.md)\n',
      'src/intro.md': '# Intro\n',
    });
    expect(await mathOf(book('[output.html]\nmathjax-support = true\n'))).toBe('mdbook');
    expect(await mathOf(book(''))).toBeUndefined();
  });
});

describe('an MkDocs site with arithmatex, built', () => {
  it('renders \\(…\\), $$ and \\begin{align} as MathML, with no mkdocs-extension-unsupported warning', async () => {
    const root = tempSite({
      'mkdocs.yml': 'site_name: M\nmarkdown_extensions:\n  - pymdownx.arithmatex:\n      generic: true\n',
      'docs/index.md': '# Home\n\nInline \\(a_1 + b_1\\) and $x^2$.\n\n$$\nE = mc^2\n$$\n\n\\begin{align}\na &= b\n\\end{align}\n',
    });
    const result = await buildSite({ root, cache: false, log: () => {} });
    expect(result.warnings.filter((warning) => warning.code !== 'no-url')).toEqual([]);
    const html = readFileSync(path.join(root, 'site', 'index.html'), 'utf8');
    expect(html.match(/<math /g)).toHaveLength(4);
    expect(html).not.toContain('\\(');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/math-\w+\.css">/);
  });
});
