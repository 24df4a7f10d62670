// The code samples of an API operation page: choosing a language (remembered across reloads and pages, shown
// before any hydration), the ARIA tabs keyboard model (also when the island's code arrives late), and the copy
// button (keyboard, clipboard, feedback), with the first click working before the island has hydrated.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { format } from '../../shared/i18n/format.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { operation } from './support/openapi.js';
import { useSite } from './support/site.js';

const site = useSite();

/** The key under which the reader's language is remembered: other pages and future versions rely on it. */
const STORAGE_KEY = 'docsgen:sample-language';
const SAMPLE_TABS = ['cURL', 'Node.js', 'Python', 'C#', 'Go', 'Ruby', 'PHP', 'Java (Unirest)', 'PowerShell'];

const tab = (page: Page, name: string) => page.getByRole('tablist').getByRole('tab', { name, exact: true });
/** The sample panel a reader sees (hidden panels are not in the accessibility tree). */
const visiblePanel = (page: Page) => page.getByRole('tabpanel');
const copyButton = (panel: Locator) => panel.getByRole('button', { name: new RegExp(strings.api.copy) });
const samplesIsland = (page: Page) => page.locator('[data-island="code-samples"]');
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const selectedTabs = (page: Page) => page.getByRole('tablist').getByRole('tab', { selected: true }).allInnerTexts();
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Exactly one panel is shown, the one of `language`, and its tab is the only one selected. */
async function expectShown(page: Page, language: string, where: string): Promise<void> {
  expect(await selectedTabs(page), `selected tab ${where}`).toEqual([language]);
  expect(await visiblePanel(page).count(), `visible panels ${where}`).toBe(1);
  expect(await page.getByRole('tabpanel', { name: language }).isVisible(), `${language} panel ${where}`).toBe(true);
}

/**
 * A slow connection: every script but the small boot script arrives `ms` late, so what the reader does in the first
 * moments certainly happens before the island has hydrated.
 */
async function delayIslandCode(page: Page, ms = 500): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!/\/boot-[^/]*\.js$/.test(route.request().url())) await new Promise((done) => setTimeout(done, ms));
    await route.continue();
  });
}

/** A fresh context allowed to use the clipboard on the site's origin. */
async function pageWithClipboard(): Promise<Page> {
  const page = await site.newPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  return page;
}

describe('choosing a sample language', () => {
  it('shows the chosen language, keeps it on reload and on other API pages from the first moment', async () => {
    const page = await site.newPage();
    await page.goto(site.url + operation('person-register').route);
    await expectShown(page, 'cURL', 'at first');

    await tab(page, 'Python').click();
    await expect.poll(() => selectedTabs(page), { timeout: 5_000 }).toEqual(['Python']);
    await expectShown(page, 'Python', 'after choosing Python');
    expect(await visiblePanel(page).innerText()).toContain('import requests');
    expect(await page.getByRole('tabpanel', { name: 'cURL', includeHidden: true }).isHidden(), 'cURL panel after choosing Python').toBe(
      true,
    );
    expect(
      await page
        .getByText(/^curl --request/)
        .first()
        .isVisible(),
      'the curl sample after choosing Python',
    ).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('python');

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expectShown(page, 'Python', 'after a reload');
    expect(await visiblePanel(page).innerText()).toContain('import requests');

    // Another operation, before any interaction: the pointer is moved away so that nothing hydrates the island.
    await page.mouse.move(0, 0);
    await page.goto(site.url + operation('person-info').route, { waitUntil: 'domcontentloaded' });
    await expectShown(page, 'Python', 'on another API page right after load');
    expect(await visiblePanel(page).innerText()).toContain('import requests');
    expect(await samplesIsland(page).getAttribute('data-hydrated'), 'samples hydrated without interaction').toBeNull();
    await page.context().close();
  });
});

describe('keyboard', () => {
  it('moves between languages with the arrows, Home and End, then Tab reaches the shown sample', async () => {
    const page = await site.newPage();
    await page.goto(site.url + operation('product-info').route);
    const first = tab(page, SAMPLE_TABS[0]!);
    const last = tab(page, SAMPLE_TABS.at(-1)!);

    await first.focus();
    expect(await isFocused(first)).toBe(true);

    const steps: Array<[key: string, language: string]> = [
      ['ArrowRight', SAMPLE_TABS[1]!],
      ['ArrowRight', SAMPLE_TABS[2]!],
      ['End', SAMPLE_TABS.at(-1)!],
      ['Home', SAMPLE_TABS[0]!],
      ['ArrowLeft', SAMPLE_TABS.at(-1)!],
      ['ArrowRight', SAMPLE_TABS[0]!],
      ['ArrowLeft', SAMPLE_TABS.at(-1)!],
    ];
    for (const [key, language] of steps) {
      await page.keyboard.press(key);
      const target = tab(page, language);
      await expect.poll(() => selectedTabs(page), { timeout: 3_000, message: `selected after ${key}` }).toEqual([language]);
      await expect.poll(() => isFocused(target), { timeout: 3_000, message: `${language} focused after ${key}` }).toBe(true);
      await expectShown(page, language, `after ${key}`);
    }
    // Only the selected tab is in the Tab order: Tab leaves the tablist for the shown panel's content.
    expect(await isFocused(last)).toBe(true);
    await page.keyboard.press('Tab');
    const panel = page.getByRole('tabpanel', { name: SAMPLE_TABS.at(-1)! });
    expect(await panel.evaluate((el) => el.contains(document.activeElement)), 'focus inside the PowerShell panel after Tab').toBe(true);
    await page.context().close();
  });
});

describe('keyboard before hydration', () => {
  it("does not lose the first arrow key when the island's code arrives late", async () => {
    const page = await site.newPage();
    // A click in that window is held and replayed by the boot script; a key press must not simply vanish either.
    await delayIslandCode(page);
    await page.goto(site.url + operation('person-info').route);
    await tab(page, SAMPLE_TABS[0]!).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => selectedTabs(page), { timeout: 3_000, message: 'selected after the first ArrowRight' })
      .toEqual([SAMPLE_TABS[1]]);
    await expect.poll(() => isFocused(tab(page, SAMPLE_TABS[1]!)), { timeout: 3_000 }).toBe(true);
    await page.context().close();
  });

  it('moves exactly one tab per key when keys keep coming before, during and after hydration', async () => {
    const page = await site.newPage();
    await delayIslandCode(page, 300);
    await page.goto(site.url + operation('person-info').route);
    await tab(page, SAMPLE_TABS[0]!).focus();
    // 12 presses over ~600 ms straddle the moment the island becomes live: none may be lost or counted twice.
    const presses = 12;
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(50);
    }
    const expected = SAMPLE_TABS[presses % SAMPLE_TABS.length]!;
    await expect.poll(() => selectedTabs(page), { timeout: 3_000, message: `selected after ${presses} ArrowRight` }).toEqual([expected]);
    await expect.poll(() => isFocused(tab(page, expected)), { timeout: 3_000 }).toBe(true);
    await page.context().close();
  });
});

describe('copy button', () => {
  it('copies exactly the shown sample with the keyboard and says so for a moment', async () => {
    const page = await pageWithClipboard();
    await page.goto(site.url + operation('active-account').route);
    await tab(page, 'Go').click();
    await expect.poll(() => selectedTabs(page), { timeout: 5_000 }).toEqual(['Go']);

    const panel = visiblePanel(page);
    const code = (await panel.locator('code').textContent()) ?? '';
    expect(code).toContain('package main');
    const button = copyButton(panel);
    expect((await button.innerText()).trim()).toBe(strings.api.copy);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => readClipboard(page), { timeout: 3_000 }).toBe(code);
    await expect.poll(async () => (await panel.getByRole('button').innerText()).trim(), { timeout: 1_000 }).toBe(strings.api.copied);
    const copiedAt = Date.now();
    await expect.poll(async () => (await panel.getByRole('button').innerText()).trim(), { timeout: 3_500 }).toBe(strings.api.copy);
    expect(Date.now() - copiedAt, 'time "Copiado" stays').toBeLessThan(3_500);
    expect(await copyButton(panel).getAttribute('aria-label')).toBe(format(strings.api.copyLabel, { language: 'Go' }));
    await page.context().close();
  });

  it('works on the very first click, before the island has hydrated', async () => {
    const page = await pageWithClipboard();
    await delayIslandCode(page);
    await page.goto(site.url + operation('catalogo').route, { waitUntil: 'domcontentloaded' });
    const panel = visiblePanel(page);
    const code = (await panel.locator('code').textContent()) ?? '';
    expect(code).toMatch(/^curl --request GET/);
    expect(await samplesIsland(page).getAttribute('data-hydrated'), 'hydrated before the click').toBeNull();
    await copyButton(panel).click();
    await expect.poll(() => readClipboard(page), { timeout: 5_000 }).toBe(code);
    await expect.poll(async () => (await panel.getByRole('button').innerText()).trim(), { timeout: 2_000 }).toBe(strings.api.copied);
    await page.context().close();
  });
});

describe('tabs before hydration', () => {
  it('the very first click on a tab selects it', async () => {
    const page = await site.newPage();
    await delayIslandCode(page);
    await page.goto(site.url + operation('check-shipping-price').route, { waitUntil: 'domcontentloaded' });
    expect(await samplesIsland(page).getAttribute('data-hydrated'), 'hydrated before the click').toBeNull();
    await tab(page, 'Ruby').click();
    await expect.poll(() => selectedTabs(page), { timeout: 5_000 }).toEqual(['Ruby']);
    await expectShown(page, 'Ruby', 'after the first click on Ruby');
    expect(await visiblePanel(page).innerText()).toContain("require 'net/http'");
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('ruby');
    await page.context().close();
  });
});
