// `docsgen search push` against the Algolia double: the settings call carries DocSearch's settings, the batch calls
// carry every record of the Coins site (into a temporary index swapped in with a move), and the preconditions (Algolia
// mode, the admin key in the environment) fail with sentences that name what to fix.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_KEY_ENV } from '../../../cli/commands/algolia-admin-key.js';
import { docsearchIndexSettings, pushSearchRecords } from '../../../cli/commands/algolia-upload.js';
import { loadSiteModel } from '../../../cli/builder/load-site.js';
import { loadConfig } from '../../../cli/config/load-config.js';
import type { SearchRecord } from '../../../shared/model/search.js';
import { startAlgoliaDouble, type AlgoliaDouble, type RecordedRequest } from '../../support/algolia-double.js';
import { copyCoinsSite, type CoinsSiteCopy } from '../../support/coins-site.js';

const INDEX = 'coins-docs';
const APP_ID = 'COINSAPP';
const ADMIN_KEY = 'admin-key-from-env';
const SEARCH_KEY = 'public-search-key';

let double: AlgoliaDouble;
let site: CoinsSiteCopy;
let records: SearchRecord[];
const lines: string[] = [];
const log = (line: string): void => {
  lines.push(line);
};

beforeAll(async () => {
  double = await startAlgoliaDouble({ apiKeys: [ADMIN_KEY] });
  site = copyCoinsSite();
  site.setSearch({ provider: 'algolia', appId: APP_ID, apiKey: SEARCH_KEY, indexName: INDEX, hosts: [double.url] });
  records = (await loadSiteModel({ config: await loadConfig(site.root), cache: false, log: () => {} })).model.search;
}, 60_000);

afterAll(async () => {
  await double?.stop();
  site?.remove();
});

beforeEach(() => {
  double.requests.length = 0;
  lines.length = 0;
});

const calls = (method: string, pattern: RegExp): RecordedRequest[] =>
  double.requests.filter((r) => r.method === method && pattern.test(r.path));

// Each push builds the whole Coins site's model (OpenAPI included): seconds on a busy machine.
describe('docsgen search push', { timeout: 60_000 }, () => {
  it('sends the settings, then every record of the site in batches to a temporary index moved over the real one', async () => {
    expect(records.length).toBeGreaterThan(50); // the Coins site: every route has records

    const result = await pushSearchRecords({ root: site.root, env: { [ADMIN_KEY_ENV]: ADMIN_KEY }, log });
    expect(result).toEqual({ indexName: INDEX, records: records.length, sent: true });
    expect(lines).toContain(`Sent ${records.length} records to Algolia index "${INDEX}" (app ${APP_ID}).`);

    // The admin key from the environment authenticates every call; the public key never does.
    for (const request of double.requests) {
      expect(request.headers['x-algolia-application-id'], request.path).toBe(APP_ID);
      expect(request.headers['x-algolia-api-key'], request.path).toBe(ADMIN_KEY);
    }

    const settings = calls('PUT', new RegExp(`^/1/indexes/${INDEX}/settings$`));
    expect(settings).toHaveLength(1);
    expect(settings[0]!.body).toEqual(docsearchIndexSettings('pt'));
    expect(settings[0]!.body).toMatchObject({
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      attributesForFaceting: expect.arrayContaining(['language', 'docusaurus_tag', 'type']),
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributeForDistinct: 'url',
      distinct: true,
    });
    // Settings go first, so the copy that replaceAllObjects makes carries them.
    expect(double.requests.indexOf(settings[0]!)).toBeLessThan(double.requests.findIndex((r) => r.path.endsWith('/batch')));

    const batches = calls('POST', /\/batch$/);
    expect(batches.length).toBeGreaterThan(0);
    const tmpIndex = batches[0]!.path.split('/')[3]!;
    expect(tmpIndex).toMatch(new RegExp(`^${INDEX}_tmp_\\d+$`));
    const sent = batches.flatMap((batch) => {
      expect(batch.path).toBe(`/1/indexes/${tmpIndex}/batch`);
      return (batch.body as { requests: Array<{ action: string; body: SearchRecord & Record<string, unknown> }> }).requests;
    });
    expect(sent.every((request) => request.action === 'addObject')).toBe(true);
    expect(sent.map((request) => request.body.objectID).sort()).toEqual(records.map((record) => record.objectID).sort());
    const byId = new Map(sent.map((request) => [request.body.objectID, request.body]));
    for (const record of records) {
      // Every field of the site's record, plus DocSearch's tag facet and ranking weights.
      expect(byId.get(record.objectID)).toEqual({
        ...record,
        docusaurus_tag: record.tags,
        weight: { pageRank: 0, level: expect.any(Number), position: record.position },
      });
    }
    const lvl1 = sent.find((request) => request.body.type === 'lvl1')!.body.weight as { level: number };
    const content = sent.find((request) => request.body.type === 'content')!.body.weight as { level: number };
    expect(lvl1.level).toBeGreaterThan(content.level);

    // Atomic swap: the temporary index is moved over the real one; the real index ends with exactly the site's records.
    const moves = calls('POST', /\/operation$/).filter((r) => (r.body as { operation: string }).operation === 'move');
    expect(moves.map((r) => [r.path, r.body])).toEqual([[`/1/indexes/${tmpIndex}/operation`, { operation: 'move', destination: INDEX }]]);
    expect(double.records(INDEX)).toHaveLength(records.length);
    expect(double.indices()).toEqual([INDEX]);
    expect(double.settings(INDEX)).toMatchObject({ attributeForDistinct: 'url' });
  });

  it('--dry-run counts the records and contacts nobody, even without the admin key', async () => {
    const result = await pushSearchRecords({ root: site.root, dryRun: true, env: {}, log });
    expect(result).toEqual({ indexName: INDEX, records: records.length, sent: false });
    expect(lines.at(-1)).toBe(
      `Dry run: ${records.length} records would be sent to Algolia index "${INDEX}" (app ${APP_ID}); nothing was sent.`,
    );
    expect(double.requests).toEqual([]);
  });

  it('without the admin key in the environment, fails naming the variable and contacts nobody', async () => {
    await expect(pushSearchRecords({ root: site.root, env: { [ADMIN_KEY_ENV]: ' ' }, log })).rejects.toMatchObject({
      code: 'algolia-admin-key-missing',
      message: expect.stringContaining(`the environment variable ${ADMIN_KEY_ENV} is not set`),
    });
    expect(double.requests).toEqual([]);
  });

  it('on a site in offline mode, says the config must choose Algolia', async () => {
    const offline = copyCoinsSite();
    try {
      await expect(pushSearchRecords({ root: offline.root, env: { [ADMIN_KEY_ENV]: ADMIN_KEY }, log })).rejects.toMatchObject({
        code: 'search-not-algolia',
        file: 'docsgen.config.ts',
        message: 'search push uploads to Algolia, but the config does not set search.provider to "algolia"',
      });
    } finally {
      offline.remove();
    }
    expect(double.requests).toEqual([]);
  });

  it('turns a wrong admin key into an error that points at the variable', async () => {
    await expect(pushSearchRecords({ root: site.root, env: { [ADMIN_KEY_ENV]: 'not-the-admin-key' }, log })).rejects.toMatchObject({
      code: 'algolia-push',
      message: 'Algolia did not accept the upload: Invalid Application-ID or API key',
      hint: expect.stringContaining(`that ${ADMIN_KEY_ENV} is an admin key`),
    });
    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT /1/indexes/${INDEX}/settings`]);
  });

  it('says so when no Algolia host answers', async () => {
    const stopped = await startAlgoliaDouble();
    await stopped.stop(); // nothing listens there any more: every host fails
    const unreachable = copyCoinsSite();
    unreachable.setSearch({ provider: 'algolia', appId: APP_ID, apiKey: SEARCH_KEY, indexName: INDEX, hosts: [stopped.url] });
    try {
      await expect(pushSearchRecords({ root: unreachable.root, env: { [ADMIN_KEY_ENV]: ADMIN_KEY }, log })).rejects.toMatchObject({
        code: 'algolia-push',
        message: expect.stringContaining('Unreachable hosts'),
        hint: expect.stringContaining('no Algolia host answered'),
      });
    } finally {
      unreachable.remove();
    }
  });
});
