// The relevance table: what a reader types on the Coins site, and the page (or section) the first result must be.
// Expected URLs were chosen by reading the content; when one fails, fix the ranking, not the table.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { createLocalSearchClient } from '../../../client/search/local-search-client.js';
import type { SearchClient } from '../../../shared/search-protocol.js';
import { serveBuild } from '../support/search-index-fetch.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** query → expected first hit: a route (any anchor), or a route with its #anchor when the section matters. */
const TABLE: Array<[query: string, expected: string, why: string]> = [
  ['chave de api', '/guide/api-key', 'page title'],
  ['chave da api', '/guide/api-key', 'another article: stop words are not required (without them this fails)'],
  ['como funciona o saldo', '/guide/account-structure#saldo', 'a question: "como" and "o" are stop words'],
  ['webhok', '/guide/webhook', 'typo in a 6-letter word'],
  ['webh', '/guide/webhook', 'prefix while typing'],
  ['catalogo', '/api/catalogo', 'no accent for "Catálogo"'],
  ['POST /people', '/api/person-register', 'method and path of an operation'],
  ['GET /catalog', '/api/catalogo', 'method and path of an operation'],
  ['creditar coins', '/api/person-coin-register', 'operation summary'],
  ['idempotency', '/api/person-coin-register', 'the operation that takes the Idempotency-Key header'],
  ['idempotencia', '/api#idempotência', 'section on idempotency, without the accent'],
  ['cep frete', '/api/check-shipping-price', 'operation "Cotar frete", parameter cep'],
  ['cotar frete', '/api/check-shipping-price', 'operation summary'],
  ['glossário', '/guide/glossary', 'page title'],
  ['glos', '/guide/glossary', 'prefix'],
  ['versionamento', '/versioning', 'page title'],
  ['versiona', '/versioning', 'prefix'],
  ['sandbox', '/guide/introduction#sandbox', 'section on the sandbox environment'],
  ['sandbx', '/guide/introduction#sandbox', 'typo'],
  ['assinatura hmac', '/guide/webhook', 'signature of webhook payloads'],
  ['erros 429', '/api/overview#códigos-de-status', 'status code table under "Erros"'],
  ['401', '/guide/api-key#erros-401', 'section "Erros 401"'],
  ['ativar conta', '/api/active-account', 'operation summary'],
  ['cadastar pesoa', '/api/person-register', 'typos in both words'],
  ['consultar produto', '/api/product-info', 'operation summary'],
  ['e-mail de ativação', '/api/send-activation-email', 'operation summary with a hyphen'],
  ['verificar codigo', '/api/mail-code-verification', 'operation summary, no accent'],
  ['limites de uso', '/api/overview#limites-de-uso', 'section title'],
  ['paginação', '/api#paginação', 'section title'],
  ['reenvio', '/guide/webhook#reenvios-e-tentativas', 'singular of "Reenvios"'],
  ['ledger', '/guide/account-structure#o-ledger-de-coins', 'section title'],
  ['lgpd', '/guide/glossary#lgpd', 'glossary entry'],
  ['whsec', '/guide/webhook', 'prefix of the webhook secret'],
  ['rotacionar chave', '/guide/api-key', 'key rotation'],
  ['abas de linguagem', '/customization/languagetabs', 'page title'],
  ['estilo do widget', '/customization/styling', 'page title'],
  ['barra lateral', '/sidebars', 'sidebar organisation'],
  // The API info page weighs half (INFO_PAGE_SEARCH_WEIGHT): what only it says still finds it first.
  ['termos de uso da api', '/api/coins-api#api-contato', "the spec's licence, shown under Contato on the info page"],
  ['suporte coins', '/api/coins-api#api-contato', "the spec's contact"],
];

/** query → the routes every hit must be on: an exact word ranks above a typo ("transição" is one letter off). */
const EXACT: Array<[query: string, routes: string[], why: string]> = [
  ['transação', ['/api/integration'], 'the only page that says "transação"; "transição" (two pages) is a typo away'],
  ['transacao', ['/api/integration'], 'the same, typed without the accent'],
];

describe('relevance on the Coins site', () => {
  let client: SearchClient;
  beforeAll(async () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'docsgen-relevance-')), 'build');
    const { outDir, searchIndexUrl } = await buildSite({ root: ROOT, out, log: () => {}, cache: false }); // never the repo's warm cache
    expect(searchIndexUrl).toBe('/assets/search-index.json');
    // The index files the build wrote, served as the browser would get them.
    client = createLocalSearchClient({ indexUrl: searchIndexUrl, fetch: serveBuild(outDir) });
  }, 120_000);

  it.each(TABLE)('"%s" → %s (%s)', async (query, expected) => {
    const { results } = await client.search({
      requests: [{ indexName: 'coins', query, hitsPerPage: 20, facetFilters: ['language:pt'], attributesToSnippet: ['content:10'] }],
    });
    const first = results[0]!.hits[0]?.url ?? '(no hits)';
    expect(expected.includes('#') ? first : first.split('#')[0]).toBe(expected);
  });

  it.each(EXACT)('"%s" → first hits on %s, before any typo match (%s)', async (query, routes) => {
    const { results } = await client.search({
      requests: [{ indexName: 'coins', query, hitsPerPage: 20, facetFilters: ['language:pt'] }],
    });
    const hits = results[0]!.hits.map((hit) => hit.url.split('#')[0]!);
    const exact = hits.findIndex((route) => !routes.includes(route));
    expect(hits.slice(0, exact < 0 ? hits.length : exact).length, hits.join(' ')).toBeGreaterThan(0);
    // Once a hit is on another page (a typo match), no hit on the expected pages comes after it.
    if (exact >= 0)
      expect(
        hits.slice(exact).filter((route) => routes.includes(route)),
        hits.join(' '),
      ).toEqual([]);
  });

  it('has at least 20 queries', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(20);
  });
});
