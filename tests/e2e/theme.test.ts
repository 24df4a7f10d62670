// Colour mode: light by default, the system preference when nothing is stored, the reader's choice when there is one,
// right from the first paint, and a toggle that keeps working when storage is unavailable.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HTML_ATTRS, STORAGE_KEYS } from '../../shared/constants.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { useSite } from './support/site.js';

const site = useSite();
const PAGE = '/guide/webhook';

const toggle = (page: Page) => page.getByRole('button', { name: strings.colorMode.toggle });
const theme = (page: Page) => page.locator('html').getAttribute(HTML_ATTRS.theme);
const pressed = (page: Page) => toggle(page).getAttribute('aria-pressed');

/** True when what the reader sees is a dark page: the page background's luminance is low. */
async function looksDark(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const paint = (el: Element) => getComputedStyle(el).backgroundColor;
    let colour = paint(document.body);
    if (/rgba\(.*,\s*0\)$/.test(colour) || colour === 'transparent') colour = paint(document.documentElement);
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']).map(Number);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 128;
  });
}

/** The page is in `mode`, as CSS sees it (attribute) and as the reader sees it (background). */
async function expectTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await expect.poll(() => theme(page), { timeout: 5_000 }).toBe(mode);
  expect(await looksDark(page), `page background in ${mode} mode`).toBe(mode === 'dark');
}

/** As expectTheme, and the toggle tells assistive technology the same (pressed = dark). */
async function expectMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await expectTheme(page, mode);
  await expect.poll(() => pressed(page), { timeout: 5_000 }).toBe(String(mode === 'dark'));
}

/**
 * Records the theme on <html> at the moment <body> first exists, i.e. before anything of the body can be painted.
 * The inline head script must have set it by then; hydration (which only happens on intent) cannot have.
 */
function recordThemeAtFirstPaint(attribute: string): void {
  const w = window as unknown as { __themeAtBody?: string | null };
  const observer = new MutationObserver(() => {
    if (document.body && !('__themeAtBody' in w)) {
      w.__themeAtBody = document.documentElement.getAttribute(attribute);
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}
const themeAtFirstPaint = (page: Page) => page.evaluate(() => (window as unknown as { __themeAtBody?: string | null }).__themeAtBody);

describe('colour mode', () => {
  it('is light by default', async () => {
    const page = await site.newPage({ colorScheme: 'light' });
    await page.goto(site.url + PAGE);
    await expectMode(page, 'light');
    await page.context().close();
  });

  it('switches to dark and back with the toggle button', async () => {
    const page = await site.newPage({ colorScheme: 'light' });
    await page.goto(site.url + PAGE);
    await toggle(page).click();
    await expectMode(page, 'dark');
    await toggle(page).click();
    await expectMode(page, 'light');
    await page.context().close();
  });

  it('remembers the choice over a reload and on other pages, from the first paint', async () => {
    const page = await site.newPage({ colorScheme: 'light' });
    await page.addInitScript(recordThemeAtFirstPaint, HTML_ATTRS.theme);
    await page.goto(site.url + PAGE);
    await toggle(page).click();
    await expectMode(page, 'dark');

    await page.reload();
    expect(await themeAtFirstPaint(page)).toBe('dark');
    await expectMode(page, 'dark');

    await page.goto(site.url + '/tags');
    expect(await themeAtFirstPaint(page)).toBe('dark');
    await expectMode(page, 'dark');
    await page.context().close();
  });

  it('follows a dark system preference when nothing is stored, without a light first paint', async () => {
    const page = await site.newPage({ colorScheme: 'dark' });
    await page.addInitScript(recordThemeAtFirstPaint, HTML_ATTRS.theme);
    await page.goto(site.url + PAGE);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.theme)).toBeNull();
    expect(await themeAtFirstPaint(page)).toBe('dark');
    await expectMode(page, 'dark');
    await page.context().close();
  });

  it('lets a stored choice win over the system preference', async () => {
    const page = await site.newPage({ colorScheme: 'dark' });
    await page.addInitScript(recordThemeAtFirstPaint, HTML_ATTRS.theme);
    await page.goto(site.url + PAGE);
    await expectMode(page, 'dark');
    await toggle(page).click();
    await expectTheme(page, 'light');
    await page.reload();
    expect(await themeAtFirstPaint(page)).toBe('light');
    await expectMode(page, 'light');
    await page.context().close();
  });

  it("keeps the toggle's pressed state true to the mode after leaving a dark first paint", async () => {
    // Dark from the system preference, then from a stored choice: the first click turns the page light,
    // so the toggle must stop announcing "pressed".
    for (const setup of ['system', 'stored'] as const) {
      const page = await site.newPage({ colorScheme: setup === 'system' ? 'dark' : 'light' });
      if (setup === 'stored') await page.addInitScript((key) => localStorage.setItem(key, 'dark'), STORAGE_KEYS.theme);
      await page.goto(site.url + PAGE);
      await expectMode(page, 'dark');
      await toggle(page).click();
      await expectTheme(page, 'light');
      await expect
        .poll(() => pressed(page), { timeout: 5_000, message: `aria-pressed after switching to light (dark from ${setup})` })
        .toBe('false');
      await page.context().close();
    }
  });

  it('still renders and toggles for the current view when localStorage throws', async () => {
    const page = await site.newPage({ colorScheme: 'light' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const blocked = (): never => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = blocked;
      Storage.prototype.setItem = blocked;
      Storage.prototype.removeItem = blocked;
    });
    const response = await page.goto(site.url + PAGE);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expectMode(page, 'light');
    await toggle(page).click();
    await expectMode(page, 'dark');
    await toggle(page).click();
    await expectMode(page, 'light');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
