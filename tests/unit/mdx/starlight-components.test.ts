// A Starlight page's components (`@astrojs/starlight/components`) are docsgen's built-ins under Starlight's names and
// props: they render as Starlight shows them (a callout, tabs, steps, cards…), not as their bare content, and the
// import is no longer a stand-in (`mdx-import-missing`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { findAll, hasClass, parseHtml, textOf, type HtmlElement } from '../support/html-tree.js';
import { tempSite } from '../support/temp-site.js';

async function buildPage(body: string[], names: string): Promise<{ main: HtmlElement; codes: string[]; css: string }> {
  const root = tempSite({
    'content/index.mdx': [`import { ${names} } from '@astrojs/starlight/components';`, '', '# Docs', '', ...body, ''].join('\n'),
  });
  const result = await buildSite({ root, out: path.join(root, 'build'), cache: false, threads: 1, log: () => {} });
  const html = readFileSync(path.join(root, 'build/index.html'), 'utf8');
  const main = findAll(parseHtml(html), (element) => element.tag === 'main')[0]!;
  // The stylesheets the page links (the components' among them).
  const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)]
    .map((link) => readFileSync(path.join(root, 'build', link[1]!), 'utf8'))
    .join('');
  return { main, codes: result.warnings.map((warning) => warning.code), css };
}

const byClass = (scope: HtmlElement, name: string) => findAll(scope, (element) => hasClass(element, name));
const byRole = (scope: HtmlElement, role: string) => findAll(scope, (element) => element.attrs.role === role);

describe("Starlight's components", { timeout: 60_000 }, () => {
  it('<Aside> is the callout `:::caution` makes, titled by its kind or its title, with no stand-in warning', async () => {
    const { main, codes } = await buildPage(
      ['<Aside>Plain note.</Aside>', '', '<Aside type="caution" title="Careful">Mind the gap.</Aside>'],
      'Aside',
    );
    expect(codes).not.toContain('mdx-import-missing');
    const boxes = byClass(main, 'dg-admonition');
    expect(boxes.map((box) => box.attrs.class)).toEqual(['dg-admonition dg-admonition--note', 'dg-admonition dg-admonition--caution']);
    expect(boxes.map((box) => textOf(byClass(box, 'dg-admonition__title')[0]!))).toEqual(['Note', 'Careful']);
    expect(textOf(boxes[1]!)).toContain('Mind the gap.');
  });

  it('<Tabs>/<TabItem> are ARIA tabs named by their labels; a syncKey is remembered as a Docusaurus groupId is', async () => {
    const { main, codes } = await buildPage(
      [
        '<Tabs syncKey="pkg">',
        '  <TabItem label="npm" icon="seti:npm">Run npm install.</TabItem>',
        '  <TabItem label="pnpm">Run pnpm add.</TabItem>',
        '</Tabs>',
      ],
      'Tabs, TabItem',
    );
    expect(codes).not.toContain('mdx-import-missing');
    expect(byRole(main, 'tab').map(textOf)).toEqual(['npm', 'pnpm']);
    const panels = byRole(main, 'tabpanel');
    expect(panels.map(textOf)).toEqual(['Run npm install.', 'Run pnpm add.']);
    expect(panels.map((panel) => 'hidden' in panel.attrs)).toEqual([false, true]);
    const group = findAll(main, (element) => 'data-tab-group' in element.attrs)[0]!;
    expect(group.attrs['data-tab-group']).toBe('docsgen:tabs:{"groupId":"pkg"}');
  });
});

describe("Starlight's other components", { timeout: 60_000 }, () => {
  it('render as lists, links and code blocks a reader can use, with no stand-in warning', async () => {
    const { main, codes, css } = await buildPage(
      [
        '<Steps>',
        '',
        '1. Install it.',
        '2. Run it.',
        '',
        '</Steps>',
        '',
        '<CardGrid stagger>',
        '  <Card title="Stars" icon="star">Bright.</Card>',
        '  <Card title="Moons">Pale.</Card>',
        '</CardGrid>',
        '',
        '<LinkCard title="Guides" href="/guides/" description="How to do things." />',
        '',
        '<LinkButton href="/start/" variant="secondary">Get started</LinkButton>',
        '',
        'A <Badge text="New" variant="tip" /> feature <Icon name="star" />.',
        '',
        '<FileTree>',
        '',
        '- astro.config.mjs an **important** file',
        '- src',
        '  - index.ts',
        '- public/',
        '',
        '</FileTree>',
        '',
        '<Code code={"const a = 1;\\n"} lang="js" title="a.js" />',
      ],
      'Steps, Card, CardGrid, LinkCard, LinkButton, Badge, Icon, FileTree, Code',
    );
    expect(codes).not.toContain('mdx-import-missing');
    expect(css).toContain('.dg-sl-card-grid');
    // Steps: the ordered list, marked as steps.
    const steps = byClass(main, 'dg-steps')[0]!;
    expect(
      findAll(steps, (element) => element.tag === 'ol')[0]!
        .children.filter((c) => typeof c !== 'string')
        .map(textOf),
    ).toEqual(['Install it.', 'Run it.']);
    // A card grid is a list of cards, each with its title and content.
    const grid = byClass(main, 'dg-sl-card-grid')[0]!;
    expect(grid.tag).toBe('ul');
    expect(hasClass(grid, 'dg-sl-card-grid--stagger')).toBe(true);
    const cards = findAll(grid, (element) => element.tag === 'li');
    expect(cards.map((card) => textOf(byClass(card, 'dg-sl-card__title')[0]!))).toEqual(['Stars', 'Moons']);
    expect(cards.map((card) => textOf(byClass(card, 'dg-sl-card__body')[0]!))).toEqual(['Bright.', 'Pale.']);
    // A link card is one link, named by its title and description.
    const linkCard = byClass(main, 'dg-sl-link-card')[0]!;
    expect([linkCard.tag, linkCard.attrs.href, textOf(linkCard)]).toEqual(['a', '/guides/', 'GuidesHow to do things.']);
    const button = byClass(main, 'dg-sl-button')[0]!;
    expect([button.tag, button.attrs.href, button.attrs.class, textOf(button)]).toEqual([
      'a',
      '/start/',
      'dg-sl-button dg-sl-button--secondary',
      'Get started',
    ]);
    const badge = byClass(main, 'dg-sl-badge')[0]!;
    expect([badge.attrs.class, textOf(badge)]).toEqual(['dg-sl-badge dg-sl-badge--tip', 'New']);
    // The icon draws nothing: the paragraph reads as its words.
    const sentence = findAll(main, (element) => element.tag === 'p' && textOf(element).includes('feature'))[0]!;
    expect(textOf(sentence)).toBe('A New feature .');
    // The file tree keeps the list and its text; folders (a nested list, or a name ending in /) are told from files.
    const tree = byClass(main, 'dg-file-tree')[0]!;
    const items = findAll(tree, (element) => element.tag === 'li');
    expect(items.map((item) => [item.attrs.class, textOf(item).split(/\s/)[0]])).toEqual([
      ['dg-file-tree__file', 'astro.config.mjs'],
      ['dg-file-tree__folder', 'src'],
      ['dg-file-tree__file', 'index.ts'],
      ['dg-file-tree__folder', 'public/'],
    ]);
    expect(textOf(items[0]!)).toBe('astro.config.mjs an important file');
    // Code is the block a fence makes: its title bar and its code.
    const code = byClass(main, 'dg-code')[0]!;
    expect(textOf(byClass(code, 'dg-code__title')[0]!)).toBe('a.js');
    expect(textOf(findAll(code, (element) => element.tag === 'pre')[0]!)).toContain('const a = 1;');
  });
});
