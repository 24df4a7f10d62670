// MDX pages (tests/fixtures/mdx): components imported from the site's components/ folder and the built-ins render to
// HTML at build time, no import or JSX is shown as text, a Docusaurus page named .md builds as its authors meant it,
// and what goes wrong names the file, the line and the component, leaving the previous output as it was.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIfChanged } from '../../../cli/builder/build-if-changed.js';
import { buildSite } from '../../../cli/builder/build-site.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { findAll, parseHtml, type HtmlElement, type HtmlNode } from '../support/html-tree.js';
import { editSite, tempSite } from '../support/temp-site.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/mdx');

async function failure(run: Promise<unknown>): Promise<DocsgenError> {
  try {
    await run;
  } catch (error) {
    if (error instanceof DocsgenError) return error;
    throw error;
  }
  throw new Error('expected the build to fail');
}

function fixtureSite(): string {
  const root = tempSite({}, 'mdx');
  cpSync(FIXTURE, root, { recursive: true });
  return root;
}

const build = (root: string) => buildSite({ root, out: path.join(root, 'build'), cache: false, threads: 1, log: () => {} });

function mainOf(root: string, route: string): HtmlElement {
  const html = readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');
  return findAll(parseHtml(html), (element) => element.tag === 'main')[0]!;
}
const text = (node: HtmlNode): string => (typeof node === 'string' ? node : node.children.map(text).join(''));
const byClass = (scope: HtmlElement, name: string) => findAll(scope, (element) => element.attrs.class?.split(' ').includes(name) ?? false);
/** The text a reader sees, code left out (a page may show MDX syntax in code, rightly). */
function visibleText(node: HtmlNode): string {
  if (typeof node === 'string') return node;
  if (node.tag === 'pre' || node.tag === 'code') return ' ';
  return node.children.map(visibleText).join('');
}

describe('an MDX site', { timeout: 60_000 }, () => {
  it('renders imported components, exports, expressions and every built-in, with no MDX shown as text', async () => {
    const root = fixtureSite();
    const result = await build(root);
    expect(result.warnings.filter((warning) => warning.code !== 'no-url')).toEqual([]);
    const home = mainOf(root, '');
    // An expression over an `export const`, and a component imported by a relative path.
    expect(text(home)).toContain('Vendas de 2024: 6 no total.');
    expect(text(byClass(home, 'greeting')[0]!)).toBe('Olá, Ana!');
    // An HTML comment, which MDX alone refuses and Docusaurus accepts, is left out.
    expect(readFileSync(path.join(root, 'build', 'index.html'), 'utf8')).not.toContain('comentário do autor');
    // A component from @site/components, given the exported array.
    const chart = findAll(home, (element) => element.tag === 'figure')[0]!;
    expect(chart.attrs['aria-label']).toBe('Vendas por mês');
    expect(findAll(chart, (element) => element.tag === 'li').map((li) => li.attrs['data-value'])).toEqual(['3', '1', '2']);
    // Its CSS module: the class names it renders are in the components' stylesheet, which every page links.
    const html = readFileSync(path.join(root, 'build', 'index.html'), 'utf8');
    const sheet = /<link rel="stylesheet" href="(\/assets\/components-[\w-]+\.css)">/.exec(html)?.[1];
    expect(sheet).toBeDefined();
    expect(readFileSync(path.join(root, 'build', 'guide', 'plain', 'index.html'), 'utf8')).toContain(sheet);
    const css = readFileSync(path.join(root, 'build', sheet!), 'utf8');
    expect(css).toContain(`.${chart.attrs.class} {`);
    expect(css.match(/border-radius/g)).toHaveLength(1);
    // Tabs: the same tab list as Markdown's tab groups (one island, tabs named by their labels), panels static.
    const tabs = findAll(home, (element) => element.attrs.role === 'tab').map(text);
    expect(tabs).toEqual(['npm', 'yarn']);
    const panels = findAll(home, (element) => element.attrs.role === 'tabpanel');
    expect(panels.map((panel) => 'hidden' in panel.attrs)).toEqual([false, true]);
    expect(byClass(panels[0]!, 'hljs').length).toBeGreaterThan(0); // the fence inside a TabItem is highlighted
    // Admonition and Details as their Markdown forms make them.
    const box = byClass(home, 'dg-admonition--warning')[0]!;
    expect(text(byClass(box, 'dg-admonition__title')[0]!)).toBe('Atenção');
    expect(text(box)).toContain('Texto importante numa caixa.');
    const details = byClass(home, 'dg-details')[0]!;
    expect(text(findAll(details, (element) => element.tag === 'summary')[0]!)).toBe('Mais detalhes');
    // CodeBlock: the block a fence makes, title, highlighted line and copy button included.
    const code = byClass(home, 'dg-code').find((block) => text(block).includes('exemplo.js'))!;
    expect(byClass(code, 'dg-code__line--highlight').map(text)).toEqual(['const a = 1;']);
    expect(findAll(code, (element) => element.tag === 'button').length).toBe(1);
    // TOCInline with the page's `toc`, nested, and a heading with its own id.
    const inline = byClass(home, 'dg-toc-inline')[0]!;
    expect(findAll(inline, (element) => element.tag === 'a').map((a) => `${a.attrs.href} ${text(a)}`)).toEqual([
      '#seção-a Seção A',
      '#sub-a1 Sub A1',
      '#secao-b-propria Seção B',
    ]);
    // The page's Markdown for readers' tools keeps its text, not its imports and exports.
    const markdown = readFileSync(path.join(root, 'build', 'index.md'), 'utf8');
    expect(markdown).toContain('<Chart data={sales}');
    expect(markdown).not.toMatch(/^(import|export) /m);
    for (const route of ['', 'guide', 'guide/install', 'docusaurus/page']) {
      const shown = visibleText(mainOf(root, route));
      expect(shown, `/${route}`).not.toMatch(/\bimport\s+\w+|\bexport\s+const|<\/?[A-Z]\w*|\{\s*\w+\s*\}/);
    }
  });

  it('lists the category as cards where a page writes <DocCardList />', async () => {
    const root = fixtureSite();
    await build(root);
    const cards = byClass(mainOf(root, 'guide'), 'dg-card');
    expect(cards.map((card) => `${card.attrs.href} ${text(card)}`)).toEqual(['/guide/install Instalação', '/guide/plain Sem MDX']);
  });

  it('builds a page written for Docusaurus, named .md, with its @theme imports', async () => {
    const root = fixtureSite();
    await build(root);
    const page = mainOf(root, 'docusaurus/page');
    // TOCInline given `toc.slice(1)`: the first heading left out.
    expect(findAll(byClass(page, 'dg-toc-inline')[0]!, (element) => element.tag === 'a').map(text)).toEqual(['Segunda']);
    // TabItem `default`: that tab is the one shown.
    expect(findAll(page, (element) => element.attrs.role === 'tab' && element.attrs['aria-selected'] === 'true').map(text)).toEqual([
      'macOS',
    ]);
    expect(text(byClass(page, 'dg-admonition--tip')[0]!)).toContain('Uma dica.');
    expect(text(byClass(page, 'dg-admonition--note')[0]!)).toContain('Texto do container.');
    const link = findAll(page, (element) => element.tag === 'a' && text(element) === 'o guia')[0]!;
    expect(link.attrs.href).toBe('/guide');
    // A partial imported as a component: its content in place, its link to a page's source file made the page's route.
    const note = byClass(page, 'dg-admonition--info')[0]!;
    expect(text(note)).toContain('Uma nota compartilhada');
    expect(findAll(note, (element) => element.tag === 'a')[0]!.attrs.href).toBe('/guide/install#top');
  });

  it('keeps a Markdown page Markdown: braces and HTML as always', async () => {
    const root = fixtureSite();
    await build(root);
    expect(text(mainOf(root, 'guide/plain'))).toContain('e {isto} é texto.');
  });

  it('remembers a Tabs groupId across pages under one key, and ships no JavaScript for static components', async () => {
    const root = fixtureSite();
    await build(root);
    const groupKey = (route: string) =>
      findAll(mainOf(root, route), (element) => 'data-tab-group' in element.attrs)[0]!.attrs['data-tab-group'];
    expect(groupKey('')).toBe(groupKey('guide/install'));
    expect(groupKey('')).toBe('docsgen:tabs:{"groupId":"pm"}');
    // Only the page with an island names a chunk of the site's components; it is in the output.
    const islandRoots = (route: string) => findAll(mainOf(root, route), (element) => element.attrs['data-island'] === 'mdx');
    expect(islandRoots('')).toEqual([]);
    const [counter] = islandRoots('guide/install');
    const props = JSON.parse(counter!.attrs['data-props']!) as { src: string; props: Record<string, unknown> };
    expect(props.props).toEqual({ label: 'Cliques', start: 2 });
    expect(existsSync(path.join(root, 'build', props.src))).toBe(true);
    expect(text(counter!)).toBe('Cliques: 2');
  });
});

describe('MDX errors', { timeout: 60_000 }, () => {
  it('names the file, line and column of an MDX syntax error', async () => {
    const root = tempSite({ 'content/index.mdx': '---\ntitle: X\n---\n\n# Docs\n\nA {broken\n' });
    const error = await failure(build(root));
    expect(error).toMatchObject({ code: 'markdown-mdx', file: 'content/index.mdx', line: 7 });
    expect(error.column).toBeGreaterThan(1);
    expect(error.message).toMatch(/^MDX could not be compiled: /);
    expect(error.hint).toMatch(/\\\{/);
  });

  it('names the page and the component that threw, and leaves the previous output as it was', async () => {
    const root = fixtureSite();
    await build(root);
    const before = readdirSync(path.join(root, 'build')).sort();
    const home = readFileSync(path.join(root, 'build', 'index.html'), 'utf8');
    writeFileSync(path.join(root, 'components', 'Chart.tsx'), 'export default function Chart() { throw new Error("no data"); }\n');
    const error = await failure(build(root));
    expect(error).toMatchObject({ code: 'mdx-render', file: 'content/index.mdx' });
    expect(error.message).toBe('the component <Chart> threw while the MDX page rendered: no data');
    expect(readdirSync(path.join(root, 'build')).sort()).toEqual(before);
    expect(readFileSync(path.join(root, 'build', 'index.html'), 'utf8')).toBe(home);
  });

  it('names the line of an import that does not resolve', async () => {
    const root = tempSite({ 'content/index.mdx': '# Docs\n\nimport Chart from "@site/components/Nope";\n\n<Chart />\n' });
    const error = await failure(build(root));
    expect(error).toMatchObject({ code: 'mdx-import', file: 'content/index.mdx', line: 3 });
    expect(error.message).toContain('"@site/components/Nope"');
  });

  it('names the line in its own file of an error in a partial a page imports, front matter counted', async () => {
    const root = tempSite({
      'content/index.mdx': "import Note from './_note.md';\n\n# Docs\n\n<Note />\n",
      'content/_note.md': '---\ntitle: Nota\n---\n\nUma nota.\n\nA {broken\n',
    });
    const error = await failure(build(root));
    expect(error).toMatchObject({ code: 'markdown-mdx', file: 'content/_note.md', line: 7 }); // as for a page (see above)
    expect(error.message).toContain('MDX could not be compiled');
  });

  it('says which component a page uses without importing it', async () => {
    const root = tempSite({ 'content/index.mdx': '# Docs\n\n<Chart />\n' });
    const error = await failure(build(root));
    expect(error).toMatchObject({ code: 'mdx-unknown-component', file: 'content/index.mdx' });
    expect(error.message).toContain('<Chart>');
  });
});

describe('MDX in .md pages', { timeout: 60_000 }, () => {
  const page = 'import Chart from "./Chart";\n\n# Docs\n\n<Chart></Chart>\n';

  it('builds a .md page holding MDX as MDX by default, and as Markdown with a warning under format "md"', async () => {
    const files = { 'content/index.md': page, 'content/Chart.tsx': 'export default () => <p className="chart">chart</p>;\n' };
    const detect = tempSite(files);
    const built = await build(detect);
    expect(built.warnings.filter((warning) => warning.code !== 'no-url')).toEqual([]);
    expect(byClass(mainOf(detect, ''), 'chart').map(text)).toEqual(['chart']);

    const md = tempSite({ ...files, 'docsgen.config.ts': 'export default { markdown: { format: "md" } };\n' });
    const plain = await build(md);
    expect(plain.warnings.filter((warning) => warning.code === 'mdx-in-markdown')).toEqual([
      expect.objectContaining({ file: 'content/index.md', line: 1, message: expect.stringContaining('rename the file to .mdx') }),
    ]);
    expect(text(mainOf(md, ''))).toContain('import Chart from');
  });

  it('leaves a VitePress page Markdown: imports inside <script setup> and Vue components are no sign of MDX', async () => {
    const root = tempSite({
      'content/index.md':
        '<script setup>\nimport Badge from "./Badge.vue"\n</script>\n\n# Docs {#docs}\n\n<Badge type="tip" text="novo"></Badge> and {{ count }}\n',
    });
    const result = await build(root);
    // No sign of MDX: only the Vue parts are named, the <script setup> block left out (remark-vue-blocks.ts).
    expect(result.warnings.filter((warning) => warning.code !== 'no-url').map((warning) => [warning.code, warning.line])).toEqual([
      ['vue-component', 1],
      ['component-tag', 7],
    ]);
    expect(text(mainOf(root, ''))).toContain('and {{ count }}');
  });

  it('shows a .md page that does not compile as MDX as Markdown, saying why', async () => {
    const root = tempSite({ 'content/index.md': 'import X from "./x";\n\n# Docs\n\nA {broken\n' });
    const result = await build(root);
    expect(result.warnings.filter((warning) => warning.code === 'mdx-in-markdown')).toEqual([
      expect.objectContaining({ file: 'content/index.md', line: 5, message: expect.stringContaining('MDX fails on it') }),
    ]);
    expect(text(mainOf(root, ''))).toContain('A {broken');
  });

  it('rebuilds when a component an MDX page imports changes, and keeps the islands when a Markdown page is edited', async () => {
    const root = fixtureSite();
    const run = (options = {}) => buildIfChanged({ root, log: () => {}, ...options });
    await run();
    expect((await run()).upToDate).toBe(true);
    editSite(root, {
      'components/Greeting.jsx': 'export function Greeting({ name }) { return <p className="greeting">Oi, {name}!</p>; }\n',
    });
    expect((await run()).upToDate).toBeFalsy();
    expect(text(byClass(mainOf(root, ''), 'greeting')[0]!)).toBe('Oi, Ana!');
    // A Markdown page edited alone is remade alone; the islands' chunks stay published.
    const chunk = () =>
      JSON.parse(findAll(mainOf(root, 'guide/install'), (element) => element.attrs['data-island'] === 'mdx')[0]!.attrs['data-props']!).src;
    editSite(root, { 'content/guide/plain.md': '# Sem MDX\n\nOutro texto.\n' });
    expect((await run()).upToDate).toBeFalsy();
    expect(text(mainOf(root, 'guide/plain'))).toContain('Outro texto.');
    expect(existsSync(path.join(root, 'build', chunk()))).toBe(true);
    // The page remade alone links the components' stylesheet, as the others do.
    const sheetOf = (route: string) =>
      /href="(\/assets\/components-[\w-]+\.css)"/.exec(readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8'))?.[1];
    expect(sheetOf('guide/plain')).toBe(sheetOf(''));
    expect(existsSync(path.join(root, 'build', sheetOf('')!))).toBe(true);
  });
});
