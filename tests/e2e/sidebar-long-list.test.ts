// Two sidebar folders of 300 pages in a browser. The page's HTML holds the entries around the current page and a
// button each side naming how many more there are (a page's weight does not grow with its folder); hydrating on a
// pointer changes nothing under it; a keyboard reader reaching the sidebar gets the whole list with the entry they
// are on kept in place; a "show more" button shows it all and puts focus on the first entry it revealed. Each big
// folder's entries are a file of their own, fetched for its pages or when a reader opens it; the phone's menu opens
// where the current page is.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plural } from '../../shared/i18n/format.js';
import { EN_STRINGS as strings } from '../../shared/i18n/strings.en.js';
import { SIDEBAR_WINDOW } from '../../templates/layout/sidebar-window.js';
import { describeViolations, severeViolations } from './support/axe.js';
import { launchBrowser, serveBuild, type RunningServer } from './support/browser.js';
import { DESKTOP, MOBILE, ROOT } from './support/site.js';

const PAGES = 300;
const CURRENT = 150;
const SHOWN = 2 * SIDEBAR_WINDOW.around + 1;
const EARLIER = CURRENT - SIDEBAR_WINDOW.around;
const LATER = PAGES - (CURRENT + SIDEBAR_WINDOW.around + 1);
const name = (i: number): string => `pagina-${String(i).padStart(3, '0')}`;
const title = (i: number): string => `Página grande ${i}`;
const LONG_TITLE = 'browser.screenshotFailuresComUmNomeMaisLongoQueABarra';

let dir: string;
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-long-sidebar-'));
  const root = path.join(dir, 'site');
  mkdirSync(path.join(root, 'content/grande'), { recursive: true });
  writeFileSync(path.join(root, 'content/index.md'), '---\ntitle: Início\n---\n\nTexto.\n');
  mkdirSync(path.join(root, 'content/outra'), { recursive: true });
  for (let i = 0; i < PAGES; i++) {
    writeFileSync(path.join(root, `content/grande/${name(i)}.md`), `---\ntitle: ${title(i)}\n---\n\nTexto da página ${i}.\n`);
    writeFileSync(path.join(root, `content/outra/${name(i)}.md`), `---\ntitle: Outra página ${i}\n---\n\nTexto.\n`);
  }
  // Last in its folder: an identifier longer than the sidebar is wide.
  writeFileSync(path.join(root, 'content/outra/zz-longo.md'), `---\ntitle: ${LONG_TITLE}\n---\n\nTexto.\n`);
  const out = path.join(dir, 'out');
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'bin/docsgen.mjs'), 'build', root, '--out', out, '--cache-dir', path.join(dir, 'cache')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  [server, browser] = await Promise.all([serveBuild(out), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const sidebarNav = (page: Page): Locator => page.getByRole('navigation', { name: strings.sidebar.label });
const folderLinks = (page: Page): Locator => sidebarNav(page).getByRole('link', { name: /^Página grande \d+$/ });
const earlierButton = (page: Page): Locator =>
  sidebarNav(page).getByRole('button', { name: plural('en', strings.sidebar.showEarlier, EARLIER) });
const laterButton = (page: Page): Locator => sidebarNav(page).getByRole('button', { name: plural('en', strings.sidebar.showLater, LATER) });
const hydrated = (page: Page): Promise<number> => page.locator('[data-island="sidebar"][data-hydrated]').count();
const isFocused = (locator: Locator): Promise<boolean> => locator.evaluate((el) => el === document.activeElement);
const focusedText = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** A page of the big folder, with the console's errors and warnings collected (a hydration mismatch is one). */
async function openCurrent(
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ page: Page; problems: string[]; sidebarFiles: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  const sidebarFiles: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/(sidebar-[^/]*\.json)$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) sidebarFiles.push(file);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.goto(`${server.url}/grande/${name(CURRENT)}`);
  if (viewport === DESKTOP) await sidebarNav(page).waitFor({ state: 'visible' });
  return { page, problems, sidebarFiles };
}

describe('a sidebar folder longer than the window', () => {
  it('lists the pages around the current one, and buttons naming how many more there are each side', async () => {
    const { page } = await openCurrent();
    expect(await hydrated(page)).toBe(0);
    expect(await folderLinks(page).allInnerTexts()).toEqual(Array.from({ length: SHOWN }, (_, i) => title(EARLIER + i)));
    expect(await sidebarNav(page).locator('a[aria-current="page"]').innerText()).toBe(title(CURRENT));
    await earlierButton(page).waitFor({ state: 'visible' });
    await laterButton(page).waitFor({ state: 'visible' });
    const violations = await severeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });

  it('changes nothing when a pointer hydrates it, and shows no hydration error', async () => {
    const { page, problems } = await openCurrent();
    await sidebarNav(page).hover();
    await expect.poll(() => hydrated(page), { timeout: 5_000 }).toBe(1);
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
    expect(await folderLinks(page).count()).toBe(SHOWN);
    expect(problems.filter((text) => !/favicon/.test(text))).toEqual([]);
    await page.context().close();
  });

  for (const when of ['after', 'before'] as const) {
    it(`shows the whole folder to a keyboard reader reaching the sidebar ${when} it is live, keeping the entry they are on in view`, async () => {
      const { page, problems } = await openCurrent();
      // The sidebar's code arrives late: the keyboard reaches the sidebar before it is live.
      if (when === 'before')
        await page.route(/\/assets\/sidebar-[^/]*\.js$/, async (route) => setTimeout(() => void route.continue(), 600));
      // From the article backwards: the hide button, then the last entry of the sidebar, the other folder's category.
      await page.getByRole('main').getByRole('button', { name: strings.pageMarkdown.copy }).focus();
      for (let step = 0; step < 10 && (await focusedText(page)) !== strings.sidebar.hide; step++) await page.keyboard.press('Shift+Tab');
      expect(await focusedText(page)).toBe(strings.sidebar.hide);
      if (when === 'after') await expect.poll(() => hydrated(page), { timeout: 5_000 }).toBe(1);
      const other = sidebarNav(page).getByRole('button', { name: 'Outra' });
      expect(await folderLinks(page).count()).toBe(SHOWN);
      await page.keyboard.press('Shift+Tab');
      expect(await focusedText(page)).toBe('Outra');
      await expect.poll(() => folderLinks(page).count(), { timeout: 5_000 }).toBe(PAGES);
      // 275 entries came in above it; it is still focused and in view (where focusing it scrolled it).
      expect(await isFocused(other)).toBe(true);
      const [entry, box] = await Promise.all([other.boundingBox(), sidebarNav(page).boundingBox()]);
      expect(entry!.y).toBeGreaterThanOrEqual(box!.y);
      expect(entry!.y + entry!.height).toBeLessThanOrEqual(box!.y + box!.height);
      expect(await sidebarNav(page).getByRole('button', { name: /^Show/ }).count()).toBe(0);
      expect(problems.filter((text) => !/favicon/.test(text))).toEqual([]);
      await page.context().close();
    });
  }

  it('shows the whole folder from a "show more" button pressed by keyboard, focus on the first page it revealed', async () => {
    const { page } = await openCurrent();
    await earlierButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => folderLinks(page).count(), { timeout: 5_000 }).toBe(PAGES);
    expect(await focusedText(page)).toBe(title(0));
    expect(await sidebarNav(page).locator('a[aria-current="page"]').innerText()).toBe(title(CURRENT));
    const violations = await severeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });

  it('shows the whole folder from a click on the later button before anything hydrated', async () => {
    const { page } = await openCurrent();
    await laterButton(page).click();
    await expect.poll(() => folderLinks(page).count(), { timeout: 5_000 }).toBe(PAGES);
    expect(await focusedText(page)).toBe(title(CURRENT + SIDEBAR_WINDOW.around + 1));
    await page.context().close();
  });

  it('fetches its own folder’s entries, and another big folder’s only when the reader opens it', async () => {
    const { page, sidebarFiles } = await openCurrent();
    expect(sidebarFiles).toEqual([]);
    await sidebarNav(page).hover();
    await expect.poll(() => hydrated(page), { timeout: 5_000 }).toBe(1);
    // The sidebar's own file and the part holding this folder's entries; not the other folder's.
    expect(sidebarFiles).toHaveLength(2);
    const other = sidebarNav(page).getByRole('button', { name: 'Outra' });
    expect(await other.getAttribute('aria-expanded')).toBe('false');
    await other.click();
    await sidebarNav(page).getByRole('link', { name: 'Outra página 0', exact: true }).waitFor({ state: 'visible', timeout: 5_000 });
    expect(sidebarFiles).toHaveLength(3);
    expect(new Set(sidebarFiles).size).toBe(3);
    // A folder not holding the current page shows its first entries and the rest behind a button.
    expect(
      await sidebarNav(page)
        .getByRole('link', { name: /^Outra página \d+$/ })
        .count(),
    ).toBe(SHOWN);
    await sidebarNav(page)
      .getByRole('button', { name: plural('en', strings.sidebar.showLater, PAGES + 1 - SHOWN) })
      .waitFor();
    await page.context().close();
  });

  it('opens the phone’s menu where the current page is, marked, its long list windowed', async () => {
    const { page } = await openCurrent(MOBILE);
    await page.getByRole('button', { name: strings.navbar.openMenu }).click();
    const menu = page.getByRole('dialog', { name: strings.navbar.menuTitle });
    const current = menu.locator('a[aria-current="page"]');
    await current.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await current.innerText()).toBe(title(CURRENT));
    const box = (await current.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height);
    // The drawer's list is windowed too (a phone renders 25 entries, not a folder of thousands), and shows them all
    // from its buttons.
    const folder = menu.getByRole('link', { name: /^Página grande \d+$/ });
    expect(await folder.count()).toBe(SHOWN);
    await menu.getByRole('button', { name: plural('en', strings.sidebar.showEarlier, EARLIER) }).click();
    await expect.poll(() => folder.count(), { timeout: 5_000 }).toBe(PAGES);
    expect(await focusedText(page)).toBe(title(0));
    // The other big folder, a file of its own, is fetched and shown when opened in the menu.
    await menu.getByRole('button', { name: 'Outra' }).click();
    await menu.getByRole('link', { name: 'Outra página 0', exact: true }).waitFor({ state: 'visible', timeout: 5_000 });
    await page.context().close();
  });

  it('opens with the current page in view in a short window, where it sits below the sidebar’s first screen', async () => {
    const { page } = await openCurrent({ width: DESKTOP.width, height: 420 });
    await sidebarNav(page).waitFor({ state: 'visible' });
    const current = sidebarNav(page).locator('a[aria-current="page"]');
    const [entry, box] = await Promise.all([current.boundingBox(), sidebarNav(page).boundingBox()]);
    expect(entry!.y).toBeGreaterThanOrEqual(box!.y);
    expect(entry!.y + entry!.height).toBeLessThanOrEqual(box!.y + box!.height);
    // It was below: the sidebar scrolled to it, not the page.
    expect(await sidebarNav(page).evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('wraps a label longer than the sidebar inside it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.url}/outra/zz-longo`);
    const link = sidebarNav(page).getByRole('link', { name: LONG_TITLE });
    const [entry, box] = await Promise.all([link.boundingBox(), sidebarNav(page).boundingBox()]);
    expect(entry!.x + entry!.width).toBeLessThanOrEqual(box!.x + box!.width);
    expect(await sidebarNav(page).evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBe(0);
    await context.close();
  });
});
