#!/usr/bin/env node
// docsgen's offline search engine beside Pagefind (issue 15), on the same records, served by the same server, driven
// in one Chromium run: index build time, files, the first query's bytes, keystroke → first result, warm latency and
// top-10 agreement with a full BM25 ranking. A markdown table per site on stdout (or --json), progress on stderr.
// See bench/README.md.
//
//   node bench/search-engines.mjs [--pages 5000] [--sites corpus,coins] [--runs 10] [--queries 200] [--seed 42]
//                                 [--type-delay 100] [--settle-ms 1000] [--json] [--skip-build-cli] [--no-build]
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { walk } from './lib/files.mjs';
import { BENCH_SEARCHER, corpusHeadings, makeQueries } from './lib/search-queries.mjs';
import { builtSiteFetch, loadOfflineEngine } from './lib/offline-engine.mjs';
import { parseArgs, usageError, wholeNumber } from './lib/args.mjs';
import { gz, kb, median, spread } from './lib/figures.mjs';
import { BIN, GEN_CORPUS, REPO, WORK } from './lib/paths.mjs';
import { launchChromium, run, startServer, stop, stopChildren } from './lib/processes.mjs';

const NAME = 'bench/search-engines';
/** esbuild targets of the client bundle (cli/bundle/bundle-client.ts). */
const BROWSER_TARGETS = ['es2020', 'chrome100', 'firefox100', 'safari15'];

/**
 * Per site: words typed in the cold runs (bench/search.mjs's COLD_WORDS for the corpus), and the quality queries
 * (bench/search-quality.mjs's for the corpus) with the accent cases: [typed, what the reader means]. A query typed
 * without its accents is judged against the ranking of the accented word: a reader typing "autenticacao" wants the
 * pages about "autenticação".
 */
const SITES = {
  corpus: {
    cold: ['webhook', 'pagamento', 'servidor', 'autenticação', 'cluster', 'credencial', 'gateway', 'réplica', 'migração', 'token'],
    prefixes: ['c', 'co'],
    quality: [
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
      'migração',
      'réplica',
    ],
    accents: [
      ['autenticacao', 'autenticação'],
      ['configuracao', 'configuração'],
      ['migracao', 'migração'],
      ['replica', 'réplica'],
      ['versao', 'versão'],
    ],
  },
  coins: {
    cold: ['pessoa', 'chave', 'sandbox', 'conta', 'saldo', 'resgate', 'webhook', 'idempotência', 'paginação', 'autenticação'],
    prefixes: ['c', 'co'],
    quality: [
      'pessoa',
      'chave de api',
      'sandbox',
      'saldo',
      'resgate',
      'webhook',
      'erro',
      'limite',
      'idempotência',
      'paginação',
      'autenticação',
      'extrato',
      'cpf',
      'pont',
      'transação',
    ],
    accents: [
      ['autenticacao', 'autenticação'],
      ['idempotencia', 'idempotência'],
      ['paginacao', 'paginação'],
      ['transacao', 'transação'],
    ],
  },
};

function options(argv) {
  const whole = (flag, value, min) => wholeNumber(NAME, flag, value, min);
  return parseArgs(argv, {
    name: NAME,
    help: { script: import.meta.url, lines: 8 },
    defaults: {
      pages: 5000,
      sites: ['corpus', 'coins'],
      runs: 10,
      queries: 200,
      seed: 42,
      typeDelay: 100,
      settleMs: 1000,
      timeoutMs: 30_000,
      json: false,
      buildCli: true,
      build: true,
    },
    flags: {
      '--pages': (o, v) => {
        o.pages = whole('--pages', v());
      },
      '--sites': (o, v) => {
        o.sites = String(v() ?? '')
          .split(',')
          .filter(Boolean);
        for (const s of o.sites) if (!SITES[s]) usageError(NAME, `--sites: unknown site "${s}" (corpus, coins)`);
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
}

const log = (line) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const ms = (x) => (x === null || x === undefined || Number.isNaN(x) ? '—' : `${x.toFixed(x < 10 ? 2 : 0)} ms`);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (t) => new Promise((resolve) => setTimeout(resolve, t));
const sum = (xs, key) => xs.reduce((s, x) => s + (key ? (x[key] ?? 0) : x), 0);
const mm = (xs, fmt) => (xs.length ? `${fmt(median(xs))}${spread(xs, fmt)}` : '—');
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const escapeHtml = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
/** A result's page: its URL without anchor, query, "index.html" or trailing slash. */
const pageOf = (url) => {
  const p = String(url)
    .split('#')[0]
    .split('?')[0]
    .replace(/index\.html$/, '')
    .replace(/\.html$/, '');
  return p.length > 1 ? p.replace(/\/$/, '') : p;
};
const distinct = (urls) => [...new Set(urls.map(pageOf))];

// ---------------------------------------------------------------- sites and builds
async function prepareSite(name, opts) {
  if (name === 'coins') {
    const dir = path.join(WORK, 'engines-coins');
    return {
      name,
      label: 'Coins site (repository root)',
      dir,
      root: REPO,
      content: path.join(REPO, 'content'),
      out: path.join(dir, 'out'),
    };
  }
  const dir = path.join(WORK, `engines-N${opts.pages}`);
  const root = path.join(dir, 'site');
  const stamp = path.join(dir, 'corpus.json');
  const wanted = JSON.stringify({ pages: opts.pages, seed: opts.seed });
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== wanted) {
    if (!opts.build) usageError(NAME, `--no-build: ${dir} holds no corpus of ${opts.pages} pages (seed ${opts.seed})`);
    if (!existsSync(GEN_CORPUS)) usageError(NAME, `the corpus generator is missing: ${GEN_CORPUS} (set DOCSGEN_GEN_CORPUS)`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    log(`generating ${opts.pages} pages (seed ${opts.seed})`);
    await run(process.execPath, [GEN_CORPUS, String(opts.pages), path.join(root, 'content'), '--seed', String(opts.seed)]);
    writeFileSync(stamp, wanted);
  }
  return {
    name,
    label: `generated corpus, ${opts.pages} pages (seed ${opts.seed})`,
    dir,
    root,
    content: path.join(root, 'content'),
    out: path.join(dir, 'out'),
  };
}

/** docsgen build, cold; our index's time from the search stage line (pages prepared + index built, in its thread). */
async function buildSite(site) {
  rmSync(site.out, { recursive: true, force: true });
  const started = performance.now();
  const { stdout, stderr } = await run(process.execPath, [BIN, 'build', site.root, '--out', site.out, '--no-cache']);
  const buildS = (performance.now() - started) / 1000;
  const searchLine =
    `${stdout}\n${stderr}`
      .split('\n')
      .find((line) => /^\s+search\s/.test(line))
      ?.trim() ?? '';
  writeFileSync(path.join(site.dir, 'search-line.txt'), `${searchLine}\n${buildS}\n`);
  return { buildS, searchLine };
}

function stageTimes(searchLine) {
  const toMs = (value, unit) => Number(value) * (unit === 's' ? 1000 : 1);
  const prepared = /pages prepared in ([\d.]+) (ms|s)/.exec(searchLine);
  const built = /index built in ([\d.]+) (ms|s)/.exec(searchLine);
  return {
    preparedMs: prepared ? toMs(prepared[1], prepared[2]) : null,
    builtMs: built ? toMs(built[1], built[2]) : null,
  };
}

// ---------------------------------------------------------------- the records (read through the format's own helpers)
async function formatHelpers() {
  const { build } = await import('esbuild');
  const outfile = path.join(WORK, 'search-engines-format.mjs');
  await build({
    stdin: {
      contents:
        "export { SEARCH_ENTRY, SEARCH_FILES_DIR, fragmentFile, fragmentRecords, recordHeading } from './shared/search-index/format.ts';",
      resolveDir: REPO,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'error',
  });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}

/** Every page of our index with its records: route, language, title and, per record, its level, heading, text, anchor. */
function readPages(out, format) {
  const entry = JSON.parse(readFileSync(path.join(out, format.SEARCH_ENTRY), 'utf8'));
  const folder = path.dirname(path.join(out, format.SEARCH_ENTRY));
  return Array.from({ length: entry.pageCount }, (_, page) => {
    const fragment = JSON.parse(readFileSync(path.join(folder, 'search', format.fragmentFile(entry.pageBlocks, page)), 'utf8'));
    const records = format.fragmentRecords(fragment).map((record) => ({
      level: record.level,
      anchor: record.anchor,
      heading: format.recordHeading(fragment, record),
      content: record.content,
    }));
    const title = records.find((r) => r.level === 1)?.heading ?? fragment.headings[fragment.hierarchies[0]?.[1] ?? -1] ?? fragment.route;
    return { route: fragment.route, language: fragment.language, title, records };
  });
}

/**
 * The page as Pagefind reads it, made from our records: the title as <h1>, each heading record as <h2>–<h6> with
 * its anchor as id (Pagefind's sub-results), each paragraph record as <p>. The same text both engines index.
 */
function pageHtml(page) {
  const parts = [
    `<!doctype html><html lang="${escapeHtml(page.language)}"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title></head><body>`,
  ];
  let titled = false;
  for (const r of page.records) {
    if (r.level === 1) {
      if (!titled) parts.push(`<h1>${escapeHtml(r.heading ?? page.title)}</h1>`);
      titled = true;
    } else if (r.level >= 2)
      parts.push(`<h${r.level}${r.anchor ? ` id="${escapeHtml(r.anchor)}"` : ''}>${escapeHtml(r.heading ?? '')}</h${r.level}>`);
    else if (r.content) parts.push(`<p>${escapeHtml(r.content)}</p>`);
  }
  if (!titled) parts.splice(1, 0, `<h1>${escapeHtml(page.title)}</h1>`);
  parts.push('</body></html>');
  return parts.join('');
}

/** Pagefind's Node API: a new index, every page added as HTML, the files written under out/pagefind. Timed by phase. */
async function pagefindIndex(pages, out) {
  const pagefind = await import('pagefind');
  const target = path.join(out, 'pagefind');
  rmSync(target, { recursive: true, force: true });
  const t0 = performance.now();
  const html = pages.map((page) => ({ url: page.route, content: pageHtml(page) }));
  const t1 = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'pt' });
  if (!index) throw new Error(`pagefind.createIndex: ${errors.join('; ')}`);
  const t2 = performance.now();
  const failures = [];
  // Added a batch at a time: the service answers each message in turn; a batch keeps its pipe busy.
  for (let i = 0; i < html.length; i += 200) {
    const answers = await Promise.all(html.slice(i, i + 200).map((file) => index.addHTMLFile(file)));
    for (const a of answers) if (a.errors?.length) failures.push(...a.errors);
  }
  const t3 = performance.now();
  const written = await index.writeFiles({ outputPath: target });
  if (written.errors?.length) throw new Error(`pagefind writeFiles: ${written.errors.join('; ')}`);
  const t4 = performance.now();
  await pagefind.close();
  return {
    version: JSON.parse(readFileSync(path.join(REPO, 'node_modules/pagefind/package.json'), 'utf8')).version,
    htmlMs: t1 - t0,
    startMs: t2 - t1,
    addMs: t3 - t2,
    writeMs: t4 - t3,
    totalMs: t4 - t0,
    failures: failures.slice(0, 5),
    failureCount: failures.length,
  };
}

/** The index files each engine wrote (what a query may fetch as data), and its code (what runs the query). */
function filesOf(out) {
  const stat = (file) => {
    const bytes = readFileSync(file);
    return { file: path.relative(out, file), raw: bytes.length, gz: gz(bytes) };
  };
  const ours = walk(path.join(out, 'assets'))
    .filter((f) => /assets\/search-index\.json$|assets\/search\/[^/]+\.json$/.test(f.split(path.sep).join('/')))
    .map(stat);
  const pf = walk(path.join(out, 'pagefind')).map((f) => ({ f, rel: path.relative(path.join(out, 'pagefind'), f) }));
  const pfData = pf.filter(({ rel }) => /^(index|fragment|filter)\/|\.pf_meta$|^pagefind-entry\.json$/.test(rel)).map(({ f }) => stat(f));
  const pfCode = pf.filter(({ rel }) => /^(pagefind\.js|pagefind-worker\.js|wasm\.pt\.pagefind)$/.test(rel)).map(({ f }) => stat(f));
  const total = (list) => ({ files: list.length, raw: sum(list, 'raw'), gz: sum(list, 'gz') });
  return { ours: total(ours), pagefind: total(pfData), pagefindCode: total(pfCode), pagefindCodeFiles: pfCode };
}

/**
 * Pagefind compiles WebAssembly (in its worker), which docsgen's Content-Security-Policy forbids: a site switching to
 * it needs 'wasm-unsafe-eval' in script-src. The bench's copy of the output gets it in its `_headers` (which
 * `docsgen serve` reads), for both engines alike.
 */
function allowWasm(out) {
  const file = path.join(out, '_headers');
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  if (!text.includes("'wasm-unsafe-eval'")) writeFileSync(file, text.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
}

// ---------------------------------------------------------------- the bench pages (the same shape for both engines)
/**
 * out/engines-bench/: one page per engine, the same harness: Ctrl+K opens a dialog with a combobox (the engine's
 * code is imported then, as the modal's chunk is), each input event searches, the latest answer's first 10 pages are
 * rendered as options. Pagefind's side calls init() when opened (its documented warm-up: entry, WebAssembly, metadata),
 * ours creates the client (which loads nothing before its first search).
 */
async function writeBenchPages(out) {
  const dir = path.join(out, 'engines-bench');
  mkdirSync(dir, { recursive: true });
  const { build } = await import('esbuild');
  // The modal's request (search-request.js), from its one definition, is imported by the harness of both pages as it
  // loads: not counted in the bytes after Ctrl+K, which stay the engine's.
  const bundles = await build({
    entryPoints: {
      'ours-engine': path.join(REPO, 'client/search/local-search-client.ts'),
      'search-request': path.join(REPO, 'shared/search-request.ts'),
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGETS,
    minify: true,
    outdir: dir,
    write: false,
    legalComments: 'none',
    logLevel: 'error',
  });
  for (const file of bundles.outputFiles) writeFileSync(file.path, file.contents);
  writeFileSync(
    path.join(dir, 'harness.js'),
    `import { modalSearchRequest } from '/engines-bench/search-request.js';\n` +
      `const SEARCHER = ${JSON.stringify(BENCH_SEARCHER)};\n(${harness.toString()})();\n`,
  );
  for (const name of ['ours', 'pagefind'])
    writeFileSync(
      path.join(dir, `${name}.html`),
      `<!doctype html><html lang="pt" data-engine="${name}"><head><meta charset="utf-8"><title>${name}</title></head>` +
        `<body><main><h1>${name}</h1><p>Ctrl+K</p></main><script type="module" src="/engines-bench/harness.js"></script></body></html>`,
    );
}

/** Runs in the bench page (serialized into harness.js, beside its import of modalSearchRequest and SEARCHER). */
function harness() {
  const name = document.documentElement.dataset.engine;
  let engine;
  let opening;
  let latest = 0;
  const makeEngine = async () => {
    if (name === 'pagefind') {
      const pf = await import('/pagefind/pagefind.js');
      await pf.options({ excerptLength: 10 });
      await pf.init();
      return {
        async search(q) {
          const found = await pf.search(q);
          const data = await Promise.all(found.results.slice(0, 10).map((r) => r.data()));
          return data.map((d) => ({ url: d.url, title: d.meta?.title ?? d.url, sub: d.sub_results?.[0]?.url ?? d.url }));
        },
      };
    }
    const { createLocalSearchClient } = await import('/engines-bench/ours-engine.js');
    const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json' });
    return {
      async search(q) {
        const { results } = await client.search({ requests: [modalSearchRequest({ ...SEARCHER, query: q })] });
        return results[0].hits.map((h) => ({ url: h.url, title: h.hierarchy?.lvl1 ?? h.url, sub: h.url }));
      },
    };
  };
  const open = async () => {
    opening ??= makeEngine().then((e) => {
      engine = e;
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      const input = document.createElement('input');
      input.setAttribute('role', 'combobox');
      const list = document.createElement('ul');
      list.setAttribute('role', 'listbox');
      input.addEventListener('input', async () => {
        const q = input.value;
        const n = ++latest;
        if (!q.trim()) {
          list.replaceChildren();
          return;
        }
        const hits = await engine.search(q);
        if (n !== latest) return;
        list.replaceChildren(
          ...hits.map((h) => {
            const li = document.createElement('li');
            li.setAttribute('role', 'option');
            li.textContent = h.title;
            return li;
          }),
        );
      });
      dialog.append(input, list);
      document.body.append(dialog);
      input.focus();
    });
    return opening;
  };
  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      void open();
    }
  });
  window.__engine = async () => {
    await open();
    return engine;
  };
}

// ---------------------------------------------------------------- the browser (probe as in bench/search.mjs)
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

async function describe(request) {
  const entry = { url: new URL(request.url()).pathname, type: request.resourceType() };
  try {
    const response = await request.response();
    entry.status = response?.status() ?? null;
    entry.wire = (await request.sizes()).responseBodySize;
    const body = response ? await response.body() : Buffer.alloc(0);
    entry.raw = body.length;
    entry.gz = gz(body);
    entry.startEpochMs = request.timing().startTime;
  } catch (error) {
    entry.error = error.message.split('\n')[0];
  }
  return entry;
}

/** bench/search.mjs's probe: marks on the page's clock from its own events and a MutationObserver. */
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
      else if (marks.ready !== undefined && marks.firstKey === undefined && event.key.length === 1 && !event.ctrlKey)
        marks.firstKey = event.timeStamp;
    },
    true,
  );
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (marks.ready === undefined && document.querySelector(COMBOBOX)) marks.ready = now;
    if (marks.firstKey === undefined || marks.firstOption !== undefined) return;
    // A query set at once (not typed) counts only the options shown for that very value.
    if (marks.expect !== undefined && document.querySelector(COMBOBOX)?.value !== marks.expect) return;
    const options = [...document.querySelectorAll(OPTION)];
    if (!options.some(visible)) return;
    marks.firstOption = now;
    marks.valueAtFirstOption = document.querySelector(COMBOBOX)?.value ?? null;
    marks.options = options.length;
    observer.disconnect();
    resolveFirst();
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  window.__searchBench = {
    marks,
    first: (timeoutMs) => Promise.race([first, new Promise((resolve) => setTimeout(resolve, timeoutMs))]).then(() => marks),
    /** The whole query at once, as a paste: the native setter and one input event. */
    set(value) {
      const input = document.querySelector(COMBOBOX);
      marks.expect = value;
      marks.firstKey = performance.now();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
  };
}

/**
 * One cold run in a fresh context (empty cache): open `route`, Ctrl+K, then type `query` (a key every typeDelay ms) or set it at once.
 * Bytes from Ctrl+K up to the first result, and up to a quiet network (the query settled).
 */
async function coldRun(browser, base, route, query, { typed, opts }) {
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
    if (typed) await page.keyboard.type(query, { delay: opts.typeDelay });
    else await page.evaluate((q) => window.__searchBench.set(q), query);
    const marks = await page.evaluate((t) => window.__searchBench.first(t), opts.timeoutMs);
    if (marks.firstOption === undefined)
      return { query, error: `no result within ${opts.timeoutMs / 1000} s (page errors: ${pageErrors.join('; ') || 'none'})` };
    await network.idle(opts.settleMs, opts.timeoutMs);
    const firstEpoch = marks.timeOrigin + marks.firstOption;
    const requests = await Promise.all(network.list.slice(before).map((r) => describe(r)));
    const upTo = requests.filter((r) => !(r.startEpochMs > firstEpoch));
    const totals = (list) => ({ files: list.length, wire: sum(list, 'wire'), gz: sum(list, 'gz'), raw: sum(list, 'raw') });
    return {
      query,
      firstMs: marks.firstOption - marks.firstKey,
      valueAtFirst: marks.valueAtFirstOption,
      first: totals(upTo),
      firstJs: totals(upTo.filter((r) => r.type === 'script' || /\.pagefind$/.test(r.url))),
      settled: totals(requests),
      pageErrors,
      requests: requests.map(({ startEpochMs, ...r }) => r),
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/** In the page: every query through the engine twice (search + the first 10 results' data), timing each call. */
async function warmQueries({ queries }) {
  const engine = await window.__engine();
  const pass = async () => {
    const times = [];
    for (const q of queries) {
      const start = performance.now();
      await engine.search(q);
      times.push(performance.now() - start);
    }
    return times;
  };
  const first = await pass();
  const warm = await pass();
  return { first, warm };
}

/** In the page: each query's result URLs (ours: the modal's 20 hits; Pagefind: the first 10 pages). */
async function rankedUrls({ queries }) {
  const engine = await window.__engine();
  const answers = {};
  for (const q of queries) answers[q] = (await engine.search(q)).map((h) => h.url);
  return answers;
}

async function browserMeasures(site, data, opts) {
  const server = await startServer(site.out);
  let browser;
  try {
    browser = await launchChromium();
    const version = browser.version();
    log(`serving ${site.out} at ${server.url} (pid ${server.child.pid}); Chromium ${version}`);
    const variants = { ours: '/engines-bench/ours.html', pagefind: '/engines-bench/pagefind.html', modal: data.modalRoute };
    const go = async (variant, query, typed) => {
      const r = await coldRun(browser, server.url, variants[variant], query, { typed, opts });
      if (r.error) log(`  ${variant} "${query}": ${r.error}`);
      return r;
    };
    // Warm-up, not counted: docsgen serve compresses each file on its first request.
    log('warm-up runs (fill the server’s compression cache; not counted)');
    for (const variant of Object.keys(variants)) await go(variant, data.cold[0], true);
    const cold = { ours: [], pagefind: [], modal: [] };
    for (const word of data.cold.slice(0, opts.runs)) {
      log(`typed "${word}" (ours, Pagefind, ours in the real modal)`);
      for (const variant of Object.keys(variants)) cold[variant].push(await go(variant, word, true));
    }
    const once = { ours: {}, pagefind: {} };
    for (const query of [...data.prefixes, ...data.cold.slice(0, opts.runs)]) {
      log(`first query "${query}" set at once (ours, Pagefind)`);
      for (const variant of ['ours', 'pagefind']) once[variant][query] = await go(variant, query, false);
    }
    const inPage = async (variant, fn, arg) => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(server.url + variants[variant], { waitUntil: 'load' });
        return await page.evaluate(fn, arg);
      } finally {
        await context.close().catch(() => {});
      }
    };
    const warm = {};
    const answers = {};
    for (const variant of ['ours', 'pagefind']) {
      log(`${variant}: ${data.queries.length} warm queries, twice; then the quality queries`);
      warm[variant] = await inPage(variant, warmQueries, { queries: data.queries });
      answers[variant] = await inPage(variant, rankedUrls, { queries: data.qualityQueries });
    }
    return { chromium: version, cold, once, warm, answers };
  } finally {
    if (browser) await browser.close().catch(() => {});
    await stop(server.child);
  }
}

// ---------------------------------------------------------------- queries and the reference ranking

/**
 * A full BM25 ranking, independent of both engines: MiniSearch over every record (`per: 'record'`: each record
 * indexes its own field, title, heading or text, as ours does; a page ranks by its best record) or over every page
 * (`per: 'page'`: one document per page, its title, its headings and its text as three fields, as Pagefind ranks
 * pages). Both: the site's language only, boosts 3/2/1 as ours, words lowercased and their accents folded, the last
 * word also a prefix (as-you-type), every word required when some document has them all (else any).
 */
async function minisearchReference(pages, per) {
  const { default: MiniSearch } = await import('minisearch');
  const fold = (term) => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const docs = [];
  for (const page of pages) {
    if (page.language !== 'pt') continue;
    if (per === 'page') {
      const text = (level) =>
        page.records
          .filter(level)
          .map((r) => (r.level === 0 ? r.content : r.heading) ?? '')
          .join('\n');
      docs.push({
        id: docs.length,
        page: page.route,
        title: page.title,
        heading: text((r) => r.level >= 2),
        content: text((r) => r.level === 0),
      });
      continue;
    }
    for (const r of page.records) {
      const field = r.level === 0 ? 'content' : r.level === 1 ? 'title' : 'heading';
      docs.push({ id: docs.length, page: page.route, [field]: r.level === 0 ? (r.content ?? '') : (r.heading ?? '') });
    }
  }
  const engine = new MiniSearch({ fields: ['title', 'heading', 'content'], storeFields: ['page'], processTerm: fold });
  engine.addAll(docs);
  return (query) => {
    const options = { boost: { title: 3, heading: 2, content: 1 }, prefix: (_term, i, terms) => i === terms.length - 1 };
    let found = engine.search(query, { ...options, combineWith: 'AND' });
    if (!found.length) found = engine.search(query, { ...options, combineWith: 'OR' });
    return distinct(found.map((hit) => hit.page)).slice(0, 10);
  };
}

/** bench/search-quality.mjs's reference: our own client made to load every page (exact BM25 as ours scores). */
async function ourFullReference(out) {
  const createLocalSearchClient = await loadOfflineEngine('search-engines-client');
  const fetchFile = builtSiteFetch(out);
  return async (query) => {
    const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch: fetchFile });
    const { results } = await client.search({
      requests: [{ indexName: 'docs', query, hitsPerPage: 100_000, facetFilters: ['language:pt'] }],
    });
    return distinct(results[0].hits.map((hit) => hit.url)).slice(0, 10);
  };
}

function quality(data, answers, references) {
  const rows = [];
  const cases = [...data.quality.map((q) => [q, q]), ...data.accents];
  for (const [typed, meant] of cases) {
    const row = { typed, meant, engines: {} };
    for (const [refName, ref] of Object.entries(references)) row[refName] = ref[meant];
    for (const engine of ['ours', 'pagefind']) {
      const top = distinct(answers[engine][typed] ?? []).slice(0, 10);
      const scores = {};
      for (const refName of Object.keys(references)) {
        const reference = references[refName][meant];
        scores[refName] = {
          common: top.filter((p) => reference.includes(p)).length,
          of: reference.length,
          firstSame: top[0] !== undefined && top[0] === reference[0],
        };
      }
      row.engines[engine] = { pages: top.length, top, ...scores };
    }
    rows.push(row);
  }
  return rows;
}

// ---------------------------------------------------------------- main
async function measureSite(name, opts, format) {
  const site = await prepareSite(name, opts);
  let built;
  if (opts.build) {
    log(`${site.label}: docsgen build --no-cache`);
    built = await buildSite(site);
  } else {
    const saved = existsSync(path.join(site.dir, 'search-line.txt'))
      ? readFileSync(path.join(site.dir, 'search-line.txt'), 'utf8').split('\n')
      : [];
    if (!saved[0]) usageError(NAME, `--no-build: nothing built in ${site.out}`);
    built = { searchLine: saved[0], buildS: Number(saved[1]) };
  }
  const ourTimes = stageTimes(built.searchLine);
  log('reading our records; Pagefind indexes the same records');
  const pages = readPages(site.out, format);
  const records = sum(pages.map((p) => p.records.length));
  const pf = await pagefindIndex(pages, site.out);
  log(`pagefind ${pf.version}: ${pf.totalMs.toFixed(0)} ms (${pf.failureCount} failures)`);
  await writeBenchPages(site.out);
  allowWasm(site.out);
  const files = filesOf(site.out);
  const oursEngine = readFileSync(path.join(site.out, 'engines-bench/ours-engine.js'));

  const data = SITES[name];
  const queries = makeQueries(corpusHeadings(site.content), opts.queries, opts.seed);
  const qualityQueries = [...new Set([...data.quality, ...data.accents.map(([typed]) => typed)])];
  const docRoutes = pages.map((p) => p.route).filter((r) => r !== '/' && !r.startsWith('/api'));
  const guides = docRoutes.filter((r) => r.startsWith('/guias/') || r.startsWith('/guide/'));
  const modalRoute = (guides.length ? guides : docRoutes)[Math.floor((guides.length ? guides : docRoutes).length / 2)];
  const browser = await browserMeasures(site, { ...data, queries, qualityQueries, modalRoute }, opts);

  log('reference rankings: MiniSearch over every record and over every page; our client loading every page');
  const bm25 = await minisearchReference(pages, 'record');
  const bm25Pages = await minisearchReference(pages, 'page');
  const full = await ourFullReference(site.out);
  const references = { bm25: {}, bm25Pages: {}, oursFull: {} };
  for (const q of new Set([...data.quality, ...data.accents.map(([, meant]) => meant)])) {
    references.bm25[q] = bm25(q);
    references.bm25Pages[q] = bm25Pages(q);
    references.oursFull[q] = await full(q);
  }
  // How far the references are from one another: what "agreement" can mean on this site.
  const between = (a, c) => {
    const qs = Object.keys(references[a]);
    return {
      common: sum(qs.map((q) => references[a][q].filter((p) => references[c][q].includes(p)).length)),
      of: sum(qs.map((q) => references[c][q].length)),
    };
  };
  const referenceAgreement = { recordVsPage: between('bm25', 'bm25Pages'), recordVsOursFull: between('bm25', 'oursFull') };
  return {
    site: { name, label: site.label, pages: pages.length, records, modalRoute },
    build: { ...built, ours: ourTimes, pagefind: pf },
    files: { ...files, oursEngine: { raw: oursEngine.length, gz: gz(oursEngine) } },
    browser,
    quality: quality(data, browser.answers, references),
    referenceAgreement,
    queries: { count: queries.length, sample: queries.slice(0, 6), all: queries },
    typeDelay: opts.typeDelay,
  };
}

function pct(xs) {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1] } : null;
}

function table(r) {
  const out = [];
  const b = r.browser;
  const ratio = (a, c) => (Number.isFinite(a) && Number.isFinite(c) && c > 0 ? `${(a / c).toFixed(2)}×` : '—');
  const row = (measure, ours, pf, ra = '') => out.push(`| ${measure} | ${ours} | ${pf} | ${ra} |`);
  const ok = (runs) => runs.filter((x) => !x.error);
  const med = (runs, f) => median(ok(runs).map(f));
  const mmOf = (runs, f, fmt) => mm(ok(runs).map(f), fmt);
  const ourMs = (r.build.ours.preparedMs ?? 0) + (r.build.ours.builtMs ?? 0);
  const pf = r.build.pagefind;
  out.push(`### ${r.site.label}: ${r.site.pages} pages, ${r.site.records} records`);
  out.push('');
  out.push(
    `docsgen build ${r.build.buildS.toFixed(1)} s; search stage: ${r.build.searchLine}. Pagefind ${pf.version} (Node API, addHTMLFile of a page made from our records, forceLanguage "pt"); Chromium ${b.chromium}.`,
  );
  out.push('');
  row('measure', 'ours', 'Pagefind', 'ours / Pagefind');
  row('---', '---', '---', '---');
  row(
    'index build, records → files (ours: pages prepared + index built, in its thread beside render; Pagefind: HTML made, service started, pages added, files written)',
    ms(ourMs),
    `${ms(pf.totalMs)} (add ${ms(pf.addMs)}, write ${ms(pf.writeMs)})`,
    ratio(ourMs, pf.totalMs),
  );
  row(
    'index files written (data: ours entry + shards + fragments; Pagefind entry + meta + index chunks + fragments), gzip -9 of each',
    `${r.files.ours.files} files, ${kb(r.files.ours.raw)} raw, ${kb(r.files.ours.gz)} gz`,
    `${r.files.pagefind.files} files, ${kb(r.files.pagefind.raw)} raw, ${kb(r.files.pagefind.gz)} gz (already gzip)`,
    ratio(r.files.ours.gz, r.files.pagefind.gz),
  );
  row(
    'engine code (ours: local-search-client.ts, esbuild minified; Pagefind: pagefind.js + worker + wasm.pt), gz -9',
    kb(r.files.oursEngine.gz),
    kb(r.files.pagefindCode.gz),
    ratio(r.files.oursEngine.gz, r.files.pagefindCode.gz),
  );
  for (const q of Object.keys(b.once.ours)) {
    const o = b.once.ours[q];
    const p = b.once.pagefind[q];
    if (o.error || p.error) {
      row(`first query "${q}" (set at once)`, o.error ?? '', p.error ?? '');
      continue;
    }
    row(
      `first query "${q}" set at once, cold: bytes Ctrl+K → settled, on the wire (gz -9) / files`,
      `${kb(o.settled.wire)} (${kb(o.settled.gz)}) / ${o.settled.files}`,
      `${kb(p.settled.wire)} (${kb(p.settled.gz)}) / ${p.settled.files}`,
      ratio(o.settled.wire, p.settled.wire),
    );
  }
  const words = Object.keys(b.once.ours).filter((q) => !SITES[r.site.name].prefixes.includes(q));
  const onceRuns = (engine) => words.map((q) => b.once[engine][q]);
  row(
    `first query, whole words set at once (${words.length}): bytes on the wire, median (min–max)`,
    mmOf(onceRuns('ours'), (x) => x.settled.wire, kb),
    mmOf(onceRuns('pagefind'), (x) => x.settled.wire, kb),
    ratio(
      med(onceRuns('ours'), (x) => x.settled.wire),
      med(onceRuns('pagefind'), (x) => x.settled.wire),
    ),
  );
  row(
    '  … of which engine code (JS, wasm)',
    mmOf(onceRuns('ours'), (x) => x.firstJs.wire, kb),
    mmOf(onceRuns('pagefind'), (x) => x.firstJs.wire, kb),
  );
  row(
    '  … value set → first results shown, cold (engine code already loaded at Ctrl+K)',
    mmOf(onceRuns('ours'), (x) => x.firstMs, ms),
    mmOf(onceRuns('pagefind'), (x) => x.firstMs, ms),
    ratio(
      med(onceRuns('ours'), (x) => x.firstMs),
      med(onceRuns('pagefind'), (x) => x.firstMs),
    ),
  );
  for (const q of SITES[r.site.name].prefixes) {
    const o = b.once.ours[q];
    const p = b.once.pagefind[q];
    if (!o || !p || o.error || p.error) continue;
    row(`  "${q}" set at once → first results shown, cold`, ms(o.firstMs), ms(p.firstMs), ratio(o.firstMs, p.firstMs));
  }
  row(
    `typed words (${ok(b.cold.ours).length}, ${r.typeDelay} ms a key), same bench page: first keystroke → first result option`,
    mmOf(b.cold.ours, (x) => x.firstMs, ms),
    mmOf(b.cold.pagefind, (x) => x.firstMs, ms),
    ratio(
      med(b.cold.ours, (x) => x.firstMs),
      med(b.cold.pagefind, (x) => x.firstMs),
    ),
  );
  row(
    '  … bytes Ctrl+K → first result, on the wire',
    mmOf(b.cold.ours, (x) => x.first.wire, kb),
    mmOf(b.cold.pagefind, (x) => x.first.wire, kb),
    ratio(
      med(b.cold.ours, (x) => x.first.wire),
      med(b.cold.pagefind, (x) => x.first.wire),
    ),
  );
  row(
    '  … bytes Ctrl+K → whole word settled, on the wire',
    mmOf(b.cold.ours, (x) => x.settled.wire, kb),
    mmOf(b.cold.pagefind, (x) => x.settled.wire, kb),
    ratio(
      med(b.cold.ours, (x) => x.settled.wire),
      med(b.cold.pagefind, (x) => x.settled.wire),
    ),
  );
  row(
    `  ours in the real modal (${r.site.modalRoute}, Ctrl+K, island + React + modal): first keystroke → first result option; bytes Ctrl+K → first result`,
    `${mmOf(b.cold.modal, (x) => x.firstMs, ms)}; ${mmOf(b.cold.modal, (x) => x.first.wire, kb)}`,
    '(no modal)',
  );
  const warm = { ours: pct(b.warm.ours.warm), pagefind: pct(b.warm.pagefind.warm) };
  const firstPass = { ours: pct(b.warm.ours.first), pagefind: pct(b.warm.pagefind.first) };
  row(
    `warm query, engine alone in the page (search + the hits' data; ${warm.ours.n} queries, second pass): p50 / p95 / max`,
    `${ms(warm.ours.p50)} / ${ms(warm.ours.p95)} / ${ms(warm.ours.max)}`,
    `${ms(warm.pagefind.p50)} / ${ms(warm.pagefind.p95)} / ${ms(warm.pagefind.max)}`,
    `p95 ${ratio(warm.ours.p95, warm.pagefind.p95)}`,
  );
  row(
    '  the same queries the first time (index files from the network or cache as each needs): p50 / p95',
    `${ms(firstPass.ours.p50)} / ${ms(firstPass.ours.p95)}`,
    `${ms(firstPass.pagefind.p50)} / ${ms(firstPass.pagefind.p95)}`,
    `p95 ${ratio(firstPass.ours.p95, firstPass.pagefind.p95)}`,
  );
  const q = r.quality;
  const plain = q.filter((x) => x.typed === x.meant);
  const accents = q.filter((x) => x.typed !== x.meant);
  for (const [refName, label] of [
    ['bm25', 'full BM25 (MiniSearch over every record, accents folded)'],
    ['bm25Pages', 'full BM25 of pages (MiniSearch, one document per page: title, headings, text)'],
    ['oursFull', 'search-quality.mjs reference (our client loading every page)'],
  ]) {
    for (const [list, what] of [
      [plain, `search-quality queries (${plain.length})`],
      [accents, `accents left out (${accents.length}), against the accented word's ranking`],
    ]) {
      const agree = (engine) =>
        `${sum(list.map((x) => x.engines[engine][refName].common))} / ${sum(list.map((x) => x.engines[engine][refName].of))}`;
      const firsts = (engine) => list.filter((x) => x.engines[engine][refName].firstSame).length;
      row(
        `top-10 pages in common with ${label}, ${what}; first page the same`,
        `${agree('ours')}; ${firsts('ours')} / ${list.length}`,
        `${agree('pagefind')}; ${firsts('pagefind')} / ${list.length}`,
      );
    }
  }
  out.push('');
  const ra = r.referenceAgreement;
  out.push(
    `the references against one another, top-10 pages in common: BM25 of records vs BM25 of pages ${ra.recordVsPage.common} / ${ra.recordVsPage.of}; ` +
      `BM25 of records vs our client loading every page ${ra.recordVsOursFull.common} / ${ra.recordVsOursFull.of}`,
  );
  const slowest = (engine) =>
    b.warm[engine].warm
      .map((t, i) => [t, r.queries.all[i]])
      .sort((x, y) => y[0] - x[0])
      .slice(0, 6)
      .map(([t, query]) => `${JSON.stringify(query)} ${ms(t)}`)
      .join(', ');
  out.push(`slowest warm queries: ours ${slowest('ours')}; Pagefind ${slowest('pagefind')}`);
  out.push(
    'per quality query: pages in common with full BM25 of records (ours / Pagefind), with BM25 of pages (ours / Pagefind), pages shown (ours / Pagefind):',
  );
  out.push(
    q
      .map((x) => {
        const o = x.engines.ours;
        const p = x.engines.pagefind;
        return `"${x.typed}"${x.typed !== x.meant ? ` (→ ${x.meant})` : ''} ${o.bm25.common}/${p.bm25.common} of ${o.bm25.of}, ${o.bm25Pages.common}/${p.bm25Pages.common} of ${o.bm25Pages.of}, ${o.pages}/${p.pages}`;
      })
      .join('; '),
  );
  const errors = ['ours', 'pagefind', 'modal'].flatMap((v) => b.cold[v].filter((x) => x.error).map((x) => `${v} "${x.query}": ${x.error}`));
  if (errors.length) out.push(`errors: ${errors.join('; ')}`);
  if (pf.failureCount) out.push(`pagefind: ${pf.failureCount} pages failed: ${pf.failures.join('; ')}`);
  out.push(`warm queries (sample): ${r.queries.sample.map((s) => JSON.stringify(s)).join(', ')}`);
  return out.join('\n');
}

async function main() {
  const opts = options(process.argv.slice(2));
  mkdirSync(WORK, { recursive: true });
  const loadStart = load();
  log(`load average ${loadStart} on ${availableParallelism()} CPUs`);
  if (opts.buildCli) {
    log('rebuilding dist/ from the TypeScript sources (--skip-build-cli to use dist/ as is)');
    await run(process.execPath, [path.join(REPO, 'scripts/build-cli.mjs')]);
  }
  const format = await formatHelpers();
  const results = [];
  for (const name of opts.sites) results.push(await measureSite(name, opts, format));
  const loadEnd = load();
  if (opts.json) {
    console.log(
      JSON.stringify(
        { date: new Date().toISOString(), node: process.version, loadAverage: { start: loadStart, end: loadEnd }, options: opts, results },
        null,
        2,
      ),
    );
    return;
  }
  console.log(
    `docsgen offline search vs Pagefind: node ${process.version}, ${availableParallelism()} CPUs, load average ${loadStart} at start, ${loadEnd} at end; ` +
      `docsgen serve on 127.0.0.1 for both (its CSP with 'wasm-unsafe-eval' added, which Pagefind needs); each cold run in a fresh browser context. Ratio = ours / Pagefind (below 1: ours smaller or faster).\n`,
  );
  for (const r of results) console.log(`${table(r)}\n`);
}

main().catch((error) => {
  console.error(`${NAME}: ${error.stack ?? error.message}`);
  stopChildren();
  process.exit(1);
});
