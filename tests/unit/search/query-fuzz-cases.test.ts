// Cases the query fuzzing (query.property.test.ts) found, each pinned as it was shrunk.
import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../../../client/search/local-search-client.js';
import { queryTerms } from '../../../client/search/query-match.js';
import type { SearchRecord } from '../../../shared/model/search.js';
import { processTerm } from '../../../shared/search-index/tokenizer.js';
import { indexFilesOf, serveIndex } from '../support/search-index-fetch.js';

function record(route: string, title: string, content: string | null, position = 0): SearchRecord {
  return {
    objectID: `${route}#${position}`,
    url: route,
    type: content === null ? 'lvl1' : 'content',
    hierarchy: { lvl0: 'Guia', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    language: 'pt',
    tags: [],
    position,
  };
}

const RECORDS = [
  record('/webhooks', 'Webhooks', null),
  record('/webhooks', 'Webhooks', 'Cada pedido\tenviado gera um evento.', 1),
  record('/catalogo', 'Catá\u00ADlogo', null),
];

async function search(query: string) {
  const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch: serveIndex(indexFilesOf(RECORDS)) });
  const { results } = await client.search({
    requests: [{ indexName: 'docs', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>' }],
  });
  return results[0]!;
}

describe('search queries found by fuzzing', () => {
  it('ignore invisible characters pasted into a word: a direction mark or zero-width space before "webhook"', async () => {
    expect(queryTerms('\u200Fwebhook')).toEqual(['webhook']);
    expect((await search('\u200Fwebhook')).hits.map((hit) => hit.url)).toEqual(['/webhooks']);
    expect((await search('\u200Bwebhook')).hits.map((hit) => hit.url)).toEqual(['/webhooks']);
  });

  it('find a word written with a soft hyphen, and highlight it whole', async () => {
    expect(processTerm('Catá\u00ADlogo')).toBe('catalogo');
    const { hits } = await search('catalogo');
    expect(hits.map((hit) => hit.url)).toEqual(['/catalogo']);
    expect(hits[0]!._highlightResult.hierarchy.lvl1!.value).toBe('<mark>Catá\u00ADlogo</mark>');
  });

  it('split words at a tab or a NUL, as at a space', async () => {
    expect(queryTerms('pedido\tenviado')).toEqual(['pedido', 'enviado']);
    expect(queryTerms('pedido\0enviado')).toEqual(['pedido', 'enviado']);
    const { hits } = await search('enviado');
    expect(hits.map((hit) => hit.url)).toEqual(['/webhooks']);
    expect(hits[0]!._highlightResult.content!.value).toBe('Cada pedido\t<mark>enviado</mark> gera um evento.');
  });
});
