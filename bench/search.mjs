#!/usr/bin/env node
// Search benchmark, measured through the browser and the network (never by reading the index's format): the bytes of
// the search files against the site's text, the cold first query in headless Chromium (Ctrl+K, type, first result;
// time and bytes downloaded), warm query latency in the open modal and of the engine alone, and the JS the modal needs.
// A table on stdout (or --json), progress on stderr. See bench/README.md.
//
//   node bench/search.mjs [--pages 1000] [--runs 5] [--queries 200] [--seed 42] [--type-delay 100] [--warmup 1]
//                         [--settle-ms 1000] [--json] [--skip-build-cli] [--no-build]
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gz, kb, median, spread } from './lib/figures.mjs';
import { walk } from './lib/files.mjs';
import { loadModalRequest, makeQueries } from './lib/search-queries.mjs';
import { parseArgs, usageError, wholeNumber } from './lib/args.mjs';
import { REPO, BIN, WORK, GEN_CORPUS } from './lib/paths.mjs';
import { launchChromium, run, startServer, stop, stopChildren } from './lib/processes.mjs';

/** esbuild targets of the client bundle (cli/bundle/bundle-client.ts). */
const BROWSER_TARGETS = ['es2020', 'chrome100', 'firefox100', 'safari15'];

/** Aims from the search issue (#5). Sizes in decimal KB (1 KB = 1000 B). */
const AIMS = {
  indexShare: { value: 0.25, label: '≤ 25 % of the text gz' },
  firstResultsMs: { value: 150, label: '≤ 150 ms' },
  downloadGzBytes: { value: 300_000, atPages: 5000, label: '≤ 300 KB gz at 5000 pages' },
  warmP95Ms: { value: 5, label: 'p95 ≤ 5 ms' },
  warmModalP95Ms: { value: 50, label: 'p95 ≤ 50 ms' },
  modalGzBytes: { value: 24_000, label: 'modal + engine ≤ 24 KB gz without React' },
};

/**
 * Query words of the cold runs, one per run in this order: real words of the generated corpus (its vocabulary), the
 * first letter plain ASCII so that it is a real keystroke. A word the corpus lacks is left out (with a warning).
 */
const COLD_WORDS = ['webhook', 'pagamento', 'servidor', 'autenticação', 'cluster', 'credencial', 'gateway', 'réplica', 'migração', 'token'];

function options(argv) {
  const whole = (flag, value, min) => wholeNumber('bench/search', flag, value, min);
  const opts = parseArgs(argv, {
    name: 'bench/search',
    help: { script: import.meta.url, lines: 7 },
    defaults: {
      pages: 1000,
      runs: 5,
      queries: 200,
      seed: 42,
      typeDelay: 100,
      settleMs: 1000,
      timeoutMs: 30_000,
      warmup: 1,
      json: false,
      buildCli: true,
      build: true,
    },
    flags: {
      '--pages': (o, v) => {
        o.pages = whole('--pages', v());
      },
      '--runs': (o, v) => {
        o.runs = whole('--runs', v());
      },
      '--queries': (o, v) => {
        o.queries = whole('--queries', v());
      },
      '--seed': (o, v) => {
        o.seed = whole('--seed', v());
      },
      '--type-delay': (o, v) => {
        o.typeDelay = whole('--type-delay', v(), 0);
      },
      '--settle-ms': (o, v) => {
        o.settleMs = whole('--settle-ms', v(), 0);
      },
      '--warmup': (o, v) => {
        o.warmup = whole('--warmup', v(), 0);
      },
      '--json': (o) => {
        o.json = true;
      },
      '--skip-build-cli': (o) => {
        o.buildCli = false;
      },
      '--no-build': (o) => {
        o.build = false;
        o.buildCli = false;
      },
    },
  });
  return opts;
}

const fail = (message) => usageError('bench/search', message);

const log = (line) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const ms = (x) => (x === null || x === undefined ? '—' : `${x.toFixed(x < 10 ? 2 : 0)} ms`);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (t) => new Promise((resolve) => setTimeout(resolve, t));
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const sum = (xs, key) => xs.reduce((s, x) => s + (key ? x[key] : x), 0);
/** "median (min–max)" of numbers formatted by `fmt`. */
const mm = (xs, fmt) => (xs.length ? `${fmt(median(xs))}${spread(xs, fmt)}` : '—');

// ---------------------------------------------------------------- corpus, build, files
/** The generated corpus as a site root (no config), reused when it was generated with the same N and seed. */
async function prepareSite(pages, seed, { generate }) {
  if (!existsSync(GEN_CORPUS)) fail(`the corpus generator is missing: ${GEN_CORPUS} (set DOCSGEN_GEN_CORPUS)`);
  const dir = path.join(WORK, `search-N${pages}`);
  const root = path.join(dir, 'site');
  const stamp = path.join(dir, 'corpus.json');
  const wanted = JSON.stringify({ pages, seed });
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
    if (!generate) fail(`--no-build: ${dir} holds no corpus of ${pages} pages (seed ${seed}); run once without --no-build`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    log(`generating ${pages} pages (seed ${seed})`);
    await run(process.execPath, [GEN_CORPUS, String(pages), path.join(root, 'content'), '--seed', String(seed)]);
    writeFileSync(stamp, wanted);
  }
  const content = path.join(root, 'content');
  const pagesList = walk(content)
    .map((f) => path.relative(content, f).split(path.sep).join('/'))
    .filter((f) => f.endsWith('.md'))
    .sort();
  return { dir, root, content, out: path.join(dir, 'out'), pages: pagesList };
}

/** The built HTML file of a corpus page ("cat/sub/slug.md" → out/cat/sub/slug/index.html, "index.md" → out/index.html). */
function htmlFileOf(site, page) {
  const url = page === 'index.md' ? '' : page.slice(0, -3);
  return [path.join(site.out, url, 'index.html'), path.join(site.out, `${url}.html`)].find((f) => existsSync(f));
}

/**
 * Every file the build writes for search: under out/assets/, a name starting with "search-" or a path inside a
 * "search" folder (the split index under way writes assets/search/…), scripts and styles excepted (search-*.js is
 * the search island's code, not data).
 */
function searchFiles(out) {
  const assets = path.join(out, 'assets');
  if (!existsSync(assets)) throw new Error(`no ${assets}: did the build run?`);
  return walk(assets)
    .map((file) => path.relative(assets, file).split(path.sep).join('/'))
    .filter((rel) => !/\.(m?js|css|map)$/.test(rel))
    .filter((rel) =>
      rel.split('/').some((segment, i, all) => segment.startsWith('search-') || (segment === 'search' && i < all.length - 1)),
    )
    .sort()
    .map((rel) => {
      const bytes = readFileSync(path.join(assets, rel));
      return { file: `assets/${rel}`, raw: bytes.length, gz: gz(bytes) };
    });
}

/**
 * The site's text, as this benchmark has always computed it: the contents of the index's records joined by newlines,
 * read from the single-file index (format version 1: { version: 1, records, terms }). Any other format gives null
 * (the HTML measure below then stands in): this benchmark must not follow the index format as it changes.
 */
function recordText(out) {
  const assets = path.join(out, 'assets');
  for (const name of readdirSync(assets).filter((n) => /^search-index-[\da-f]+\.json$/.test(n))) {
    let file;
    try {
      file = JSON.parse(readFileSync(path.join(assets, name), 'utf8'));
    } catch {
      continue;
    }
    if (file?.version !== 1 || !Array.isArray(file.records) || !Array.isArray(file.terms)) continue;
    const text = Buffer.from(file.records.map((record) => (typeof record === 'string' ? record : (record[4] ?? ''))).join('\n'));
    return {
      raw: text.length,
      gz: gz(text),
      from: `record contents of ${name} (format 1)`,
      records: file.records.length,
      terms: file.terms.length,
    };
  }
  return null;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (s) =>
  s.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (m, e) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e.toLowerCase()] ?? m),
  );

/**
 * The same text taken from the built pages, whatever the index format: in each corpus page's Markdown body
 * (`.dg-markdown` up to `</article>`), the paragraphs, list items and table cells, without code blocks, headings and
 * admonition titles (what cli/markdown/plugins/rehype-collect-sections.ts makes records of), joined by newlines.
 */
function htmlText(site) {
  const parts = [];
  let pages = 0;
  for (const page of site.pages) {
    const file = htmlFileOf(site, page);
    if (!file) continue;
    const html = readFileSync(file, 'utf8');
    const start = html.indexOf('class="dg-markdown"');
    if (start < 0) continue;
    const end = html.indexOf('</article>', start);
    pages++;
    const body = html
      .slice(html.indexOf('>', start) + 1, end < 0 ? undefined : end)
      .replace(/<pre[\s>][\s\S]*?<\/pre>/g, '\n')
      .replace(/<h([1-6])[\s>][\s\S]*?<\/h\1>/g, '\n')
      .replace(/<(\w+)[^>]*class="[^"]*dg-admonition__title[^"]*"[^>]*>[\s\S]*?<\/\1>/g, '\n')
      .replace(/<footer[\s>][\s\S]*$/, '')
      .replace(/<\/?(p|li|td|th|dd|dt|ul|ol|table|thead|tbody|tr|div|blockquote|section|aside|details|summary)(\s[^>]*)?>/g, '\n')
      .replace(/<[^>]+>/g, '');
    for (const line of decode(body).split('\n')) {
      const text = line.replace(/\s+/g, ' ').trim();
      if (text) parts.push(text);
    }
  }
  const text = Buffer.from(parts.join('\n'));
  return { raw: text.length, gz: gz(text), from: `p/li/td/th/dd/dt text of ${pages} built pages`, pages };
}

/** Markdown headings and titles of the corpus, for query words (never the index: its format is not ours to read). */
function corpusHeadings(site) {
  const headings = [];
  let text = '';
  for (const page of site.pages) {
    const md = readFileSync(path.join(site.content, page), 'utf8');
    text += md.toLowerCase();
    const title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(md);
    if (title) headings.push(title[1]);
    for (const m of md.matchAll(/^#{1,6}\s+(.+)$/gm)) headings.push(m[1]);
  }
  return { headings, text };
}

// ---------------------------------------------------------------- esbuild weights (the source, not the site)
/** Minified esbuild bundles of parts of the client, gzip -9: each is null-safe (a part that no longer builds says why). */
async function esbuildWeights() {
  const { build } = await import('esbuild');
  const weigh = async (label, options) => {
    try {
      const result = await build({
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: BROWSER_TARGETS,
        minify: true,
        write: false,
        legalComments: 'none',
        logLevel: 'silent',
        jsx: 'automatic',
        absWorkingDir: REPO,
        ...options,
      });
      const code = result.outputFiles[0].contents;
      return { label, raw: code.length, gz: gz(code) };
    } catch (error) {
      return { label, error: String(error.message).split('\n').slice(0, 3).join(' ') };
    }
  };
  const stdin = (contents) => ({ stdin: { contents, resolveDir: REPO, loader: 'ts' } });
  return {
    // React is shared with the other islands; algoliasearch is a chunk of its own, loaded only in Algolia mode, and
    // search-insights another, loaded only when Algolia Insights is on.
    modal: await weigh('modal chunk (client/search/modal-chunk.ts), React, algoliasearch and search-insights external', {
      entryPoints: [path.join(REPO, 'client/search/modal-chunk.ts')],
      external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'algoliasearch', 'algoliasearch/*', 'search-insights'],
    }),
    engine: await weigh('engine client (client/search/local-search-client.ts)', {
      entryPoints: [path.join(REPO, 'client/search/local-search-client.ts')],
    }),
    minisearch: await weigh('minisearch alone', stdin("export { default } from 'minisearch';")),
    autocomplete: await weigh(
      '@algolia/autocomplete-core alone',
      stdin("export { createAutocomplete } from '@algolia/autocomplete-core';"),
    ),
  };
}

// ---------------------------------------------------------------- the browser
/** Every request of a browser context, and a wait for the network to be quiet. */
function trackRequests(context) {
  const list = [];
  let inFlight = 0;
  let last = performance.now();
  context.on('request', (request) => {
    list.push(request);
    inFlight++;
    last = performance.now();
  });
  const done = () => {
    inFlight--;
    last = performance.now();
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  return {
    list,
    /** Resolves true once nothing has been in flight for `quietMs`, false after `maxMs`. */
    async idle(quietMs, maxMs = 15_000) {
      const start = performance.now();
      while (performance.now() - start < maxMs) {
        if (inFlight <= 0 && performance.now() - last >= quietMs) return true;
        await sleep(20);
      }
      return false;
    },
  };
}

/** Size and timing of one request: bytes on the wire (the response body as encoded), decoded, and gzip -9 of it. */
async function describe(request, base) {
  const url = request.url().startsWith(base) ? request.url().slice(base.length) : request.url();
  const entry = { url, type: request.resourceType(), method: request.method() };
  try {
    const response = await request.response();
    entry.status = response?.status() ?? null;
    entry.encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
    const sizes = await request.sizes();
    entry.wire = sizes.responseBodySize;
    const body = response ? await response.body() : Buffer.alloc(0);
    entry.raw = body.length;
    entry.gz = gz(body);
    entry.startEpochMs = request.timing().startTime;
  } catch (error) {
    entry.error = error.message.split('\n')[0];
  }
  return entry;
}

/** Installed in the page before Ctrl+K: marks on the page's own clock (performance.now()), from its own events. */
function installProbe() {
  const OPTION = '[role="dialog"] [role="listbox"] [role="option"]';
  const COMBOBOX = '[role="dialog"] [role="combobox"]';
  const marks = { timeOrigin: performance.timeOrigin };
  const visible = (el) => (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0);
  let resolveFirst;
  const first = new Promise((resolve) => {
    resolveFirst = resolve;
  });
  document.addEventListener(
    'keydown',
    (event) => {
      if (marks.ctrlK === undefined && event.ctrlKey && event.key.toLowerCase() === 'k') marks.ctrlK = event.timeStamp;
      else if (
        marks.ready !== undefined &&
        marks.firstKey === undefined &&
        event.key.length === 1 &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey
      ) {
        marks.firstKey = event.timeStamp;
      }
    },
    true,
  );
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (marks.ready === undefined && document.querySelector(COMBOBOX)) marks.ready = now;
    if (marks.firstKey === undefined || marks.firstOption !== undefined) return;
    const options = [...document.querySelectorAll(OPTION)];
    if (!options.some(visible)) return;
    marks.firstOption = now;
    marks.valueAtFirstOption = document.querySelector(COMBOBOX)?.value ?? null;
    marks.options = options.length;
    requestAnimationFrame(() => {
      marks.nextFrame = performance.now();
      observer.disconnect();
      resolveFirst();
    });
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  window.__searchBench = {
    marks,
    first: (timeoutMs) => Promise.race([first, new Promise((resolve) => setTimeout(resolve, timeoutMs))]).then(() => marks),
  };
}

/**
 * One cold run in a fresh context: open the page, wait for load (and a quiet network), Ctrl+K, wait for the modal's
 * combobox, type `word`; then every request made from Ctrl+K on, split at the first result. `then(page, requests)`
 * runs in the same page before the context closes.
 */
async function coldRun(browser, base, route, word, opts, then) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const network = trackRequests(context);
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const nav = await page.goto(base + route, { waitUntil: 'load' });
    if (nav?.status() !== 200) throw new Error(`${route} answered ${nav?.status()}`);
    await network.idle(300);
    const before = network.list.length;
    await page.evaluate(installProbe);
    await page.keyboard.press('Control+k');
    await page.waitForFunction(
      () => window.__searchBench.marks.ready !== undefined && document.activeElement?.getAttribute('role') === 'combobox',
      null,
      { timeout: opts.timeoutMs, polling: 'raf' },
    );
    await page.keyboard.type(word, { delay: opts.typeDelay });
    const marks = await page.evaluate((timeoutMs) => window.__searchBench.first(timeoutMs), opts.timeoutMs);
    if (marks.firstOption === undefined)
      throw new Error(
        `no result option within ${opts.timeoutMs / 1000} s of typing "${word}" (page errors: ${pageErrors.join('; ') || 'none'})`,
      );
    await network.idle(opts.settleMs, opts.timeoutMs);
    const firstEpoch = marks.timeOrigin + marks.firstOption;
    const requests = await Promise.all(network.list.slice(before).map((request) => describe(request, base)));
    for (const r of requests) r.beforeFirstResults = !(r.startEpochMs > firstEpoch);
    const result = {
      word,
      marks,
      pageErrors,
      modalReadyMs: marks.ready - marks.ctrlK,
      firstResultsMs: marks.firstOption - marks.firstKey,
      nextFrameMs: marks.nextFrame - marks.firstKey,
      requests,
    };
    if (then) result.followUp = await then(page, requests);
    return result;
  } finally {
    await context.close().catch(() => {});
  }
}

/** The scripts another island (the colour-mode button) needs when hovered: React and the shared hydration code. */
async function sharedRuntime(browser, base, route) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const network = trackRequests(context);
    await page.goto(base + route, { waitUntil: 'load' });
    await network.idle(300);
    const before = network.list.length;
    // The colour-mode button if it is there, else any other visible island.
    const colorMode = page.locator('[data-island="color-mode"]').filter({ visible: true });
    const island =
      (await colorMode.count()) > 0
        ? colorMode.first()
        : page.locator('[data-island]:not([data-island="search"]):not([data-island="search-page"])').filter({ visible: true }).first();
    if ((await island.count()) === 0) return { error: 'no other visible island on the page' };
    const name = await island.getAttribute('data-island');
    await island.hover({ timeout: 5_000 });
    await network.idle(500);
    const scripts = (await Promise.all(network.list.slice(before).map((request) => describe(request, base)))).filter(
      (r) => r.type === 'script',
    );
    return { island: name, scripts };
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  } finally {
    await context.close().catch(() => {});
  }
}

/** In the page: per query, clear the input, wait for no option, set the value, time until an option is visible. */
async function warmModalQueries({ queries, timeoutMs }) {
  const OPTION = '[role="dialog"] [role="listbox"] [role="option"]';
  const input = document.querySelector('[role="dialog"] [role="combobox"]');
  if (!input) return { error: 'no combobox in an open dialog' };
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const set = (value) => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const visible = (el) => (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0);
  const noOption = () => !document.querySelector(OPTION);
  const someOption = () => [...document.querySelectorAll(OPTION)].some(visible);
  const waitFor = (done) =>
    new Promise((resolve) => {
      if (done()) {
        resolve(performance.now());
        return;
      }
      const observer = new MutationObserver(() => {
        if (!done()) return;
        const now = performance.now();
        observer.disconnect();
        clearTimeout(timer);
        resolve(now);
      });
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      const timer = setTimeout(() => {
        observer.disconnect();
        resolve(null);
      }, timeoutMs);
    });
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const times = [];
  for (const query of queries) {
    set('');
    await waitFor(noOption);
    await frame();
    await frame();
    const start = performance.now();
    set(query);
    const shown = await waitFor(someOption);
    times.push(shown === null ? null : shown - start);
  }
  return { times };
}

/**
 * In the page: the engine alone, through the modal chunk's own client (the fetched script that exports
 * createSearchClient, given the search island's props; or, in older builds, createLocalSearchClient on its index URL):
 * a fresh client's first search (index from the HTTP cache), then every query twice, timing search() only.
 */
async function engineQueries({ urls, modalRequests }) {
  const root = document.querySelector('[data-island="search"]');
  let props;
  try {
    props = JSON.parse(root?.dataset.props ?? 'null');
  } catch {
    props = null;
  }
  if (!props?.indexUrl) return { error: 'the search island names no indexUrl (data-props)' };
  let module;
  let moduleUrl;
  for (const url of urls) {
    try {
      const candidate = await import(url);
      if (typeof candidate.createSearchClient === 'function' || typeof candidate.createLocalSearchClient === 'function') {
        module = candidate;
        moduleUrl = url;
        break;
      }
    } catch {
      /* not a module we can use */
    }
  }
  if (!module) return { error: 'no script fetched for search exports createSearchClient or createLocalSearchClient' };
  try {
    // As the search island does: the client its props name (createSearchClient), or the offline client on the index URL.
    const client =
      typeof module.createSearchClient === 'function'
        ? module.createSearchClient(props)
        : module.createLocalSearchClient({ indexUrl: props.indexUrl });
    // The modal's request for each query, made in Node; the index is the one the island names, as in the modal.
    const ask = (request) => client.search({ requests: [{ ...request, indexName: props.indexName ?? request.indexName }] });
    let start = performance.now();
    await ask(modalRequests[0]);
    const firstMs = performance.now() - start;
    const pass = async () => {
      const times = [];
      const hits = [];
      for (const request of modalRequests) {
        start = performance.now();
        const { results } = await ask(request);
        times.push(performance.now() - start);
        hits.push(results?.[0]?.nbHits ?? 0);
      }
      return { times, hits };
    };
    const firstPass = await pass();
    const warm = await pass();
    return { moduleUrl, firstMs, firstPass: firstPass.times, warm: warm.times, hits: warm.hits };
  } catch (error) {
    return { error: `creating the client or searching failed: ${error?.message ?? error}` };
  }
}

async function browserMeasures(site, route, words, queries, opts) {
  const modalRequest = await loadModalRequest('search-request');
  const server = await startServer(site.out);
  let browser;
  try {
    browser = await launchChromium();
    const version = browser.version();
    log(`serving ${site.out} at ${server.url} (pid ${server.child.pid}); Chromium ${version}; page ${route}`);
    const warmups = [];
    for (let i = 0; i < opts.warmup; i++) {
      const word = words[words.length - 1 - (i % words.length)];
      log(`warm-up run ${i + 1}/${opts.warmup} ("${word}"; fills the server's compression cache; not counted)`);
      const r = await coldRun(browser, server.url, route, word, opts);
      log(`  first result ${ms(r.firstResultsMs)} after the first keystroke`);
      warmups.push(summarizeRun(r));
    }
    const runs = [];
    let warm;
    for (let i = 0; i < opts.runs; i++) {
      const word = words[i % words.length];
      log(`cold run ${i + 1}/${opts.runs}: fresh context, Ctrl+K, type "${word}"`);
      const then =
        i > 0
          ? undefined
          : async (page, requests) => {
              log(`  warm queries in the open modal (${queries.length})`);
              const failed = (error) => ({ error: error.message.split('\n')[0] });
              const modal = await page.evaluate(warmModalQueries, { queries, timeoutMs: 5_000 }).catch(failed);
              // The same queries again: every file they need is loaded, so what is left is the modal's own time.
              log(`  the same queries again in the modal (their files loaded)`);
              const modalAgain = await page.evaluate(warmModalQueries, { queries, timeoutMs: 5_000 }).catch(failed);
              const scripts = requests.filter((r) => r.type === 'script').map((r) => (r.url.startsWith('/') ? server.url + r.url : r.url));
              log(`  the engine alone (${queries.length} queries, twice)`);
              const modalRequests = queries.map(modalRequest);
              const engine = await page.evaluate(engineQueries, { urls: scripts, modalRequests }).catch(failed);
              return { modal, modalAgain, engine };
            };
      const r = await coldRun(browser, server.url, route, word, opts, then);
      if (r.followUp) warm = r.followUp;
      runs.push(summarizeRun(r));
      const s = runs[runs.length - 1];
      log(
        `  modal ready ${ms(s.modalReadyMs)} after Ctrl+K; first result ${ms(s.firstResultsMs)} after the first keystroke (input "${s.valueAtFirstOption}"); ` +
          `${kb(s.total.gz)} gz -9 in ${s.total.files} requests (${kb(s.total.wire)} on the wire)`,
      );
    }
    log('the shared island runtime: scripts another island loads when hovered');
    const shared = await sharedRuntime(browser, server.url, route);
    return { chromium: version, url: server.url, warmups, runs, warm, shared };
  } finally {
    if (browser) await browser.close().catch(() => {});
    await stop(server.child);
  }
}

/** Bytes of a run's requests up to the first result: all, scripts, data (the rest), on the wire, decoded, gzip -9. */
function summarizeRun(r) {
  const upTo = r.requests.filter((q) => q.beforeFirstResults);
  const after = r.requests.filter((q) => !q.beforeFirstResults);
  const totals = (list) => ({ files: list.length, wire: sum(list, 'wire'), raw: sum(list, 'raw'), gz: sum(list, 'gz') });
  return {
    word: r.word,
    modalReadyMs: r.modalReadyMs,
    firstResultsMs: r.firstResultsMs,
    nextFrameMs: r.nextFrameMs,
    valueAtFirstOption: r.marks.valueAtFirstOption,
    options: r.marks.options,
    pageErrors: r.pageErrors,
    total: totals(upTo),
    js: totals(upTo.filter((q) => q.type === 'script')),
    data: totals(upTo.filter((q) => q.type !== 'script')),
    requests: upTo.map(({ startEpochMs, beforeFirstResults, ...rest }) => rest),
    after: after.map(({ startEpochMs, beforeFirstResults, ...rest }) => rest),
  };
}

// ---------------------------------------------------------------- main
async function main() {
  const opts = options(process.argv.slice(2));
  mkdirSync(WORK, { recursive: true });
  const loadStart = load();
  log(`load average ${loadStart} on ${availableParallelism()} CPUs`);
  if (opts.buildCli) {
    log('rebuilding dist/ from the TypeScript sources (--skip-build-cli to use dist/ as is)');
    await run(process.execPath, [path.join(REPO, 'scripts/build-cli.mjs')]);
  }
  const site = await prepareSite(opts.pages, opts.seed, { generate: opts.build });
  let buildS = null;
  let searchLine = '(not built: --no-build)';
  if (opts.build) {
    log(`building the site (${opts.pages} pages)`);
    rmSync(site.out, { recursive: true, force: true }); // only this build's files are counted
    const started = performance.now();
    const { stdout, stderr } = await run(process.execPath, [BIN, 'build', site.root, '--out', site.out]);
    buildS = (performance.now() - started) / 1000;
    searchLine =
      `${stdout}\n${stderr}`
        .split('\n')
        .find((line) => /^\s+search\s/.test(line))
        ?.trim() ?? '(no search stage line)';
  } else if (!existsSync(path.join(site.out, 'index.html'))) {
    fail(`--no-build: nothing built in ${site.out}`);
  }

  log('weighing the search files and the site text');
  const files = searchFiles(site.out);
  if (!files.length) throw new Error(`no search files under ${site.out}/assets: does the build have its search stage?`);
  const index = {
    files: files.length,
    raw: sum(files, 'raw'),
    gz: sum(files, 'gz'),
    largest: [...files].sort((a, b) => b.raw - a.raw).slice(0, 5),
  };
  // The split index (format 2): what ranks (the entry file and the term shards) is loaded by word; the page fragments
  // hold the pages' text and are loaded only for the pages a query shows, and packs (format 8) hold copies of some of
  // them, a word's best pages in one file. The size aim is about the first part.
  const fragments = files.filter((f) => /\/search\/p-[^/]+$/.test(f.file));
  const packs = files.filter((f) => /\/search\/k-[^/]+$/.test(f.file));
  const ranking = files.filter((f) => !fragments.includes(f) && !packs.includes(f));
  index.ranking = { files: ranking.length, raw: sum(ranking, 'raw'), gz: sum(ranking, 'gz') };
  index.fragments = { files: fragments.length, raw: sum(fragments, 'raw'), gz: sum(fragments, 'gz') };
  index.packs = { files: packs.length, raw: sum(packs, 'raw'), gz: sum(packs, 'gz') };
  const textFromHtml = htmlText(site);
  const textFromRecords = recordText(site.out);
  const text = textFromRecords ?? textFromHtml;

  const corpus = corpusHeadings(site);
  const words = COLD_WORDS.filter((word) => corpus.text.includes(word));
  for (const word of COLD_WORDS.filter((w) => !words.includes(w)))
    log(`warning: "${word}" is not in the corpus; left out of the cold runs`);
  if (!words.length) throw new Error('none of the cold-run words is in the corpus');
  const queries = makeQueries(corpus.headings, opts.queries, opts.seed);
  const guides = site.pages.filter((p) => p.startsWith('guias/'));
  const docPages = guides.length ? guides : site.pages.filter((p) => p !== 'index.md');
  const route = `/${docPages[Math.floor(docPages.length / 2)].slice(0, -3)}`;

  log('esbuild weights of the modal and the engine (from the sources)');
  const esbuild = await esbuildWeights();

  const browser = await browserMeasures(site, route, words, queries, opts);
  const result = {
    date: new Date().toISOString(),
    pages: opts.pages,
    seed: opts.seed,
    node: process.version,
    cpus: availableParallelism(),
    loadAverage: { start: loadStart, end: load() },
    options: { runs: opts.runs, warmup: opts.warmup, queries: opts.queries, typeDelayMs: opts.typeDelay, settleMs: opts.settleMs },
    buildS,
    searchLine,
    route,
    index,
    searchFiles: files,
    text,
    textFromHtml,
    textFromRecords,
    indexShare: index.gz / text.gz,
    rankingShare: index.ranking.gz / text.gz,
    esbuild,
    ...summarizeBrowser(browser, queries),
    sampleQueries: queries.slice(0, 8),
  };
  console.log(opts.json ? JSON.stringify(result, null, 2) : table(result));
}

/** Medians over the runs, warm percentiles, and the JS split into the shared runtime and the rest. */
function summarizeBrowser(b, queries) {
  const runs = b.runs;
  const first = runs[0];
  const sharedUrls = new Set((b.shared.scripts ?? []).map((s) => s.url));
  const scripts = first.requests.filter((r) => r.type === 'script');
  const own = scripts.filter((s) => !sharedUrls.has(s.url));
  const shared = scripts.filter((s) => sharedUrls.has(s.url));
  const totals = (list) => ({ files: list.length, wire: sum(list, 'wire'), raw: sum(list, 'raw'), gz: sum(list, 'gz') });
  const pct = (xs) => {
    const sorted = xs.filter((x) => x !== null && x !== undefined).sort((a, c) => a - c);
    return sorted.length
      ? { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] }
      : null;
  };
  const modalTimes = b.warm?.modal?.times ?? [];
  const modalAgainTimes = b.warm?.modalAgain?.times ?? [];
  const engine = b.warm?.engine ?? { error: 'not run' };
  const slowestOf = (times) =>
    times
      .map((t, i) => ({ query: queries[i], ms: t }))
      .filter((x) => x.ms !== null)
      .sort((a, c) => c.ms - a.ms)
      .slice(0, 5);
  return {
    chromium: b.chromium,
    encodings: [...new Set(runs.flatMap((r) => r.requests.map((q) => q.encoding)).filter(Boolean))],
    cold: {
      runs: runs.length,
      modalReadyMs: runs.map((r) => r.modalReadyMs),
      firstResultsMs: runs.map((r) => r.firstResultsMs),
      nextFrameMs: runs.map((r) => r.nextFrameMs),
      download: {
        total: {
          gz: runs.map((r) => r.total.gz),
          wire: runs.map((r) => r.total.wire),
          raw: runs.map((r) => r.total.raw),
          files: runs.map((r) => r.total.files),
        },
        js: {
          gz: runs.map((r) => r.js.gz),
          wire: runs.map((r) => r.js.wire),
          raw: runs.map((r) => r.js.raw),
          files: runs.map((r) => r.js.files),
        },
        data: {
          gz: runs.map((r) => r.data.gz),
          wire: runs.map((r) => r.data.wire),
          raw: runs.map((r) => r.data.raw),
          files: runs.map((r) => r.data.files),
        },
      },
      perRun: runs,
      warmups: b.warmups,
    },
    chunks: {
      all: totals(scripts),
      shared: totals(shared),
      own: totals(own),
      sharedIsland: b.shared.island ?? null,
      sharedError: b.shared.error ?? null,
      files: scripts.map((s) => ({ url: s.url, raw: s.raw, gz: s.gz, wire: s.wire, shared: sharedUrls.has(s.url) })),
    },
    warmModal: {
      ...pct(modalTimes),
      missed: modalTimes.filter((t) => t === null).length,
      missedQueries: queries.filter((_, i) => modalTimes[i] === null),
      error: b.warm?.modal?.error,
      slowest: slowestOf(modalTimes),
    },
    warmModalAgain: { ...pct(modalAgainTimes), error: b.warm?.modalAgain?.error },
    engine: engine.error
      ? { error: engine.error }
      : {
          module: engine.moduleUrl?.replace(b.url, ''),
          firstMs: engine.firstMs,
          warm: pct(engine.warm),
          firstPass: pct(engine.firstPass),
          meanHits: sum(engine.hits) / engine.hits.length,
          slowest: slowestOf(engine.warm),
          noHits: [...new Set(queries.filter((_, i) => engine.hits[i] === 0))],
        },
  };
}

/**
 * Requests as lines: scripts one by one; other files one by one too, unless more than 3 share a name pattern
 * (the hash replaced by *), then one line per pattern with the count and the summed sizes.
 */
function requestLines(list, sharedUrls = new Set()) {
  const patternOf = (q) => (q.type === 'script' ? q.url : q.url.replace(/-[A-Za-z0-9_]{6,}(\.\w+)$/, '-*$1'));
  const groups = new Map();
  for (const q of list) {
    const key = patternOf(q);
    groups.set(key, [...(groups.get(key) ?? []), q]);
  }
  const lines = [];
  for (const [pattern, qs] of groups) {
    const single = qs.length <= 3 ? qs : null;
    for (const q of single ?? []) {
      lines.push(
        `${q.type.padEnd(6)} ${String(q.status).padEnd(3)} ${q.url}  ${kb(q.raw ?? 0)} raw, ${kb(q.gz ?? 0)} gz, ${kb(q.wire ?? 0)} wire (${q.encoding})` +
          `${sharedUrls.has(q.url) ? '  [shared runtime]' : ''}${q.error ? `  error: ${q.error}` : ''}`,
      );
    }
    if (single) continue;
    const statuses = [...new Set(qs.map((q) => q.status))].join('/');
    const encodings = [...new Set(qs.map((q) => q.encoding))].join('/');
    lines.push(
      `${qs[0].type.padEnd(6)} ${statuses.padEnd(3)} ${pattern} × ${qs.length}  ${kb(sum(qs, 'raw'))} raw, ${kb(sum(qs, 'gz'))} gz, ${kb(sum(qs, 'wire'))} wire (${encodings}); ` +
        `each ${kb(Math.min(...qs.map((q) => q.wire ?? 0)))}–${kb(Math.max(...qs.map((q) => q.wire ?? 0)))} wire`,
    );
  }
  return lines;
}

function table(r) {
  const out = [];
  const row = (a, b, c = '', d = '') => out.push(`| ${a} | ${b} | ${c} | ${d} |`);
  const yes = (ok) => (ok ? 'yes' : '**NO**');
  const c = r.cold;
  const d = c.download;
  const at5000 = r.pages === AIMS.downloadGzBytes.atPages;
  const kbs = (xs) => mm(xs, kb);
  const mss = (xs) => mm(xs, (x) => ms(x));
  out.push(
    `docsgen search benchmark: N=${r.pages} pages (seed ${r.seed}); node ${r.node}, Chromium ${r.chromium} headless; ${r.cpus} CPUs, ` +
      `load average ${r.loadAverage.start} at start, ${r.loadAverage.end} at end`,
  );
  out.push(`build: ${r.buildS === null ? 'not run (--no-build)' : `${r.buildS.toFixed(1)} s`}; search stage: ${r.searchLine}`);
  out.push(
    `browser: ${r.route} from docsgen serve on 127.0.0.1 (Content-Encoding: ${r.encodings.join(', ')}); ${c.runs} cold runs, each in a fresh context ` +
      `(after ${c.warmups.length} uncounted warm-up run${c.warmups.length === 1 ? '' : 's'}: the server compresses each file on its first request); ` +
      `typing ${r.options.typeDelayMs} ms per key; times on the page's clock (performance.now, from the keydown event to a MutationObserver)`,
  );
  out.push('');
  row('measure', 'value: median (min–max) over the runs', 'aim', 'met');
  row('---', '---', '---', '---');
  row(`site text (${r.text.from})`, `${kb(r.text.raw)} raw, ${kb(r.text.gz)} gz`);
  if (r.textFromRecords)
    row(`  the same from the built HTML (${r.textFromHtml.from})`, `${kb(r.textFromHtml.raw)} raw, ${kb(r.textFromHtml.gz)} gz`);
  row(
    `search files written (${r.index.files}: ${
      r.searchFiles.length <= 3
        ? r.searchFiles.map((f) => f.file).join(', ')
        : `${r.searchFiles
            .slice(0, 2)
            .map((f) => f.file)
            .join(', ')}, …`
    })`,
    `${kb(r.index.raw)} raw, ${kb(r.index.gz)} gz -9 (each file)`,
  );
  row(
    '  search files gz / site text gz',
    `${(r.indexShare * 100).toFixed(0)} %`,
    r.index.fragments.files ? '' : AIMS.indexShare.label,
    r.index.fragments.files ? '' : yes(r.indexShare <= AIMS.indexShare.value),
  );
  if (r.index.fragments.files) {
    row(
      `  what ranks: entry file + term shards (${r.index.ranking.files} files)`,
      `${kb(r.index.ranking.raw)} raw, ${kb(r.index.ranking.gz)} gz = ${(r.rankingShare * 100).toFixed(0)} % of the text gz`,
      AIMS.indexShare.label,
      yes(r.rankingShare <= AIMS.indexShare.value),
    );
    row(
      `  what hits show: page fragments (${r.index.fragments.files} files, loaded only for the pages a query shows)`,
      `${kb(r.index.fragments.raw)} raw, ${kb(r.index.fragments.gz)} gz`,
    );
    if (r.index.packs?.files) {
      row(
        `  the same again in packs (${r.index.packs.files} files: copies of a word's best pages' fragments, one file a word)`,
        `${kb(r.index.packs.raw)} raw, ${kb(r.index.packs.gz)} gz`,
      );
    }
  }
  row('Ctrl+K → modal ready (combobox in a dialog), cold', mss(c.modalReadyMs));
  const firstMedian = median(c.firstResultsMs);
  row(
    'first keystroke → first result option visible, cold',
    mss(c.firstResultsMs),
    AIMS.firstResultsMs.label,
    yes(firstMedian <= AIMS.firstResultsMs.value),
  );
  row('  … → the next animation frame', mss(c.nextFrameMs));
  const downloadGz = median(d.total.gz);
  row(
    'first query downloads, Ctrl+K → first result, all requests (gzip -9 of the bodies)',
    `${kbs(d.total.gz)} in ${mm(d.total.files, String)} requests`,
    AIMS.downloadGzBytes.label,
    at5000 ? yes(downloadGz <= AIMS.downloadGzBytes.value) : 'judged at 5000',
  );
  row('  the same on the wire (response bodies as sent)', kbs(d.total.wire));
  row('  JS (island, React, modal, engine): gz -9 / wire', `${kbs(d.js.gz)} / ${kbs(d.js.wire)} in ${mm(d.js.files, String)} files`);
  row(
    '  data (search files; anything not a script): gz -9 / wire',
    `${kbs(d.data.gz)} / ${kbs(d.data.wire)} in ${mm(d.data.files, String)} files; raw ${kbs(d.data.raw)}`,
  );
  const wm = r.warmModal;
  if (wm.p50 !== undefined) {
    row(
      `warm query in the open modal: input value set → first option visible (autocomplete + engine, with any index file not yet loaded, + React render), ${wm.n} queries`,
      `p50 ${ms(wm.p50)}, p95 ${ms(wm.p95)}, max ${ms(wm.max)}${wm.missed ? `; ${wm.missed} without a result in 5 s` : ''}`,
      AIMS.warmModalP95Ms.label,
      yes(wm.p95 <= AIMS.warmModalP95Ms.value),
    );
  } else row('warm query in the open modal', `not measured: ${wm.error ?? 'no result'}`);
  const again = r.warmModalAgain;
  if (again?.p50 !== undefined) {
    row(
      `  the same queries again (every index file they need loaded: the modal's own time, autocomplete + engine + React)`,
      `p50 ${ms(again.p50)}, p95 ${ms(again.p95)}, max ${ms(again.max)}`,
      '',
      '',
    );
  }
  const e = r.engine;
  if (!e.error) {
    row(
      `warm query, the engine alone in Chromium: search() of a client made by the modal chunk, ${e.warm.n} queries`,
      `p50 ${ms(e.warm.p50)}, p95 ${ms(e.warm.p95)}, max ${ms(e.warm.max)}`,
      AIMS.warmP95Ms.label,
      yes(e.warm.p95 <= AIMS.warmP95Ms.value),
    );
    row(
      '  the same queries the first time (a fresh client, after its first search)',
      `p50 ${ms(e.firstPass.p50)}, p95 ${ms(e.firstPass.p95)}, max ${ms(e.firstPass.max)}`,
    );
    row("  a fresh client's first search (index from the HTTP cache: load + parse + answer)", ms(e.firstMs));
  } else row('warm query, the engine alone in Chromium', `not measured: ${e.error}`);
  const ch = r.chunks;
  row(
    `JS fetched Ctrl+K → first result (${ch.all.files} files, run 1)`,
    `${kb(ch.all.gz)} gz -9, ${kb(ch.all.raw)} raw, ${kb(ch.all.wire)} wire`,
  );
  if (!ch.sharedError) {
    row(
      `  shared island runtime: also loaded by hovering the ${ch.sharedIsland} island (React, hydration) (${ch.shared.files} files)`,
      `${kb(ch.shared.gz)} gz -9, ${kb(ch.shared.raw)} raw`,
    );
    row(
      `  the rest: search island + modal + engine, without React (${ch.own.files} files)`,
      `${kb(ch.own.gz)} gz -9, ${kb(ch.own.raw)} raw`,
      AIMS.modalGzBytes.label,
      yes(ch.own.gz <= AIMS.modalGzBytes.value),
    );
  } else row('  shared island runtime', `not measured: ${ch.sharedError}`);
  for (const w of [r.esbuild.modal, r.esbuild.engine, r.esbuild.minisearch, r.esbuild.autocomplete]) {
    const isModal = w === r.esbuild.modal;
    row(
      `esbuild, minified: ${w.label}`,
      w.error ? `does not build: ${w.error}` : `${kb(w.gz)} gz -9, ${kb(w.raw)} raw`,
      isModal ? AIMS.modalGzBytes.label : '',
      isModal && !w.error ? yes(w.gz <= AIMS.modalGzBytes.value) : '',
    );
  }
  out.push('');
  out.push('cold runs:');
  for (const [i, s] of c.perRun.entries()) {
    out.push(
      `  ${i + 1}. "${s.word}": modal ready ${ms(s.modalReadyMs)}, first result ${ms(s.firstResultsMs)} (input then "${s.valueAtFirstOption}", ${s.options} options); ` +
        `${kb(s.total.gz)} gz -9 / ${kb(s.total.wire)} wire in ${s.total.files} requests (JS ${kb(s.js.gz)}, data ${kb(s.data.gz)})` +
        `${s.after.length ? `; then ${s.after.length} more request(s) as typing went on (${kb(sum(s.after, 'gz'))} gz -9, ${kb(sum(s.after, 'wire'))} wire)` : ''}` +
        `${s.pageErrors.length ? `; page errors: ${s.pageErrors.join('; ')}` : ''}`,
    );
  }
  for (const s of c.warmups) out.push(`  warm-up (not counted) "${s.word}": first result ${ms(s.firstResultsMs)}`);
  out.push(`requests of cold run 1, Ctrl+K → first result (wire = body as sent; gz = gzip -9 of the decoded body):`);
  const sharedUrls = new Set(ch.files.filter((f) => f.shared).map((f) => f.url));
  out.push(...requestLines(c.perRun[0].requests, sharedUrls).map((line) => `  ${line}`));
  if (c.perRun[0].after.length) {
    out.push('  then, after the first result, as typing went on:');
    out.push(...requestLines(c.perRun[0].after, sharedUrls).map((line) => `    ${line}`));
  }
  out.push(
    `search files on disk: ${r.searchFiles.length > 6 ? `${r.index.files} files, largest: ` : ''}${(r.searchFiles.length > 6 ? r.index.largest : r.searchFiles).map((f) => `${f.file} ${kb(f.raw)} (${kb(f.gz)} gz)`).join(', ')}`,
  );
  if (!e.error) {
    out.push(
      `engine alone: ${e.module}; mean hits per query ${e.meanHits.toFixed(0)}; slowest warm: ${e.slowest.map((t) => `${JSON.stringify(t.query)} ${ms(t.ms)}`).join(', ')}`,
    );
    if (e.noHits.length) out.push(`engine alone, queries with no hits: ${e.noHits.map((q) => JSON.stringify(q)).join(', ')}`);
  }
  if (wm.slowest?.length) out.push(`modal, slowest warm: ${wm.slowest.map((t) => `${JSON.stringify(t.query)} ${ms(t.ms)}`).join(', ')}`);
  if (wm.missedQueries?.length)
    out.push(`modal, no option within 5 s (no hits, or too slow): ${wm.missedQueries.map((q) => JSON.stringify(q)).join(', ')}`);
  out.push(`sample queries: ${r.sampleQueries.map((q) => JSON.stringify(q)).join(', ')}`);
  return out.join('\n');
}

main().catch((error) => {
  console.error(`bench/search: ${error.stack ?? error.message}`);
  stopChildren();
  process.exit(1);
});
