// What readers see of a site's versions and languages (issue 35), from a hand-made model with three versions (Next,
// 2.0 the last, 1.0) and two languages (English, the default, and Arabic, written right to left): the version menu,
// the language menu, the notes above an old, unreleased or untranslated page, and the head (noindex, canonical,
// hreflang, <html lang dir>). A site without versions or locales shows none of it.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../cli/render/render-route.js';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';
import type { DocPage, SiteInfo } from '../../../shared/model/site.js';
import type { SiteLocale, SiteVersion } from '../../../shared/model/variants.js';
import { type HtmlElement, findAll, findOne, hasClass, parseHtml, textOf } from '../support/html-tree.js';

const VERSIONS: SiteVersion[] = [
  { name: 'current', label: 'Next', root: '/docs/next', home: '/docs/next/intro', banner: 'unreleased', isLast: false },
  { name: '2.0', label: '2.0', root: '/docs', home: '/docs/intro', isLast: true },
  { name: '1.0', label: '1.0', root: '/docs/1.0', home: '/docs/1.0/intro', banner: 'unmaintained', isLast: false },
];
const LOCALES: SiteLocale[] = [
  { code: 'en', lang: 'en', label: 'English', home: '/', dir: 'ltr', isDefault: true },
  { code: 'ar', lang: 'ar', label: 'العربية', home: '/ar/', dir: 'rtl', isDefault: false },
];

const SITE: SiteInfo = {
  title: 'Widget',
  tagline: 'Widgets',
  productName: 'Widget',
  url: 'https://widget.example.com',
  baseUrl: '/',
  navbar: [{ label: 'Docs', href: '/docs/intro' }],
  footer: { copyright: '©' },
  locale: 'en',
  strings: EN_STRINGS,
};
const VARIANT_SITE: SiteInfo = { ...SITE, versions: VERSIONS, locales: LOCALES };

function docPage(fields: Partial<DocPage>): DocPage {
  return {
    kind: 'doc',
    route: '/docs/guide',
    source: 'docs/guide.md',
    title: 'Guide',
    description: 'The guide.',
    html: '<p>Text.</p>',
    toc: [],
    tags: [],
    breadcrumbs: [],
    hideToc: false,
    ...fields,
  } as DocPage;
}

/** 1.0's guide, which 2.0 and Next also have, and Arabic too; kept out of search engines. */
const OLD = docPage({
  route: '/docs/1.0/guide',
  version: '1.0',
  versionRoutes: { current: '/docs/next/guide', '2.0': '/docs/guide' },
  locale: 'en',
  localeRoutes: { ar: '/ar/docs/1.0/guide' },
  noIndex: true,
});
/** A page only Next has. */
const UNRELEASED = docPage({
  route: '/docs/next/new',
  version: 'current',
  versionRoutes: {},
  locale: 'en',
  localeRoutes: { ar: '/ar/docs/next/new' },
});
/** 2.0's guide in Arabic, not translated yet. */
const ARABIC = docPage({
  route: '/ar/docs/guide',
  version: '2.0',
  versionRoutes: { current: '/ar/docs/next/guide', '1.0': '/ar/docs/1.0/guide' },
  locale: 'ar',
  localeRoutes: { en: '/docs/guide' },
  untranslated: true,
});

function render(page: DocPage, site: SiteInfo = VARIANT_SITE): HtmlElement {
  const html = renderPage(page, {
    model: { site, sidebars: {} },
    assets: { css: '/assets/site.css', boot: '/assets/boot.js' },
    sidebarData: {},
    sidebarRoutes: {},
  });
  return parseHtml(html);
}

const versionMenu = (doc: HtmlElement) => findOne(doc, 'version menu', (e) => e.tag === 'details' && hasClass(e, 'dg-version-menu'));
const languageMenu = (doc: HtmlElement) =>
  findOne(doc, 'language menu', (e) => e.tag === 'details' && hasClass(e, 'dg-dropdown') && !hasClass(e, 'dg-version-menu'));
const links = (menu: HtmlElement) => findAll(menu, (e) => e.tag === 'a');
const notes = (doc: HtmlElement) => findAll(doc, (e) => e.attrs.role === 'note');
const paragraphs = (note: HtmlElement) => findAll(note, (e) => e.tag === 'p').map(textOf);
const head = (doc: HtmlElement) => findOne(doc, 'head', (e) => e.tag === 'head');
const html = (doc: HtmlElement) => findOne(doc, 'html', (e) => e.tag === 'html');

describe('the version menu', () => {
  it("lists every version, each to the same page there or else the version's home, the page's own current", () => {
    const menu = versionMenu(render(UNRELEASED));
    const summary = findOne(menu, 'summary', (e) => e.tag === 'summary');
    expect(summary.attrs['aria-label']).toBe('Version: Next');
    expect(textOf(summary)).toBe('Next');
    expect(menu.attrs['data-last-version']).toBe('2.0');
    expect(links(menu).map((a) => [textOf(a), a.attrs.href, a.attrs['data-version'], a.attrs['aria-current']])).toEqual([
      ['Next', '/docs/next/new', 'current', 'true'],
      ['2.0', '/docs/intro', '2.0', undefined],
      ['1.0', '/docs/1.0/intro', '1.0', undefined],
    ]);
    expect(links(versionMenu(render(OLD))).map((a) => [a.attrs.href, a.attrs['aria-current']])).toEqual([
      ['/docs/next/guide', undefined],
      ['/docs/guide', undefined],
      ['/docs/1.0/guide', 'true'],
    ]);
  });

  it('says the last version on a page of no version, none of its entries current', () => {
    const menu = versionMenu(render(docPage({ route: '/blog' })));
    expect(findOne(menu, 'summary', (e) => e.tag === 'summary').attrs['aria-label']).toBe('Version: 2.0');
    expect(links(menu).map((a) => [a.attrs.href, a.attrs['aria-current']])).toEqual([
      ['/docs/next/intro', undefined],
      ['/docs/intro', undefined],
      ['/docs/1.0/intro', undefined],
    ]);
  });

  it('is absent with one version, or none', () => {
    const one = render(docPage({}), { ...SITE, versions: [VERSIONS[1]!] });
    expect(findAll(one, (e) => hasClass(e, 'dg-version-menu'))).toEqual([]);
    expect(findAll(render(docPage({}), SITE), (e) => hasClass(e, 'dg-version-menu'))).toEqual([]);
  });
});

describe('the language menu', () => {
  it("lists the site's languages, each to the same page in it, in its own language, the page's current", () => {
    const menu = languageMenu(render(ARABIC));
    expect(findOne(menu, 'summary', (e) => e.tag === 'summary').attrs['aria-label']).toBe('Language: العربية');
    expect(links(menu).map((a) => [textOf(a), a.attrs.href, a.attrs.lang, a.attrs.hreflang, a.attrs['aria-current']])).toEqual([
      ['English', '/docs/guide', 'en', 'en', undefined],
      ['العربية', '/ar/docs/guide', 'ar', 'ar', 'true'],
    ]);
    // A language the page has no counterpart in: its home.
    const alone = languageMenu(render(docPage({ route: '/docs/alone', version: '2.0', locale: 'en', localeRoutes: {} })));
    expect(links(alone).map((a) => a.attrs.href)).toEqual(['/docs/alone', '/ar/']);
  });

  it('without locales, names the interface language alone, as it always did', () => {
    const menu = languageMenu(render(docPage({}), SITE));
    expect(links(menu).map((a) => [textOf(a), a.attrs.href, a.attrs.lang, a.attrs['aria-current']])).toEqual([
      ['English', '/docs/guide', 'en', 'true'],
    ]);
  });
});

describe('the notes above a page', () => {
  it('say an old version is no longer maintained, linking to the same page in the last version', () => {
    const [note, ...more] = notes(render(OLD));
    expect(more).toEqual([]);
    expect(note!.tag).toBe('div');
    expect(paragraphs(note!)).toEqual([
      'This is documentation for Widget 1.0, which is no longer actively maintained.',
      'For up-to-date documentation, see the latest version (2.0).',
    ]);
    const link = findOne(note!, 'link', (e) => e.tag === 'a');
    expect([link.attrs.href, link.attrs['data-version'], textOf(link)]).toEqual(['/docs/guide', '2.0', 'latest version']);
  });

  it("say a version is unreleased, linking to the last version's home when it lacks the page", () => {
    const [note] = notes(render(UNRELEASED));
    expect(paragraphs(note!)).toEqual([
      'This is unreleased documentation for Widget Next version.',
      'For up-to-date documentation, see the latest version (2.0).',
    ]);
    expect(findOne(note!, 'link', (e) => e.tag === 'a').attrs.href).toBe('/docs/intro');
  });

  it('say a page is not translated yet, naming the default language', () => {
    const [note, ...more] = notes(render(ARABIC));
    expect(more).toEqual([]); // 2.0 is the last version: no banner
    expect(textOf(note!)).toBe('This page is not translated yet: you are reading the English version.');
    expect(findOne(note!, 'language', (e) => e.attrs.lang === 'en').children).toEqual(['English']);
  });

  it('are absent from a page of the last version, and from a site without versions or locales', () => {
    expect(notes(render(docPage({ version: '2.0', versionRoutes: {}, locale: 'en' })))).toEqual([]);
    expect(notes(render(docPage({}), SITE))).toEqual([]);
  });
});

describe('the head', () => {
  const tags = (doc: HtmlElement, test: (e: HtmlElement) => boolean) => findAll(head(doc), test);
  const robots = (doc: HtmlElement) => tags(doc, (e) => e.tag === 'meta' && e.attrs.name === 'robots');
  const canonical = (doc: HtmlElement) => tags(doc, (e) => e.tag === 'link' && e.attrs.rel === 'canonical').map((e) => e.attrs.href);
  const alternates = (doc: HtmlElement) =>
    tags(doc, (e) => e.tag === 'link' && e.attrs.rel === 'alternate' && e.attrs.hreflang !== undefined).map((e) => [
      e.attrs.hreflang,
      e.attrs.href,
    ]);

  it("keeps a noIndex version's page out of search engines, its canonical the last version's same page", () => {
    const doc = render(OLD);
    expect(robots(doc).map((e) => e.attrs.content)).toEqual(['noindex']);
    expect(canonical(doc)).toEqual(['https://widget.example.com/docs/guide']);
  });

  it("keeps a page's own canonical when the last version lacks it, or it is the last version's", () => {
    expect(canonical(render(UNRELEASED))).toEqual(['https://widget.example.com/docs/next/new']);
    expect(canonical(render(ARABIC))).toEqual(['https://widget.example.com/ar/docs/guide']);
    expect(robots(render(UNRELEASED))).toEqual([]);
  });

  it('lists the page in each language, itself included, and x-default for the default language', () => {
    expect(alternates(render(OLD))).toEqual([
      ['en', 'https://widget.example.com/docs/1.0/guide'],
      ['x-default', 'https://widget.example.com/docs/1.0/guide'],
      ['ar', 'https://widget.example.com/ar/docs/1.0/guide'],
    ]);
    expect(alternates(render(ARABIC, { ...VARIANT_SITE, url: '' }))).toEqual([
      ['en', '/docs/guide'],
      ['x-default', '/docs/guide'],
      ['ar', '/ar/docs/guide'],
    ]);
  });

  it("writes <html lang dir> in the page's language", () => {
    expect([html(render(ARABIC)).attrs.lang, html(render(ARABIC)).attrs.dir]).toEqual(['ar', 'rtl']);
    expect([html(render(OLD)).attrs.lang, html(render(OLD)).attrs.dir]).toEqual(['en', 'ltr']);
  });

  it('without versions or locales: the canonical is the page, no alternates, no robots', () => {
    const doc = render(docPage({}), SITE);
    expect(canonical(doc)).toEqual(['https://widget.example.com/docs/guide']);
    expect(alternates(doc)).toEqual([]);
    expect(robots(doc)).toEqual([]);
  });
});
