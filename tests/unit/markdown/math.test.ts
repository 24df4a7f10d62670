// Math (config `markdown.math`): remark-math's `$…$`, `$$…$$` and ```math rendered by KaTeX as MathML (no style
// attribute, which the CSP would refuse), MkDocs arithmatex's and mdBook's delimiters rewritten before parsing,
// code left alone, TeX KaTeX cannot read a `math-invalid` warning with its line, and nothing of it with math off.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { arithmatexText } from '../../../cli/markdown/arithmatex-text.js';
import type { MarkdownOptions } from '../../../cli/markdown/markdown-result.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { docsgen, ROOT } from '../support/cli-process.js';
import { editSite, tempSite } from '../support/temp-site.js';

const MATH: MarkdownOptions = { baseUrl: '/', math: true, fileRefs: false };
const ARITHMATEX: MarkdownOptions = { ...MATH, mkdocsExtensions: ['pymdownx.arithmatex'] };
const MDBOOK: MarkdownOptions = { ...MATH, math: 'mdbook' };

/** The TeX of each formula KaTeX rendered, with whether it is displayed. */
function formulas(html: string): Array<[string, 'block' | 'inline']> {
  return [...html.matchAll(/<math[^>]*?( display="block")?>.*?<annotation encoding="application\/x-tex">(.*?)<\/annotation>/gs)].map(
    (match) => [match[2]!.trim().replaceAll('&#x26;', '&').replaceAll('&#x3C;', '<'), match[1] ? 'block' : 'inline'],
  );
}

describe('math with remark-math and KaTeX', () => {
  it('renders $x$ inline, $$ blocks and ```math fences as MathML, with no style attribute', () => {
    const result = renderMarkdown(
      'Euler: $e^{i\\pi} + 1 = 0$.\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\n```math\na^2 + b^2 = c^2\n```\n',
      MATH,
    );
    expect(formulas(result.html)).toEqual([
      ['e^{i\\pi} + 1 = 0', 'inline'],
      ['\\int_0^1 x\\,dx = \\frac{1}{2}', 'block'],
      ['a^2 + b^2 = c^2', 'block'],
    ]);
    expect(result.html).toContain('<span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(result.html).not.toMatch(/\sstyle=/);
    expect(result.html).not.toContain('$');
    expect(result.math).toBe(true);
    expect(result.policy).toBeUndefined();
  });

  it('leaves code alone: a code span and a fence keep their dollars', () => {
    const result = renderMarkdown('Run `echo $HOME $PATH` here.\n\n```sh\necho $x $y\n```\n', MATH);
    expect(result.html).toContain('<code>echo $HOME $PATH</code>');
    expect(result.html).toContain('<span class="hljs-variable">$x</span> <span class="hljs-variable">$y</span>');
    expect(result.math).toBeUndefined();
  });

  it('keeps the TeX as text in headings, the table of contents and the search sections', () => {
    const result = renderMarkdown('# Page\n\n## Area $\\pi r^2$\n\nThe area is $\\pi r^2$.\n', MATH);
    expect(result.headings.find((heading) => heading.depth === 2)?.text).toBe('Area \\pi r^2');
    expect(JSON.stringify(result.sections)).toContain('\\\\pi r^2');
    expect(formulas(result.html)).toHaveLength(2);
  });

  it('warns math-invalid with the line of TeX KaTeX cannot read, shown as written without a colour attribute', () => {
    const result = renderMarkdown('# Page\n\nFine $x$.\n\nBroken: $\\frac{1$ here.\n', MATH);
    expect(result.warnings).toEqual([
      { code: 'math-invalid', line: 5, message: expect.stringMatching(/^TeX does not parse: .*\\frac\{1/) },
    ]);
    expect(result.html).toMatch(/<span class="katex-error" title="[^"]*">\\frac\{1<\/span>/);
    expect(result.html).not.toMatch(/\sstyle=/);
  });

  it('is off by default: `$5 and $10` stays text, ```math stays code', () => {
    const result = renderMarkdown('It costs $5 and $10.\n\n```math\nx\n```\n', { baseUrl: '/', fileRefs: false });
    expect(result.html).toContain('<p>It costs $5 and $10.</p>');
    expect(result.html).toContain('language-math');
    expect(result.html).not.toContain('katex');
    expect(result.math).toBeUndefined();
  });
});

describe('arithmatex (MkDocs) delimiters', () => {
  it('reads \\(…\\) inline and \\[…\\] displayed, and leaves code spans and fences alone', () => {
    const page = 'Inline \\(a_1 + b_1 = c_1\\) and `\\(code\\)`.\n\nText\n\\[\nx^2\n\\]\nafter\n\n```\n\\(fenced\\)\n```\n';
    const result = renderMarkdown(page, ARITHMATEX);
    expect(formulas(result.html)).toEqual([
      ['a_1 + b_1 = c_1', 'inline'],
      ['x^2', 'block'],
    ]);
    expect(result.html).toContain('<code>\\(code\\)</code>');
    expect(result.html).toContain('\\(fenced\\)');
    expect(result.html).toContain('<p>after</p>');
  });

  it('displays \\begin{env}…\\end{env} blocks, every line keeping its number', () => {
    const page = 'Para\n\n\\begin{align}\na &= b \\\\\nc &= d\n\\end{align}\n\nNext $\\frac{$\n';
    expect(arithmatexText(page, { backslashes: 1 }).split('\n')).toHaveLength(page.split('\n').length);
    const result = renderMarkdown(page, ARITHMATEX);
    expect(formulas(result.html)).toEqual([['\\begin{align}\na &= b \\\\\nc &= d\n\\end{align}', 'block']]);
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'math-invalid', line: 8 })]);
  });

  it("reads $…$ as arithmatex's smart_dollar does: money stays text, as on Material's blog", async () => {
    const page = 'From $1,050 in January to\nmore than $11,000, and $e_G$ with \\$5 escaped; `$x$` is code.\n';
    const result = renderMarkdown(page, ARITHMATEX);
    expect(formulas(result.html)).toEqual([['e_G', 'inline']]);
    expect(result.html).toContain('From $1,050 in January to\nmore than $11,000, and ');
    expect(result.html).toContain('with $5 escaped; <code>$x$</code> is code.');
    expect(arithmatexText(page, { backslashes: 1 }).split('\n')).toHaveLength(page.split('\n').length);
  });

  it('displays \\[…\\] lines with no blank line around them (a line put in), in lists and quotes too', () => {
    const page = 'para\n\\[ z \\]\n\\[ w \\]\nafter\n\n- item\n\n    \\[ x^2 \\]\n\n> quote\n>\n> \\[ y \\]\n>\n> end\n';
    const result = renderMarkdown(page, ARITHMATEX);
    expect(formulas(result.html)).toEqual([
      ['z', 'block'],
      ['w', 'block'],
      ['x^2', 'block'],
      ['y', 'block'],
    ]);
    expect(result.html).toContain('<p>para</p>');
    expect(result.html).toContain('<p>after</p>');
    expect(result.warnings).toBeUndefined();
  });

  it('is not read without the extension, and arithmatex gives no unbuilt-extension warning once math is on', () => {
    const off = renderMarkdown('Inline $x$.\n', { ...MATH, math: undefined, mkdocsExtensions: ['pymdownx.arithmatex'] });
    expect(off.warnings?.map((warning) => warning.code)).toEqual(['mkdocs-extension-unsupported']);
    expect(renderMarkdown('Inline \\(x\\).\n', MATH).html).toBe('<p>Inline (x).</p>');
    expect(renderMarkdown('Inline $x$.\n', ARITHMATEX).warnings).toBeUndefined();
  });
});

describe('a page of unclosed delimiters (hostile or broken input)', () => {
  it('is read in linear time: 200 KB of each kind in well under a second', () => {
    for (const unit of ['\\( a ', '$ a ', '` a ', '\\[ ', 'x$1 ', '\\begin{a} ']) {
      const body = unit.repeat(Math.ceil(200_000 / unit.length));
      const begin = performance.now();
      arithmatexText(body, { backslashes: 1 });
      arithmatexText(body, { backslashes: 2 });
      expect(performance.now() - begin, unit).toBeLessThan(1000);
    }
  });
});

describe("mdBook's MathJax delimiters", () => {
  it("reads \\\\(…\\\\) and \\\\[…\\\\] as mdBook's guide writes them; a lone $ stays text", () => {
    const page =
      'the equation \\\\( \\int x dx = \\frac{x^2}{2} + C \\\\) costs $5 and $10\n\n\\\\[ \\mu = \\frac{1}{N} \\sum_{i=0} x_i \\\\]\n\n\n```bash\n\\\\[ \\mu \\\\]\n```\n';
    const result = renderMarkdown(page, MDBOOK);
    expect(formulas(result.html)).toEqual([
      ['\\int x dx = \\frac{x^2}{2} + C', 'inline'],
      ['\\mu = \\frac{1}{N} \\sum_{i=0} x_i', 'block'],
    ]);
    expect(result.html).toContain('costs $5 and $10');
    expect(result.html).toContain('\\\\[ \\mu \\\\]');
  });

  it("reads the Markdown escapes inside as pulldown-cmark does: \\\\\\\\ is TeX's \\\\", () => {
    const result = renderMarkdown('\\\\( \\begin{cases} 1 \\\\\\\\ 2 \\end{cases} \\\\)\n', MDBOOK);
    expect(formulas(result.html)).toEqual([['\\begin{cases} 1 \\\\ 2 \\end{cases}', 'inline']]);
  });
});

describe('a site with math (tests/fixtures/sites/math, built by the CLI)', () => {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-math-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  /** The fixture copied and built (`math` its config's markdown.math); the output folder. */
  async function build(name: string, math: boolean): Promise<string> {
    const site = path.join(temp, name);
    cpSync(path.join(ROOT, 'tests/fixtures/sites/math'), site, { recursive: true });
    if (!math) {
      writeFileSync(path.join(site, 'docsgen.config.ts'), "export default { title: 'Math', locale: 'en' };\n");
      // Without math, MDX reads `{a}` in the TeX as an expression and fails, as in Docusaurus.
      rmSync(path.join(site, 'content/mdx-page.mdx'));
    }
    const out = path.join(temp, `${name}-out`);
    const run = await docsgen(['build', site, '--out', out, '--no-cache']);
    expect(run.code, run.stderr).toBe(0);
    return out;
  }
  const mathLinks = (html: string) => html.match(/<link rel="stylesheet" href="\/assets\/math-[\w-]+\.css">/g) ?? [];

  it('links the math stylesheet from the pages holding math only', async () => {
    const out = await build('on', true);
    expect(mathLinks(readFileSync(path.join(out, 'formulas/index.html'), 'utf8'))).toHaveLength(1);
    expect(mathLinks(readFileSync(path.join(out, 'index.html'), 'utf8'))).toEqual([]);
    // An MDX page too: `$x^{n}$` is math, `{n}` outside it an expression.
    const mdx = readFileSync(path.join(out, 'mdx-page/index.html'), 'utf8');
    expect(mathLinks(mdx)).toHaveLength(1);
    expect(mdx.match(/<math /g)).toHaveLength(2);
    expect(mdx).toContain('and 2.');
    const manifest = JSON.parse(readFileSync(path.join(out, 'assets/manifest.json'), 'utf8')) as { math?: string };
    expect(manifest.math).toMatch(/^\/assets\/math-\w+\.css$/);
    expect(readFileSync(path.join(out, manifest.math!.slice(1)), 'utf8')).toContain('.katex math');
    // The .md for readers' tools keeps the TeX.
    expect(readFileSync(path.join(out, 'formulas.md'), 'utf8')).toContain('$e^{i\\pi} + 1 = 0$');
  }, 60_000);

  it('with math off, bundles no math stylesheet at all', async () => {
    const out = await build('off', false);
    expect(readdirSync(path.join(out, 'assets')).filter((file) => file.startsWith('math-'))).toEqual([]);
    expect(readFileSync(path.join(out, 'formulas/index.html'), 'utf8')).not.toContain('katex');
  }, 60_000);
});

describe('a page edit bringing the first formula', () => {
  it('builds the whole site, publishing the bundle with the math stylesheet; a later edit of that page is remade alone', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { title: 'M', markdown: { math: true } };\n",
      'content/index.md': '# Home\n\nText.\n',
      'content/other.md': '# Other\n\nMore.\n',
    });
    const out = path.join(root, '..', 'out');
    const mathCss = () => readdirSync(path.join(out, 'assets')).filter((file) => /^math-\w+\.css$/.test(file));
    expect((await docsgen(['build', root, '--out', out])).code).toBe(0);
    expect(mathCss()).toEqual([]);

    editSite(root, { 'content/other.md': '# Other\n\nMore: $x^2$.\n' });
    const edit = await docsgen(['build', root, '--out', out]);
    expect(edit.code).toBe(0);
    expect(edit.stdout).toMatch(/building the whole site/);
    expect(mathCss()).toHaveLength(1);
    expect(readFileSync(path.join(out, 'other', 'index.html'), 'utf8')).toContain(`/assets/${mathCss()[0]}`);

    editSite(root, { 'content/other.md': '# Other\n\nMore: $x^3$.\n' });
    const again = await docsgen(['build', root, '--out', out]);
    expect(again.stdout).toMatch(/remade alone/);
    expect(readFileSync(path.join(out, 'other', 'index.html'), 'utf8')).toContain(`/assets/${mathCss()[0]}`);
  }, 120_000);
});
