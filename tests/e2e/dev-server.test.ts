// `docsgen dev` on a temporary copy of the Coins site: an edit reaches the open page without a manual reload, a broken
// front matter shows the error overlay naming the file, fixing it brings the page back, and adding or deleting a page
// changes the sidebar. Each step waits with expect.poll and generous timeouts: CI has two slow cores.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pt as strings } from '../../shared/i18n/strings.pt.js';
import { copyCoinsSite, type CoinsSiteCopy } from '../support/coins-site.js';
import { launchBrowser } from './support/browser.js';
import { startDev, type DevProcess } from './support/dev.js';
import { DESKTOP } from './support/site.js';

const POLL = { timeout: 45_000, interval: 100 };
const PAGE_ROUTE = '/guide/webhook';
const PAGE_FILE = 'content/guide/webhook.md';
const NEW_PAGE_FILE = 'content/guide/pagina-do-teste-de-dev.md';
const NEW_PAGE_TITLE = 'Página criada pelo teste de dev';

let site: CoinsSiteCopy | undefined;
let dev: DevProcess | undefined;
let browser: Browser | undefined;
let page: Page;
let original = '';

const file = (rel: string): string => path.join(site!.root, rel);

/** Runs a check on the page; `fallback` while the page is between two documents (a reload destroys the context). */
async function settled<T>(check: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await check();
  } catch {
    return fallback;
  }
}

/** Marks the current document: a reload makes a new window without the mark. */
const mark = (): Promise<void> =>
  page.evaluate(() => {
    (window as unknown as { devTestMark?: boolean }).devTestMark = true;
  });
const marked = (): Promise<boolean> =>
  settled(() => page.evaluate(() => (window as unknown as { devTestMark?: boolean }).devTestMark === true), false);
const overlay = () => page.getByRole('dialog', { name: strings.dev.errorTitle });
const sidebarLink = (name: string) =>
  page.getByRole('navigation', { name: strings.sidebar.label }).getByRole('link', { name, exact: true });

beforeAll(async () => {
  site = copyCoinsSite();
  original = readFileSync(file(PAGE_FILE), 'utf8');
  [dev, browser] = await Promise.all([startDev(site.root), launchBrowser()]);
  const context = await browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
  await page.goto(dev.url + PAGE_ROUTE);
  await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  site?.remove();
});

describe('docsgen dev', () => {
  it('shows an edit of the page without a manual reload', async () => {
    await mark();
    const text = 'Parágrafo acrescentado pelo teste do servidor de desenvolvimento.';
    writeFileSync(file(PAGE_FILE), `${original.trimEnd()}\n\n${text}\n`);
    await expect.poll(() => settled(() => page.getByText(text).isVisible(), false), POLL).toBe(true);
    expect(await marked(), 'the page reloaded (a new window)').toBe(false);
  });

  it('shows an overlay naming the file when its front matter breaks', async () => {
    await mark();
    writeFileSync(file(PAGE_FILE), original.replace(/^title: .*$/m, 'title: [sem fechar'));
    await expect.poll(() => settled(() => overlay().isVisible(), false), POLL).toBe(true);
    await expect.poll(() => settled(() => overlay().innerText(), ''), POLL).toContain(PAGE_FILE);
    expect(await overlay().innerText()).toMatch(/front matter/);
    expect(await marked()).toBe(false);
  });

  it('shows the page again once the file is fixed', async () => {
    await mark();
    writeFileSync(file(PAGE_FILE), original);
    await expect
      .poll(
        () =>
          settled(
            async () => (await overlay().count()) === 0 && (await page.getByRole('heading', { level: 1, name: 'Webhooks' }).isVisible()),
            false,
          ),
        POLL,
      )
      .toBe(true);
    expect(await marked()).toBe(false);
  });

  it('lists an added page in the sidebar and drops it once deleted', async () => {
    expect(await sidebarLink(NEW_PAGE_TITLE).count()).toBe(0);
    await mark();
    writeFileSync(
      file(NEW_PAGE_FILE),
      `---\ntitle: ${NEW_PAGE_TITLE}\nsidebar_position: 99\n---\n\nUma página que o teste cria e apaga.\n`,
    );
    await expect.poll(() => settled(() => sidebarLink(NEW_PAGE_TITLE).isVisible(), false), POLL).toBe(true);
    expect(await marked()).toBe(false);

    await mark();
    rmSync(file(NEW_PAGE_FILE));
    await expect
      .poll(() => settled(async () => !(await marked()) && (await sidebarLink(NEW_PAGE_TITLE).count()) === 0, false), POLL)
      .toBe(true);
    await expect.poll(() => settled(() => page.getByRole('heading', { level: 1, name: 'Webhooks' }).isVisible(), false), POLL).toBe(true);
  });

  it('printed the time each rebuild took', () => {
    expect(dev!.output()).toMatch(/rebuilt in \d+(\.\d+)? m?s/);
  });
});
