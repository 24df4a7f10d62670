// A Docusaurus site's React home page (tests/fixtures/sites/docusaurus-pages/src/pages/index.js) in the browser:
// built from the site's own folder, it shows the site's title from useDocusaurusContext as its heading, styled by its
// CSS module; its Link (under the base URL) leads to the docs; its image's useBaseUrl address loads; the site's
// navbar and footer are around it.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteFolder, launchBrowser, serveBuild, type RunningServer } from './support/browser.js';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/docusaurus-pages');

let temp: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-docusaurus-pages-'));
  const site = path.join(temp, 'site');
  cpSync(FIXTURE, site, { recursive: true });
  const out = path.join(temp, 'out');
  buildSiteFolder(site, out, '--cache-dir', path.join(temp, 'cache'));
  [server, browser] = await Promise.all([serveBuild(out, { base: '/gadgets/' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe("a Docusaurus site's React home page", () => {
  it('shows the site title as its heading, styled by its CSS module, and its link leads to the docs', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/gadgets/`);
    expect(await page.title()).toBe('Welcome | Gadgets');

    const heading = page.getByRole('heading', { level: 1, name: 'Gadgets' });
    expect(await heading.isVisible()).toBe(true);
    // The CSS module's `.title { color }`, under its scoped class name.
    expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(200, 30, 90)');
    const start = page.getByRole('link', { name: 'Start with gadgets' });
    expect(await start.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(20, 90, 200)');
    expect(await page.locator('.plain-tagline').evaluate((element) => getComputedStyle(element).fontStyle)).toBe('italic');
    // The site's own stylesheet (customCss).
    expect(await page.locator('.gadget-banner').evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(0, 128, 0)');
    // Infima's grid, which the page is written against: two halves of a row side by side.
    const left = await page.locator('#left').boundingBox();
    const right = await page.locator('#right').boundingBox();
    expect(right!.y).toBe(left!.y);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    // useBaseUrl's address: the image loads from the static folder under the base URL.
    expect(await page.locator('header.hero img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    // The site's chrome around the page.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

    await start.click();
    await page.waitForURL(`${server.url}/gadgets/docs/intro`);
    expect(await page.getByRole('heading', { level: 1, name: 'Introduction' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
