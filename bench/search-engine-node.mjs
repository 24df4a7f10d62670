#!/usr/bin/env node
// The offline search engine alone, in Node (the V8 of Chromium, without a browser): the modal's request for each of
// bench/search.mjs's warm queries, on a built site, timed on the second pass (every file loaded); with
// `node --cpu-prof` it shows where a warm query's time goes. The figure to quote stays bench/search.mjs's, measured
// in Chromium; this one is for finding what to change.
//
//   node bench/search-engine-node.mjs <site root with content/> <built folder> [--queries 200] [--seed 42] [--passes 3]
//                                     [--answers FILE]   (each query's hits, as JSON: to check a change answers the same)
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median } from './lib/figures.mjs';
import { builtSiteFetch, loadOfflineEngine } from './lib/offline-engine.mjs';
import { corpusHeadings, loadModalRequest, makeQueries } from './lib/search-queries.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const [site, out] = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const answersFile = args.includes('--answers') ? args[args.indexOf('--answers') + 1] : undefined;
if (!site || !out || !existsSync(path.join(out, 'assets/search-index.json'))) {
  console.error('usage: node bench/search-engine-node.mjs <site root> <built folder> [--queries 200] [--seed 42] [--passes 3]');
  process.exit(2);
}
const count = flag('--queries', 200);
const seed = flag('--seed', 42);
const passes = flag('--passes', 3);

const modalRequest = await loadModalRequest('search-engine-node-request');
const createLocalSearchClient = await loadOfflineEngine('search-engine-node-client');
let fetched = 0;
const fetchFile = builtSiteFetch(out, () => {
  fetched += 1;
});
const queries = makeQueries(corpusHeadings(path.join(site, 'content')), count, seed);
const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch: fetchFile });
const times = [];
/** The first pass but its first query (which loads the entry file): each query loads the files it needs. */
const first = [];
/** Files each query of the first pass fetched. */
const firstFiles = [];
const answers = {};
for (let pass = 0; pass < passes; pass++) {
  const these = [];
  for (const query of queries) {
    const start = performance.now();
    const before = fetched;
    const { results } = await client.search({ requests: [modalRequest(query)] });
    these.push([performance.now() - start, query]);
    if (pass === 0) firstFiles.push(fetched - before);
    answers[query] = { nbHits: results[0].nbHits, hits: results[0].hits.map((hit) => hit.url) };
  }
  if (pass > 0) times.push(...these);
  else first.push(...these.slice(1).map(([ms]) => ms));
}
if (answersFile) writeFileSync(answersFile, JSON.stringify(answers, null, 1));
const figures = (list) => {
  if (list.length === 0) return 'none';
  const sorted = [...list].sort((x, y) => x - y);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `p50 ${median(sorted).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms`;
};
console.log(
  `first pass (each query loads the files it needs): ${figures(first)}; files fetched a query: ${figures(firstFiles.slice(1)).replaceAll(' ms', '')}`,
);
console.log(`${queries.length} queries × ${passes - 1} warm passes: ${figures(times.map(([ms]) => ms))}`);
const slowest = [...times].sort((a, b) => b[0] - a[0]).slice(0, 12);
console.log(`slowest: ${slowest.map(([ms, q]) => `${JSON.stringify(q)} ${ms.toFixed(1)}`).join(', ')}`);
