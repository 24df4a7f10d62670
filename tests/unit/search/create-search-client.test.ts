// The one search client the modal and the /search page get: the offline index by default, Algolia's lite client (a chunk
// loaded on first use, with the configured hosts used read-only) in Algolia mode. The language filter DocSearch's
// contextual search adds is part of the request (search-request.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchClient } from '../../../client/search/create-search-client.js';
import type { SearchRecord } from '../../../shared/model/search.js';
import type { SearchResponse } from '../../../shared/search-protocol.js';
import { indexFilesOf, serveIndex } from '../support/search-index-fetch.js';

const algolia = vi.hoisted(() => ({ liteClient: vi.fn() }));

vi.mock('algoliasearch/lite', () => ({ liteClient: algolia.liteClient }));

afterEach(() => {
  vi.unstubAllGlobals();
  algolia.liteClient.mockReset();
});

const RECORD: SearchRecord = {
  objectID: '/webhook#0',
  url: '/webhook',
  type: 'lvl1',
  hierarchy: { lvl0: 'Guia', lvl1: 'Webhooks', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  language: 'pt',
  tags: [],
  position: 0,
};

const ANSWER: SearchResponse = {
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: 20,
  query: 'webhook',
  params: '',
  processingTimeMS: 1,
  exhaustiveNbHits: true,
};

describe('createSearchClient', () => {
  it('searches the offline index at the URL the island names, through the page’s fetch, without loading Algolia', async () => {
    const fetch = serveIndex(indexFilesOf([RECORD]));
    vi.stubGlobal('fetch', fetch);
    const client = createSearchClient({ indexUrl: '/docs/assets/search-index.json' });
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'webhook' }] });
    expect(results[0]!.hits.map((hit) => hit.objectID)).toEqual(['/webhook#0']);
    expect(fetch.mock.calls[0]![0]).toBe('/docs/assets/search-index.json');
    expect(algolia.liteClient).not.toHaveBeenCalled();
  });

  it('in Algolia mode, sends the requests to the lite client made with the app id, key and read-only hosts', async () => {
    const search = vi.fn(async () => ({ results: [ANSWER] }));
    algolia.liteClient.mockReturnValue({ search });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = createSearchClient({
      indexUrl: '/assets/search-index.json',
      algolia: { appId: 'APP', apiKey: 'chave-de-busca', hosts: [{ url: '127.0.0.1:8108', protocol: 'http' }] },
    });
    const requests = [{ indexName: 'docs', query: 'webhook' }];
    await expect(client.search({ requests })).resolves.toEqual({ results: [ANSWER] });
    await client.search({ requests });
    expect(search.mock.calls).toEqual([[{ requests }], [{ requests }]]);
    expect(algolia.liteClient.mock.calls).toEqual([
      ['APP', 'chave-de-busca', { hosts: [{ url: '127.0.0.1:8108', protocol: 'http', accept: 'read' }] }],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('in Algolia mode without hosts, leaves the hosts to the lite client', async () => {
    algolia.liteClient.mockReturnValue({ search: async () => ({ results: [ANSWER] }) });
    const client = createSearchClient({ indexUrl: '/assets/search-index.json', algolia: { appId: 'APP', apiKey: 'chave' } });
    await client.search({ requests: [{ indexName: 'docs', query: 'x' }] });
    expect(algolia.liteClient.mock.calls).toEqual([['APP', 'chave', undefined]]);
  });

  it('rejects a search with the chunk’s load error, and loads the chunk again on the next search', async () => {
    const lost = new Error('Failed to fetch dynamically imported module: /assets/algoliasearch-lite.js');
    vi.resetModules();
    vi.doMock('algoliasearch/lite', () => {
      throw lost;
    });
    const fresh = await import('../../../client/search/create-search-client.js');
    const client = fresh.createSearchClient({ indexUrl: '/assets/search-index.json', algolia: { appId: 'APP', apiKey: 'chave' } });
    await expect(client.search({ requests: [{ indexName: 'docs', query: 'x' }] })).rejects.toMatchObject({ cause: lost });
    vi.doMock('algoliasearch/lite', () => ({ liteClient: algolia.liteClient }));
    algolia.liteClient.mockReturnValue({ search: async () => ({ results: [ANSWER] }) });
    await expect(client.search({ requests: [{ indexName: 'docs', query: 'x' }] })).resolves.toEqual({ results: [ANSWER] });
  });
});
