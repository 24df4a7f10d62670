// Tab groups written in Markdown (VitePress's "::: code-group", the ":::tabs" directive) in a browser, on the dialect
// fixtures: the ARIA tabs keyboard model, the reader's choice remembered across groups with the same labels and across
// pages (shown before any hydration), readable stacked blocks without JavaScript, "::: details" opening, and no axe
// violation on the callouts' and tabs' colours in light and dark mode.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, severeViolations } from './support/axe.js';
import { buildSiteFolder, launchBrowser, serveBuild, type RunningServer } from './support/browser.js';
import { DESKTOP, ROOT } from './support/site.js';

const FIXTURES = path.join(ROOT, 'tests/fixtures/dialects');
/** Where the choice among npm, pnpm and Yarn is remembered: any group with these labels follows it. */
const PACKAGE_MANAGERS_KEY = 'docsgen:tabs:["Yarn","npm","pnpm"]';

let out: string;
let browser: Browser;
const servers: Record<'vitepress' | 'docusaurus', RunningServer | undefined> = { vitepress: undefined, docusaurus: undefined };

beforeAll(async () => {
  out = mkdtempSync(path.join(os.tmpdir(), 'docsgen-dialects-e2e-'));
  for (const name of ['vitepress', 'docusaurus'] as const) {
    buildSiteFolder(path.join(FIXTURES, name), path.join(out, name), '--cache-dir', path.join(out, `${name}-cache`));
  }
  [servers.vitepress, servers.docusaurus, browser] = await Promise.all([
    serveBuild(path.join(out, 'vitepress')),
    serveBuild(path.join(out, 'docusaurus')),
    launchBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((server) => server?.stop()));
  if (out) rmSync(out, { recursive: true, force: true });
});

async function open(site: keyof typeof servers, route: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  await page.goto(servers[site]!.url + route);
  return page;
}

/** The tab lists of the page in document order, those inside a closed <details> too. */
const tablists = (page: Page) => page.locator('[role="tablist"]');
const tabIn = (list: Locator, name: string) => list.getByRole('tab', { name, exact: true });
const selectedIn = (list: Locator) => list.getByRole('tab', { selected: true }).allInnerTexts();
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
/**
 * The texts of a group's panels a reader sees (hidden panels are not in the accessibility tree), without the code
 * blocks' copy buttons: controls, not the panel's content (code-blocks.test.ts tests them).
 */
const shownPanels = (group: Locator) =>
  group.getByRole('tabpanel').evaluateAll((panels) =>
    panels.map((panel) => {
      const copy = panel.cloneNode(true) as HTMLElement;
      for (const button of copy.querySelectorAll('.dg-copy')) button.remove();
      return (copy.textContent ?? '').trim();
    }),
  );
const groupOf = (list: Locator) => list.locator('xpath=ancestor::div[@data-tab-group][1]');
const tabIndexes = (list: Locator) => list.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => (tab as HTMLElement).tabIndex));

describe('keyboard', () => {
  it('moves between tabs with the arrows (wrapping), Home and End; only the selected tab is in the Tab order', async () => {
    const page = await open('vitepress', '/');
    const list = tablists(page).first();
    const group = groupOf(list);
    await tabIn(list, 'npm').focus();
    const steps: Array<[key: string, tab: string, command: string]> = [
      ['ArrowRight', 'Yarn', 'yarn create vite'],
      ['ArrowRight', 'pnpm', 'pnpm create vite'],
      ['ArrowRight', 'npm', 'npm create vite@latest'],
      ['ArrowLeft', 'pnpm', 'pnpm create vite'],
      ['Home', 'npm', 'npm create vite@latest'],
      ['End', 'pnpm', 'pnpm create vite'],
    ];
    for (const [key, name, command] of steps) {
      await page.keyboard.press(key);
      await expect.poll(() => selectedIn(list), { timeout: 5_000, message: `selected after ${key}` }).toEqual([name]);
      expect(await isFocused(tabIn(list, name)), `${name} focused after ${key}`).toBe(true);
      expect(await shownPanels(group), `panels shown after ${key}`).toEqual([command]);
      expect(await tabIndexes(list), `tabindex after ${key}`).toEqual(['npm', 'Yarn', 'pnpm'].map((tab) => (tab === name ? 0 : -1)));
    }
    await page.keyboard.press('Tab');
    const panel = group.getByRole('tabpanel', { name: 'pnpm' });
    expect(await panel.evaluate((el) => el.contains(document.activeElement)), 'focus inside the pnpm panel after Tab').toBe(true);
    await page.context().close();
  });

  it('works the same on :::tabs written with ::tab lines and with :::tab containers', async () => {
    const page = await open('docusaurus', '/guides/install');
    expect(await tablists(page).count()).toBe(2);
    const systems = tablists(page).nth(1);
    await tabIn(systems, 'macOS').focus();
    await page.keyboard.press('End');
    await expect.poll(() => selectedIn(systems), { timeout: 5_000 }).toEqual(['Linux']);
    const [shown] = await shownPanels(groupOf(systems));
    expect(shown).toContain('Build Watchman from source.');
    expect(shown).toContain('Older distributions ship an outdated version.');
    await page.context().close();
  });
});

describe('the remembered choice', () => {
  it('follows every group with the same labels, on this page and the next, from the first moment', async () => {
    const page = await open('vitepress', '/guide/features');
    const [install, configFiles, remove] = [tablists(page).nth(0), tablists(page).nth(1), tablists(page).nth(2)];
    expect(await install.getByRole('tab').allInnerTexts()).toEqual(['pnpm', 'npm', 'Yarn']);
    expect(await remove.getByRole('tab').allInnerTexts()).toEqual(['npm', 'Yarn', 'pnpm']);

    await tabIn(install, 'Yarn').click();
    await expect.poll(() => selectedIn(install), { timeout: 5_000 }).toEqual(['Yarn']);
    expect(await selectedIn(remove), 'the other group with the same labels').toEqual(['Yarn']);
    expect(await shownPanels(groupOf(remove))).toEqual(['yarn remove vite-plugin-inspect']);
    expect(await page.evaluate((key) => localStorage.getItem(key), PACKAGE_MANAGERS_KEY)).toBe('Yarn');
    // A group with other labels keeps its own choice.
    await page.getByText('Workaround for older browsers').click();
    expect(await selectedIn(configFiles)).toEqual(['vite.config.js']);

    // Another page, before any interaction: the pointer is moved away so that nothing hydrates the island.
    await page.mouse.move(0, 0);
    await page.goto(`${servers.vitepress!.url}/`, { waitUntil: 'domcontentloaded' });
    const first = tablists(page).first();
    expect(await selectedIn(first)).toEqual(['Yarn']);
    expect(await shownPanels(groupOf(first))).toEqual(['yarn create vite']);
    expect(await tabIndexes(first)).toEqual([-1, 0, -1]);
    expect(await page.locator('[data-island="content-tabs"]').first().getAttribute('data-hydrated'), 'hydrated').toBeNull();

    // The choice made here, back on the first page.
    await tabIn(first, 'npm').click();
    await expect.poll(() => selectedIn(first), { timeout: 5_000 }).toEqual(['npm']);
    await page.goto(`${servers.vitepress!.url}/guide/features`, { waitUntil: 'domcontentloaded' });
    expect(await selectedIn(tablists(page).nth(0))).toEqual(['npm']);
    expect(await selectedIn(tablists(page).nth(2))).toEqual(['npm']);
    await page.context().close();
  });
});

describe('without JavaScript', () => {
  it('shows every panel, one under the other, each under its label, and no tab list', async () => {
    const page = await open('vitepress', '/', { javaScriptEnabled: false });
    const group = page.locator('[data-tab-group]').first();
    expect(await group.locator('[role="tablist"]').isVisible()).toBe(false);
    const panels = group.locator('[role="tabpanel"]');
    expect(await panels.evaluateAll((all) => all.map((panel) => (panel as HTMLElement).innerText.trim()))).toEqual([
      'npm create vite@latest',
      'yarn create vite',
      'pnpm create vite',
    ]);
    expect(
      await panels.evaluateAll((all) => all.map((panel) => getComputedStyle(panel, '::before').content)),
      'the label above each panel',
    ).toEqual(['"npm"', '"Yarn"', '"pnpm"']);
    const tops = await panels.evaluateAll((all) => all.map((panel) => panel.getBoundingClientRect().top));
    expect(tops[1]! > tops[0]! && tops[2]! > tops[1]!, `panels stacked: ${tops.join(', ')}`).toBe(true);
    await page.context().close();
  });
});

describe('::: details', () => {
  it('opens and closes on its summary, by pointer and by keyboard', async () => {
    const page = await open('vitepress', '/');
    const details = page.locator('details.dg-details');
    const summary = page.getByText('Using the command line options', { exact: true });
    const body = page.getByText('Pass the project name and the template:');
    expect(await body.isVisible()).toBe(false);
    await summary.click();
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await body.isVisible()).toBe(true);
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await page.context().close();
  });
});

describe('accessibility (axe)', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [site, route] of [
      ['vitepress', '/guide/features'],
      ['docusaurus', '/'],
      ['docusaurus', '/guides/typo'],
    ] as const) {
      it(`${site} ${route} has no serious or critical violation in ${mode} mode`, async () => {
        const page = await open(site, route, { colorScheme: mode });
        // Open, so that axe sees what a <details> holds too.
        if (site === 'vitepress') await page.getByText('Workaround for older browsers').click();
        const severe = await severeViolations(page);
        await page.context().close();
        expect(severe.length, `axe on ${route} (${mode} mode):\n${describeViolations(severe)}\nnumber of violations`).toBe(0);
      });
    }
  }
});
