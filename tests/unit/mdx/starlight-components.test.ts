// A Starlight page's components (`@astrojs/starlight/components`) are docsgen's built-ins under Starlight's names and
// props: they render as Starlight shows them (a callout, tabs, steps, cards…), not as their bare content, and the
// import is no longer a stand-in (`mdx-import-missing`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { findAll, hasClass, parseHtml, textOf, type HtmlElement } from '../support/html-tree.js';
import { tempSite } from '../support/temp-site.js';

async function buildPage(body: string[], names: string): Promise<{ main: HtmlElement; codes: string[] }> {
  const root = tempSite({
    'content/index.mdx': [`import { ${names} } from '@astrojs/starlight/components';`, '', '# Docs', '', ...body, ''].join('\n'),
  });
  const result = await buildSite({ root, out: path.join(root, 'build'), cache: false, threads: 1, log: () => {} });
  const html = readFileSync(path.join(root, 'build/index.html'), 'utf8');
  const main = findAll(parseHtml(html), (element) => element.tag === 'main')[0]!;
  return { main, codes: result.warnings.map((warning) => warning.code) };
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
