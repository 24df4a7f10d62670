#!/usr/bin/env node
// Dev server benchmark: how long `docsgen dev` takes until its URL answers (cold, and with .docsgen/cache filled)
// against a cold `docsgen build` of the same corpus in the same run, and the time from saving a one-page edit to the
// browser showing the reloaded page with the new text, measured in headless Chromium. A table on stdout (or --json),
// progress on stderr. See bench/README.md.
//
//   node bench/dev.mjs [--pages 1000] [--shape nested|flat|wide] [--edits 10] [--runs 2] [--seed 42] [--json]
//                      [--skip-build-cli]
//
// --shape: how the pages are laid out, as in bench/build.mjs (bench/lib/corpus-shapes.mjs); nested by default.
import { createServer } from 'node:net';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, secs, spread } from './lib/figures.mjs';
import { walk } from './lib/files.mjs';
import { parseArgs, usageError, wholeNumber } from './lib/args.mjs';
import { REPO, BIN, WORK, GEN_CORPUS } from './lib/paths.mjs';
import { SHAPES, writeCorpus } from './lib/corpus-shapes.mjs';
import { launchChromium, run, stop, stopChildren, track } from './lib/processes.mjs';

/** Aims from the issue (#6). */
const AIMS = {
  startRatio: { value: 2, label: '≤ 2× a cold build' },
  editMs: { value: 200, label: '≤ 200 ms' },
};

function options(argv) {
  const whole = (flag, value, min) => wholeNumber('bench/dev', flag, value, min);
  const opts = parseArgs(argv, {
    name: 'bench/dev',
    help: { script: import.meta.url, lines: 6 },
    defaults: { pages: 1000, shape: 'nested', edits: 10, runs: 2, seed: 42, json: false, buildCli: true, timeoutMs: 120_000 },
    flags: {
      '--pages': (o, v) => {
        o.pages = whole('--pages', v());
      },
      '--shape': (o, v) => {
        const shape = String(v() ?? '');
        if (!SHAPES.includes(shape)) fail(`--shape must be one of ${SHAPES.join(', ')}, not "${shape}"`);
        o.shape = shape;
      },
      '--edits': (o, v) => {
        o.edits = whole('--edits', v());
      },
      '--runs': (o, v) => {
        o.runs = whole('--runs', v());
      },
      '--seed': (o, v) => {
        o.seed = whole('--seed', v());
      },
      '--json': (o) => {
        o.json = true;
      },
      '--skip-build-cli': (o) => {
        o.buildCli = false;
      },
    },
  });
  return opts;
}

const fail = (message) => usageError('bench/dev', message);

const log = (line) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const ms = (x) => (x === undefined || x === null ? '—' : `${Math.round(x)} ms`);
const mm = (xs, fmt) => (xs.length ? `${fmt(median(xs))}${spread(xs, fmt)}` : '—');
const sleep = (t) => new Promise((resolve) => setTimeout(resolve, t));
/** Wall-clock milliseconds with sub-millisecond precision, comparable with the browser's performance.timeOrigin. */
const now = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------- corpus
/** The generated corpus as a site root (no config), reused while N and the seed stay the same. */
async function prepareSite(pages, seed, shape) {
  if (!existsSync(GEN_CORPUS)) fail(`the corpus generator is missing: ${GEN_CORPUS} (set DOCSGEN_GEN_CORPUS)`);
  const dir = path.join(WORK, shape === 'nested' ? `dev-N${pages}` : `dev-${shape}-N${pages}`);
  const root = path.join(dir, 'site');
  const stamp = path.join(dir, 'corpus.json');
  const wanted = JSON.stringify({ pages, seed, shape });
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(root, 'content'), { recursive: true });
    log(`generating ${pages} pages (${shape}, seed ${seed})`);
    log(await writeCorpus({ shape, n: pages, content: path.join(root, 'content'), seed, run, genCorpus: GEN_CORPUS }));
    writeFileSync(stamp, wanted);
  }
  const content = path.join(root, 'content');
  const list = walk(content)
    .map((f) => path.relative(content, f).split(path.sep).join('/'))
    .filter((f) => f.endsWith('.md') && f !== 'index.md')
    .sort();
  return { dir, root, content, out: path.join(dir, 'out'), pages: list };
}

// ---------------------------------------------------------------- cold build
async function coldBuild(site, label) {
  rmSync(site.out, { recursive: true, force: true });
  const start = performance.now();
  const { stdout } = await run(process.execPath, [BIN, 'build', site.root, '--out', site.out, '--no-cache']);
  const wallS = (performance.now() - start) / 1000;
  log(`${label}: ${secs(wallS)} — ${stdout.split('\n').find((l) => l.startsWith('Built ')) ?? ''}`);
  return { wallS, stdout: stdout.trimEnd() };
}

// ---------------------------------------------------------------- dev server
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** GET that resolves with the status, or 0 while nothing listens. */
async function status(url) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Starts `docsgen dev` on a free port and measures from the spawn until a page answers 200 (the server holds requests
 * until the first build is done, so one that arrives early simply waits). The child is stopped by its pid by the caller.
 */
async function startDev(site, { label, route, timeoutMs }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const start = performance.now();
  const child = track(
    spawn(process.execPath, [BIN, 'dev', site.root, '--port', String(port)], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (d) => {
    output += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d) => {
    output += d;
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  while ((await status(url + route)) !== 200) {
    if (exited) throw new Error(`docsgen dev exited before serving:\n${output}`);
    if (performance.now() - start > timeoutMs) throw new Error(`docsgen dev did not answer within ${timeoutMs} ms:\n${output}`);
    await sleep(20);
  }
  const startS = (performance.now() - start) / 1000;
  log(`${label}: ${secs(startS)} until ${route} answered`);
  return { child, url, startS, output: () => output };
}

// ---------------------------------------------------------------- edits in Chromium
/** Records the page's EventSources, so the benchmark can wait until the live-reload listener is connected. */
const TRACK_EVENT_SOURCES = () => {
  const Native = window.EventSource;
  window.__devSources = [];
  window.EventSource = class extends Native {
    constructor(...args) {
      super(...args);
      window.__devSources.push(this);
    }
  };
};

async function listening(tab, timeoutMs) {
  await tab.waitForFunction(() => window.__devSources?.some((source) => source.readyState === 1), null, {
    timeout: timeoutMs,
    polling: 10,
  });
}

/**
 * `edits` times: append a paragraph with a unique sentence to one page's Markdown while Chromium shows it, and take the
 * time from just before the write to the reloaded document's DOMContentLoaded (the new text parsed), on the same
 * clock (performance.timeOrigin in both). The reload's start splits it into the server's part (watch, debounce,
 * rebuild, event) and the browser's (request, render on demand, parse).
 */
async function measureEdits(site, dev, { edits, timeoutMs }) {
  const pageFile = site.pages[Math.floor(site.pages.length / 2)];
  const route = `/${pageFile.slice(0, -3)}`;
  const file = path.join(site.content, pageFile);
  const original = readFileSync(file, 'utf8');
  const browser = await launchChromium();
  const runs = [];
  try {
    const context = await browser.newContext();
    await context.addInitScript(TRACK_EVENT_SOURCES);
    const tab = await context.newPage();
    const response = await tab.goto(dev.url + route, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`${route} answered ${response?.status()}`);
    for (let k = 1; k <= edits; k++) {
      await listening(tab, timeoutMs);
      await sleep(150); // let the previous rebuild's stray file events settle
      const sentence = `Frase da edição ${k} do benchmark de desenvolvimento ${Math.random().toString(36).slice(2, 10)}.`;
      const reloaded = tab.waitForEvent('domcontentloaded', { timeout: timeoutMs });
      const savedAt = now();
      writeFileSync(file, `${original.trimEnd()}\n\n${sentence}\n`);
      await reloaded;
      const seen = await tab.evaluate((text) => {
        const nav = performance.getEntriesByType('navigation')[0];
        return {
          shown: document.body.innerText.includes(text),
          startAt: performance.timeOrigin + nav.startTime,
          responseEndAt: performance.timeOrigin + nav.responseEnd,
          contentAt: performance.timeOrigin + nav.domContentLoadedEventEnd,
        };
      }, sentence);
      if (!seen.shown) throw new Error(`edit ${k}: the page reloaded without the new text`);
      const run = {
        edit: k,
        totalMs: seen.contentAt - savedAt,
        serverMs: seen.startAt - savedAt,
        browserMs: seen.contentAt - seen.startAt,
      };
      runs.push(run);
      log(`edit ${k}/${edits}: ${ms(run.totalMs)} (save → reload starts ${ms(run.serverMs)}, reload → new text ${ms(run.browserMs)})`);
    }
    await context.close();
  } finally {
    writeFileSync(file, original);
    await browser.close().catch(() => {});
  }
  return { route, runs };
}

/** "rebuilt in 84 ms" lines the dev server printed. */
function rebuildTimes(output) {
  return [...output.matchAll(/rebuilt in (\d+(?:\.\d+)?) (ms|s)/g)].map((m) => Number(m[1]) * (m[2] === 's' ? 1000 : 1));
}

// ---------------------------------------------------------------- report
function table(r) {
  const out = [];
  const row = (a, b, c = '', d = '') => out.push(`| ${a} | ${b} | ${c} | ${d} |`);
  const met = (x) => (x ? 'yes' : '**NO**');
  out.push(`docsgen dev benchmark: N=${r.pages} pages (seed ${r.seed}), ${r.runs} runs of each start, ${r.edits} edits of ${r.edit.route}`);
  out.push(
    `${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memGiB} GiB, node ${r.machine.node}; load average ${r.loadStart} at the start, ${r.loadEnd} at the end`,
  );
  out.push('');
  row('measure', 'median (min–max)', 'aim', 'met');
  row('---', '---', '---', '---');
  row(
    'cold `docsgen build --no-cache`',
    mm(
      r.build.map((b) => b.wallS),
      secs,
    ),
  );
  row(
    '`docsgen dev` start, empty .docsgen/ (until a page answers)',
    mm(
      r.devCold.map((d) => d.startS),
      secs,
    ),
  );
  row('  ratio to the cold build', `${r.startRatio.toFixed(2)}×`, AIMS.startRatio.label, met(r.startRatio <= AIMS.startRatio.value));
  row(
    '`docsgen dev` start, .docsgen/cache filled',
    mm(
      r.devWarm.map((d) => d.startS),
      secs,
    ),
  );
  const totals = r.edit.runs.map((x) => x.totalMs);
  row('save → reloaded page shows the edit (Chromium)', mm(totals, ms), AIMS.editMs.label, met(median(totals) <= AIMS.editMs.value));
  row(
    '  save → reload starts (watch, debounce, rebuild, event)',
    mm(
      r.edit.runs.map((x) => x.serverMs),
      ms,
    ),
  );
  row(
    '  reload starts → new text parsed (request, render, parse)',
    mm(
      r.edit.runs.map((x) => x.browserMs),
      ms,
    ),
  );
  row('  rebuild as the server logs it', mm(r.rebuildMs, ms));
  return out.join('\n');
}

// ---------------------------------------------------------------- main
async function main() {
  const opts = options(process.argv.slice(2));
  mkdirSync(WORK, { recursive: true });
  const loadStart = load();
  if (opts.buildCli) {
    log('rebuilding dist/ from the TypeScript sources (scripts/build-cli.mjs; --skip-build-cli to use dist/ as is)');
    await run(process.execPath, [path.join(REPO, 'scripts/build-cli.mjs')]);
  }
  const site = await prepareSite(opts.pages, opts.seed, opts.shape);
  const route = `/${site.pages[0].slice(0, -3)}`;
  const result = {
    date: new Date().toISOString(),
    pages: opts.pages,
    shape: opts.shape,
    seed: opts.seed,
    runs: opts.runs,
    edits: opts.edits,
    loadStart,
    machine: {
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model?.trim() ?? '?',
      memGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    build: [],
    devCold: [],
    devWarm: [],
  };
  // Alternate the two so a change in the machine's load weighs on both alike.
  for (let r = 1; r <= opts.runs; r++) {
    result.build.push(await coldBuild(site, `cold build ${r}/${opts.runs}`));
    rmSync(path.join(site.root, '.docsgen'), { recursive: true, force: true });
    const dev = await startDev(site, { label: `dev start, empty cache ${r}/${opts.runs}`, route, timeoutMs: opts.timeoutMs });
    result.devCold.push({ startS: dev.startS });
    await stop(dev.child);
  }
  let dev;
  for (let r = 1; r <= opts.runs; r++) {
    if (dev) await stop(dev.child);
    dev = await startDev(site, { label: `dev start, cache filled ${r}/${opts.runs}`, route, timeoutMs: opts.timeoutMs });
    result.devWarm.push({ startS: dev.startS });
  }
  try {
    result.edit = await measureEdits(site, dev, { edits: opts.edits, timeoutMs: opts.timeoutMs });
    await sleep(200);
    result.rebuildMs = rebuildTimes(dev.output());
    result.devOutput = dev.output();
  } finally {
    await stop(dev.child);
  }
  result.startRatio = median(result.devCold.map((d) => d.startS)) / median(result.build.map((b) => b.wallS));
  result.loadEnd = load();
  const editMedian = median(result.edit.runs.map((x) => x.totalMs));
  result.aims = {
    startRatio: {
      aim: AIMS.startRatio.value,
      label: AIMS.startRatio.label,
      measured: result.startRatio,
      met: result.startRatio <= AIMS.startRatio.value,
    },
    editMs: { aim: AIMS.editMs.value, label: AIMS.editMs.label, measured: editMedian, met: editMedian <= AIMS.editMs.value },
  };
  console.log(opts.json ? JSON.stringify(result, null, 2) : table(result));
}

main().catch((error) => {
  console.error(`bench/dev: ${error.message}`);
  stopChildren();
  process.exit(1);
});
