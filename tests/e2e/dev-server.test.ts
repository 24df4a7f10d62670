// `docsgen dev` on a temporary copy of the Coins site: an edit reaches the open page without a manual reload, a broken
// front matter shows the error overlay naming the file, fixing it brings the page back, adding or deleting a page
// changes the sidebar, and an edit reloads only the tabs showing a page it changed. Each step waits with expect.poll
// and generous timeouts: CI has two slow cores.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { copyCoinsSite, type CoinsSiteCopy } from '../support/coins-site.js';
import { launchBrowser } from './support/browser.js';
import { startDev, type DevProcess } from './support/dev.js';
import { DESKTOP } from './support/site.js';

const POLL = { timeout: 45_000, interval: 100 };
const PAGE_ROUTE = '/guide/webhook';
const PAGE_FILE = 'content/guide/webhook.md';
const NEW_PAGE_FILE = 'content/guide/pagina-do-teste-de-dev.md';
const NEW_PAGE_TITLE = 'Página criada pelo teste de dev';
/** A page that shows nothing of PAGE_FILE's body. */
const OTHER_ROUTE = '/guide/glossary';
/** The Coins config, as the copy keeps it (its docsgen.config.ts imports it). */
const CONFIG_FILE = 'coins.config.ts';

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
const mark = (tab = page): Promise<void> =>
  tab.evaluate(() => {
    (window as unknown as { devTestMark?: boolean }).devTestMark = true;
  });
const marked = (tab = page): Promise<boolean> =>
  settled(() => tab.evaluate(() => (window as unknown as { devTestMark?: boolean }).devTestMark === true), false);
const overlay = () => page.getByRole('dialog', { name: strings.dev.errorTitle });
const sidebarLink = (name: string, tab = page) =>
  tab.getByRole('navigation', { name: strings.sidebar.label }).getByRole('link', { name, exact: true });
const shows = (tab: Page, text: string): Promise<boolean> => settled(() => tab.getByText(text).first().isVisible(), false);

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

  it('reloads only the tabs showing a page an edit changed, and every tab for a change every page shows', async () => {
    const other = await page.context().newPage();
    const config = readFileSync(file(CONFIG_FILE), 'utf8');
    try {
      await page.goto(dev!.url + PAGE_ROUTE);
      await other.goto(dev!.url + OTHER_ROUTE);
      await other.getByRole('heading', { level: 1, name: 'Glossário' }).waitFor();
      // The other tab fetches the page about to be edited before the edit (prefetch on hovering its link).
      const prefetched = other.waitForRequest((request) => new URL(request.url()).pathname === PAGE_ROUTE);
      await sidebarLink('Webhooks', other).hover();
      await prefetched;
      await Promise.all([mark(page), mark(other)]);

      const first = 'Primeira edição, vista só na aba que mostra a página.';
      writeFileSync(file(PAGE_FILE), `${original.trimEnd()}\n\n${first}\n`);
      await expect.poll(() => shows(page, first), POLL).toBe(true);
      expect(await marked(page), 'the edited page reloaded').toBe(false);
      // The other tab heard of the rebuild at the same moment; give it time to do something wrong.
      await other.waitForTimeout(1000);
      expect(await marked(other), 'a page the edit did not change stays as it is').toBe(true);

      // Following a link to the edited page shows the edit, not the copy fetched before it (client navigation).
      await sidebarLink('Webhooks', other).click();
      await expect.poll(() => shows(other, first), POLL).toBe(true);
      expect(await marked(other), 'client navigation, no reload').toBe(true);

      // That tab now shows the edited page: the next edit of it reloads it.
      const second = 'Segunda edição, vista nas duas abas.';
      writeFileSync(file(PAGE_FILE), `${original.trimEnd()}\n\n${second}\n`);
      await expect.poll(() => shows(other, second), POLL).toBe(true);
      expect(await marked(other)).toBe(false);
      await expect.poll(() => shows(page, second), POLL).toBe(true);

      // The announcement bar is on every page: a change to it reloads every tab.
      await other.goto(dev!.url + OTHER_ROUTE);
      await other.getByRole('heading', { level: 1, name: 'Glossário' }).waitFor();
      await Promise.all([mark(page), mark(other)]);
      const announcement = 'Anúncio mudado pelo teste de dev.';
      writeFileSync(file(CONFIG_FILE), config.replace('A API Coins v1 está disponível em produção.', announcement));
      for (const tab of [page, other]) {
        await expect.poll(() => shows(tab, announcement), POLL).toBe(true);
        expect(await marked(tab)).toBe(false);
      }
    } finally {
      writeFileSync(file(CONFIG_FILE), config);
      writeFileSync(file(PAGE_FILE), original);
      await other.close();
    }
  });

  it('printed the time each rebuild took', () => {
    expect(dev!.output()).toMatch(/rebuilt in \d+(\.\d+)? m?s/);
  });
});
