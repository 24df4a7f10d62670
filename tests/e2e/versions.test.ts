// A Docusaurus site with three versions (tests/fixtures/sites/docusaurus-versions, copied with a navbar
// "Docs" link added) in Chromium. Routes assumed, Docusaurus's: 2.0, the last, at the docs route (/docs/intro,
// /docs/upgrading), the current docs at /docs/next (/docs/next/intro, /docs/next/new-feature), 1.0 at /docs/1.0
// (/docs/1.0/intro, /docs/1.0/old-feature); labels "Next 🚧", "2.0", "1.0 (old)"; 1.0 unmaintained with noIndex,
// Next unreleased. What a reader meets: the version menu (native disclosure, keyboard), the banner and its link to
// the latest version, noindex and the canonical, and the remembered version moving the navbar's "Docs" link.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN_STRINGS as strings } from '../../shared/i18n/strings.en.js';
import { PREFERRED_VERSION_KEY } from '../../shared/model/variants.js';
import { startAlgoliaDouble, type AlgoliaDouble } from '../support/algolia-double.js';
import { useBuiltFixture } from './support/built-fixture.js';

// A navbar link into the docs, which the remembered version moves.
const site = useBuiltFixture('sites/docusaurus-versions', (root) => {
  const config = path.join(root, 'docusaurus.config.js');
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace(
      /\n\};\s*$/,
      "\n  themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'Docs', position: 'left' }] } },\n};\n",
    ),
  );
});
const open = (route: string) => site.open(route);

const docsLink = (page: Page) => page.locator('.dg-navbar__items').getByRole('link', { name: 'Docs', exact: true });
const pathOfHref = async (page: Page) => new URL((await docsLink(page).getAttribute('href'))!, site.url).pathname;

describe('a site with versions', () => {
  it("shows an old version's banner, keeps it out of search engines, its canonical the last version's page", async () => {
    const page = await open('/docs/1.0/intro');
    const note = page.getByRole('note');
    expect(await note.innerText()).toContain('This is documentation for Gadgets 1.0 (old), which is no longer actively maintained.');
    const latest = note.getByRole('link', { name: strings.versions.latestLink });
    expect(await latest.getAttribute('href')).toBe('/docs/intro');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://gadgets.example.com/docs/intro');
    expect(await page.getByRole('note').count()).toBe(1);
    await page.context().close();
  });

  it('opens the version menu from the keyboard, the current version marked, each entry the same page elsewhere', async () => {
    const page = await open('/docs/next/intro');
    const summary = page.locator('details.dg-version-menu > summary');
    expect(await summary.getAttribute('aria-label')).toBe('Version: Next 🚧');
    await summary.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('details.dg-version-menu');
    expect(await menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    const entries = menu.getByRole('link');
    expect(await entries.allInnerTexts()).toEqual(['Next 🚧', '2.0', '1.0 (old)']);
    expect(await Promise.all((await entries.all()).map((a) => a.getAttribute('href')))).toEqual([
      '/docs/next/intro',
      '/docs/intro',
      '/docs/1.0/intro',
    ]);
    expect(await menu.locator('[aria-current="true"]').innerText()).toBe('Next 🚧');
    await page.keyboard.press('Escape');
    expect(await menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await page.context().close();
  });

  it("remembers the version chosen: on a page of no version, after a reload, the navbar's Docs link goes to it", async () => {
    const page = await open('/docs/intro');
    expect(await pathOfHref(page)).toBe('/docs/intro');
    await page.locator('details.dg-version-menu > summary').click();
    await page.locator('details.dg-version-menu').getByRole('link', { name: '1.0 (old)' }).click();
    await page.waitForURL(`${site.url}/docs/1.0/intro`);
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('1.0');
    // The page of 1.0: its navbar leads into 1.0.
    await expect.poll(() => pathOfHref(page), { timeout: 5_000 }).toBe('/docs/1.0/intro');
    // A page of no version (the 404 page), loaded in full: the stored choice moves the link.
    await page.goto(`${site.url}/nowhere`);
    await page.reload();
    await expect.poll(() => pathOfHref(page), { timeout: 5_000 }).toBe('/docs/1.0/intro');
    // Back on the last version's page, the page's own version wins.
    await page.goto(`${site.url}/docs/upgrading`);
    expect(await pathOfHref(page)).toBe('/docs/intro');
    await page.context().close();
  });

  it('searches the version of the page it is on, also after moving to another version', async () => {
    const page = await open('/docs/1.0/intro');
    const titles = async (query: string): Promise<string[]> => {
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: strings.search.dialogLabel });
      await dialog.getByRole('combobox').fill(query);
      await expect.poll(() => dialog.getByRole('option').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      const names = await dialog.getByRole('option').allInnerTexts();
      await page.keyboard.press('Escape');
      return names;
    };
    // "The docs of 1.0." / "of 2.0." / "of the version to come.": every version's intro says "docs".
    const old = await titles('docs');
    expect(old.some((name) => name.includes('Introduction (1.0)'))).toBe(true);
    expect(old.some((name) => /\((?:2\.0|next)\)/.test(name))).toBe(false);
    await page.locator('details.dg-version-menu > summary').click();
    await page.locator('details.dg-version-menu').getByRole('link', { name: '2.0' }).click();
    await page.waitForURL(`${site.url}/docs/intro`);
    await page.getByRole('heading', { level: 1, name: 'Introduction (2.0)' }).waitFor();
    const last = await titles('docs');
    expect(last.some((name) => name.includes('Introduction (2.0)'))).toBe(true);
    expect(last.some((name) => /\((?:1\.0|next)\)/.test(name))).toBe(false);
    await page.context().close();
  });
});

describe('a site with versions, searched with Algolia', () => {
  let double: AlgoliaDouble;
  beforeAll(async () => {
    double = await startAlgoliaDouble({ apiKeys: ['search-key'] });
  });
  afterAll(() => double?.stop());
  // docsgen's own config beside Docusaurus's replaces the fields it sets: here the search, pointed at the double
  // (started by the hook above, which runs first).
  const algoliaSite = useBuiltFixture('sites/docusaurus-versions', (root) =>
    writeFileSync(
      path.join(root, 'docsgen.config.ts'),
      `export default { search: { provider: 'algolia', appId: 'APP', apiKey: 'search-key', indexName: 'gadgets', hosts: ['${double.url}'] } };\n`,
    ),
  );

  it("filters on the page's language and its version's docusaurus_tag, as DocSearch's contextual search does", async () => {
    const page = await algoliaSite.open('/docs/1.0/intro');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: strings.search.dialogLabel }).getByRole('combobox').fill('feature');
    const sent = () =>
      double.requests
        .filter((request) => request.path === '/1/indexes/*/queries')
        .flatMap((request) => (request.body as { requests: Array<{ query: string; facetFilters?: unknown }> }).requests)
        .filter((request) => request.query === 'feature');
    await expect.poll(() => sent().length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(sent().at(-1)!.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']]);
    await page.context().close();
  });
});
