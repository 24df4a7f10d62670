// Docs folders written for VitePress and Docusaurus (tests/fixtures/dialects) build as their authors meant them: every
// container, alert and tab group rendered, none of their syntax left on a page as text, and the one unknown container
// reported with its file and line.
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { findAll, parseHtml, type HtmlElement, type HtmlNode } from '../support/html-tree.js';
import { tempSite } from '../support/temp-site.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/dialects');

async function buildFixture(name: string) {
  const root = tempSite({}, name);
  cpSync(path.join(FIXTURES, name), root, { recursive: true });
  const result = await buildSite({ root, out: path.join(root, 'build'), cache: false, threads: 1, log: () => {} });
  const main = (route: string): HtmlElement => {
    const file = path.join(result.outDir, route, 'index.html');
    return findAll(parseHtml(readFileSync(file, 'utf8')), (element) => element.tag === 'main')[0]!;
  };
  return { result, main };
}

/** The text a reader sees, code blocks left out: a page that documents the syntax shows it in code, rightly. */
function visibleText(node: HtmlNode): string {
  if (typeof node === 'string') return node;
  if (node.tag === 'pre' || node.tag === 'code') return ' ';
  return node.children.map(visibleText).join('');
}
const text = (node: HtmlNode): string => (typeof node === 'string' ? node : node.children.map(text).join(''));
const hasClass = (element: HtmlElement, name: string) => element.attrs.class?.split(' ').includes(name) ?? false;

/** Each callout of the page as "kind: title". */
function callouts(main: HtmlElement): string[] {
  return findAll(main, (element) => hasClass(element, 'dg-admonition')).map((box) => {
    const kind = box.attrs.class!.split(' ')[1]!.replace('dg-admonition--', '');
    const title = findAll(box, (element) => hasClass(element, 'dg-admonition__title'))[0]!;
    return `${kind}: ${text(title)}`;
  });
}

/** Each tab group of the page as its tab labels. */
function tabGroups(main: HtmlElement): string[][] {
  return findAll(main, (element) => element.attrs.role === 'tablist').map((list) =>
    findAll(list, (element) => element.attrs.role === 'tab').map(text),
  );
}

function expectNoSyntaxShown(main: HtmlElement, route: string): void {
  const shown = visibleText(main);
  expect(shown.match(/:::[\w-]*/g), `":::" shown on ${route}`).toBeNull();
  expect(shown.match(/\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/gi), `alert markers shown on ${route}`).toBeNull();
}

describe('a VitePress-style docs folder', () => {
  it('renders its containers, alerts, details and code groups, with no syntax left as text', async () => {
    const { result, main } = await buildFixture('vitepress');
    expect(result.warnings.filter((warning) => warning.code !== 'no-url')).toEqual([]);
    for (const route of ['', 'guide/features']) expectNoSyntaxShown(main(route), `/${route}`);

    expect(callouts(main(''))).toEqual(['tip: Node.js version', 'warning: Warning', 'note: Note']);
    expect(tabGroups(main(''))).toEqual([['npm', 'Yarn', 'pnpm']]);
    // The author's <details> (the page's own "Nesta página" disclosure is not in the Markdown body).
    const body = findAll(main(''), (element) => (element.attrs.class ?? '').split(' ').includes('dg-markdown'))[0]!;
    expect(findAll(body, (element) => element.tag === 'summary').map(text)).toEqual(['Using the command line options']);

    const features = main('guide/features');
    expect(callouts(features)).toEqual([
      'danger: Do not ship both',
      'info: Custom title with code',
      'tip: Tip',
      'important: Important',
      'warning: Warning',
      'caution: Caution',
    ]);
    expect(tabGroups(features)).toEqual([
      ['pnpm', 'npm', 'Yarn'],
      ['vite.config.js', 'vite.config.ts'],
      ['npm', 'Yarn', 'pnpm'],
    ]);
    expect(findAll(features, (element) => element.tag === 'blockquote').map((quote) => text(quote).trim())).toEqual([
      'A plain quote stays a quote.',
    ]);
    // VitePress's heading ids (the folder has a .vitepress folder), which its links name: no broken-anchor warning above.
    const ids = (page: HtmlElement) => findAll(page, (element) => element.tag === 'h2').map((heading) => heading.attrs.id);
    expect(ids(features).slice(-2)).toEqual(['build-target', 'options-reference']);
    expect(ids(main('')).slice(-2)).toEqual(['build-target', 'build-target-1']);
    // The syntax shown in a code block stays as written.
    expect(findAll(features, (element) => element.tag === 'code').map(text)).toContain('::: tip Title\nText\n:::\n\n> [!NOTE]\n> Text\n');
  });
});

describe('a Docusaurus-style docs folder', () => {
  it('renders titles after the name or in brackets, and :::tabs; warns once about the unknown container', async () => {
    const { result, main } = await buildFixture('docusaurus');
    for (const route of ['', 'guides/install', 'guides/typo']) expectNoSyntaxShown(main(route), `/${route}`);
    // Configuration.md says `id: configuration`: published under that name, which the other pages link to (no
    // broken-link warning below).
    const heading = findAll(main('guides/configuration'), (element) => element.tag === 'h2')[0]!;
    expect([heading.attrs.id, text(heading)]).toEqual(['testenvironment-string', 'testEnvironment [string]#']);

    expect(callouts(main(''))).toEqual([
      'note: Note',
      'info: Legacy Fake Timers',
      'caution: Caution',
      'important: Important',
      'tip: Titles in brackets',
      'danger: Breaking change',
    ]);
    expect(tabGroups(main('guides/install'))).toEqual([
      ['npm', 'Yarn', 'pnpm'],
      ['macOS', 'Linux'],
    ]);
    expect(callouts(main('guides/install'))).toEqual(['warning: Warning']);
    expect(callouts(main('guides/typo'))).toEqual(['neutral: warnig']);
    expect(result.warnings.filter((warning) => warning.code !== 'no-url')).toEqual([
      {
        code: 'unknown-container',
        file: 'content/guides/typo.md',
        line: 8,
        message:
          'unknown container ":::warnig" is shown as a plain box: use one of "note", "tip", "info", "warning", "caution", "danger", "important", "details", "code-group", "tabs", "raw", "v-pre"',
      },
    ]);
  });
});
