// Algolia mode, against the Algolia double on 127.0.0.1: the Coins site built with `search.provider: "algolia"` and
// `hosts` naming the double. The modal's requests are the lite client's multi-query with the keys as query parameters
// and DocSearch's parameters; results come from the double; a refused first host falls back to the second; with every
// host down the modal shows its error screen. The pages never fetch the offline index. With `search.insights` on, the
// modal's queries ask for clickAnalytics and search-insights (its own chunk, loaded with the modal) reports the results
// viewed and the one chosen: the test routes Algolia's events endpoint (insights.algolia.io) to the double.
import { createServer } from 'node:net';
import path from 'node:path';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH } from '../../shared/constants.js';
import type { SearchRecord } from '../../shared/model/search.js';
import { plural } from '../../shared/i18n/format.js';
import { modalSearchRequest, resultsPageSearchRequest } from '../../shared/search-request.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { startAlgoliaDouble, type AlgoliaDouble, type RecordedRequest } from '../support/algolia-double.js';
import { copyCoinsSite, type CoinsSiteCopy } from '../support/coins-site.js';
import { buildSiteFolder, launchBrowser, serveBuild, windowIdOf, type RunningServer } from './support/browser.js';
import { DESKTOP } from './support/site.js';

const APP_ID = 'COINSAPP';
const SEARCH_KEY = 'public-search-only-key';
const INDEX = 'coins-algolia';
const QUERY = 'webhook';

function record(
  fields: Partial<SearchRecord> & Pick<SearchRecord, 'objectID' | 'url' | 'type'> & { lvl0: string; lvl1: string; lvl2?: string },
): SearchRecord {
  const { lvl0, lvl1, lvl2, ...rest } = fields;
  return {
    content: null,
    language: 'pt',
    tags: [],
    position: 0,
    ...rest,
    hierarchy: { lvl0, lvl1, lvl2: lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
}

/** What the double holds: titles the Coins site does not have, so what the modal shows can only come from the double. */
const RECORDS: SearchRecord[] = [
  record({ objectID: 'd1', url: '/guide/webhook', type: 'lvl1', lvl0: 'Guia do dublê', lvl1: 'Webhooks servidos pelo dublê' }),
  record({
    objectID: 'd2',
    url: '/guide/webhook#assinatura',
    type: 'lvl2',
    lvl0: 'Guia do dublê',
    lvl1: 'Webhooks servidos pelo dublê',
    lvl2: 'Assinatura do webhook no dublê',
  }),
  record({ objectID: 'd3', url: '/api/overview', type: 'lvl1', lvl0: 'Referência do dublê', lvl1: 'Eventos de webhook do dublê' }),
  // Another language: contextual search (facetFilters language:pt) keeps it out.
  record({ objectID: 'd4', url: '/en/webhook', type: 'lvl1', lvl0: 'Guide', lvl1: 'Webhook in English', language: 'en' }),
];
const SHOWN = RECORDS.filter((r) => r.language === 'pt').map((r) => r.hierarchy.lvl2 ?? r.hierarchy.lvl1);

let double: AlgoliaDouble;
let site: CoinsSiteCopy;
let browser: Browser;
/** Ports where nothing listens: connections to them are refused at once. */
let deadPorts: number[];
const servers: Record<'single' | 'fallback' | 'down' | 'insights', RunningServer | undefined> = {
  single: undefined,
  fallback: undefined,
  down: undefined,
  insights: undefined,
};

/** Free ports, found by listening on port 0 and closing again. */
async function closedPorts(count: number): Promise<number[]> {
  const listeners = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve) => {
          const server = createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = listeners.map((server) => (server.address() as { port: number }).port);
  await Promise.all(listeners.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Builds the site copy with Algolia pointed at `hosts` (the config is written now that the ports are known). */
function buildWithHosts(name: keyof typeof servers, hosts: string[], insights = false): string {
  site.setSearch({ provider: 'algolia', appId: APP_ID, apiKey: SEARCH_KEY, indexName: INDEX, hosts, ...(insights ? { insights } : {}) });
  const out = path.join(site.root, `build-${name}`);
  buildSiteFolder(site.root, out);
  return out;
}

beforeAll(async () => {
  double = await startAlgoliaDouble({ indices: { [INDEX]: RECORDS }, apiKeys: [SEARCH_KEY] });
  deadPorts = await closedPorts(2);
  const dead = deadPorts.map((port) => `http://127.0.0.1:${port}`);
  site = copyCoinsSite();
  const builds = {
    single: buildWithHosts('single', [double.url]),
    fallback: buildWithHosts('fallback', [dead[0]!, double.url]),
    down: buildWithHosts('down', dead),
    insights: buildWithHosts('insights', [double.url], true),
  };
  const [single, fallback, down, insights, launched] = await Promise.all([
    serveBuild(builds.single),
    serveBuild(builds.fallback),
    serveBuild(builds.down),
    serveBuild(builds.insights),
    launchBrowser(),
  ]);
  Object.assign(servers, { single, fallback, down, insights });
  browser = launched;
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((server) => server?.stop()));
  await double?.stop();
  site?.remove();
});

const dialog = (page: Page) => page.getByRole('dialog', { name: strings.search.dialogLabel });
const combobox = (page: Page) => dialog(page).getByRole('combobox');
const optionNames = (page: Page) =>
  dialog(page)
    .getByRole('option')
    .evaluateAll((els) => els.map((el) => el.textContent ?? ''));

interface Visit {
  page: Page;
  /** Every URL the page asked for, and those that failed (refused connections). */
  requested: string[];
  failed: string[];
  /** What the page wrote to the console. */
  messages: ConsoleMessage[];
}

/** Where search-insights posts its events unless told otherwise: the site's own setting, the one production uses. */
const INSIGHTS_ORIGIN = 'https://insights.algolia.io';

/**
 * Hands what the page posts to Algolia's events endpoint to the double (a test-only detour: the page still addresses
 * insights.algolia.io, under the site's own Content-Security-Policy).
 */
async function routeInsightsToDouble(page: Page): Promise<void> {
  await page.route(`${INSIGHTS_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${double.url}${url.pathname}${url.search}` }) });
  });
}

/** A fresh context (own storage, so no host is remembered as down) on `path` of one of the builds. */
async function visit(server: keyof typeof servers, pagePath: string, { insights = false } = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const requested: string[] = [];
  const failed: string[] = [];
  const messages: ConsoleMessage[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('requestfailed', (request) => failed.push(request.url()));
  page.on('console', (message) => messages.push(message));
  if (insights) await routeInsightsToDouble(page);
  await page.goto(servers[server]!.url + pagePath);
  return { page, requested, failed, messages };
}

/** Opens the modal with Ctrl+K and types the query. */
async function searchInModal(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect.poll(() => dialog(page).count(), { timeout: 10_000, message: 'dialog open' }).toBe(1);
  await combobox(page).fill(query);
}

async function expectDoubleResults(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const names = await optionNames(page);
        return SHOWN.every((title) => names.some((name) => name.includes(title)));
      },
      { timeout: 10_000, message: `options ${SHOWN.join(', ')}` },
    )
    .toBe(true);
}

const queriesFor = (query: string): RecordedRequest[] =>
  double.requests.filter(
    (r) =>
      r.path === '/1/indexes/*/queries' && (r.body as { requests?: Array<{ query?: string }> })?.requests?.some((q) => q.query === query),
  );

describe('search in Algolia mode', () => {
  it("sends the lite client's multi-query with the keys as query parameters and DocSearch's parameters, and shows the answer", async () => {
    const query = `${QUERY} servidos`;
    const { page, requested } = await visit('single', '/guide');
    await searchInModal(page, query);
    await expect
      .poll(async () => (await optionNames(page)).filter((name) => name.includes('Webhooks servidos pelo dublê')).length, {
        timeout: 10_000,
        message: "the double's result",
      })
      .toBeGreaterThan(0);

    const sent = queriesFor(query);
    expect(sent.length, 'requests for the typed query').toBeGreaterThan(0);
    const request = sent.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.query['x-algolia-application-id']).toBe(APP_ID);
    expect(request.query['x-algolia-api-key']).toBe(SEARCH_KEY);
    expect(request.query['x-algolia-agent']).toMatch(/\bLite\b/);
    expect(request.headers['x-algolia-api-key'], 'the key goes in the URL, not in a header').toBeUndefined();
    // The modal asks what shared/search-request.ts defines (its unit test spells the fields out): a wide screen, the
    // site's language, no insights.
    expect(request.body).toEqual({
      requests: [modalSearchRequest({ indexName: INDEX, query, locale: 'pt', narrow: false, insights: false })],
    });

    // Grouped by lvl0 as the double answered; the other-language record was filtered out by the request.
    await combobox(page).fill(QUERY);
    await expectDoubleResults(page);
    const names = await optionNames(page);
    expect(names.some((name) => name.includes('Webhook in English'))).toBe(false);
    expect(await dialog(page).getByText('Guia do dublê', { exact: true }).count()).toBe(1);

    // Algolia mode needs no offline index, and nothing leaves 127.0.0.1.
    expect(
      requested.filter((url) => url.includes('search-index')),
      'offline index requests',
    ).toEqual([]);
    expect(
      requested.filter((url) => new URL(url).hostname !== '127.0.0.1'),
      'requests off 127.0.0.1',
    ).toEqual([]);
    await page.context().close();
  });

  it('falls back to the second host when the first refuses connections', async () => {
    const query = `${QUERY} dublê`;
    const { page, failed } = await visit('fallback', '/guide');
    await searchInModal(page, query);
    await expectDoubleResults(page);
    expect(queriesFor(query).length, 'requests that reached the double').toBeGreaterThan(0);
    expect(
      failed.some((url) => url.startsWith(`http://127.0.0.1:${deadPorts[0]}/1/indexes/*/queries?`)),
      `failed requests: ${failed.join(', ')}`,
    ).toBe(true);
    expect(await dialog(page).getByRole('alert').count(), 'error screen').toBe(0);
    await page.context().close();
  });

  it('shows the error screen when every host is down', async () => {
    const { page, failed } = await visit('down', '/guide');
    await searchInModal(page, QUERY);
    const alert = dialog(page).getByRole('alert');
    await expect
      .poll(async () => ((await alert.count()) > 0 ? (await alert.innerText()).replace(/\s+/g, ' ').trim() : ''), {
        timeout: 15_000,
        message: 'error screen',
      })
      .toBe(`${strings.search.errorTitle} ${strings.search.errorHelp}`);
    for (const port of deadPorts) {
      expect(
        failed.some((url) => url.startsWith(`http://127.0.0.1:${port}/`)),
        `a request to the dead host :${port}`,
      ).toBe(true);
    }
    expect(await dialog(page).getByText(strings.search.loading).count(), '"Buscando…" beside the error').toBe(0);
    await page.context().close();
  });

  it('the /search page sends its request to Algolia too and lists the results', async () => {
    const since = double.requests.length;
    const { page, requested } = await visit('single', `/search?${SEARCH.queryParam}=${encodeURIComponent(QUERY)}`);
    const main = page.getByRole('main');
    for (const title of SHOWN) {
      await expect.poll(() => main.getByRole('link', { name: title }).count(), { timeout: 10_000, message: `link "${title}"` }).toBe(1);
    }
    const sent = double.requests.slice(since).filter((r) => r.path === '/1/indexes/*/queries');
    expect(sent.length, 'queries the page sent').toBeGreaterThan(0);
    const firstPage = { requests: [resultsPageSearchRequest({ indexName: INDEX, query: QUERY, locale: 'pt', page: 0 })] };
    expect(sent.map((r) => r.body)).toEqual(sent.map(() => firstPage));
    expect(await main.getByText(plural('pt', strings.search.resultsCount, SHOWN.length), { exact: true }).count()).toBe(1);
    expect(
      requested.filter((url) => url.includes('search-index')),
      'offline index requests',
    ).toEqual([]);
    await page.context().close();
  });

  it('Shift+Enter opens the active result in a new window, and the page stays as it was', async () => {
    const { page } = await visit('single', '/guide');
    await searchInModal(page, QUERY);
    await expectDoubleResults(page);
    await page.keyboard.press('ArrowDown');
    const [opened] = await Promise.all([page.context().waitForEvent('page', { timeout: 10_000 }), page.keyboard.press('Shift+Enter')]);
    await opened.waitForLoadState('domcontentloaded');
    expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe('/guide/webhook#assinatura');
    expect(await windowIdOf(opened), 'opened in a window of its own').not.toBe(await windowIdOf(page));
    expect(new URL(page.url()).pathname).toBe('/guide');
    await page.context().close();
  });
});

interface InsightsEvent {
  eventType: string;
  eventName: string;
  index: string;
  userToken: string;
  queryID?: string;
  objectIDs: string[];
  positions?: number[];
}

/** The events posted to the double's Insights endpoint since request number `since`. */
const eventsSince = (since: number): InsightsEvent[] =>
  double.requests
    .slice(since)
    .filter((r) => r.path === '/1/events')
    .flatMap((r) => (r.body as { events: InsightsEvent[] }).events);

/** The request the modal sent last for `query`, and the queryID the double answered it with. */
function lastQuery(query: string): { clickAnalytics: unknown; queryID: unknown } {
  const request = queriesFor(query).at(-1)!;
  const body = request.body as { requests: Array<{ clickAnalytics?: unknown }> };
  const answer = request.answer as { results: Array<{ queryID?: string }> };
  return { clickAnalytics: body.requests[0]!.clickAnalytics, queryID: answer.results[0]!.queryID };
}

const isInsightsCode = (url: string) => /\/assets\/insights-chunk-[^/]*\.js$/.test(new URL(url).pathname);

describe('Algolia Insights (search.insights)', () => {
  it('on: queries ask for clickAnalytics; the results shown and the one chosen are reported with its queryID and position', async () => {
    const since = double.requests.length;
    const { page, requested } = await visit('insights', '/guide', { insights: true });
    expect(requested.filter(isInsightsCode), 'insights code on a page just read').toEqual([]);
    await searchInModal(page, QUERY);
    await expectDoubleResults(page);
    const { clickAnalytics, queryID } = lastQuery(QUERY);
    expect(clickAnalytics).toBe(true);
    expect(queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(requested.filter(isInsightsCode).length, 'the insights chunk, loaded with the modal').toBe(1);

    // The results shown, once they have settled (400 ms): every option, under the index searched.
    await expect.poll(() => eventsSince(since).filter((e) => e.eventType === 'view').length, { timeout: 5_000 }).toBe(1);
    const [view] = eventsSince(since);
    expect(view).toMatchObject({ eventType: 'view', index: INDEX, userToken: expect.stringMatching(/^anonymous-/) });
    expect([...view!.objectIDs].sort()).toEqual(['d1', 'd2', 'd3']);

    // The third option (first of the second group) is chosen with Enter: position 3 in the list the reader saw.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = await combobox(page).getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).innerText()).toContain('Eventos de webhook do dublê');
    await Promise.all([page.waitForURL('**/api/overview'), page.keyboard.press('Enter')]);
    await expect.poll(() => eventsSince(since).filter((e) => e.eventType === 'click').length, { timeout: 5_000 }).toBe(1);
    const click = eventsSince(since).find((e) => e.eventType === 'click');
    expect(click).toMatchObject({ index: INDEX, queryID, objectIDs: ['d3'], positions: [3], userToken: view!.userToken });

    // Sent with the site's public credentials, accepted; and no cookie set for the anonymous user token.
    for (const request of double.requests.slice(since).filter((r) => r.path === '/1/events')) {
      expect(request.query['X-Algolia-Application-Id']).toBe(APP_ID);
      expect(request.status).toBe(200);
    }
    expect(await page.context().cookies()).toEqual([]);
    await page.context().close();
  });

  it('off: no insights code is loaded and no event is sent', async () => {
    const since = double.requests.length;
    const { page, requested } = await visit('single', '/guide', { insights: true });
    await searchInModal(page, QUERY);
    await expectDoubleResults(page);
    expect(lastQuery(QUERY).clickAnalytics).toBe(false);
    await Promise.all([page.waitForURL('**/guide/webhook'), page.keyboard.press('Enter')]);
    // Longer than the 400 ms a view event waits for the results to settle.
    await page.waitForTimeout(1_000);
    expect(requested.filter((url) => isInsightsCode(url) || url.startsWith(INSIGHTS_ORIGIN))).toEqual([]);
    expect(eventsSince(since)).toEqual([]);
    await page.context().close();
  });

  it('an insights chunk that fails to load is a console message only: search and choosing a result work on', async () => {
    const since = double.requests.length;
    const { page, messages } = await visit('insights', '/guide', { insights: true });
    await page.route('**/assets/insights-chunk-*.js', (route) => route.abort());
    await searchInModal(page, QUERY);
    await expectDoubleResults(page);
    await expect
      .poll(() => messages.filter((m) => m.text().includes('search insights could not load')).map((m) => m.type()), { timeout: 5_000 })
      .toEqual(['warning']);
    expect(await dialog(page).getByRole('alert').count(), 'error screen').toBe(0);
    await Promise.all([page.waitForURL('**/guide/webhook'), page.keyboard.press('Enter')]);
    expect(eventsSince(since)).toEqual([]);
    await page.context().close();
  });
});
