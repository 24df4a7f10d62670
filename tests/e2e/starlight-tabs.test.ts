// Starlight's <Tabs syncKey> in a browser (templates/mdx/starlight/Tabs.tsx): choosing a tab is remembered by every
// group with the same key, on this page and the next, as Starlight's own does (its syncKey persists to
// localStorage), while a group without the key keeps its own; the tabs follow the ARIA tabs keyboard model.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteFolder, launchBrowser, serveBuild, type RunningServer } from './support/browser.js';
import { DESKTOP } from './support/site.js';

const IMPORT = "import { Tabs, TabItem } from '@astrojs/starlight/components';";
const managers = (key: string, verb: string) =>
  [
    `<Tabs${key ? ` syncKey="${key}"` : ''}>`,
    `  <TabItem label="npm">npm ${verb}</TabItem>`,
    `  <TabItem label="pnpm">pnpm ${verb}</TabItem>`,
    `  <TabItem label="Yarn">yarn ${verb}</TabItem>`,
    '</Tabs>',
  ].join('\n');

let temp: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-starlight-tabs-'));
  const site = path.join(temp, 'site');
  mkdirSync(path.join(site, 'content'), { recursive: true });
  const page = (title: string, ...groups: string[]) => [IMPORT, '', `# ${title}`, '', ...groups.flatMap((group) => [group, ''])].join('\n');
  writeFileSync(
    path.join(site, 'content', 'index.mdx'),
    page('Install', managers('pkg', 'install'), managers('', 'test'), managers('pkg', 'run build')),
  );
  writeFileSync(path.join(site, 'content', 'upgrade.mdx'), page('Upgrade', managers('pkg', 'update')));
  const out = path.join(temp, 'out');
  buildSiteFolder(site, out, '--cache-dir', path.join(temp, 'cache'));
  [server, browser] = await Promise.all([serveBuild(out), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

const tablists = (page: Page) => page.locator('[role="tablist"]');
const tabIn = (list: Locator, name: string) => list.getByRole('tab', { name, exact: true });
const selectedIn = (list: Locator) => list.getByRole('tab', { selected: true }).allInnerTexts();
const groupOf = (list: Locator) => list.locator('xpath=ancestor::div[@data-tab-group][1]');
const shownPanel = (list: Locator) => groupOf(list).getByRole('tabpanel').allInnerTexts();
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

describe('Starlight tabs with a syncKey', () => {
  it('follow one choice in every group with the key, on this page and the next; a group without it keeps its own', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const [first, unsynced, third] = [tablists(page).nth(0), tablists(page).nth(1), tablists(page).nth(2)];
    expect(await tablists(page).count()).toBe(3);
    expect(await selectedIn(first)).toEqual(['npm']);

    await tabIn(first, 'pnpm').click();
    await expect.poll(() => selectedIn(third)).toEqual(['pnpm']);
    expect(await shownPanel(third)).toEqual(['pnpm run build']);
    expect(await selectedIn(unsynced)).toEqual(['npm']);
    expect(await shownPanel(unsynced)).toEqual(['npm test']);

    await page.goto(`${server.url}/upgrade`);
    const other = tablists(page).first();
    expect(await selectedIn(other)).toEqual(['pnpm']);
    expect(await shownPanel(other)).toEqual(['pnpm update']);

    // Chosen on the second page, the first page follows when the reader goes back to it.
    await tabIn(other, 'Yarn').click();
    await expect.poll(() => selectedIn(other)).toEqual(['Yarn']);
    await page.goto(`${server.url}/`);
    expect(await selectedIn(tablists(page).nth(0))).toEqual(['Yarn']);
    expect(await selectedIn(tablists(page).nth(2))).toEqual(['Yarn']);
    expect(await selectedIn(tablists(page).nth(1))).toEqual(['npm']);
    await context.close();
  });

  it('move between tabs with the arrow keys, selecting as they go, and only the selected tab is in the Tab order', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.url}/upgrade`);
    const list = tablists(page).first();
    await tabIn(list, 'npm').focus();
    for (const [key, tab] of [
      ['ArrowRight', 'pnpm'],
      ['ArrowRight', 'Yarn'],
      ['ArrowRight', 'npm'],
      ['ArrowLeft', 'Yarn'],
    ] as const) {
      await page.keyboard.press(key);
      // The first key may come before the island is live: boot.ts replays it once it is, a moment later.
      await expect.poll(() => isFocused(tabIn(list, tab)), { message: `${key} focuses ${tab}` }).toBe(true);
      await expect.poll(() => selectedIn(list)).toEqual([tab]);
      expect(await shownPanel(list)).toEqual([`${tab === 'Yarn' ? 'yarn' : tab} update`]);
    }
    const tabIndexes = await list.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => (tab as HTMLElement).tabIndex));
    expect(tabIndexes).toEqual([-1, -1, 0]);
    await context.close();
  });
});
