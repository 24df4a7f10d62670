// The docs sidebar on wide screens (current page, collapsible categories, hiding it) and, on a phone,
// the menu drawer that replaces it (a modal dialog with the navbar links and the page's sidebar).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { DESKTOP, MOBILE, pathOf, useSite } from './support/site.js';

const site = useSite();

const sidebarNav = (scope: Page | Locator) => scope.getByRole('navigation', { name: strings.sidebar.label });
const menuButton = (page: Page) => page.getByRole('button', { name: strings.navbar.openMenu });
const menuDialog = (page: Page) => page.getByRole('dialog', { name: strings.navbar.menuTitle });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** [accessible name, path] of every link in a navigation, in order. */
async function linksOf(nav: Locator): Promise<Array<[string, string]>> {
  const links = await nav.getByRole('link').all();
  return Promise.all(
    links.map(async (link) => [(await link.innerText()).trim(), pathOf(await link.getAttribute('href'), site.url)] as [string, string]),
  );
}

/** Paths of the links marked as the current page inside a navigation. */
async function currentLinks(nav: Locator): Promise<string[]> {
  const links = await nav.locator('a[aria-current="page"]').all();
  return Promise.all(links.map(async (link) => pathOf(await link.getAttribute('href'), site.url)));
}

describe('sidebar on a wide screen', () => {
  it('marks the current page', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    for (const route of ['/guide/api-key', '/customization/styling', '/api/overview']) {
      await page.goto(site.url + route);
      const nav = sidebarNav(page);
      await nav.waitFor({ state: 'visible' });
      expect(await currentLinks(nav), route).toEqual([route]);
    }
    await page.context().close();
  });

  it('collapses and expands a category, the first click working before hydration', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto(site.url + '/guide/api-key');
    const nav = sidebarNav(page);
    const category = nav.getByRole('button', { name: 'Personalização' });
    const children = [nav.getByRole('link', { name: 'Abas de linguagem' }), nav.getByRole('link', { name: 'Estilo do widget' })];

    // Configured open: its pages are listed.
    expect(await category.getAttribute('aria-expanded')).toBe('true');
    for (const link of children) expect(await link.isVisible()).toBe(true);
    // Nothing has hydrated yet: the reader has not shown any intent.
    expect(await page.locator('[data-island="sidebar"][data-hydrated]').count()).toBe(0);

    await category.click();
    await expect.poll(() => category.getAttribute('aria-expanded'), { timeout: 5_000 }).toBe('false');
    for (const link of children) await link.waitFor({ state: 'hidden' });

    await category.click();
    await expect.poll(() => category.getAttribute('aria-expanded'), { timeout: 5_000 }).toBe('true');
    for (const link of children) await link.waitFor({ state: 'visible' });
    await children[1]!.click();
    await page.waitForURL(site.url + '/customization/styling');
    await page.context().close();
  });

  it('can be hidden to widen the content and brought back', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto(site.url + '/guide/api-key');
    const main = page.getByRole('main');
    const widthBefore = (await main.boundingBox())!.width;

    await page.getByRole('button', { name: strings.sidebar.hide }).click();
    const show = page.getByRole('button', { name: strings.sidebar.show });
    await show.waitFor({ state: 'visible', timeout: 5_000 });
    await sidebarNav(page).waitFor({ state: 'hidden' });
    expect((await main.boundingBox())!.width).toBeGreaterThan(widthBefore + 100);

    await show.click();
    await sidebarNav(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(await currentLinks(sidebarNav(page))).toEqual(['/guide/api-key']);
    expect(await page.getByRole('button', { name: strings.sidebar.hide }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('operation links in the sidebar', () => {
  it('wrap a long label beside its method badge, never under it', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto(`${site.url}/api/catalogo`);
    const link = sidebarNav(page).getByRole('link', { name: /Enviar e-mail de ativação/ });
    const lines = await link.evaluate((el) => {
      const badge = el.querySelector('.dg-method')!.getBoundingClientRect();
      const text = [...el.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = [...range.getClientRects()];
      return {
        badgeRight: badge.right,
        lefts: rects.map((rect) => rect.left),
        tops: new Set(rects.map((rect) => Math.round(rect.top))).size,
      };
    });
    expect(lines.tops, 'the label takes two lines at 1280 px').toBeGreaterThan(1);
    for (const left of lines.lefts) expect(left, 'each line starts right of the badge').toBeGreaterThanOrEqual(lines.badgeRight);
    await page.context().close();
  });
});

describe('navigation drawer on a 390 px screen', () => {
  it("replaces the sidebar with a menu dialog holding the navbar links and the page's sidebar", async () => {
    // What the sidebar lists on a wide screen is what the drawer must list on a phone.
    const wide = await site.newPage({ viewport: DESKTOP });
    await wide.goto(site.url + '/guide/api-key');
    const expectedSidebar = await linksOf(sidebarNav(wide));
    await wide.context().close();
    expect(expectedSidebar.length).toBeGreaterThan(3);

    const page = await site.newPage({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto(site.url + '/guide/api-key');
    expect(await sidebarNav(page).count(), 'a visible sidebar outside the drawer').toBe(0);
    expect(await page.getByRole('button', { name: strings.sidebar.hide }).isVisible()).toBe(false);
    expect(await menuDialog(page).count()).toBe(0);

    await menuButton(page).click();
    const dialog = menuDialog(page);
    await dialog.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    // The drawer really covers the screen's height and sits on top of the page (a fixed element inside a
    // filtered navbar once rendered 60 px tall, with the page painted over it).
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(1);
    expect(box.height).toBeGreaterThanOrEqual(MOBILE.height - 1);
    const onTop = await dialog.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height * 0.75);
      return el.contains(hit);
    });
    expect(onTop, 'the drawer is the topmost element at its own centre').toBe(true);

    const navbarLinks = await linksOf(dialog.getByRole('navigation', { name: strings.navbar.label }));
    expect(navbarLinks).toEqual([
      ['Guia Coins', '/guide'],
      ['Referência da API', '/api'],
    ]);
    const drawerSidebar = sidebarNav(dialog);
    expect(await linksOf(drawerSidebar)).toEqual(expectedSidebar);
    expect(await currentLinks(drawerSidebar)).toEqual(['/guide/api-key']);
    // Focus moved into the modal and Tab / Shift+Tab keep it there, wrapping around.
    const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    const stops = (await dialog.getByRole('link').count()) + (await dialog.getByRole('button').count());
    for (let i = 0; i <= stops; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(), `focus after ${i + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(), 'focus after Shift+Tab').toBe(true);
    await page.context().close();
  });

  it('closes with Escape and with its close button, giving focus back to the menu button', async () => {
    const page = await site.newPage({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto(site.url + '/guide/webhook');
    const dialog = menuDialog(page);

    await menuButton(page).click();
    await dialog.waitFor({ state: 'visible', timeout: 5_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(menuButton(page))).toBe(true);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');

    await menuButton(page).click();
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: strings.navbar.closeMenu }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(menuButton(page))).toBe(true);

    // A link in the drawer navigates.
    await menuButton(page).click();
    await dialog.getByRole('link', { name: 'Referência da API' }).click();
    await page.waitForURL(site.url + '/api');
    await page.context().close();
  });
});

describe('the drawer marks the current section', () => {
  it('shows "Referência da API" as the section of an operation page, as the navbar does on a wide screen', async () => {
    const wide = await site.newPage({ viewport: DESKTOP });
    await wide.goto(`${site.url}/api/catalogo`);
    const navbar = wide.getByRole('navigation', { name: strings.navbar.label });
    const colour = (link: Locator) => link.evaluate((el) => getComputedStyle(el).color);
    const wideMarked = await colour(navbar.getByRole('link', { name: 'Referência da API' }));
    expect(wideMarked, 'the navbar marks it').not.toBe(await colour(navbar.getByRole('link', { name: 'Guia Coins' })));
    await wide.context().close();

    const page = await site.newPage({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto(`${site.url}/api/catalogo`);
    await menuButton(page).click();
    const drawerNav = menuDialog(page).getByRole('navigation', { name: strings.navbar.label });
    await drawerNav.waitFor({ timeout: 5_000 });
    const section = drawerNav.getByRole('link', { name: 'Referência da API' });
    const other = drawerNav.getByRole('link', { name: 'Guia Coins' });
    expect(await colour(section), 'marked unlike the other sections').not.toBe(await colour(other));
    expect(await section.getAttribute('aria-current'), 'not the current page itself').toBeNull();
    await page.context().close();
  });
});
