// `locale: 'en'` makes every interface string a reader meets English (the fixture tests/fixtures/english), the site's
// own words in `strings` win over the table, and the search index is cut by English rules.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { findAll, findOne, hasClass, parseHtml, textOf, type HtmlElement } from '../support/html-tree.js';
import { tempSite } from '../support/temp-site.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/english');
const quiet = { log: () => {} };

/** The fixture's files, to build a copy of it (a build writes its caches beside the site). */
function fixtureFiles(dir = FIXTURE, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) Object.assign(files, fixtureFiles(file, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = readFileSync(file, 'utf8');
  }
  return files;
}

async function build(files: Record<string, string>, root = tempSite(files, 'acme')): Promise<(rel: string) => string> {
  await buildSite({ root, ...quiet });
  return (rel) => readFileSync(path.join(root, 'build', rel), 'utf8');
}

const byClass = (doc: HtmlElement, name: string) => findAll(doc, (el) => hasClass(el, name)).map(textOf);
const label = (doc: HtmlElement, tag: string) =>
  findAll(doc, (el) => el.tag === tag && 'aria-label' in el.attrs).map((el) => el.attrs['aria-label']);

describe("locale: 'en'", () => {
  it('gives <html lang="en">, and English TOC, pager, callouts, landmarks and 404', async () => {
    const read = await build(fixtureFiles());
    const install = read('guide/install/index.html');
    expect(install).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr"/);
    expect(install).toContain('<meta property="og:locale" content="en_US">');
    const doc = parseHtml(install);
    expect(byClass(doc, 'dg-toc__title')).toEqual(['On this page']);
    expect(byClass(doc, 'dg-pagination__sub')).toEqual(['Previous', 'Next']);
    expect(byClass(doc, 'dg-admonition__title')).toEqual(['Tip', 'Warning']);
    expect(byClass(doc, 'dg-doc__tags-label')).toEqual(['Tags:']);
    expect(byClass(doc, 'dg-toc-disclosure__title')).toEqual(['On this page']);
    // The TOC twice: the disclosure at the top of the article and the right-hand column (CSS shows one at a time).
    expect(label(doc, 'nav')).toEqual(['Main', 'Docs sidebar', 'Table of contents', 'Breadcrumbs', 'Docs pages', 'Table of contents']);
    expect(findAll(doc, (el) => hasClass(el, 'dg-anchor')).map((el) => el.attrs['aria-label'])).toEqual([
      'Direct link to Requirements',
      'Direct link to Create the API keys',
    ]);
    expect(textOf(findOne(doc, 'skip link', (el) => hasClass(el, 'dg-skip-link')))).toBe('Skip to main content');

    const notFound = parseHtml(read('404.html'));
    const main = findOne(notFound, 'main', (el) => el.tag === 'main');
    expect(findAll(main, (el) => el.tag === 'h1' || el.tag === 'p').map(textOf)).toEqual([
      '404',
      'Page not found',
      'We could not find what you were looking for.',
      'Check the address or go back to the home page; if a link brought you here, let its owner know.',
      'Back to the home page',
    ]);
    expect(textOf(findOne(parseHtml(read('tags/setup/index.html')), 'h1', (el) => el.tag === 'h1'))).toBe('2 docs tagged with “setup”');

    const entry = JSON.parse(read('assets/search-index.json')) as { locale: string };
    expect(entry.locale).toBe('en');
    // The browser's copy of the strings is English, and Portuguese is nowhere in the bundle.
    const chunks = (JSON.parse(read('assets/manifest.json')) as { files: string[] }).files
      .filter((file) => file.endsWith('.js'))
      .map((file) => read(`assets/${file}`));
    expect(chunks.filter((js) => js.includes('"Skip to main content"')).length).toBe(1);
    expect(chunks.filter((js) => js.includes('Nesta página')).length).toBe(0);
  });

  it("lets the site's own words win over the table's, the rest staying English", async () => {
    const files = fixtureFiles();
    files['docsgen.config.ts'] =
      "export default { title: 'Acme Docs', locale: 'en', strings: { toc: 'Contents', admonitions: { tip: 'Pro tip' }, pagination: { next: 'Onward' } } };\n";
    const read = await build(files);
    const doc = parseHtml(read('guide/install/index.html'));
    expect(byClass(doc, 'dg-toc__title')).toEqual(['Contents']);
    expect(byClass(doc, 'dg-admonition__title')).toEqual(['Pro tip', 'Warning']);
    expect(byClass(doc, 'dg-pagination__sub')).toEqual(['Previous', 'Onward']);
  });

  it('a rebuild after the locale changed reuses no Markdown, page or bundle made in the other language', async () => {
    const files = fixtureFiles();
    const root = tempSite(files, 'acme');
    await build(files, root);
    writeFileSync(path.join(root, 'docsgen.config.ts'), "export default { title: 'Acme Docs', locale: 'es' };\n");
    const read = await build(files, root);
    const install = read('guide/install/index.html');
    expect(install).toMatch(/^<!doctype html>\n<html lang="es"/);
    const doc = parseHtml(install);
    expect(byClass(doc, 'dg-admonition__title')).toEqual(['Consejo', 'Advertencia']);
    expect(byClass(doc, 'dg-pagination__sub')).toEqual(['Anterior', 'Siguiente']);
    expect((JSON.parse(read('assets/search-index.json')) as { locale: string }).locale).toBe('es');
    const chunks = (JSON.parse(read('assets/manifest.json')) as { files: string[] }).files.filter((file) => file.endsWith('.js'));
    expect(chunks.filter((file) => read(`assets/${file}`).includes('"Saltar al contenido principal"')).length).toBe(1);
  });
});

describe('the languages docsgen has tables for (issue 35)', () => {
  it.each([
    {
      locale: 'ja',
      og: 'ja_JP',
      toc: 'このページの内容',
      pager: ['前へ', '次へ'],
      tip: ['ヒント', '警告'],
      tagTitle: '「setup」タグの付いたドキュメント 2 件',
      skip: 'メインコンテンツまでスキップ',
    },
    {
      locale: 'ru',
      og: 'ru_RU',
      toc: 'На этой странице',
      pager: ['Предыдущая', 'Следующая'],
      tip: ['Совет', 'Предупреждение'],
      // Russian's `few` form for 2 (Intl.PluralRules), where English says "2 docs".
      tagTitle: '2 документа с тегом «setup»',
      skip: 'Перейти к основному содержимому',
    },
  ])('locale: $locale gives <html lang>, og:locale and the interface in that language, the browser only its table', async (want) => {
    const files = fixtureFiles();
    files['docsgen.config.ts'] = `export default { title: 'Acme Docs', url: 'https://docs.acme.example', locale: '${want.locale}' };\n`;
    const read = await build(files);
    const install = read('guide/install/index.html');
    expect(install).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${want.locale}"`));
    expect(install).toContain(`<meta property="og:locale" content="${want.og}">`);
    const doc = parseHtml(install);
    expect(byClass(doc, 'dg-toc__title')).toEqual([want.toc]);
    expect(byClass(doc, 'dg-pagination__sub')).toEqual(want.pager);
    expect(byClass(doc, 'dg-admonition__title')).toEqual(want.tip);
    expect(textOf(findOne(doc, 'skip link', (el) => hasClass(el, 'dg-skip-link')))).toBe(want.skip);
    expect(textOf(findOne(parseHtml(read('tags/setup/index.html')), 'h1', (el) => el.tag === 'h1'))).toBe(want.tagTitle);
    const chunks = (JSON.parse(read('assets/manifest.json')) as { files: string[] }).files
      .filter((file) => file.endsWith('.js'))
      .map((file) => read(`assets/${file}`));
    // esbuild writes the chunks in ASCII: a letter outside it as \uXXXX.
    const ascii = want.skip.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
    expect(chunks.filter((js) => js.includes(`"${ascii}"`)).length).toBe(1);
    expect(chunks.filter((js) => js.includes('Nesta página') || js.includes('"Skip to main content"')).length).toBe(0);
  });
});
