// The four parts of "bring your docs" meet on one page: a page titled by the heading it starts with, then a
// container holding a link to a source file; a tab holding one; a GitHub alert holding an image beside the page; a
// code group whose blocks have a title and labels. Each part was tested alone; here the build puts them together.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { findAll, parseHtml, type HtmlElement, type HtmlNode } from '../support/html-tree.js';
import { tempSite } from '../support/temp-site.js';

/** A 3×2 PNG: its header is all image-size reads. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000003000000020802000000', 'hex');

const BODY = [
  '## Guia de instalação',
  '',
  '::: tip Antes de começar',
  'Leia a [referência](./referencia.md#opções).',
  ':::',
  '',
  ':::tabs',
  '::tab[Linux]',
  'Veja [opções](referencia.md#opções).',
  '::tab[macOS]',
  '```sh [brew.sh]',
  'brew install x',
  '```',
  ':::',
  '',
  '> [!NOTE]',
  '> O diagrama: ![Diagrama](./img/diagrama.png)',
  '',
  '::: code-group',
  '',
  '```js title="src/app.js"',
  'run();',
  '```',
  '',
  '```[.env]',
  'KEY=1',
  '```',
  '',
  ':::',
  '',
].join('\n');

const text = (node: HtmlNode): string => (typeof node === 'string' ? node : node.children.map(text).join(''));
const hasClass = (element: HtmlElement, name: string) => element.attrs.class?.split(' ').includes(name) ?? false;

/** The site, built; the page's HTML, its <main> and its tab panels in document order. */
async function buildPage() {
  const root = tempSite({
    'content/index.md': '# Início\n',
    'content/guia/instalar.md': BODY,
    'content/guia/referencia.md': '# Referência\n\n## Opções\n',
    'content/guia/img/diagrama.png': PNG,
  });
  const result = await buildSite({ root, out: path.join(root, 'build'), cache: false, threads: 1, log: () => {} });
  const html = readFileSync(path.join(result.outDir, 'guia/instalar/index.html'), 'utf8');
  const main = findAll(parseHtml(html), (element) => element.tag === 'main')[0]!;
  // Read now: the temporary site goes after the first test.
  const [img] = findAll(main, (element) => element.tag === 'img');
  const published = readFileSync(path.join(result.outDir, img!.attrs.src!));
  return { warnings: result.warnings, html, main, panels: findAll(main, (element) => element.attrs.role === 'tabpanel'), published };
}

describe('titles, links, containers and code blocks on one page', () => {
  let built: Awaited<ReturnType<typeof buildPage>>;
  beforeAll(async () => {
    built = await buildPage();
  });

  it('builds with no warning of these parts', () => {
    expect(built.warnings.map((warning) => warning.code)).toEqual(['no-url']);
  });

  it('is titled by its first heading, which leaves the body; the container after it is the first thing in the body', () => {
    expect(/<title>(.*?)<\/title>/.exec(built.html)![1]).toBe('Guia de instalação | Site');
    expect(findAll(built.main, (element) => element.tag === 'h1').map((h1) => `${h1.attrs.id} ${text(h1)}`)).toEqual([
      'guia-de-instalação Guia de instalação',
    ]);
    expect(findAll(built.main, (element) => element.tag === 'h2')).toEqual([]);
    const body = findAll(built.main, (element) => hasClass(element, 'dg-markdown'))[0]!;
    expect((body.children.find((child) => typeof child !== 'string') as HtmlElement).attrs.class).toBe('dg-admonition dg-admonition--tip');
  });

  it('turns links to source files inside a container and inside a tab into routes, anchors kept', () => {
    const callout = findAll(built.main, (element) => hasClass(element, 'dg-admonition--tip'))[0]!;
    expect(findAll(callout, (element) => element.tag === 'a').map((a) => a.attrs.href)).toEqual(['/guia/referencia#op%C3%A7%C3%B5es']);
    expect(findAll(built.panels[0]!, (element) => element.tag === 'a').map((a) => a.attrs.href)).toEqual([
      '/guia/referencia#op%C3%A7%C3%B5es',
    ]);
  });

  it('publishes an image inside a GitHub alert, with its size', () => {
    const alert = findAll(built.main, (element) => hasClass(element, 'dg-admonition--note'))[0]!;
    const [image] = findAll(alert, (element) => element.tag === 'img');
    expect(image!.attrs).toEqual({
      src: '/assets/files/diagrama-7c58cf77d0.png',
      alt: 'Diagrama',
      width: '3',
      height: '2',
      decoding: 'async',
    });
    expect(built.published).toEqual(PNG);
  });

  it('names code-group tabs by label or language; a label titles a block only where the tab has another name', () => {
    const groups = findAll(built.main, (element) => element.attrs['data-tab-group'] !== undefined);
    expect(groups.map((group) => findAll(group, (element) => element.attrs.role === 'tab').map(text))).toEqual([
      ['Linux', 'macOS'],
      ['js', '.env'],
    ]);
    const bars = (panel: HtmlElement) => findAll(panel, (element) => hasClass(element, 'dg-code__bar')).map(text);
    expect(built.panels.map(bars)).toEqual([[], ['brew.sh'], ['src/app.js'], []]);
  });
});
