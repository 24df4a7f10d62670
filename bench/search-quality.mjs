#!/usr/bin/env node
// How close the offline client's answers are to ranking every record of the site: the client loads only the most
// promising pages of a query; this loads all of them too and compares the top 10 URLs. Run on a built site.
//
//   node bench/search-quality.mjs <built site folder> [query …]
//
// Without queries, a fixed list of words of the generated corpus (../shared/peers/gen-corpus.mjs) is used.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { builtSiteFetch, loadOfflineEngine } from './lib/offline-engine.mjs';

const QUERIES = [
  'configuração',
  'webhook',
  'autenticação',
  'pagamento',
  'erro',
  'limite',
  'token',
  'cliente',
  'api',
  'chave secreta',
  'rede',
  'conf',
  'versão',
  'servidor',
  'clus',
];

const [out, ...given] = process.argv.slice(2);
if (!out || !existsSync(path.join(out, 'assets/search-index.json'))) {
  console.error('usage: node bench/search-quality.mjs <built site folder> [query …]  (no assets/search-index.json there)');
  process.exit(2);
}
// The client from the sources, as the browser runs it.
const createLocalSearchClient = await loadOfflineEngine('search-quality-client');
const fetchFile = builtSiteFetch(out);
const ask = (client, query, hitsPerPage) =>
  client.search({ requests: [{ indexName: 'docs', query, hitsPerPage }] }).then(({ results }) => results[0]);

let agree = 0;
let total = 0;
let firstSame = 0;
console.log('| query | top 10 in common | first hit the same | nbHits (estimated / exact) |');
console.log('| --- | --- | --- | --- |');
for (const query of given.length ? given : QUERIES) {
  // A fresh client for each side: what one query loaded must not help the other.
  const partial = await ask(createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch: fetchFile }), query, 20);
  const full = await ask(createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch: fetchFile }), query, 100_000);
  const top = partial.hits.slice(0, 10).map((hit) => hit.url);
  const reference = full.hits.slice(0, 10).map((hit) => hit.url);
  const common = top.filter((url) => reference.includes(url)).length;
  agree += common;
  total += reference.length;
  if (top[0] === reference[0]) firstSame += 1;
  console.log(
    `| ${query} | ${common} / ${reference.length} | ${top[0] === reference[0] ? 'yes' : 'no'} | ${partial.nbHits} / ${full.nbHits} |`,
  );
}
console.log(`\ntop 10 in common: ${agree} / ${total}; first hit the same: ${firstSame} / ${(given.length ? given : QUERIES).length}`);
