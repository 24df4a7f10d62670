// The search modal when things are not ideal: hostile or odd queries, a storage that throws, no network beyond the
// site (and the index fetched only once the reader searches), an index that cannot be fetched, and a modal chunk
// that fails to load.
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEARCH } from '../../shared/constants.js';
import { format } from '../../shared/i18n/format.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { trackRequests } from './support/settled.js';
import { useSite } from './support/site.js';

const site = useSite();

const PAGE = '/guide';
/** The index's entry file, whose name never changes, and its other files, named by their content. */
const INDEX_ENTRY = '/assets/search-index.json';
const INDEX_FILE = /^\/assets\/search\/[tp]-[\da-f]{8}\.json$/;
/** Every file of the index, for cutting the network to it. */
const INDEX_URLS = /\/assets\/search(-index\.json|\/)/;
const isIndexRequest = (pathname: string) => pathname === INDEX_ENTRY || INDEX_FILE.test(pathname);

const searchButton = (page: Page) => page.getByRole('button', { name: strings.search.buttonLabel, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: strings.search.dialogLabel });
const combobox = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Collects what would make a reader's session go wrong: uncaught errors and JavaScript dialogs (alert, confirm…). */
function watchProblems(page: Page): { errors: string[]; dialogs: string[] } {
  const problems = { errors: [] as string[], dialogs: [] as string[] };
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('dialog', (box) => {
    problems.dialogs.push(`${box.type()}: ${box.message()}`);
    void box.dismiss().catch(() => undefined);
  });
  return problems;
}

async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect.poll(() => combobox(page).count(), { timeout: 5_000, message: 'search input after Ctrl+K' }).toBe(1);
}

/**
 * What the modal shows for `query`: 'results' (the "Ver todos" link names this query), 'none' ("Nenhum resultado
 * para" with exactly this query), 'error', or 'pending' while it is still working on it.
 */
function outcome(page: Page, query: string): Promise<string> {
  return dialog(page).evaluate(
    (el, { q, noResults, errorTitle, param }) => {
      const more = [...el.querySelectorAll<HTMLAnchorElement>('a[href]')].find((a) => new URL(a.href).pathname.endsWith('/search'));
      if (more && new URL(more.href).searchParams.get(param) === q) return 'results';
      const empty = [...el.querySelectorAll('p')].find((p) => p.textContent?.startsWith(noResults));
      if (empty && empty.querySelector('strong')?.textContent === q) return 'none';
      if (el.textContent?.includes(errorTitle)) return 'error';
      return 'pending';
    },
    { q: query, noResults: strings.search.noResults, errorTitle: strings.search.errorTitle, param: SEARCH.queryParam },
  );
}

async function settle(page: Page, query: string): Promise<string> {
  let last = 'pending';
  await expect
    .poll(async () => (last = await outcome(page, query)), { timeout: 10_000, message: `modal settled on ${JSON.stringify(query)}` })
    .not.toBe('pending');
  return last;
}

describe('odd and hostile queries', () => {
  const QUERIES = ['"', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '🚀', '.*+?[](){}', 'a'.repeat(SEARCH.maxQueryLength)];

  it('raise no error, open no dialog and inject no element, in the modal and on /search', async () => {
    const page = await site.newPage();
    const problems = watchProblems(page);
    const requests = await trackRequests(page);
    await page.goto(site.url + PAGE);
    await openModal(page);
    const injected = () => page.locator('.dg-search-modal script, .dg-search-modal img, img[src="x"]').count();
    for (const query of QUERIES) {
      await combobox(page).fill(query);
      const shown = await settle(page, query);
      expect(['results', 'none'], `screen for ${JSON.stringify(query)}`).toContain(shown);
      expect(await combobox(page).inputValue(), `input for ${JSON.stringify(query)}`).toBe(query);
      expect(await injected(), `script/img elements after ${JSON.stringify(query)}`).toBe(0);
    }
    // And back to a real query: the modal still works.
    await combobox(page).fill('webhook');
    expect(await settle(page, 'webhook')).toBe('results');

    for (const query of QUERIES.slice(1, 3)) {
      await page.goto(`${site.url}/search?${SEARCH.queryParam}=${encodeURIComponent(query)}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 5_000 })
        .toBe(format(strings.search.pageHeading, { query }));
      expect(await page.locator('main script, img[src="x"]').count(), `elements injected on /search for ${JSON.stringify(query)}`).toBe(0);
    }
    // An injected handler (`onerror` of an image that fails to load) would have run by now.
    await requests.settled();
    expect(problems.errors, 'page errors').toEqual([]);
    expect(problems.dialogs, 'JavaScript dialogs').toEqual([]);
    await page.context().close();
  });
});

describe('storage that throws', () => {
  it('searching and choosing a result still work when localStorage.getItem and setItem throw', async () => {
    const page = await site.newPage();
    const problems = watchProblems(page);
    await page.addInitScript(() => {
      const denied = (): never => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = denied;
      Storage.prototype.setItem = denied;
    });
    await page.goto(site.url + PAGE);
    await openModal(page);
    await page.getByText(strings.search.noRecent, { exact: true }).waitFor({ timeout: 5_000 });
    await combobox(page).fill('webhook');
    expect(await settle(page, 'webhook')).toBe('results');
    await Promise.all([page.waitForURL((url) => url.pathname === '/guide/webhook', { timeout: 10_000 }), page.keyboard.press('Enter')]);

    // Nothing could be remembered, and the modal says so rather than failing.
    await openModal(page);
    await page.getByText(strings.search.noRecent, { exact: true }).waitFor({ timeout: 5_000 });
    expect(problems.errors, 'page errors').toEqual([]);
    await page.context().close();
  });
});

describe('network', () => {
  it('no request leaves 127.0.0.1 during a whole search session', async () => {
    const page = await site.newPage();
    const tracker = await trackRequests(page);
    const requests: string[] = [];
    await page.context().route('**/*', (route) => {
      requests.push(route.request().url());
      return route.continue();
    });
    await page.goto(site.url + PAGE);
    await openModal(page);
    await combobox(page).fill('webhook');
    expect(await settle(page, 'webhook')).toBe('results');
    await Promise.all([page.waitForURL((url) => url.pathname !== PAGE, { timeout: 10_000 }), page.keyboard.press('Enter')]);
    await page.waitForLoadState('load');
    await openModal(page);
    await combobox(page).fill('chave de api');
    expect(await settle(page, 'chave de api')).toBe('results');
    await Promise.all([
      page.waitForURL('**/search?**'),
      dialog(page)
        .getByRole('link', { name: /^Ver todos os/ })
        .click(),
    ]);
    await page.getByRole('main').getByRole('listitem').first().waitFor({ timeout: 10_000 });
    await tracker.settled();

    const paths = requests.map((url) => new URL(url).pathname);
    expect(paths, 'the index was fetched').toContain(INDEX_ENTRY);
    const elsewhere = requests.filter((url) => new URL(url).hostname !== '127.0.0.1');
    expect(elsewhere, 'requests to other hosts').toEqual([]);
    await page.context().close();
  });

  it('fetches the index only once the reader searches: the entry file, then only the files the query needs, once each', async () => {
    const page = await site.newPage();
    const tracker = await trackRequests(page);
    const indexRequests: string[] = [];
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url());
      if (isIndexRequest(pathname)) indexRequests.push(pathname);
    });
    await page.goto(site.url + PAGE, { waitUntil: 'load' });
    await tracker.settled();
    expect(indexRequests, 'index requests once the loaded page has nothing left to do').toEqual([]);

    // Intent (hydrates the island) and an open modal without a query are not a search either.
    await searchButton(page).hover();
    await searchButton(page).click();
    await expect.poll(() => combobox(page).count(), { timeout: 5_000 }).toBe(1);
    await page.getByText(strings.search.noRecent, { exact: true }).waitFor({ timeout: 5_000 });
    await tracker.settled();
    expect(indexRequests, 'index requests with the modal open and no query').toEqual([]);

    const entry = page.waitForResponse((response) => new URL(response.url()).pathname === INDEX_ENTRY);
    await page.keyboard.type('webhook');
    const { pageCount, shards } = (await (await entry).json()) as { pageCount: number; shards: unknown[] };
    expect(await settle(page, 'webhook')).toBe('results');
    expect(indexRequests[0], 'first index request').toBe(INDEX_ENTRY);
    // One search session fetches each file once, however many letters were typed, and not every page's records.
    expect(new Set(indexRequests).size, `index requests: ${indexRequests.join(', ')}`).toBe(indexRequests.length);
    expect(indexRequests.filter((p) => p.includes('/t-')).length, 'term shards fetched').toBeLessThanOrEqual(shards.length);
    expect(indexRequests.filter((p) => p.includes('/p-')).length, 'page fragments fetched').toBeLessThan(pageCount);
    await page.context().close();
  });

  it('says it could not get results when the index cannot be fetched, without an endless "Buscando…", and recovers', async () => {
    const page = await site.newPage();
    const tracker = await trackRequests(page);
    await page.route(INDEX_URLS, (route) => route.abort('internetdisconnected'));
    await page.goto(site.url + PAGE);
    await openModal(page);
    await combobox(page).fill('webhook');
    const alert = dialog(page).getByRole('alert');
    await expect
      .poll(async () => ((await alert.count()) > 0 ? (await alert.innerText()).replace(/\s+/g, ' ').trim() : ''), {
        timeout: 10_000,
        message: 'error screen',
      })
      .toBe(`${strings.search.errorTitle} ${strings.search.errorHelp}`);
    // Every failed request has been handled and the modal has nothing left to do: it must not go back to loading.
    await tracker.settled();
    expect(await dialog(page).getByText(strings.search.loading).count(), '"Buscando…" after the error').toBe(0);
    expect(await combobox(page).getAttribute('aria-busy'), 'input busy after the error').not.toBe('true');
    expect(await options(page).count()).toBe(0);

    // The network is back: the next search fetches the index again and shows results.
    await page.unroute(INDEX_URLS);
    await page.keyboard.type('s');
    // The error screen stays until the new answer arrives, as the previous results would.
    await expect.poll(() => outcome(page, 'webhooks'), { timeout: 10_000, message: 'results after recovering' }).toBe('results');
    expect(await dialog(page).getByRole('alert').count(), 'error screen after recovering').toBe(0);
    await page.context().close();
  });
});

describe("the search island's code fails to load", () => {
  it('"Tentar novamente" on the notice loads it and opens the search the reader asked for', async () => {
    const page = await site.newPage();
    const ISLAND_CHUNK = /\/assets\/search-[A-Z0-9]+\.js$/;
    await page.route(ISLAND_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto(site.url + PAGE);
    await page.keyboard.press('Control+k');
    const notice = page.getByRole('alert').filter({ hasText: strings.chunkError.message });
    await expect.poll(() => notice.count(), { timeout: 10_000, message: 'the notice' }).toBe(1);
    expect(await dialog(page).count(), 'no modal without its code').toBe(0);

    await page.unroute(ISLAND_CHUNK);
    await notice.getByRole('button', { name: strings.chunkError.retry, exact: true }).click();
    await expect.poll(() => combobox(page).count(), { timeout: 10_000, message: 'the modal, opened by the retry' }).toBe(1);
    await expect.poll(() => isFocused(combobox(page)), { timeout: 3_000 }).toBe(true);
    expect(await notice.count(), 'the notice is gone').toBe(0);
    await page.keyboard.type('webhook');
    expect(await settle(page, 'webhook')).toBe('results');
    await page.context().close();
  });
});

describe("the modal's code fails to load", () => {
  it('says so with "Tentar novamente", which opens the working modal once the code can be loaded', async () => {
    const page = await site.newPage();
    const CHUNK = '**/assets/modal-chunk-*.js';
    await page.route(CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto(site.url + PAGE);

    await searchButton(page).click();
    const failure = dialog(page).getByRole('alert');
    await expect
      .poll(async () => ((await failure.count()) > 0 ? failure.getByText(strings.search.loadFailed, { exact: true }).count() : 0), {
        timeout: 10_000,
        message: 'load failure message',
      })
      .toBe(1);
    const retry = dialog(page).getByRole('button', { name: strings.search.retry, exact: true });
    expect(await isFocused(retry), '"Tentar novamente" focused').toBe(true);
    expect(await dialog(page).getByText(strings.search.loading).count(), '"Buscando…" next to the failure').toBe(0);

    // Escape closes even this state; opening again while still offline fails the same way.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count(), { timeout: 3_000 }).toBe(0);
    await page.keyboard.press('Control+k');
    await expect.poll(() => retry.count(), { timeout: 10_000, message: '"Tentar novamente" on a second opening' }).toBe(1);

    await page.unroute(CHUNK);
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => combobox(page).count(), { timeout: 10_000, message: 'search input after "Tentar novamente"' }).toBe(1);
    await expect.poll(() => isFocused(combobox(page)), { timeout: 3_000 }).toBe(true);
    await page.keyboard.type('webhook');
    expect(await settle(page, 'webhook')).toBe('results');
    expect(await options(page).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
