// Algolia mode, against the Algolia double on 127.0.0.1: the Coins site built with `search.provider: "algolia"` and
// `hosts` naming the double. The modal's requests are the lite client's multi-query with the keys as query parameters
// and DocSearch's parameters; results come from the double; a refused first host falls back to the second; with every
// host down the modal shows its error screen. The pages never fetch the offline index.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH } from '../../shared/constants.js';
import type { SearchRecord } from '../../shared/model/search.js';
import { plural } from '../../shared/i18n/format.js';
import { pt as strings } from '../../shared/i18n/strings.pt.js';
import { startAlgoliaDouble, type AlgoliaDouble, type RecordedRequest } from '../support/algolia-double.js';
import { copyCoinsSite, type CoinsSiteCopy } from '../support/coins-site.js';
import { launchBrowser, serveBuild, type RunningServer } from './support/browser.js';
import { DESKTOP, ROOT } from './support/site.js';

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
const servers: Record<'single' | 'fallback' | 'down', RunningServer | undefined> = {
  single: undefined,
  fallback: undefined,
  down: undefined,
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
function buildWithHosts(name: keyof typeof servers, hosts: string[]): string {
  site.setSearch({ provider: 'algolia', appId: APP_ID, apiKey: SEARCH_KEY, indexName: INDEX, hosts });
  const out = path.join(site.root, `build-${name}`);
  execFileSync(process.execPath, [path.join(ROOT, 'bin/docsgen.mjs'), 'build', site.root, '--out', out], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
  };
  const [single, fallback, down, launched] = await Promise.all([
    serveBuild(builds.single),
    serveBuild(builds.fallback),
    serveBuild(builds.down),
    launchBrowser(),
  ]);
  Object.assign(servers, { single, fallback, down });
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
}

/** A fresh context (own storage, so no host is remembered as down) on `path` of one of the builds. */
async function visit(server: keyof typeof servers, pagePath: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const requested: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('requestfailed', (request) => failed.push(request.url()));
  await page.goto(servers[server]!.url + pagePath);
  return { page, requested, failed };
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
    expect(request.body).toEqual({
      requests: [
        {
          indexName: INDEX,
          query,
          hitsPerPage: SEARCH.hitsPerPage,
          attributesToRetrieve: [
            'hierarchy.lvl0',
            'hierarchy.lvl1',
            'hierarchy.lvl2',
            'hierarchy.lvl3',
            'hierarchy.lvl4',
            'hierarchy.lvl5',
            'hierarchy.lvl6',
            'content',
            'type',
            'url',
          ],
          attributesToSnippet: ['lvl1', 'lvl2', 'lvl3']
            .map((level) => `hierarchy.${level}:${SEARCH.snippetWords}`)
            .concat(`content:${SEARCH.snippetWords}`),
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          facetFilters: ['language:pt'],
          clickAnalytics: false,
        },
      ],
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

  it('the /search page lists the results from Algolia too', async () => {
    const { page, requested } = await visit('single', `/search?${SEARCH.queryParam}=${encodeURIComponent(QUERY)}`);
    const main = page.getByRole('main');
    for (const title of SHOWN) {
      await expect.poll(() => main.getByRole('link', { name: title }).count(), { timeout: 10_000, message: `link "${title}"` }).toBe(1);
    }
    expect(await main.getByText(plural(strings.search.resultsCount, SHOWN.length), { exact: true }).count()).toBe(1);
    expect(
      requested.filter((url) => url.includes('search-index')),
      'offline index requests',
    ).toEqual([]);
    await page.context().close();
  });
});
