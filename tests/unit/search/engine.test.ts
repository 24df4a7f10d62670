// The offline engine: how words are cut and matched, what the index files hold, and that ranking records of the
// pages a query loads gives exactly MiniSearch's BM25 scores over the whole site (the engine docsgen first shipped,
// kept here as the reference).
import MiniSearch from 'minisearch';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { IndexFiles } from '../../../client/search/index-files.js';
import { planQuery } from '../../../client/search/rank.js';
import { RecordSet } from '../../../client/search/record-set.js';
import { createLocalSearchClient, lookUp } from '../../../client/search/local-search-client.js';
import type { SearchRecord } from '../../../shared/model/search.js';
import { MATCH_WEIGHT, matchQueryTerm, queryTerms, typos } from '../../../client/search/query-match.js';
import { FIELD_BOOST, SEARCH_FIELDS, indexedText, recordLevel, type SearchFragmentFile } from '../../../shared/search-index/format.js';
import { normalizeTerm, processTerm, tokenize } from '../../../shared/search-index/tokenizer.js';
import { indexFilesOf, serveIndex } from '../support/search-index-fetch.js';
type Level = Exclude<SearchRecord['type'], 'content' | 'lvl1'>;

/** Records of one page: its title, then headings ("## Text") and paragraphs in order. */
function page(route: string, title: string, ...blocks: string[]): SearchRecord[] {
  const hierarchy = { lvl0: 'Guia', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } as SearchRecord['hierarchy'];
  let url = route;
  const records: SearchRecord[] = [];
  const push = (type: SearchRecord['type'], content: string | null): void => {
    records.push({
      objectID: `${route}#${records.length}`,
      url,
      type,
      hierarchy: { ...hierarchy },
      content,
      language: 'pt',
      tags: [],
      position: records.length,
    });
  };
  push('lvl1', null);
  for (const block of blocks) {
    const heading = /^(#{2,6}) (.*)$/.exec(block);
    if (!heading) {
      push('content', block);
      continue;
    }
    const depth = heading[1]!.length;
    hierarchy[`lvl${depth}` as Level] = heading[2]!;
    for (let deeper = depth + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as Level] = null;
    url = `${route}#${normalizeTerm(heading[2]!).replace(/\W+/g, '-')}`;
    push(`lvl${depth}` as Level, null);
  }
  return records;
}

const RECORDS: SearchRecord[] = [
  ...page('/catalogo', 'Catálogo de produtos', 'Lista os produtos disponíveis para resgate.'),
  ...page('/webhook', 'Webhooks', '## Assinatura', 'Verifique o HMAC de cada webhook recebido.'),
  ...page('/guia', 'Guia', 'O catálogo também aparece aqui, com código de exemplo.'),
  ...page('/frete', 'Frete'),
  ...page('/envio', 'Envio', '## Frete'),
  ...page('/custos', 'Custos', 'Frete'),
  ...page('/contas', 'Saldos', 'conta', 'contato', 'conto'),
];

/** MiniSearch set up as docsgen's first engine was: the reference the split index must agree with. */
function reference(records: SearchRecord[]): MiniSearch {
  const engine = new MiniSearch<{ id: number } & Record<string, string | number>>({
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: {
      boost: FIELD_BOOST,
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: typos,
      weights: MATCH_WEIGHT,
      boostDocument: (id: number) => records[id]!.pageWeight ?? 1,
    },
  });
  engine.addAll(
    records.map((record, id) => {
      const [field, text] = indexedText(
        recordLevel(record.type),
        record.type === 'content' ? null : record.hierarchy[record.type],
        record.content,
      );
      return { id, [SEARCH_FIELDS[field]!]: text };
    }),
  );
  return engine;
}

/** The reference's answer to the same plan (planQuery): its groups combined with OR. */
function referenceAnswer(engine: MiniSearch, query: string) {
  const terms = queryTerms(query);
  const groups = planQuery(terms);
  const results =
    groups.length === 1
      ? engine.search(query, { combineWith: 'OR' })
      : engine.search({
          combineWith: 'OR',
          queries: [
            { queries: [query], prefix: false },
            { queries: [terms.at(-1)!], prefix: true, fields: ['title', 'heading'] },
          ],
        });
  return results.map(({ id, score, queryTerms: matched }) => ({ id: id as number, score, terms: [...matched].sort() }));
}

/** Every page of the records loaded into one RecordSet (ids are then the records' positions), and its index files. */
async function loadAll(records: SearchRecord[]) {
  const files = new IndexFiles('/assets/search-index.json', serveIndex(indexFilesOf(records)));
  const entry = await files.entry();
  const set = new RecordSet(entry);
  for (let page = 0; page < entry.pageCount; page++) set.add(page, await files.fragment(page));
  const scores = async (query: string) => {
    const groups = await lookUp(files, planQuery(queryTerms(query)));
    return set.score(groups).map(({ id, score, queryTerms: matched }) => ({ id, score, terms: [...matched].sort() }));
  };
  return { set, scores };
}

/** Routes of the hits the local client returns, best first. */
async function routes(query: string, records = RECORDS): Promise<string[]> {
  const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch: serveIndex(indexFilesOf(records)) });
  const { results } = await client.search({ requests: [{ indexName: 'docs', query }] });
  return results[0]!.hits.map((hit) => hit.url.split('#')[0]!);
}

/** Scores sorted for comparison: equal scores may come in another order, and sums in another order differ in the last bits. */
function sorted(answers: Array<{ id: number; score: number; terms: string[] }>) {
  return answers.sort((a, b) => a.id - b.id).map(({ id, score, terms }) => ({ id, score: Number(score.toPrecision(12)), terms }));
}

describe('terms', () => {
  it('are lowercase without accents, singular, and never stop words', () => {
    expect(processTerm('Catálogo')).toBe('catalogo');
    expect(processTerm('AÇÃO')).toBe('acao');
    expect(processTerm('Webhooks')).toBe('webhook');
    expect(processTerm('chaves')).toBe('chave');
    expect(processTerm('status')).toBe('status');
    expect(processTerm('mais')).toBe('mais');
    expect(processTerm('de')).toBeNull();
    expect(processTerm('À')).toBeNull();
    expect(queryTerms('Chave de API')).toEqual(['chave', 'api']);
    expect(queryTerms('<script>alert(1)</script>')).toEqual(['script', 'alert', '1', 'script']);
    expect(queryTerms('🚀 .*+?[](){}')).toEqual([]);
  });

  it('match query terms by the engine rules: exact, prefix for the last term, typos from 5 letters', () => {
    expect(matchQueryTerm('webhook', ['webhok'])).toBe(0);
    expect(matchQueryTerm('webhook', ['webh'])).toBe(0);
    expect(matchQueryTerm('webhook', ['webh', 'api'])).toBe(-1);
    expect(matchQueryTerm('guia', ['gia'])).toBe(-1);
    expect(matchQueryTerm('codigo', ['codgo'])).toBe(0);
    expect(matchQueryTerm('versionamento', ['versionamneto'])).toBe(0);
  });
});

describe('the engine', () => {
  it('is case and accent insensitive', async () => {
    expect((await routes('catalogo'))[0]).toBe('/catalogo');
    expect((await routes('CATÁLOGO'))[0]).toBe('/catalogo');
    expect(await routes('catalogo')).toContain('/guia');
  });

  it('matches the last word as a prefix while typing, earlier words only whole', async () => {
    expect((await routes('webh'))[0]).toBe('/webhook');
    expect(await routes('cat')).toContain('/catalogo');
    expect(await routes('webh zzzz')).toEqual([]);
  });

  it('tolerates typos in words of 5 letters or more, and none below', async () => {
    expect(await routes('webhok')).toContain('/webhook');
    expect(await routes('catalgo')).toContain('/catalogo');
    expect(await routes('codgo')).toContain('/guia');
    expect(await routes('hmca')).toEqual([]);
    expect(await routes('gia')).toEqual([]);
  });

  it('ranks a word matched without a typo first, even in body text against a title one letter off', async () => {
    const records = [
      ...page('/status', 'Transição de status', 'A pessoa passa de pending a active.'),
      ...page(
        '/pagamentos',
        'Pagamentos',
        'Cada compra gera uma transação no extrato do parceiro, com o seu valor e a sua data de criação.',
      ),
    ];
    expect(await routes('transação', records)).toEqual(['/pagamentos', '/status']);
    // Typed with the other vowel, the title is now the exact match.
    expect(await routes('transição', records)).toEqual(['/status', '/pagamentos']);
  });

  it('ranks the word written with the accents typed above the same word without them', async () => {
    const records = [
      ...page('/legado', 'Legado', 'O campo transacao_id.'),
      ...page('/extrato', 'Extrato', 'Cada compra do cliente gera uma transação registrada no extrato do parceiro com valor e data.'),
    ];
    expect(await routes('transação', records)).toEqual(['/extrato', '/legado']);
    // Typed without accents, neither spelling is preferred: the shorter paragraph wins on BM25, as before.
    expect(await routes('transacao', records)).toEqual(['/legado', '/extrato']);
  });

  it('ranks a title over a heading over body text, and an exact match over a prefix or typo match', async () => {
    expect((await routes('frete')).slice(0, 3)).toEqual(['/frete', '/envio', '/custos']);
    const { set, scores } = await loadAll(RECORDS);
    const found = (await scores('conta'))
      .sort((a, b) => b.score - a.score)
      .map(({ id }) => set.record(id))
      .filter((record) => record.url === '/contas' && record.content)
      .map((record) => record.content);
    expect(found).toEqual(['conta', 'contato', 'conto']);
  });
});

describe('scores over the loaded pages', () => {
  const QUERIES = ['catalogo', 'webh', 'webhok', 'frete', 'conta', 'codgo', 'produtos resgate', 'c', 'co', 'verifique hmac'];

  it("are MiniSearch's scores over the whole site, to 12 digits", async () => {
    const engine = reference(RECORDS);
    const { scores } = await loadAll(RECORDS);
    for (const query of QUERIES) expect(sorted(await scores(query)), query).toEqual(sorted(referenceAnswer(engine, query)));
  });

  it("weigh a page's records by its weight, as MiniSearch's boostDocument does, down to which pages a query loads", async () => {
    const weighted = (route: string, pageWeight: number) =>
      RECORDS.map((record) => (record.url.split('#')[0] === route ? { ...record, pageWeight } : record));
    // "Frete" is the title of /frete and a heading of /envio: a title counts more, until /envio weighs three times more.
    expect((await routes('frete')).slice(0, 2)).toEqual(['/frete', '/envio']);
    expect((await routes('frete', weighted('/envio', 3))).slice(0, 2)).toEqual(['/envio', '/frete']);
    expect((await routes('frete', weighted('/frete', 0.25)))[0]).toBe('/envio');
    for (const records of [weighted('/envio', 3), weighted('/guia', 0.25)]) {
      const engine = reference(records);
      const { scores } = await loadAll(records);
      for (const query of QUERIES) expect(sorted(await scores(query)), query).toEqual(sorted(referenceAnswer(engine, query)));
    }
  });

  describe('on the Coins site', () => {
    let records: SearchRecord[] = [];
    beforeAll(async () => {
      const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'docsgen-engine-')), 'build');
      records = (await buildSite({ root: path.resolve(import.meta.dirname, '../../..'), out, log: () => {}, cache: false })).model.search;
    }, 120_000);

    it("are MiniSearch's scores too", async () => {
      const engine = reference(records);
      const { scores } = await loadAll(records);
      for (const query of [
        'chave de api',
        'webhook',
        'saldo',
        'idempotencia',
        'cadastro pessoa',
        'ge',
        'limites de uso',
        'POST /people',
        'sandbx',
      ]) {
        expect(sorted(await scores(query)), query).toEqual(sorted(referenceAnswer(engine, query)));
      }
    });
  });
});

describe('the index files', () => {
  it('give back every record as the build made it, an objectID that is not route#rank included', async () => {
    const odd = RECORDS.map((record, i) =>
      i === 2 ? { ...record, objectID: 'custom-id' } : record.url.startsWith('/frete') ? { ...record, pageWeight: 0.5 } : record,
    );
    const { set } = await loadAll(odd);
    for (const [id, record] of odd.entries()) expect(set.record(id)).toEqual(record);
  });

  it('drop what the client does not need and write paragraphs as bare text after their section', () => {
    const { entry, files } = indexFilesOf(RECORDS);
    const fragments = [...files].filter(([name]) => name.startsWith('p-')).map(([, json]) => JSON.parse(json) as SearchFragmentFile);
    expect(fragments.map((fragment) => fragment.route)).toEqual([
      '/catalogo',
      '/webhook',
      '/guia',
      '/frete',
      '/envio',
      '/custos',
      '/contas',
    ]);
    const json = [...files.values()].join('') + entry;
    expect(json).not.toContain('"position"');
    expect(json).not.toContain('/webhook#0');
    const bare = fragments.flatMap((fragment) => fragment.records.filter((record) => typeof record === 'string'));
    expect(bare).toEqual(RECORDS.filter((r) => r.type === 'content').map((r) => r.content));
  });

  it('let a query load only the shards of its words and the fragments of the pages it shows', async () => {
    // 80 pages, each with words of its own beginning with many different letters, so that the index has several shards.
    const letter = (n: number) => String.fromCharCode(97 + (n % 26));
    const many = Array.from({ length: 80 }, (_, n) =>
      page(`/pagina-${n}`, `Página ${n}`, Array.from({ length: 40 }, (_, i) => `${letter(n)}${letter(i)}palavra${n}x${i}`).join(' ')),
    );
    const index = indexFilesOf(many.flat());
    const entry = JSON.parse(index.entry) as { shards: unknown[] };
    expect(entry.shards.length).toBeGreaterThan(2);
    const fetch = serveIndex(index);
    const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch });
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'ccpalavra28x2' }] });
    const hits = results[0]!.hits.map((hit) => hit.url);
    expect(hits[0]).toBe('/pagina-28');
    // Typo matches on pages 2 and 54 ("ccpalavra2x2", "ccpalavra54x2"): three pages in all.
    expect(hits.sort()).toEqual(['/pagina-2', '/pagina-28', '/pagina-54']);
    const fetched = fetch.mock.calls.map(([url]) => url.replace(/^.*\//, ''));
    expect(fetched.filter((name) => name === 'search-index.json')).toHaveLength(1);
    expect(fetched.filter((name) => name.startsWith('p-'))).toHaveLength(3);
    expect(fetched.filter((name) => name.startsWith('t-')).length).toBeLessThanOrEqual(2);
  });

  it('answer a one- or two-letter prefix from the heading shards, not from every term shard of its letters', async () => {
    // 80 pages whose body words all start with "c" (thousands of terms, many shards), and whose titles are "Cadastro n".
    const many = Array.from({ length: 80 }, (_, n) =>
      page(
        `/pagina-${n}`,
        `Cadastro ${n}`,
        Array.from({ length: 100 }, (_, i) => `c${String.fromCharCode(97 + (i % 26))}termo${n}x${i}`).join(' '),
      ),
    );
    const index = indexFilesOf(many.flat());
    const entry = JSON.parse(index.entry) as { shards: unknown[]; headingShards: unknown[] };
    expect(entry.shards.length).toBeGreaterThan(5);
    expect(entry.headingShards.length).toBe(1);
    const fetch = serveIndex(index);
    const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch });
    for (const query of ['c', 'ca']) {
      const { results } = await client.search({ requests: [{ indexName: 'docs', query, hitsPerPage: 5 }] });
      // The titles match, as before; the body's c-words are matched whole only, so they are not loaded for a prefix.
      expect(results[0]!.hits.map((hit) => hit.hierarchy.lvl1)).toEqual([
        'Cadastro 0',
        'Cadastro 1',
        'Cadastro 2',
        'Cadastro 3',
        'Cadastro 4',
      ]);
    }
    const fetched = fetch.mock.calls.map(([url]) => url.replace(/^.*\//, ''));
    expect(fetched.filter((name) => name.startsWith('h-'))).toHaveLength(1);
    // At most the term shard holding the word "c" or "ca" itself (matched whole), never the run of c-shards.
    expect(fetched.filter((name) => name.startsWith('t-')).length).toBeLessThanOrEqual(2);
  });

  it("keep the terms of a word's first two letters in one shard, which a word that may have typos loads whole", async () => {
    // 80 pages of 40 words each beginning with "co": 3,200 terms, some 100 KB of shard, cut every 32 KB before.
    const many = Array.from({ length: 80 }, (_, n) =>
      page(
        `/pagina-${n}`,
        `Página ${n}`,
        Array.from({ length: 40 }, (_, i) => `co${String.fromCharCode(97 + (i % 26))}termo${n}x${i}`).join(' '),
      ),
    );
    const fetch = serveIndex(indexFilesOf(many.flat()));
    const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch });
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'cobtermo7x1' }] });
    expect(results[0]!.hits[0]?.url).toBe('/pagina-7');
    const fetched = fetch.mock.calls.map(([url]) => url.replace(/^.*\//, ''));
    expect(fetched.filter((name) => name.startsWith('t-'))).toHaveLength(1);
  });

  it('let a prefix of one letter load the one heading shard of its letter, not the shard of the letters before', async () => {
    // 80 pages whose titles have 60 words beginning with "v" each (a heading shard of their own), and one with "w".
    const many = Array.from({ length: 80 }, (_, n) =>
      page(
        `/pagina-${n}`,
        `Webhook ${Array.from({ length: 60 }, (_, i) => `v${String.fromCharCode(97 + (i % 26))}${n}x${i}`).join(' ')}`,
        'Texto.',
      ),
    );
    const index = indexFilesOf(many.flat());
    // The entry names the "w" shard by its letter: the shard before holds no term from "w" on.
    const headingShards = (JSON.parse(index.entry) as { headingShards: Array<[string, string]> }).headingShards;
    expect(headingShards.map(([from]) => from)).toContain('w');
    const fetch = serveIndex(index);
    const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch });
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'w', hitsPerPage: 5 }] });
    expect(results[0]!.hits).toHaveLength(5);
    const fetched = fetch.mock.calls.map(([url]) => url.replace(/^.*\//, ''));
    expect(fetched.filter((name) => name.startsWith('h-'))).toHaveLength(1);
  });

  it('do not tolerate a typo in the first two letters (the price of loading only the shards of a word)', async () => {
    expect(await routes('webhok')).toContain('/webhook');
    expect(await routes('ebhook')).toEqual([]);
  });
});
