// An Arabic site (tests/fixtures/arabic, `locale: 'ar'`) in Chromium: `<html dir="rtl">` lays the page out mirrored —
// the sidebar on the right, the table of contents on the left, the callout's bar on its right edge, the pager's
// "next" on the left — while code stays left to right; at 390 px nothing sticks out sideways and the menu opens from
// the right. The same page in English is laid out the other way round (the control: these checks can fail).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, severeViolations } from './support/axe.js';
import { buildSiteFolder, launchBrowser, serveBuild, type RunningServer } from './support/browser.js';
import { DESKTOP, MOBILE, ROOT } from './support/site.js';

let out: string;
let arabic: RunningServer;
let english: RunningServer;
let browser: Browser;

beforeAll(async () => {
  out = mkdtempSync(path.join(os.tmpdir(), 'docsgen-rtl-e2e-'));
  for (const name of ['arabic', 'english']) {
    buildSiteFolder(path.join(ROOT, 'tests/fixtures', name), path.join(out, name), '--cache-dir', path.join(out, `${name}-cache`));
  }
  [arabic, english, browser] = await Promise.all([
    serveBuild(path.join(out, 'arabic')),
    serveBuild(path.join(out, 'english')),
    launchBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([arabic?.stop(), english?.stop()]);
  if (out) rmSync(out, { recursive: true, force: true });
});

async function open(server: RunningServer, route: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(server.url + route);
  return page;
}

interface Box {
  left: number;
  right: number;
}
async function box(page: Page, selector: string): Promise<Box> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    });
}
const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

/** Where the desktop layout puts its parts: which side the sidebar, the TOC, the callout's bar and the pager's next link are on. */
async function desktopSides(page: Page) {
  const sidebar = await box(page, '.dg-doc__sidebar');
  const toc = await box(page, '.dg-doc__toc');
  const main = await box(page, '.dg-doc__main');
  const previous = await box(page, '.dg-pagination__link--prev');
  const next = await box(page, '.dg-pagination__link--next');
  const callout = page.locator('.dg-admonition').first();
  return {
    sidebar: sidebar.left > main.left ? 'right' : 'left',
    toc: toc.left > main.left ? 'right' : 'left',
    next: next.left > previous.left ? 'right' : 'left',
    calloutBar: Number.parseFloat(await callout.evaluate((el) => getComputedStyle(el).borderRightWidth)) > 1 ? 'right' : 'left',
  };
}

describe("an Arabic site (locale: 'ar') is laid out right to left", () => {
  it('at 1280 px: the sidebar on the right, the TOC on the left, the callout bar and pager mirrored; code stays ltr', async () => {
    const page = await open(arabic, '/guide/install', DESKTOP);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await desktopSides(page)).toEqual({ sidebar: 'right', toc: 'left', next: 'left', calloutBar: 'right' });
    expect(await style(page, '.dg-code pre', 'direction')).toBe('ltr');
    // The code's first line starts at the block's left edge, as in any language.
    const pre = await box(page, '.dg-code pre');
    const firstLine = await page
      .locator('.dg-code pre code')
      .first()
      .evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getClientRects()[0]!.left;
      });
    expect(firstLine - pre.left).toBeLessThan(40);
    expect(await style(page, '.dg-markdown p', 'direction')).toBe('rtl');
    const severe = await severeViolations(page);
    expect(severe, describeViolations(severe)).toEqual([]);
    await page.context().close();
  });

  it('the same page in English keeps the left-to-right layout', async () => {
    const page = await open(english, '/guide/install', DESKTOP);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await desktopSides(page)).toEqual({ sidebar: 'left', toc: 'right', next: 'right', calloutBar: 'left' });
    await page.context().close();
  });

  it('at 390 px: no horizontal overflow, and the menu opens from the right', async () => {
    const page = await open(arabic, '/guide/install', MOBILE);
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      scrollLeft: document.documentElement.scrollLeft,
    }));
    expect(width.scroll).toBeLessThanOrEqual(MOBILE.width);
    await page.getByRole('button', { name: 'فتح قائمة التنقل' }).click();
    const panel = page.getByRole('dialog', { name: 'القائمة' });
    await panel.waitFor({ state: 'visible', timeout: 5_000 });
    const { left, right } = await panel.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    });
    expect(Math.round(right)).toBe(MOBILE.width);
    expect(left).toBeGreaterThan(0);
    const severe = await severeViolations(page);
    expect(severe, describeViolations(severe)).toEqual([]);
    await page.context().close();
  });
});
