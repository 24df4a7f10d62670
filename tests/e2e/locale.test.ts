// An English site (tests/fixtures/english, `locale: 'en'`) in Chromium: what a reader meets of the interface speaks
// English once the islands have hydrated with the bundle's strings: the sidebar and its toggles, the pager, the
// search modal from its start screen to its results and its empty answer, and the search cuts queries by English rules.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBuiltFixture } from './support/built-fixture.js';

const site = useBuiltFixture('english');
const open = (route: string): Promise<Page> => site.open(route);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the docs' });

describe("an English site (locale: 'en')", () => {
  it('says lang="en", and its pager and table of contents are English', async () => {
    const page = await open('/guide/install');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    expect(await pager.getByRole('link').allInnerTexts()).toEqual(['Previous\n« Guide', 'Next\nConfigure »']);
    expect(await page.getByRole('navigation', { name: 'Table of contents' }).getByText('On this page', { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('hydrates the sidebar in English: its category toggle and its hide and show buttons', async () => {
    const page = await open('/guide/install');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('button', { name: 'Collapse the Guide category', exact: true }).click();
    await sidebar.getByRole('button', { name: 'Expand the Guide category', exact: true }).waitFor({ timeout: 5_000 });
    await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
    const show = page.getByRole('button', { name: 'Expand sidebar', exact: true });
    await show.waitFor({ state: 'visible', timeout: 5_000 });
    await show.click();
    await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).waitFor({ state: 'visible', timeout: 5_000 });
    await page.context().close();
  });

  it('opens an English search modal, finds pages by English words, and says so when nothing matches', async () => {
    const page = await open('/guide/install');
    await page.getByRole('button', { name: 'Search the docs', exact: true }).click();
    const modal = dialog(page);
    await modal.waitFor({ timeout: 5_000 });
    await modal.getByText('No recent searches', { exact: true }).waitFor({ timeout: 5_000 });
    expect((await modal.locator('.dg-search-footer').innerText()).replace(/\s+/g, ' ').trim()).toBe(
      'Enter to select ↑ ↓ to navigate Esc to close',
    );

    // "how do I create the" are English stop words and "keys" folds to "key": the query is "api key".
    await modal.getByRole('combobox', { name: 'Search' }).fill('how do I create the API keys');
    const seeAll = modal.getByRole('link', { name: /^See all \d+ results?$/ });
    await seeAll.waitFor({ timeout: 10_000 });
    expect(await modal.getByRole('option').first().innerText()).toContain('Create the API keys');

    await modal.getByRole('combobox', { name: 'Search' }).fill('qwxzkj');
    const none = modal.getByText('No results for');
    await none.waitFor({ timeout: 10_000 });
    expect((await none.innerText()).trim()).toBe('No results for "qwxzkj"');
    await page.context().close();
  });
});
