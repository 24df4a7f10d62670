// MDX pages in a browser (tests/fixtures/mdx): static components ship no JavaScript, so a page without islands loads
// only the boot script; an island component hydrates on the reader's intent, from its own chunk, and works; a Tabs
// group's choice is remembered across pages by its groupId, and shown before any hydration.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, severeViolations } from './support/axe.js';
import { buildSiteFolder, launchBrowser, serveBuild, type RunningServer } from './support/browser.js';
import { trackRequests } from './support/settled.js';
import { DESKTOP, ROOT } from './support/site.js';

let out: string;
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  out = mkdtempSync(path.join(os.tmpdir(), 'docsgen-mdx-e2e-'));
  buildSiteFolder(path.join(ROOT, 'tests/fixtures/mdx'), path.join(out, 'site'), '--cache-dir', path.join(out, 'cache'));
  [server, browser] = await Promise.all([serveBuild(path.join(out, 'site')), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (out) rmSync(out, { recursive: true, force: true });
});

async function open(route: string): Promise<{ page: Page; scripts: string[]; settled: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const requests = await trackRequests(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(server.url + route);
  return { page, scripts, settled: () => requests.settled() };
}

describe('MDX pages in the browser', () => {
  it('load the scripts a Markdown page loads, and nothing more, for components rendered at build time', async () => {
    const plain = await open('/guide/plain');
    await plain.settled();
    const mdx = await open('/');
    await mdx.settled();
    await expect.poll(() => mdx.page.getByRole('figure', { name: 'Vendas por mês' }).isVisible()).toBe(true);
    expect(mdx.scripts.sort()).toEqual(plain.scripts.sort());
    expect(mdx.scripts.some((script) => script.startsWith('/assets/islands/'))).toBe(false);
    await plain.page.context().close();
    await mdx.page.context().close();
  });

  it('hydrate an island on intent, from its own chunk, and it works', async () => {
    const { page, scripts } = await open('/guide/install');
    const counter = page.getByRole('button', { name: 'Cliques: 2' });
    await expect.poll(() => counter.isVisible()).toBe(true);
    expect(scripts.some((script) => script.startsWith('/assets/islands/'))).toBe(false);
    // The first click comes before hydration: it is held, and counts once the island is live.
    await counter.click();
    await expect.poll(() => page.getByRole('button', { name: 'Cliques: 3' }).isVisible()).toBe(true);
    expect(scripts.filter((script) => script.startsWith('/assets/islands/'))).toHaveLength(1);
    await page.getByRole('button', { name: 'Cliques: 3' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Cliques: 4' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('remember a Tabs choice across pages by its groupId, shown before hydration', async () => {
    const { page } = await open('/guide/install');
    const tab = page.getByRole('tab', { name: 'yarn' });
    await tab.click();
    await expect.poll(() => page.getByRole('tabpanel').innerText()).toBe('yarn aqui');
    await page.goto(`${server.url}/`);
    // The home page's group with the same groupId shows yarn at once, its tab selected.
    await expect.poll(() => page.getByRole('tab', { name: 'yarn' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('tabpanel').innerText()).toContain('yarn add docsgen');
    await page.context().close();
  });

  it('open on the tab a queryString group names in the URL, and put a choice there', async () => {
    const { page } = await open('/guide/install?pm=yarn');
    await expect.poll(() => page.getByRole('tab', { name: 'yarn' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'npm' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('pm')).toBe('npm');
    await expect.poll(() => page.getByRole('tabpanel').innerText()).toBe('npm aqui');
    await page.context().close();
  });

  it('have no serious accessibility violation', async () => {
    for (const route of ['/', '/guide', '/guide/install', '/docusaurus/page']) {
      const { page } = await open(route);
      const violations = await severeViolations(page);
      expect(violations, `${route}: ${describeViolations(violations)}`).toEqual([]);
      await page.context().close();
    }
  });
});
