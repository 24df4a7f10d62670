// Sites brought as they are (issue 33), in Chromium: an mdBook's sidebar comes out in SUMMARY.md's order, parts and
// nesting, with its .html addresses still landing; a folder of pages with no config of any kind speaks English.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteFolder, launchBrowser, serveBuild, type RunningServer } from './support/browser.js';
import { DESKTOP, ROOT } from './support/site.js';

let work: string;
let book: RunningServer;
let plain: RunningServer;
let browser: Browser;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docsgen-brought-e2e-'));
  // A copy: building a site's folder writes its cache beside it.
  cpSync(path.join(ROOT, 'tests/fixtures/sites/mdbook'), path.join(work, 'book'), { recursive: true });
  buildSiteFolder(path.join(work, 'book'), path.join(work, 'book-out'), '--no-cache');
  mkdirSync(path.join(work, 'plain/content'), { recursive: true });
  writeFileSync(path.join(work, 'plain/content/index.md'), '# Welcome\n\nStart here.\n\n## First steps\n\nRead on.\n');
  writeFileSync(path.join(work, 'plain/content/setup.md'), '# Setup\n\nInstall it.\n');
  buildSiteFolder(path.join(work, 'plain'), path.join(work, 'plain-out'), '--no-cache');
  // The book says `site-url = "/book/"`: it is served there.
  [book, plain, browser] = await Promise.all([
    serveBuild(path.join(work, 'book-out'), { base: '/book/' }),
    serveBuild(path.join(work, 'plain-out')),
    launchBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([book?.stop(), plain?.stop()]);
  if (work) rmSync(work, { recursive: true, force: true });
});

async function open(server: RunningServer, route: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(server.url + route);
  return page;
}

describe('an mdBook brought as it is', () => {
  it("shows SUMMARY.md's chapters in its order, its parts as groups and a chapter's sub-chapters inside it", async () => {
    const page = await open(book, '/book/guide/install');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    // Deeper is folded (book.toml's fold level): its sub-chapter is not shown.
    expect(await sidebar.getByRole('link').allInnerTexts()).toEqual([
      'Introduction',
      'Foreword',
      'Getting started',
      'Installing',
      'Deeper',
      'My page',
      'Commands',
      'Options',
      'Contributors',
    ]);
    // The part titles are groups, and the chapter with sub-chapters is one entry that holds them.
    const guide = sidebar.getByRole('listitem').filter({ hasText: 'Guide' }).first();
    expect(await guide.getByRole('link').first().innerText()).toBe('Getting started');
    expect(await sidebar.getByRole('link', { name: 'Installing' }).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('still answers at the chapter.html addresses mdBook published, with the anchor kept', async () => {
    const page = await open(book, '/book/guide/install.html#top');
    await page.waitForURL(/\/book\/guide\/install\/?#top$/, { timeout: 5_000 });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Installing');
    await page.context().close();
  });
});

describe('a folder of pages with no config', () => {
  it('has an English interface', async () => {
    const page = await open(plain, '/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('button', { name: /^Search/ }).waitFor({ timeout: 5_000 });
    expect(await page.getByRole('navigation', { name: 'Table of contents' }).getByText('On this page', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link').allInnerTexts()).toEqual(['Welcome', 'Setup']);
    await page.context().close();
  });
});
