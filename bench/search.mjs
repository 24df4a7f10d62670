#!/usr/bin/env node
// Search benchmark: the offline index's size against the site's text, the time to load it and answer a first query,
// warm query latency, and the gzipped size of the search engine's browser chunk. A table on stdout (or --json),
// progress on stderr.
//
//   node bench/search.mjs [--pages 1000] [--queries 200] [--seed 42] [--json] [--skip-build-cli]
//
// Load and query times are measured in Node (the same bundled client code the browser runs), not yet in Chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gz, kb } from './lib/figures.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.dirname(HERE);
const BIN = path.join(REPO, 'bin/docsgen.mjs');
const WORK = path.join(HERE, 'work');
const GEN_CORPUS = process.env.DOCSGEN_GEN_CORPUS ?? path.resolve(REPO, '../shared/peers/gen-corpus.mjs');
/** esbuild targets of the client bundle (cli/bundle/bundle-client.ts). */
const BROWSER_TARGETS = ['es2020', 'chrome100', 'firefox100', 'safari15'];

/** Aims from the search issue (#5). Sizes in decimal KB (1 KB = 1000 B). */
const AIMS = {
  indexShare: { value: 0.25, label: '≤ 25 % of the text gz' },
  firstQueryMs: { value: 150, label: '≤ 150 ms (issue: Chromium, cold page from 127.0.0.1)' },
  warmP95Ms: { value: 5, label: 'p95 ≤ 5 ms' },
  chunkGzBytes: { value: 24_000, label: 'modal + engine ≤ 24 KB gz (this row: engine only)' },
  downloadGzBytes: { value: 300_000, atPages: 5000, label: '≤ 300 KB gz at 5000 pages' },
};

function parseArgs(argv) {
  const opts = { pages: 1000, queries: 200, seed: 42, json: false, buildCli: true };
  const num = (flag, value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) fail(`${flag} needs a whole number ≥ 1, got "${value ?? ''}"`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--pages': opts.pages = num(flag, value()); break;
      case '--queries': opts.queries = num(flag, value()); break;
      case '--seed': opts.seed = num(flag, value()); break;
      case '--json': opts.json = true; break;
      case '--skip-build-cli': opts.buildCli = false; break;
      case '-h': case '--help':
        console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1, 8).map((l) => l.replace(/^\/\/ ?/, '')).join('\n'));
        process.exit(0);
        break;
      default: fail(`unknown option ${arg} (try --help)`);
    }
  }
  return opts;
}

function fail(message) {
  console.error(`bench/search: ${message}`);
  process.exit(2);
}

const log = (line) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const ms = (x) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d) => { output += d; });
    child.stderr.setEncoding('utf8').on('data', (d) => { output += d; });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited with ${code}\n${output.trim().split('\n').slice(-20).join('\n')}`))));
  });
}

/** The generated corpus as a site root (no config), reused when it was generated with the same N and seed. */
async function prepareSite(pages, seed) {
  if (!existsSync(GEN_CORPUS)) fail(`the corpus generator is missing: ${GEN_CORPUS} (set DOCSGEN_GEN_CORPUS)`);
  const dir = path.join(WORK, `search-N${pages}`);
  const root = path.join(dir, 'site');
  const stamp = path.join(dir, 'corpus.json');
  const wanted = JSON.stringify({ pages, seed });
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
    await import('node:fs').then(({ rmSync }) => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(root, { recursive: true });
    log(`generating ${pages} pages (seed ${seed})`);
    await run(process.execPath, [GEN_CORPUS, String(pages), path.join(root, 'content'), '--seed', String(seed)]);
    writeFileSync(stamp, wanted);
  }
  return { dir, root, out: path.join(dir, 'out') };
}

/** esbuild bundles of the client: one for Node to run here, one minified for the browser to weigh. */
async function bundleClient(dir) {
  const { build } = await import('esbuild');
  const entry = path.join(REPO, 'client/search/local-search-client.ts');
  const nodeFile = path.join(dir, 'local-search-client.mjs');
  await build({ entryPoints: [entry], outfile: nodeFile, bundle: true, format: 'esm', platform: 'node', logLevel: 'silent' });
  const weigh = async (options) => {
    const result = await build({ bundle: true, format: 'esm', platform: 'browser', target: BROWSER_TARGETS, minify: true, write: false, legalComments: 'none', logLevel: 'silent', ...options });
    const code = result.outputFiles[0].contents;
    return { raw: code.length, gz: gz(code) };
  };
  const chunk = await weigh({ entryPoints: [entry] });
  const minisearch = await weigh({ stdin: { contents: "export { default } from 'minisearch';", resolveDir: REPO, loader: 'js' } });
  return { module: await import(pathToFileURL(nodeFile).href), chunk, minisearch };
}

/** Deterministic queries from the index's own words: whole words, two-word phrases, prefixes and one-typo words. */
function makeQueries(file, count, seed) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const words = [...new Set(file.headings.join(' ').toLowerCase().match(/\p{L}{4,}/gu) ?? [])].sort();
  const pick = () => words[Math.floor(random() * words.length)];
  const queries = [];
  for (let i = 0; i < count; i++) {
    const word = pick();
    switch (i % 4) {
      case 0: queries.push(word); break;
      case 1: queries.push(`${word} ${pick()}`); break;
      case 2: queries.push(word.slice(0, 2 + Math.floor(random() * 3))); break;
      default: {
        const at = 1 + Math.floor(random() * (word.length - 2));
        queries.push(word.length >= 6 ? word.slice(0, at) + word.slice(at + 1) : word);
      }
    }
  }
  return queries;
}

/** A request as DocSearch sends it (without the attributes to retrieve, which the local client always returns). */
const request = (query) => ({
  indexName: 'docs', query, hitsPerPage: 20, facetFilters: ['language:pt'], highlightPreTag: '<mark>', highlightPostTag: '</mark>',
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'], snippetEllipsisText: '…',
});

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  mkdirSync(WORK, { recursive: true });
  if (opts.buildCli) {
    log('rebuilding dist/ from the TypeScript sources (--skip-build-cli to use dist/ as is)');
    await run(process.execPath, [path.join(REPO, 'scripts/build-cli.mjs')]);
  }
  const site = await prepareSite(opts.pages, opts.seed);
  log(`building the site (${opts.pages} pages)`);
  const buildOutput = await run(process.execPath, [BIN, 'build', site.root, '--out', site.out]);
  const searchLine = buildOutput.split('\n').find((line) => /^\s+search\s/.test(line))?.trim() ?? '(no search stage line)';
  const assets = path.join(site.out, 'assets');
  const indexName = readdirSync(assets).find((name) => /^search-index-[\da-f]+\.json$/.test(name));
  if (!indexName) throw new Error(`no assets/search-index-*.json in ${assets}: does the build have its search stage?`);
  const bytes = readFileSync(path.join(assets, indexName));
  const file = JSON.parse(bytes.toString('utf8'));
  const text = Buffer.from(file.records.map((record) => (typeof record === 'string' ? record : record[4] ?? '')).join('\n'));

  log('bundling the search client');
  const { module: client, chunk, minisearch } = await bundleClient(site.dir);

  // Cold: the first search of a fresh client fetches (here: from memory), parses and loads the index, then answers.
  const cold = client.createLocalSearchClient({ indexUrl: '/index.json', fetch: async () => new Response(bytes) });
  const queries = makeQueries(file, opts.queries, opts.seed);
  let started = performance.now();
  await cold.search({ requests: [request(queries[0])] });
  const firstQueryMs = performance.now() - started;
  // The same steps apart, on a fresh copy, to show where the time goes.
  started = performance.now();
  const parsed = JSON.parse(bytes.toString('utf8'));
  const parseMs = performance.now() - started;
  started = performance.now();
  const fresh = client.createLocalSearchClient({ indexUrl: '/index.json', fetch: async () => ({ ok: true, json: async () => parsed }) });
  await fresh.search({ requests: [request(queries[1])] });
  const loadAndQueryMs = performance.now() - started;

  // Pass 1 meets each query's terms for the first time (their postings are decoded then); pass 2 is warm.
  const pass = async () => {
    const timed = [];
    for (const query of queries) {
      const start = performance.now();
      const { results } = await cold.search({ requests: [request(query)] });
      timed.push({ query, ms: performance.now() - start, hits: results[0].nbHits });
    }
    return timed;
  };
  const firstPass = (await pass()).map((t) => t.ms).sort((a, b) => a - b);
  const timed = await pass();
  const hits = timed.reduce((sum, t) => sum + t.hits, 0);
  const times = timed.map((t) => t.ms).sort((a, b) => a - b);
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 5);

  const result = {
    pages: opts.pages, seed: opts.seed, node: process.version, searchLine,
    records: file.records.length, terms: file.terms.length,
    index: { file: indexName, raw: bytes.length, gz: gz(bytes) },
    text: { raw: text.length, gz: gz(text) },
    firstQueryMs, parseMs, loadAndQueryMs: loadAndQueryMs,
    warm: { queries: queries.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], meanHits: hits / queries.length },
    firstPass: { p50: percentile(firstPass, 50), p95: percentile(firstPass, 95), max: firstPass[firstPass.length - 1] },
    chunk, minisearch,
    sampleQueries: queries.slice(0, 8), slowest,
  };
  result.indexShare = result.index.gz / result.text.gz;
  console.log(opts.json ? JSON.stringify(result, null, 2) : table(result));
}

function table(r) {
  const out = [];
  const row = (a, b, c = '', d = '') => out.push(`| ${a} | ${b} | ${c} | ${d} |`);
  const yes = (ok) => (ok ? 'yes' : '**NO**');
  out.push(`docsgen search benchmark: N=${r.pages} pages (seed ${r.seed}), ${r.records} records, ${r.terms} distinct terms; node ${r.node}`);
  out.push(`build stage: ${r.searchLine}`);
  out.push('');
  row('measure', 'value', 'aim', 'met');
  row('---', '---', '---', '---');
  row('site text (sum of record contents)', `${kb(r.text.raw)} raw, ${kb(r.text.gz)} gz`);
  row(`index ${r.index.file}`, `${kb(r.index.raw)} raw, ${kb(r.index.gz)} gz`);
  row('  index gz / text gz', `${(r.indexShare * 100).toFixed(0)} %`, AIMS.indexShare.label, yes(r.indexShare <= AIMS.indexShare.value));
  const judged = r.pages === AIMS.downloadGzBytes.atPages;
  row('first query downloads (one file)', kb(r.index.gz), AIMS.downloadGzBytes.label, judged ? yes(r.index.gz <= AIMS.downloadGzBytes.value) : 'judged at 5000');
  row('load + first query, Node (parse, load, answer)', ms(r.firstQueryMs), AIMS.firstQueryMs.label, `${yes(r.firstQueryMs <= AIMS.firstQueryMs.value)} (Node)`);
  row('  of which JSON.parse', ms(r.parseMs));
  row('  load + first query on parsed JSON', ms(r.loadAndQueryMs));
  row(`warm query, ${r.warm.queries} queries (full answer: rank, highlight, snippets)`, `p50 ${ms(r.warm.p50)}, p95 ${ms(r.warm.p95)}, max ${ms(r.warm.max)}`, AIMS.warmP95Ms.label, yes(r.warm.p95 <= AIMS.warmP95Ms.value));
  row('  the same queries the first time (terms decoded on first use)', `p50 ${ms(r.firstPass.p50)}, p95 ${ms(r.firstPass.p95)}, max ${ms(r.firstPass.max)}`);
  row('engine chunk (local-search-client.ts, minified)', `${kb(r.chunk.gz)} gz, ${kb(r.chunk.raw)} raw`, AIMS.chunkGzBytes.label, yes(r.chunk.gz <= AIMS.chunkGzBytes.value));
  row('  of which minisearch alone', `${kb(r.minisearch.gz)} gz`);
  out.push('');
  out.push(`mean hits per query: ${r.warm.meanHits.toFixed(0)}; sample queries: ${r.sampleQueries.map((q) => JSON.stringify(q)).join(', ')}`);
  out.push(`slowest: ${r.slowest.map((t) => `${JSON.stringify(t.query)} ${ms(t.ms)} (${t.hits} hits)`).join(', ')}`);
  return out.join('\n');
}

await main();
