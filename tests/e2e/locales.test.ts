// A site in two languages (tests/fixtures/locales: English in content/, French in i18n/fr/ with guide/advanced left
// untranslated) in Chromium: the language menu keeps the reader on the same page, each language's page is in its own
// language (<html lang>, the interface's strings), a page not yet translated is served in the default language inside
// the French site with a notice, and every page names its alternates for search engines.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EN_STRINGS as en } from '../../shared/i18n/strings.en.js';
import { FR_STRINGS as fr } from '../../shared/i18n/strings.fr.js';
import { useBuiltFixture } from './support/built-fixture.js';

const site = useBuiltFixture('locales');
const open = (route: string) => site.open(route);

/** Opens the language menu (named "Language: English" in English) and picks a language by its own name. */
async function pickLanguage(page: Page, menuName: string, language: string): Promise<void> {
  await page.locator(`summary[aria-label^="${menuName}"]`).click();
  await page.locator(`summary[aria-label^="${menuName}"]`).locator('..').getByRole('link', { name: language }).click();
}

describe('a site in two languages', () => {
  it('keeps the page when the reader picks another language, and the page is in that language', async () => {
    const page = await open('/guide/install');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await pickLanguage(page, en.navbar.languageMenu, 'Français');
    await page.waitForURL(`${site.url}/fr/guide/install`);
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    // The interface speaks French too: the search button's name is the French table's.
    expect(await page.getByRole('button', { name: new RegExp(fr.search.button) }).count()).toBeGreaterThan(0);
    await pickLanguage(page, fr.navbar.languageMenu, 'English');
    await page.waitForURL(`${site.url}/guide/install`);
    await page.getByRole('heading', { level: 1, name: 'Install' }).waitFor();
    await page.context().close();
  });

  it('serves a page not yet translated in the default language, in the French site, saying so', async () => {
    const page = await open('/fr/guide/advanced');
    await page.getByRole('heading', { level: 1, name: 'Advanced use' }).waitFor();
    const note = page.getByRole('note');
    expect(await note.innerText()).toContain('Cette page n’est pas encore traduite');
    expect(await note.innerText()).toContain('English');
    // Its text is marked as English inside the French page, for screen readers' voices and hyphenation.
    expect(await page.getByRole('heading', { level: 1, name: 'Advanced use' }).getAttribute('lang')).toBe('en');
    // Its sidebar is the French site's: the translated page's French title is there.
    expect(await page.getByRole('navigation', { name: fr.sidebar.label }).getByRole('link', { name: 'Installation' }).count()).toBe(1);
    await page.context().close();
  });

  it('names each language’s page as an alternate, the default one as x-default', async () => {
    const page = await open('/fr/guide/install');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
    expect(alternates.sort()).toEqual(['en /guide/install', 'fr /fr/guide/install', 'x-default /guide/install']);
    await page.context().close();
  });
});
