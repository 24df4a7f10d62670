// Tab groups written in Markdown: VitePress's "::: code-group" (fenced blocks labelled "[npm]") and the ":::tabs"
// directive ("::tab[npm]" lines, or ":::tab[npm]" containers inside "::::tabs"), as ARIA tabs; and the markup the
// Markdown step writes for the island is exactly what its React template renders, so that it hydrates.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { ISLANDS } from '../../../shared/constants.js';
import { Island } from '../../../templates/layout/Island.js';
import { ContentTabs } from '../../../templates/islands/ContentTabs.js';
import { findAll, parseHtml, type HtmlElement, type HtmlNode } from '../support/html-tree.js';

const elements = (html: string, test: (element: HtmlElement) => boolean) => findAll(parseHtml(html), test);
const byRole = (html: string, role: string) => elements(html, (element) => element.attrs.role === role);
const text = (node: HtmlNode): string => (typeof node === 'string' ? node : node.children.map(text).join(''));

const CODE_GROUP = '::: code-group\n\n```sh [npm]\nnpm add -D vite\n```\n\n```sh [Yarn (classic)]\nyarn add -D vite\n```\n\n:::\n';

describe('::: code-group', () => {
  it('makes one tab per fenced block, named by its [label], the first selected, the others in hidden panels', () => {
    const { html } = renderMarkdown(CODE_GROUP);
    const [group] = elements(html, (element) => element.attrs.class?.split(' ').includes('dg-tabs') ?? false);
    expect(group!.attrs).toEqual({ class: 'dg-tabs dg-tabs--code', 'data-tab-group': 'docsgen:tabs:["Yarn (classic)","npm"]' });
    expect(byRole(html, 'tab').map((tab) => tab.attrs)).toEqual([
      {
        type: 'button',
        role: 'tab',
        id: 'dg-tabs-1-tab-1',
        'aria-selected': 'true',
        'aria-controls': 'dg-tabs-1-panel-1',
        tabindex: '0',
        class: 'dg-tabs__tab',
        'data-tab': 'npm',
      },
      {
        type: 'button',
        role: 'tab',
        id: 'dg-tabs-1-tab-2',
        'aria-selected': 'false',
        'aria-controls': 'dg-tabs-1-panel-2',
        tabindex: '-1',
        class: 'dg-tabs__tab',
        'data-tab': 'Yarn (classic)',
      },
    ]);
    expect(byRole(html, 'tab').map(text)).toEqual(['npm', 'Yarn (classic)']);
    const panels = byRole(html, 'tabpanel');
    expect(panels.map((panel) => panel.attrs)).toEqual([
      { role: 'tabpanel', id: 'dg-tabs-1-panel-1', 'aria-labelledby': 'dg-tabs-1-tab-1', class: 'dg-tabs__panel', 'data-tab': 'npm' },
      {
        role: 'tabpanel',
        id: 'dg-tabs-1-panel-2',
        'aria-labelledby': 'dg-tabs-1-tab-2',
        class: 'dg-tabs__panel',
        'data-tab': 'Yarn (classic)',
        hidden: '',
      },
    ]);
    // Each panel holds its code block (rehype-code-blocks.ts): the code, and its copy button named by the tab's label.
    expect(panels.map((panel) => findAll(panel, (element) => element.tag === 'pre').map(text))).toEqual([
      ['npm add -D vite\n'],
      ['yarn add -D vite\n'],
    ]);
    expect(
      panels.map((panel) => findAll(panel, (element) => element.tag === 'button').map((button) => button.attrs['aria-label'])),
    ).toEqual([['Copiar o código de npm'], ['Copiar o código de Yarn (classic)']]);
  });

  it('names each tab as its code block reads the info string, and shows a title bar only for a title="…"', () => {
    const { html, warnings } = renderMarkdown(
      '::: code-group\n\n```[.env]\nA=1\n```\n\n```rust,ignore title="main.rs"\nfn main() {}\n```\n\n```js [config.js]\nx\n```\n\n:::\n',
    );
    expect(byRole(html, 'tab').map(text)).toEqual(['.env', 'rust', 'config.js']);
    // The label names the tab, so the block repeats it in no title bar; a title is the block's own and shows (with
    // mdBook's `ignore` as a label of its own, code-blocks.test.ts).
    const bars = byRole(html, 'tabpanel').map((panel) => findAll(panel, (element) => element.attrs.class === 'dg-code__bar'));
    expect(bars.map((found) => found.map((bar) => findAll(bar, (element) => element.attrs.class === 'dg-code__title').map(text)))).toEqual([
      [],
      [['main.rs']],
      [],
    ]);
    expect(elements(html, (element) => element.tag === 'code').map((code) => code.attrs.class)).toEqual([
      undefined,
      'hljs language-rust ignore',
      'hljs language-js',
    ]);
    expect(warnings).toBeUndefined();
  });

  it('puts the tab list in an island the browser hydrates, the panels stay static HTML', () => {
    const { html } = renderMarkdown(CODE_GROUP);
    const [island] = elements(html, (element) => element.attrs['data-island'] !== undefined);
    expect(island!.attrs).toEqual({
      class: 'dg-island dg-tabs-island',
      'data-island': ISLANDS.contentTabs,
      'data-props': '{"id":"dg-tabs-1"}',
    });
    expect(island!.children.map((child) => (typeof child === 'string' ? child : child.attrs.role))).toEqual(['tablist']);
  });

  it('writes the tab list exactly as the island template renders it, for any selection after hydration to start from', () => {
    const { html } = renderMarkdown(CODE_GROUP);
    const [island] = elements(html, (element) => element.attrs['data-island'] !== undefined);
    const rendered = renderToStaticMarkup(
      <Island name={ISLANDS.contentTabs} props={{ id: 'dg-tabs-1' }} className="dg-tabs-island">
        <ContentTabs id="dg-tabs-1" labels={['npm', 'Yarn (classic)']} />
      </Island>,
    );
    expect(island).toEqual(parseHtml(rendered).children[0]);
  });

  it('numbers the groups of a page, and names a block without a label by its language', () => {
    const { html, warnings } = renderMarkdown(
      `${CODE_GROUP}\n::: code-group\n\n\`\`\`js\na\n\`\`\`\n\n\`\`\`ts [b.ts]\nb\n\`\`\`\n\n:::\n`,
    );
    expect(byRole(html, 'tab').map((tab) => `${tab.attrs.id} ${text(tab)}`)).toEqual([
      'dg-tabs-1-tab-1 npm',
      'dg-tabs-1-tab-2 Yarn (classic)',
      'dg-tabs-2-tab-1 js',
      'dg-tabs-2-tab-2 b.ts',
    ]);
    expect(warnings).toBeUndefined();
  });
});

describe(':::tabs', () => {
  it('starts a tab at each ::tab[label] line; the group remembers its choice under its set of labels', () => {
    const { html } = renderMarkdown('::::tabs\n::tab[pnpm]\nUse **pnpm**.\n::tab[npm]\n:::tip\nOu npm.\n:::\n::::\n');
    expect(byRole(html, 'tab').map(text)).toEqual(['pnpm', 'npm']);
    expect(elements(html, (element) => 'data-tab-group' in element.attrs)[0]!.attrs).toEqual({
      class: 'dg-tabs',
      'data-tab-group': 'docsgen:tabs:["npm","pnpm"]',
    });
  });

  it('takes whole ::::tab[label] containers inside :::::tabs, and keeps what comes before the first tab above the group', () => {
    const { html, warnings } = renderMarkdown(
      ':::::tabs\nEscolha:\n::::tab[A]\nConteúdo A.\n::::\n::::tab[B]\n::: warning\nB!\n:::\n::::\n:::::\n',
    );
    expect(html).toMatch(/^<div><p>Escolha:<\/p><div class="dg-tabs"/);
    expect(byRole(html, 'tabpanel').map((panel) => `${panel.attrs['data-tab']}: ${text(panel)}`)).toEqual(['A: Conteúdo A.', 'B: AvisoB!']);
    expect(html).toContain('<div class="dg-admonition dg-admonition--warning"><p class="dg-admonition__title">Aviso</p><p>B!</p></div>');
    expect(warnings).toBeUndefined();
  });

  it('names a tab without a label by its number, and warns with its line', () => {
    const { html, warnings } = renderMarkdown('Texto.\n\n:::tabs\n::tab[Um]\nx\n::tab\ny\n:::\n');
    expect(byRole(html, 'tab').map(text)).toEqual(['Um', '2']);
    expect(warnings).toEqual([
      { code: 'tab-without-label', line: 6, message: 'tab 2 of ":::tabs" has no label, so it is shown as "2": name it (::tab[npm])' },
    ]);
  });

  it('nests a code group inside a tab', () => {
    const { html } = renderMarkdown('::::tabs\n::tab[Linux]\n::: code-group\n```sh [npm]\nnpm i\n```\n:::\n::::\n');
    expect(byRole(html, 'tablist')).toHaveLength(2);
    expect(byRole(html, 'tab').map((tab) => `${tab.attrs.id} ${text(tab)}`)).toEqual(['dg-tabs-1-tab-1 Linux', 'dg-tabs-2-tab-1 npm']);
  });

  it('titles a labelled code block with its label, the tab being named otherwise', () => {
    const { html } = renderMarkdown(':::tabs\n::tab[Linux]\n```sh [install.sh]\nmake\n```\n:::\n');
    expect(elements(html, (element) => element.attrs.class === 'dg-code__bar').map(text)).toEqual(['install.sh']);
  });

  it('shows a group with no tab in it as its content', () => {
    expect(renderMarkdown(':::tabs\nSó texto.\n:::\n').html).toBe('<div><p>Só texto.</p></div>');
  });
});
