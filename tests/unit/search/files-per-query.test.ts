// How many files a query makes the local search client load on a site of many pages whose titles share words (as the
// benchmark corpus's do): a query's best pages are scattered over the site, one file each, unless the packs of its
// words bring them together (shared/search-index/format.ts). Each request costs the modal a few milliseconds, so this
// is what keeps a new query in the open modal fast; the answers must be those of the pages loaded one by one.
import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../../../client/search/local-search-client.js';
import type { SearchRecord } from '../../../shared/model/search.js';
import type { SearchClient } from '../../../shared/search-protocol.js';
import { indexFilesOf, serveIndex, withoutPacks } from '../support/search-index-fetch.js';

const NOUNS = ['servidor', 'cliente', 'pacote', 'registro', 'evento', 'ambiente', 'token', 'limite', 'alerta', 'painel'];
const MORE = ['configuração', 'instalação', 'requisição', 'resposta', 'função', 'versão', 'sessão', 'tabela', 'consulta', 'fila'];
const VERBS = ['configurar', 'instalar', 'consultar', 'remover', 'migrar', 'validar', 'listar', 'criar'];

/** 400 pages: a title of a verb and two nouns, two sections named by nouns, a paragraph under each. */
function records(): SearchRecord[] {
  let seed = 7;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const found: SearchRecord[] = [];
  for (let p = 0; p < 400; p++) {
    const route = `/guia/pagina-${p}`;
    const title = `${pick(VERBS)} ${pick(NOUNS)} ${pick(MORE)}`;
    const top = { lvl0: 'Guia', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    const rows: Array<Pick<SearchRecord, 'url' | 'type' | 'hierarchy' | 'content'>> = [
      { url: route, type: 'lvl1', hierarchy: top, content: null },
    ];
    for (const s of [0, 1]) {
      const heading = `${pick(MORE)} do ${pick(NOUNS)}`;
      const anchor = `${route}#secao-${s}`;
      const section = { ...top, lvl2: heading };
      rows.push({ url: anchor, type: 'lvl2', hierarchy: section, content: null });
      const words = Array.from({ length: 12 }, () => pick([...NOUNS, ...MORE, ...VERBS, 'para', 'com', 'uma']));
      rows.push({ url: anchor, type: 'content', hierarchy: section, content: `${words.join(' ')} ${p}.` });
    }
    for (const [position, row] of rows.entries())
      found.push({ ...row, objectID: `${route}#${position}`, language: 'pt', tags: [], position });
  }
  return found;
}

const INDEX = indexFilesOf(records());
/** Words of many titles, whole, with a typo, as a prefix. */
const WORDS = ['servidor', 'consultar', 'configuração', 'confguração', 'token', 'fila', 'ses', 'resposta'];
/**
 * Two words: their best pages are those with both, which the packs of each word hold only some of (a pack holds a
 * word's pages by how well they match that word alone); the others come one file each.
 */
const PAIRS = ['instalar pacote', 'consulta do servidor'];

describe('a query on a site whose best pages for a word are scattered over 400 pages', () => {
  it('loads at most four files, the files already loaded not counted, for a word of many titles', async () => {
    const fetch = serveIndex(INDEX);
    const client: SearchClient = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch });
    for (const query of WORDS) {
      const before = fetch.mock.calls.length;
      const { results } = await client.search({ requests: [{ indexName: 'docs', query, hitsPerPage: 20 }] });
      expect(results[0]!.hits.length, query).toBeGreaterThan(0);
      const loaded = fetch.mock.calls.slice(before).map(([url]) => url.replace(/^.*\//, ''));
      // A shard or two (typos load every word of the first two letters), a pack or two, a page or so no pack holds.
      expect(loaded.filter((name) => name !== 'search-index.json').length, `${query}: ${loaded.join(' ')}`).toBeLessThanOrEqual(4);
    }
  });

  it('loaded one file per page before packs: twenty for each of these words', async () => {
    const fetch = serveIndex(withoutPacks(INDEX));
    const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch });
    await client.search({ requests: [{ indexName: 'docs', query: 'servidor', hitsPerPage: 20 }] });
    expect(fetch.mock.calls.filter(([url]) => /\/p-[^/]+$/.test(url))).toHaveLength(20);
  });

  it('answers as the pages loaded one file each do', async () => {
    const withPacks = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch: serveIndex(INDEX) });
    const oneByOne = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch: serveIndex(withoutPacks(INDEX)) });
    for (const query of [...WORDS, ...PAIRS]) {
      const request = { indexName: 'docs', query, hitsPerPage: 20 };
      const [{ results: a }, { results: b }] = await Promise.all([
        withPacks.search({ requests: [request] }),
        oneByOne.search({ requests: [request] }),
      ]);
      expect({ ...a[0]!, processingTimeMS: 0 }, query).toEqual({ ...b[0]!, processingTimeMS: 0 });
    }
  });
});
