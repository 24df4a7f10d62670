// The search modal (offline engine) as a reader uses it: opening and closing it (Ctrl/⌘K, "/", the button, a letter
// typed on the button, Escape, Cancelar), the results (groups, the active option, arrows, Enter, Ctrl+Enter, Shift+Enter), recent and
// favorite searches, no results, the 64-character limit, "Ver todos os N resultados" and the /search page, and the
// focus that stays inside the open dialog.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEARCH } from '../../shared/constants.js';
import { format, plural } from '../../shared/i18n/format.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { windowIdOf } from './support/browser.js';
import { trackRequests } from './support/settled.js';
import { MOBILE, useSite } from './support/site.js';

const site = useSite();

const PAGE = '/guide';
/** The config's title, slugified: the part of DocSearch's storage keys that names the index. */
const INDEX_NAME = 'coins-docs';
const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${INDEX_NAME}`;
const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX_NAME}`;
const SEE_ALL = /^Ver todos os (\d+) resultados$/;

const searchButton = (page: Page) => page.getByRole('button', { name: strings.search.buttonLabel, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: strings.search.dialogLabel });
const combobox = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');
const seeAll = (page: Page) => dialog(page).getByRole('link', { name: SEE_ALL });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const focusInDialog = (page: Page) => dialog(page).evaluate((el) => el.contains(document.activeElement));
/** What has focus, for failure messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `<${el.tagName.toLowerCase()} class="${el.className}"> ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`
      : 'nothing';
  });
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as Array<{ objectID: string; url: string }>, key);

/** The modal is open with its input focused. */
async function expectOpen(page: Page, how: string): Promise<void> {
  await expect.poll(() => dialog(page).count(), { timeout: 5_000, message: `dialog open after ${how}` }).toBe(1);
  await expect.poll(() => isFocused(combobox(page)), { timeout: 5_000, message: `input focused after ${how}` }).toBe(true);
}

/**
 * The modal is closed and focus is back on the search button. (Waiting for the focus also means the island has
 * finished reacting to the close: its shortcut listener is renewed in the same effects pass, so the next shortcut
 * pressed within a few milliseconds is not judged against the previous state.)
 */
async function expectClosed(page: Page, how: string): Promise<void> {
  await expect.poll(() => dialog(page).count(), { timeout: 5_000, message: `dialog closed after ${how}` }).toBe(0);
  await expect.poll(() => isFocused(searchButton(page)), { timeout: 3_000, message: `search button focused after ${how}` }).toBe(true);
}

/** Types `query` into the open modal and waits until its results (the "Ver todos" link for that query) are shown. */
async function search(page: Page, query: string): Promise<void> {
  await combobox(page).fill(query);
  await expect
    .poll(
      async () => {
        const href = await seeAll(page)
          .getAttribute('href', { timeout: 200 })
          .catch(() => null);
        return href === null ? null : new URL(href, site.url).searchParams.get(SEARCH.queryParam);
      },
      { timeout: 10_000, message: `results for "${query}"` },
    )
    .toBe(query);
}

async function openWithCtrlK(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expectOpen(page, 'Ctrl+K');
}

/** Opens the modal, searches `query` and chooses the active (first) option with Enter; resolves on the new page. */
async function choose(page: Page, query: string, expectedPath: string): Promise<void> {
  await openWithCtrlK(page);
  await search(page, query);
  await Promise.all([page.waitForURL((url) => url.pathname === expectedPath), page.keyboard.press('Enter')]);
}

/** Serves the island's code `ms` late (everything but the boot script), so the first moments certainly precede it. */
async function delayScripts(page: Page, pattern: RegExp, ms: number): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((done) => setTimeout(done, ms));
    await route.continue();
  });
}

describe('opening and closing', () => {
  it('Ctrl+K and ⌘K open and close the modal; Escape closes it and gives focus back to the search button', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await openWithCtrlK(page);
    expect(await combobox(page).inputValue(), 'query after Ctrl+K').toBe('');
    await page.keyboard.press('Control+k');
    await expectClosed(page, 'a second Ctrl+K');

    await page.keyboard.press('Meta+k');
    await expectOpen(page, '⌘K');
    await page.keyboard.press('Meta+k');
    await expectClosed(page, 'a second ⌘K');

    await openWithCtrlK(page);
    await page.keyboard.type('webhook');
    await expect.poll(() => options(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expectClosed(page, 'Escape');
    expect(await isFocused(searchButton(page)), `search button focused after Escape (focus: ${await focused(page)})`).toBe(true);
    await page.context().close();
  });

  it('"/" opens the modal outside text fields and is typed normally inside them', async () => {
    const page = await site.newPage();
    const requests = await trackRequests(page);
    await page.goto(site.url + PAGE);
    await page.keyboard.press('/');
    await expectOpen(page, '"/"');
    expect(await combobox(page).inputValue(), 'the "/" is not typed into the modal').toBe('');
    await page.keyboard.press('Escape');
    await expectClosed(page, 'Escape');

    // The /search page has a text field of its own: "/" there is a character, not a shortcut.
    await page.goto(`${site.url}/search`);
    const field = page.getByRole('searchbox', { name: strings.search.inputLabel });
    await field.click();
    await page.keyboard.type('a/b');
    // A shortcut that fired would be loading the modal's code or showing it by now.
    await requests.settled();
    expect(await field.inputValue()).toBe('a/b');
    expect(await dialog(page).count(), 'dialog after "/" in a text field').toBe(0);
    await page.context().close();
  });

  it('the button opens it on click (before hydration too), and Cancelar closes it on a narrow screen', async () => {
    const page = await site.newPage({ viewport: MOBILE });
    await page.goto(site.url + PAGE);
    await searchButton(page).click();
    await expectOpen(page, 'a click on the button');
    // With long results shown, nothing is cut off or pushed sideways: the whole Cancelar button is on screen.
    await search(page, 'webhook');
    const cancel = dialog(page).getByRole('button', { name: strings.search.cancel, exact: true });
    const box = await cancel.boundingBox();
    expect(box && box.x + box.width, 'right edge of Cancelar').toBeLessThanOrEqual(MOBILE.width);
    const widths = await dialog(page).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll, "the dialog's content width").toBeLessThanOrEqual(widths.client);
    for (const option of await options(page).all()) {
      const right = await option.evaluate((el) => el.getBoundingClientRect().right);
      expect(right, `right edge of the option "${await option.innerText()}"`).toBeLessThanOrEqual(MOBILE.width);
    }
    await cancel.click();
    await expectClosed(page, 'Cancelar');
    expect(await isFocused(searchButton(page)), `search button focused after Cancelar (focus: ${await focused(page)})`).toBe(true);
    await page.context().close();
  });

  it('a letter typed on the focused (hydrated) button opens the modal with that letter', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await searchButton(page).focus();
    await expect.poll(() => page.locator('[data-island="search"]').getAttribute('data-hydrated'), { timeout: 5_000 }).not.toBeNull();
    await page.keyboard.press('w');
    await expectOpen(page, 'typing "w" on the button');
    expect(await combobox(page).inputValue()).toBe('w');
    await page.context().close();
  });

  it("a word typed on the focused button arrives whole, even while the modal's code is loading", async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await searchButton(page).focus();
    await expect.poll(() => page.locator('[data-island="search"]').getAttribute('data-hydrated'), { timeout: 5_000 }).not.toBeNull();
    // A modest connection: the modal's chunk takes 400 ms, as it may on a phone.
    await delayScripts(page, /\/assets\/modal-chunk-[^/]*\.js$/, 400);
    await page.keyboard.type('webhook');
    await expectOpen(page, 'typing "webhook" on the button');
    await expect
      .poll(() => combobox(page).inputValue(), { timeout: 3_000, message: 'query after typing "webhook" on the button' })
      .toBe('webhook');
    await page.context().close();
  });

  it("the first letter typed on the button is not lost when the island's code arrives late", async () => {
    const page = await site.newPage();
    // Every script but the boot script arrives 400 ms late: the key press certainly precedes hydration.
    await delayScripts(page, /\/assets\/(?!boot-)[^/]+\.js$/, 400);
    await page.goto(site.url + PAGE);
    await searchButton(page).focus();
    await page.keyboard.press('w');
    await expect
      .poll(() => dialog(page).count(), { timeout: 3_000, message: 'dialog open after typing "w" on the button before hydration' })
      .toBe(1);
    await expect.poll(() => combobox(page).inputValue(), { timeout: 3_000 }).toBe('w');
    await page.context().close();
  });
});

describe('results', () => {
  it('groups results under section titles, moves the active option with the arrows and opens it with Enter', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await openWithCtrlK(page);
    expect(await dialog(page).getByText(strings.search.noRecent, { exact: true }).isVisible(), 'start screen').toBe(true);

    await search(page, 'webhook');
    const listboxes = dialog(page).getByRole('listbox');
    const count = await listboxes.count();
    expect(count, 'result groups').toBeGreaterThan(1);
    const titles: string[] = [];
    for (let i = 0; i < count; i++) {
      const listbox = listboxes.nth(i);
      const labelledBy = (await listbox.getAttribute('aria-labelledby')) ?? '';
      const title = labelledBy ? (await page.locator(`[id="${labelledBy}"]`).innerText()).trim() : '';
      expect(title, `title of group ${i}`).not.toBe('');
      expect(await page.locator(`[id="${labelledBy}"]`).isVisible(), `title "${title}" visible`).toBe(true);
      expect(await listbox.getByRole('option').count(), `options under "${title}"`).toBeGreaterThan(0);
      expect(await listbox.getByRole('option').count(), `options under "${title}"`).toBeLessThanOrEqual(SEARCH.maxResultsPerGroup);
      titles.push(title);
    }
    expect(titles[0], 'first group (the Webhooks page is in the guide)').toBe('Guia Coins');
    expect(new Set(titles).size, `group titles ${titles.join(', ')}`).toBe(titles.length);

    const input = combobox(page);
    const all = options(page);
    const activeIs = async (index: number, after: string) => {
      const id = await all.nth(index).getAttribute('id');
      expect(id, `option ${index} has an id`).toBeTruthy();
      expect(await input.getAttribute('aria-activedescendant'), `aria-activedescendant ${after}`).toBe(id);
      expect(await dialog(page).getByRole('option', { selected: true }).count(), `selected options ${after}`).toBe(1);
      expect(await all.nth(index).getAttribute('aria-selected'), `option ${index} selected ${after}`).toBe('true');
    };
    await activeIs(0, 'at first');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await activeIs(1, 'after ArrowDown');
    await page.keyboard.press('ArrowDown');
    await activeIs(2, 'after a second ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await activeIs(0, 'after two ArrowUp');
    expect(await isFocused(input), 'focus stays in the input while moving').toBe(true);

    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/guide/webhook'), { timeout: 10_000 }),
      page.keyboard.press('Enter'),
    ]);
    expect(new URL(page.url()).pathname).toBe('/guide/webhook');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Webhooks');
    await page.context().close();
  });

  it('choosing a result on the current page closes the modal and shows that section', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await openWithCtrlK(page);
    await search(page, 'webhook');
    // Find an option that leads to a section of this very page (only the #hash differs): walk the options, learning
    // each one's URL by opening it in a background tab (the opened result is remembered first in the recent searches).
    const count = await options(page).count();
    let target = -1;
    const urls: string[] = [];
    for (let i = 0; i < count; i++) {
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Control+Enter')]);
      await tab.close();
      urls.push((await stored(page, RECENT_KEY))[0]!.url);
      if (new URL(urls[i]!, site.url).pathname === PAGE && new URL(urls[i]!, site.url).hash) {
        target = i;
        break;
      }
      await page.keyboard.press('ArrowDown');
    }
    expect(target, `an option on ${PAGE} among ${urls.join(', ')}`).toBeGreaterThanOrEqual(0);
    const hash = new URL(urls[target]!, site.url).hash;

    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash, { timeout: 5_000 }).toBe(hash);
    await expect.poll(() => dialog(page).count(), { timeout: 3_000, message: `dialog after choosing ${urls[target]} on ${PAGE}` }).toBe(0);
    expect(await page.evaluate(() => document.documentElement.style.overflow), 'page scrolling unlocked').toBe('');
    expect(await page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`).isVisible(), `section ${hash} shown`).toBe(true);
    await page.context().close();
  });

  // Ctrl+Enter opens a tab of the same window, Shift+Enter a window of its own (the spec); the page stays as it was.
  for (const { key, where, sameWindow } of [
    { key: 'Control+Enter', where: 'a new tab', sameWindow: true },
    { key: 'Shift+Enter', where: 'a new window', sameWindow: false },
  ]) {
    it(`${key.replace('Control', 'Ctrl')} opens the active result in ${where} and leaves the current page as it was`, async () => {
      const page = await site.newPage();
      await page.goto(site.url + PAGE);
      await openWithCtrlK(page);
      await search(page, 'webhook');
      await page.keyboard.press('ArrowDown');
      const activeId = await combobox(page).getAttribute('aria-activedescendant');
      const [opened] = await Promise.all([page.context().waitForEvent('page', { timeout: 10_000 }), page.keyboard.press(key)]);
      await opened.waitForLoadState('domcontentloaded');
      // The result that was active is the one remembered; the new page shows its URL.
      const [chosen] = await stored(page, RECENT_KEY);
      expect(chosen, `the result opened in ${where} is remembered`).toBeDefined();
      const url = new URL(opened.url());
      expect(url.origin).toBe(site.url);
      expect(url.pathname + url.hash).toBe(chosen!.url);
      expect((await windowIdOf(opened)) === (await windowIdOf(page)), 'in the same window').toBe(sameWindow);

      expect(new URL(page.url()).pathname, 'current page').toBe(PAGE);
      expect(await dialog(page).count(), 'modal still open').toBe(1);
      expect(await combobox(page).inputValue()).toBe('webhook');
      expect(await combobox(page).getAttribute('aria-activedescendant')).toBe(activeId);
      await page.context().close();
    });
  }

  it('remembers chosen results under "Buscas recentes", moves one to "Favoritas" and removes them', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await choose(page, 'webhook', '/guide/webhook');
    await choose(page, 'glossário', '/guide/glossary');
    const recent = await stored(page, RECENT_KEY);
    expect(
      recent.map((item) => item.url),
      `localStorage["${RECENT_KEY}"]`,
    ).toEqual(['/guide/glossary', '/guide/webhook']);

    await openWithCtrlK(page);
    const recentList = dialog(page).getByRole('listbox', { name: strings.search.recent });
    const favoriteList = dialog(page).getByRole('listbox', { name: strings.search.favorites });
    await expect.poll(() => recentList.getByRole('option').allInnerTexts(), { timeout: 5_000 }).toEqual(['Glossário', 'Webhooks']);
    expect(await dialog(page).getByText(strings.search.noRecent).count()).toBe(0);
    expect(await favoriteList.count(), 'favorites before saving one').toBe(0);

    await dialog(page)
      .getByRole('button', { name: format(strings.search.saveFavorite, { title: 'Webhooks' }), exact: true })
      .click();
    await expect.poll(() => favoriteList.getByRole('option').allInnerTexts(), { timeout: 3_000 }).toEqual(['Webhooks']);
    expect(await recentList.getByRole('option').allInnerTexts(), 'recent after saving Webhooks').toEqual(['Glossário']);
    expect(
      (await stored(page, FAVORITE_KEY)).map((item) => item.url),
      `localStorage["${FAVORITE_KEY}"]`,
    ).toEqual(['/guide/webhook']);
    expect((await stored(page, RECENT_KEY)).map((item) => item.url)).toEqual(['/guide/glossary']);
    expect(
      await dialog(page)
        .getByRole('button', { name: format(strings.search.saveFavorite, { title: 'Webhooks' }), exact: true })
        .count(),
      'no "save" on a favorite',
    ).toBe(0);

    await dialog(page)
      .getByRole('button', { name: format(strings.search.removeRecent, { title: 'Glossário' }), exact: true })
      .click();
    await expect.poll(() => recentList.count(), { timeout: 3_000, message: 'recent list after removing its only item' }).toBe(0);
    expect(await stored(page, RECENT_KEY)).toEqual([]);

    await dialog(page)
      .getByRole('button', { name: format(strings.search.removeFavorite, { title: 'Webhooks' }), exact: true })
      .click();
    await expect.poll(() => favoriteList.count(), { timeout: 3_000 }).toBe(0);
    expect(await stored(page, FAVORITE_KEY)).toEqual([]);
    expect(await dialog(page).getByText(strings.search.noRecent, { exact: true }).isVisible()).toBe(true);

    // A favorite survives a reload and opens with Enter like any result.
    await dialog(page).getByRole('combobox').fill('webhook');
    await seeAll(page).waitFor();
    await Promise.all([page.waitForURL('**/guide/webhook'), page.keyboard.press('Enter')]);
    await openWithCtrlK(page);
    await dialog(page)
      .getByRole('button', { name: format(strings.search.saveFavorite, { title: 'Webhooks' }), exact: true })
      .click();
    await page.reload();
    await openWithCtrlK(page);
    await expect.poll(() => favoriteList.getByRole('option').allInnerTexts(), { timeout: 3_000 }).toEqual(['Webhooks']);
    expect(await combobox(page).getAttribute('aria-activedescendant'), 'first stored search active').toBe(
      await favoriteList.getByRole('option').first().getAttribute('id'),
    );
    await page.context().close();
  });
});

describe('a chosen result is remembered before anything follows it', () => {
  /** Starts client navigation (an intent toward a link) and waits until it has taken over. */
  async function startClientNavigation(page: Page): Promise<void> {
    await page.getByRole('main').getByRole('link').first().hover();
    await expect
      .poll(() => page.evaluate(() => history.scrollRestoration), { timeout: 10_000, message: 'navigation chunk started' })
      .toBe('manual');
  }

  /** Holds back the answers to requests for `pattern` until the function returned is called. */
  async function holdBack(page: Page, pattern: string): Promise<() => void> {
    let release = (): void => undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  /** Records what the modal's results area says from the moment the dialog is put in the page (each change). */
  const watchDropdown = (page: Page) =>
    page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { dgSeen: string[] }).dgSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[role="dialog"] .dg-search-dropdown')?.textContent;
        if (text !== undefined && text !== seen[seen.length - 1]) seen.push(text);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  const seenInDropdown = (page: Page) => page.evaluate(() => (window as unknown as { dgSeen: string[] }).dgSeen);

  // The new page's answer is held back, so the modal reopens while client navigation is still under way (the page not
  // swapped yet) every time; the start screen must list the result just chosen from its very first frame.
  for (const how of ['click', 'Enter'] as const) {
    it(`a result chosen by ${how} is under "Buscas recentes" from the first frame of the modal reopened before its page is in place`, async () => {
      const page = await site.newPage();
      await page.goto(site.url + PAGE);
      await startClientNavigation(page);
      const release = await holdBack(page, '**/guide/webhook');
      await openWithCtrlK(page);
      await search(page, 'webhook');
      if (how === 'click') await options(page).first().click();
      else await page.keyboard.press('Enter');
      await expect.poll(() => dialog(page).count(), { timeout: 3_000, message: 'modal closed by the choice' }).toBe(0);

      await watchDropdown(page);
      await openWithCtrlK(page);
      const recentList = dialog(page).getByRole('listbox', { name: strings.search.recent });
      expect(await recentList.getByRole('option').allInnerTexts(), 'recent searches on reopening').toEqual(['Webhooks']);
      expect(new URL(page.url()).pathname, 'still the page the result was chosen on').toBe(PAGE);
      const seen = await seenInDropdown(page);
      expect(seen[0], `the start screen's first frame (then: ${JSON.stringify(seen.slice(1))})`).toContain('Webhooks');
      expect(
        seen.some((text) => text.includes(strings.search.noRecent)),
        `"${strings.search.noRecent}" never shown: ${JSON.stringify(seen)}`,
      ).toBe(false);

      release();
      await page.waitForURL('**/guide/webhook');
      await page.keyboard.press('Control+k'); // closes the modal left open over the navigation
      await expectClosed(page, 'Ctrl+K on the new page');
      await openWithCtrlK(page);
      expect(await recentList.getByRole('option').allInnerTexts(), 'recent searches on the new page').toEqual(['Webhooks']);
      await page.context().close();
    });
  }

  // The modal reopened while client navigation was under way stays the reader's: the new page arriving under it does not
  // take the focus out of the dialog (where Escape, Tab and typing would no longer reach it).
  it('keeps the focus in a modal opened while the chosen page was loading, once that page is swapped in', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await startClientNavigation(page);
    const release = await holdBack(page, '**/guide/webhook');
    await openWithCtrlK(page);
    await search(page, 'webhook');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count(), { timeout: 3_000, message: 'modal closed by the choice' }).toBe(0);
    await openWithCtrlK(page);
    await page.keyboard.type('glos');
    release();
    await page.waitForURL('**/guide/webhook');
    await expect
      .poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).first().textContent(), { timeout: 5_000 })
      .toBe('Webhooks');
    expect(await isFocused(combobox(page)), 'the search field keeps the focus').toBe(true);
    expect(await combobox(page).inputValue(), 'what the reader typed is kept').toBe('glos');
    await page.keyboard.press('Escape');
    await expectClosed(page, 'Escape on the new page');
    await page.context().close();
  });

  // A click dispatched by script (assistive technology, an extension) runs every listener before any promise turn:
  // autocomplete-core's onSelect, which waits for one, came after the page's link handling. And a middle click is no
  // 'click' at all. Enter, Ctrl+Enter and Shift+Enter are checked where the result is followed (the link's click,
  // window.open).
  it('stores the chosen result before the link is followed, however it is chosen', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await openWithCtrlK(page);
    await search(page, 'webhook');
    const href = await options(page).first().getAttribute('href');
    // What storage holds when the page's link handling (at the document, as client navigation's is) sees a click on
    // a link, or when a result is opened in a tab or window; nothing is followed.
    await page.evaluate((key) => {
      const record = ((window as unknown as { dgStoredAtFollow: string[][] }).dgStoredAtFollow = [] as string[][]);
      const storedUrls = (): string[] => (JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ url: string }>).map((item) => item.url);
      document.addEventListener('click', (event) => {
        if (!(event.target as Element).closest('a[href]')) return;
        record.push(storedUrls());
        event.preventDefault();
      });
      window.open = () => {
        record.push(storedUrls());
        return null;
      };
    }, RECENT_KEY);
    const atFollow = () => page.evaluate(() => (window as unknown as { dgStoredAtFollow: string[][] }).dgStoredAtFollow);
    const forget = () => page.evaluate((key) => localStorage.removeItem(key), RECENT_KEY);
    const chosen = [href!.replace(/#.*$/, '')];
    const ways: Array<[string, () => Promise<void>]> = [
      ['a click dispatched by script', () => options(page).first().dispatchEvent('click')],
      ['Enter', () => page.keyboard.press('Enter')],
      ['Ctrl+Enter', () => page.keyboard.press('Control+Enter')],
      ['Shift+Enter', () => page.keyboard.press('Shift+Enter')],
    ];
    for (const [way, choose] of ways) {
      await forget();
      if ((await dialog(page).count()) === 0) {
        await openWithCtrlK(page);
        await search(page, 'webhook');
      }
      const before = (await atFollow()).length;
      await choose();
      await expect.poll(async () => (await atFollow()).length, { timeout: 3_000, message: `${way} followed` }).toBe(before + 1);
      expect(
        (await atFollow())[before]!.map((url) => url.replace(/#.*$/, '')),
        `stored when ${way} was followed`,
      ).toEqual(chosen);
    }

    // A middle click opens the result in a new tab (the browser's doing, not the page's): remembered as well.
    await forget();
    if ((await dialog(page).count()) === 0) {
      await openWithCtrlK(page);
      await search(page, 'webhook');
    }
    const [tab] = await Promise.all([page.context().waitForEvent('page'), options(page).first().click({ button: 'middle' })]);
    await tab.close();
    expect(
      (await stored(page, RECENT_KEY)).map((item) => item.url.replace(/#.*$/, '')),
      'stored after a middle click',
    ).toEqual(chosen);
    await page.context().close();
  });
});

describe('no results, the length limit and the /search page', () => {
  it('says there is no result for a nonsense query, with the query', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await openWithCtrlK(page);
    await combobox(page).fill('qwxzkj');
    const message = dialog(page).getByText(strings.search.noResults);
    await message.waitFor({ timeout: 10_000 });
    expect((await message.innerText()).trim()).toBe(`${strings.search.noResults} "qwxzkj"`);
    expect(await options(page).count()).toBe(0);
    expect(await seeAll(page).count()).toBe(0);
    await page.context().close();
  });

  it('after a typo, suggests at most three pages the query found before, and a suggestion searches for it', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await openWithCtrlK(page);
    await search(page, 'webhook');
    // Each result shows its page title, as its title or at the start of its path line.
    const shown = await options(page).allInnerTexts();
    await combobox(page).fill('webhookqzx');
    await dialog(page).getByText(strings.search.noResults).waitFor({ timeout: 10_000 });
    expect(await dialog(page).getByText(strings.search.trySearching).count()).toBe(1);
    const suggestions = dialog(page).locator('.dg-search-suggestions').getByRole('button');
    const offered = await suggestions.allInnerTexts();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(3);
    for (const title of offered)
      expect(
        shown.some((text) => text.includes(title)),
        `suggested "${title}" among ${JSON.stringify(shown)}`,
      ).toBe(true);
    await suggestions.first().click();
    await expect.poll(() => combobox(page).inputValue()).toBe(offered[0]);
    await expect.poll(() => options(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.context().close();
  });

  it('keeps at most 64 characters in the input', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await openWithCtrlK(page);
    expect(await combobox(page).getAttribute('maxlength')).toBe(String(SEARCH.maxQueryLength));
    await page.keyboard.type('abcdefghij'.repeat(7));
    await expect.poll(() => combobox(page).inputValue(), { timeout: 5_000 }).toBe('abcdefghij'.repeat(7).slice(0, SEARCH.maxQueryLength));
    await page.context().close();
  });

  it('"Ver todos os N resultados" leads to /search?q=, whose form then keeps the address and the results in step', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await openWithCtrlK(page);
    await search(page, 'webhook');
    const total = Number(SEE_ALL.exec(await seeAll(page).innerText())![1]);
    expect(total).toBeGreaterThan(0);
    await Promise.all([page.waitForURL('**/search?**'), seeAll(page).click()]);
    expect(new URL(page.url()).searchParams.get(SEARCH.queryParam)).toBe('webhook');

    const field = page.getByRole('searchbox', { name: strings.search.inputLabel });
    const main = page.getByRole('main');
    const resultLinks = main.getByRole('listitem').getByRole('link');
    await expect.poll(() => field.inputValue(), { timeout: 5_000 }).toBe('webhook');
    await main.getByText(plural('pt', strings.search.resultsCount, total), { exact: true }).waitFor({ timeout: 10_000 });
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe(format(strings.search.pageHeading, { query: 'webhook' }));
    expect(await resultLinks.count(), 'results on the first page').toBe(Math.min(total, SEARCH.hitsPerPage));
    expect(await resultLinks.first().getAttribute('href')).toBe('/guide/webhook');

    await field.fill('glossário');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get(SEARCH.queryParam), { timeout: 5_000 }).toBe('glossário');
    await expect
      .poll(() => main.getByRole('heading', { level: 1 }).innerText(), { timeout: 5_000 })
      .toBe(format(strings.search.pageHeading, { query: 'glossário' }));
    await expect.poll(() => resultLinks.first().getAttribute('href'), { timeout: 5_000 }).toBe('/guide/glossary');

    await page.goBack();
    await expect
      .poll(() => main.getByRole('heading', { level: 1 }).innerText(), { timeout: 5_000, message: 'heading after Back' })
      .toBe(format(strings.search.pageHeading, { query: 'webhook' }));
    await expect.poll(() => resultLinks.first().getAttribute('href'), { timeout: 5_000 }).toBe('/guide/webhook');
    await page.context().close();
  });
});

describe('focus stays inside the open modal', () => {
  /** Presses `key` enough times to go round every focusable element twice; focus never leaves the dialog. */
  async function cycle(page: Page, key: 'Tab' | 'Shift+Tab', where: string): Promise<string[]> {
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      const now = await focused(page);
      expect(await focusInDialog(page), `focus after ${key} #${i + 1} ${where}: ${now}`).toBe(true);
      seen.push(now);
    }
    return seen;
  }

  it('Tab and Shift+Tab cycle within the modal with results shown', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await openWithCtrlK(page);
    await search(page, 'webhook');
    const forward = await cycle(page, 'Tab', 'with results');
    expect(new Set(forward).size, `distinct stops: ${[...new Set(forward)].join(' | ')}`).toBeGreaterThan(1);
    // Back in the input after one full round.
    const round = forward.indexOf(forward.find((stop) => stop.startsWith('<input'))!) + 1;
    expect(round, 'Tab comes back to the input').toBeGreaterThan(1);
    await cycle(page, 'Shift+Tab', 'with results');
    await page.context().close();
  });

  it('Tab and Shift+Tab cycle within the modal on the start screen of a narrow screen, with stored searches', async () => {
    const page = await site.newPage({ viewport: MOBILE });
    await page.goto(site.url + PAGE);
    await choose(page, 'webhook', '/guide/webhook');
    await openWithCtrlK(page);
    await dialog(page).getByRole('listbox', { name: strings.search.recent }).waitFor();
    const forward = await cycle(page, 'Tab', 'on the start screen');
    expect(
      forward.some((stop) => stop.includes(format(strings.search.saveFavorite, { title: 'Webhooks' }))),
      `Tab reaches the save button: ${forward.join(' | ')}`,
    ).toBe(true);
    expect(
      forward.some((stop) => stop.includes(strings.search.cancel)),
      `Tab reaches Cancelar: ${forward.join(' | ')}`,
    ).toBe(true);
    await cycle(page, 'Shift+Tab', 'on the start screen');
    await page.context().close();
  });

  it('keeps focus inside the modal when a stored search is saved or removed with the keyboard', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await choose(page, 'webhook', '/guide/webhook');
    await openWithCtrlK(page);
    const save = dialog(page).getByRole('button', { name: format(strings.search.saveFavorite, { title: 'Webhooks' }), exact: true });
    await save.focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('listbox', { name: strings.search.favorites }).waitFor({ timeout: 3_000 });
    expect(await focusInDialog(page), `focus after saving a favorite with Enter: ${await focused(page)}`).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page), `focus after saving a favorite, then Tab: ${await focused(page)}`).toBe(true);

    const remove = dialog(page).getByRole('button', { name: format(strings.search.removeFavorite, { title: 'Webhooks' }), exact: true });
    await remove.focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByText(strings.search.noRecent, { exact: true }).waitFor({ timeout: 3_000 });
    expect(await focusInDialog(page), `focus after removing a favorite with Enter: ${await focused(page)}`).toBe(true);
    await page.context().close();
  });

  it('"Limpar a busca" empties the query and puts focus back in the input', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await openWithCtrlK(page);
    await search(page, 'webhook');
    await dialog(page).getByRole('button', { name: strings.search.clear, exact: true }).click();
    await expect.poll(() => combobox(page).inputValue(), { timeout: 3_000 }).toBe('');
    expect(await isFocused(combobox(page)), `input focused after clearing (focus: ${await focused(page)})`).toBe(true);
    await dialog(page).getByText(strings.search.noRecent, { exact: true }).waitFor({ timeout: 3_000 });
    expect(await options(page).count()).toBe(0);
    await page.context().close();
  });
});

describe('the /search page', () => {
  it('sets its buttons in the site type, without the browser’s outset border', async () => {
    const page = await site.newPage();
    await page.goto(`${site.url}/search?${SEARCH.queryParam}=coins`);
    const main = page.getByRole('main');
    const more = main.getByRole('button', { name: strings.search.loadMore });
    await more.waitFor({ timeout: 10_000 });
    const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    for (const button of [main.getByRole('button', { name: strings.search.submit, exact: true }), more]) {
      const look = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return { font: style.fontFamily, size: Number.parseFloat(style.fontSize), border: style.borderTopStyle };
      });
      expect(look.font, await button.innerText()).toBe(body);
      expect(look.size).toBeGreaterThanOrEqual(15);
      expect(['none', 'solid']).toContain(look.border);
    }
    await page.context().close();
  });
});

describe('results are links', () => {
  it('a middle click or Ctrl+click opens a result in a new tab and leaves the modal as it was', async () => {
    const page = await site.newPage();
    await page.goto(site.url + PAGE);
    await openWithCtrlK(page);
    await search(page, 'webhook');
    const first = options(page).first();
    const href = await first.getAttribute('href');
    expect(href, 'the option is a link to its result').toMatch(/^\/guide\/webhook/);
    expect(await first.evaluate((el) => el.tagName)).toBe('A');

    for (const open of [() => first.click({ button: 'middle' }), () => first.click({ modifiers: ['Control'] })]) {
      const [tab] = await Promise.all([page.context().waitForEvent('page'), open()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
      await tab.close();
      expect(page.url(), 'this tab stays where it was').toBe(site.url + PAGE);
      expect(await dialog(page).isVisible(), 'and the modal stays open').toBe(true);
    }
    expect(page.context().pages(), 'one tab per click, no more').toHaveLength(1);
    await page.context().close();
  });
});
