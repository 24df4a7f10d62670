// How many pages the local search client loads for a query on a site with more candidate pages than it loads at once
// (24), and what it then says about the hits it did not count: the pages it needs for the hits asked for, more while
// filters leave too few, never more than 48 (or two per hit asked for), and an estimate flagged as such. Then the
// packs: the same pages come in one file instead of one each, and the answers stay the same.
import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../../../client/search/local-search-client.js';
import type { SearchRecord } from '../../../shared/model/search.js';
import type { SearchRequest, SearchResponse } from '../../../shared/search-protocol.js';
import { indexFilesOf, serveIndex, withoutPacks, type IndexFilesInMemory } from '../support/search-index-fetch.js';

function page(route: string, title: string, tags: string[] = []): SearchRecord {
  return {
    objectID: `${route}#0`,
    url: route,
    type: 'lvl1',
    hierarchy: { lvl0: 'Guia', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    language: 'pt',
    tags,
    position: 0,
  };
}

// 60 pages about coins (a few rare ones, tagged, far down the list), and 24 about treasure: exactly as many as are
// loaded at once.
const RARE = [5, 50, 51, 52, 53, 54, 55];
const RECORDS: SearchRecord[] = [
  ...Array.from({ length: 60 }, (_, i) =>
    RARE.includes(i) ? page(`/moeda-${i}`, `Moeda rara ${i}`, ['raro']) : page(`/moeda-${i}`, `Moeda comum ${i}`),
  ),
  ...Array.from({ length: 24 }, (_, i) => page(`/tesouro-${i}`, `Tesouro ${i}`)),
  // 30 pages whose text, not title, has a word that begins like "tesouro".
  ...Array.from({ length: 30 }, (_, i) => ({
    ...page(`/diario-${i}`, `Diário ${i}`),
    objectID: `/diario-${i}#1`,
    type: 'content' as const,
    content: 'Ouvimos as testemunhas.',
    position: 1,
  })),
];
const INDEX = indexFilesOf(RECORDS);
// Without packs every page is a file of its own: the pages a query fetches are the pages it ranks.
const ONE_FILE_A_PAGE = withoutPacks(INDEX);

async function search(
  params: Omit<SearchRequest, 'indexName'>,
  index: IndexFilesInMemory = ONE_FILE_A_PAGE,
): Promise<{ response: SearchResponse; pagesLoaded: number; files: string[] }> {
  const fetch = serveIndex(index);
  const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch });
  const { results } = await client.search({ requests: [{ indexName: 'docs', ...params }] });
  const files = fetch.mock.calls.map(([url]) => url.replace(/^.*\//, ''));
  return { response: results[0]!, pagesLoaded: files.filter((name) => name.startsWith('p-')).length, files };
}

const urls = (response: SearchResponse): string[] => response.hits.map((hit) => hit.url);

describe('the local search client on a site with many candidate pages', () => {
  it('loads every page of a query with up to 24 candidates, and counts its hits exactly', async () => {
    const { response, pagesLoaded } = await search({ query: 'tesouro' });
    expect(pagesLoaded).toBe(24);
    expect(response).toMatchObject({ nbHits: 24, nbPages: 2, exhaustiveNbHits: true });
    // Hits that rank the same come in the site's order.
    expect(urls(response)).toEqual(Array.from({ length: 20 }, (_, i) => `/tesouro-${i}`));
  });

  it('counts only the pages with the word in a title or heading for a short prefix, whose text matches do not count', async () => {
    const { response, pagesLoaded } = await search({ query: 'tes' });
    expect(pagesLoaded).toBe(24);
    expect(response).toMatchObject({ nbHits: 24, exhaustiveNbHits: true });
    expect(response.hits.every((hit) => hit.url.startsWith('/tesouro-'))).toBe(true);
  });

  it('counts the pages with the word in their text for a whole word', async () => {
    const { response } = await search({ query: 'testemunhas' });
    expect(response).toMatchObject({ nbHits: 30, nbPages: 2 });
    expect(response.hits.every((hit) => hit.url.startsWith('/diario-'))).toBe(true);
  });

  it('loads only the pages the hits asked for need, and estimates the others', async () => {
    const { response, pagesLoaded } = await search({ query: 'moeda' });
    expect(pagesLoaded).toBe(20);
    expect(response).toMatchObject({ nbHits: 60, nbPages: 3, exhaustiveNbHits: false });
    expect(response.hits).toHaveLength(20);
  });

  it('counts exactly the pages that have every word once some record has them all', async () => {
    const { response } = await search({ query: 'moeda rara' });
    expect(urls(response)).toEqual(RARE.map((i) => `/moeda-${i}`));
    expect(response).toMatchObject({ nbHits: 7, nbPages: 1, exhaustiveNbHits: true });
  });

  it('loads more pages while the filters leave too few hits, up to two per hit asked for', async () => {
    const { response, pagesLoaded } = await search({ query: 'moeda', facetFilters: ['tags:raro'], hitsPerPage: 30 });
    expect(pagesLoaded).toBe(60);
    expect(urls(response)).toEqual(RARE.map((i) => `/moeda-${i}`));
    expect(response).toMatchObject({ nbHits: 7, exhaustiveNbHits: true });
  });

  it('loads at most 48 pages for a filtered query, and then estimates its hits from those pages', async () => {
    const { response, pagesLoaded } = await search({ query: 'moeda', facetFilters: ['tags:raro'], hitsPerPage: 20 });
    expect(pagesLoaded).toBe(48);
    expect(urls(response)).toEqual(['/moeda-5']);
    // One hit in 48 of the 60 pages with the word.
    expect(response).toMatchObject({ nbHits: 1, exhaustiveNbHits: false });
  });
});

describe('the packs of a site with many candidate pages', () => {
  const QUERIES: Array<Omit<SearchRequest, 'indexName'>> = [
    { query: 'tesouro' },
    { query: 'tes' },
    { query: 'testemunhas' },
    { query: 'moeda' },
    { query: 'moeda rara' },
    { query: 'moeda', facetFilters: ['tags:raro'], hitsPerPage: 30 },
    { query: 'moeda', facetFilters: ['tags:raro'], hitsPerPage: 20 },
    { query: 'moeda', page: 1 },
  ];

  it('answer every query exactly as the pages one file each do', async () => {
    for (const params of QUERIES) {
      const { response } = await search(params, INDEX);
      const { response: reference } = await search(params, ONE_FILE_A_PAGE);
      expect({ ...response, processingTimeMS: 0 }, JSON.stringify(params)).toEqual({ ...reference, processingTimeMS: 0 });
    }
  });

  it('bring the twenty pages a query on a word of many titles needs in one file instead of twenty', async () => {
    const { files, response } = await search({ query: 'moeda' }, INDEX);
    expect(response.hits).toHaveLength(20);
    expect(files.filter((name) => name.startsWith('k-'))).toHaveLength(1);
    expect(files.filter((name) => name.startsWith('p-'))).toEqual([]);
    // The entry, the word's shard and its pack.
    expect(files).toHaveLength(3);
  });

  it('keep the pages a pack brought: a later query that needs them loads only the pages the pack did not hold', async () => {
    const fetch = serveIndex(INDEX);
    const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch });
    await client.search({ requests: [{ indexName: 'docs', query: 'moeda' }] });
    const before = fetch.mock.calls.length;
    // The second page of hits needs the first 40 pages: the pack of 32 brought twelve more than the first twenty.
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'moeda', page: 1 }] });
    expect(results[0]!.hits).toHaveLength(20);
    const fetched = fetch.mock.calls.slice(before).map(([url]) => url.replace(/^.*\//, ''));
    expect(fetched.filter((name) => name.startsWith('k-'))).toEqual([]);
    expect(fetched.filter((name) => name.startsWith('p-'))).toHaveLength(8);
  });

  it('leave the pages to their own files when a pack cannot be loaded, with the same answer', async () => {
    const broken: IndexFilesInMemory = { entry: INDEX.entry, files: new Map([...INDEX.files].filter(([name]) => !name.startsWith('k-'))) };
    const { response, pagesLoaded } = await search({ query: 'moeda' }, broken);
    const { response: reference } = await search({ query: 'moeda' }, ONE_FILE_A_PAGE);
    expect(pagesLoaded).toBe(20);
    expect(response.hits).toEqual(reference.hits);
  });
});
