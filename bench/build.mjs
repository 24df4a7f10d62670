#!/usr/bin/env node
// Build benchmark: cold build time and memory, one-page rebuild, HTML weight of a doc page as the site grows,
// and the JavaScript a reader's browser fetches in the first 5 s. Figures go to stdout (a table, or --json);
// progress goes to stderr. See bench/README.md.
//
//   node bench/build.mjs [--pages 1000] [--runs 3] [--warm-runs 3] [--sizes 100,1000] [--seed 42]
//                        [--shape nested|flat|wide] [--json] [--no-js] [--skip-build-cli] [--cpu-prof]
//
// --shape: how the N pages are laid out (bench/lib/corpus-shapes.mjs): nested (the shared corpus, default), flat (one
// folder of N pages) or wide (40 folders of short pages).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SHAPES, writeCorpus } from './lib/corpus-shapes.mjs';
import { summarizeProfile } from './lib/cpu-profile.mjs';
import { median, gz, kb, secs, spread } from './lib/figures.mjs';
import { walk } from './lib/files.mjs';
import { parseArgs, usageError, wholeNumber } from './lib/args.mjs';
import { BENCH as HERE, REPO, BIN, WORK, GEN_CORPUS } from './lib/paths.mjs';
import { launchChromium, run, startServer, stop, stopChildren } from './lib/processes.mjs';

// GNU time gives peak RSS and CPU time; BENCH_NO_GNU_TIME=1 forces the in-process fallback (bench/lib/rss-wrapper.mjs).
const GNU_TIME = process.env.BENCH_NO_GNU_TIME ? '/nonexistent/time' : '/usr/bin/time';

/** Budgets from the project brief. Sizes are in decimal kilobytes (1 KB = 1000 B), the stricter reading. */
const BUDGETS = {
  coldS: { value: 8, atPages: 1000, label: '≤ 8 s at 1000 pages' },
  rebuildS: { value: 1.5, label: '≤ 1.5 s' },
  htmlGzBytes: { value: 20_000, atPages: 1000, label: '≤ 20 KB gz at 1000 pages' },
  jsGzBytes: { value: 6_000, label: '< 6 KB gz' },
};

// ---------------------------------------------------------------- arguments
function options(argv) {
  const whole = (flag, value, min) => wholeNumber('bench/build', flag, value, min);
  const opts = parseArgs(argv, {
    name: 'bench/build',
    help: { script: import.meta.url, lines: 6 },
    defaults: {
      pages: 1000,
      shape: 'nested',
      runs: 3,
      warmRuns: undefined,
      sizes: [100, 1000],
      seed: 42,
      json: false,
      js: true,
      buildCli: true,
      cpuProf: false,
      jsWaitMs: 5000,
    },
    flags: {
      '--pages': (o, v) => {
        o.pages = whole('--pages', v());
      },
      '--runs': (o, v) => {
        o.runs = whole('--runs', v());
      },
      '--warm-runs': (o, v) => {
        o.warmRuns = whole('--warm-runs', v());
      },
      '--seed': (o, v) => {
        o.seed = whole('--seed', v());
      },
      '--shape': (o, v) => {
        const shape = String(v() ?? '');
        if (!SHAPES.includes(shape)) fail(`--shape must be one of ${SHAPES.join(', ')}, not "${shape}"`);
        o.shape = shape;
      },
      '--sizes': (o, v) => {
        o.sizes = String(v() ?? '')
          .split(',')
          .filter(Boolean)
          .map((s) => whole('--sizes', s));
      },
      '--js-wait-ms': (o, v) => {
        o.jsWaitMs = whole('--js-wait-ms', v());
      },
      '--json': (o) => {
        o.json = true;
      },
      '--no-js': (o) => {
        o.js = false;
      },
      '--skip-build-cli': (o) => {
        o.buildCli = false;
      },
      '--cpu-prof': (o) => {
        o.cpuProf = true;
      },
    },
  });
  opts.warmRuns ??= opts.runs;
  return opts;
}

const fail = (message) => usageError('bench/build', message);

const log = (line) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

// ---------------------------------------------------------------- small helpers
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function dirSize(dir) {
  const files = walk(dir);
  return { bytes: files.reduce((sum, f) => sum + statSync(f).size, 0), files: files.length };
}

/** `count` items spread evenly over `list` (the same rule as peers/measure.mjs). */
function evenlySpaced(list, count) {
  const n = Math.min(count, list.length);
  return Array.from({ length: n }, (_, k) => list[Math.floor(((k + 0.5) * list.length) / n)]);
}

// ---------------------------------------------------------------- corpus and site root
/** A fresh site root bench/work/N<n>/site whose content/ is the generated corpus (no config: defaults). */
async function prepareSite(n, seed, shape) {
  if (!existsSync(GEN_CORPUS)) {
    throw new Error(
      `the corpus generator is missing: ${GEN_CORPUS} not found.\n` +
        'bench/build.mjs uses the shared peers folder next to the repository (../shared/peers/gen-corpus.mjs);\n' +
        'check out ../shared beside this repo, or point DOCSGEN_GEN_CORPUS at gen-corpus.mjs.',
    );
  }
  const dir = path.join(WORK, shape === 'nested' ? `N${n}` : `${shape}-N${n}`);
  rmSync(dir, { recursive: true, force: true });
  const root = path.join(dir, 'site');
  const content = path.join(root, 'content');
  mkdirSync(root, { recursive: true });
  log(await writeCorpus({ shape, n, content, seed, run, genCorpus: GEN_CORPUS }));
  // Doc pages: every corpus page but the root index.md, as peers/measure.mjs counts them.
  const pages = walk(content)
    .map((f) => path.relative(content, f))
    .filter((f) => f.endsWith('.md') && f !== 'index.md')
    .sort();
  return { n, dir, root, content, out: path.join(dir, 'out'), pages };
}

/** The built HTML file of a corpus page ("cat/sub/slug.md" → out/cat/sub/slug/index.html). */
function htmlFileOf(site, page) {
  const url = page.slice(0, -3);
  return [path.join(site.out, url, 'index.html'), path.join(site.out, `${url}.html`)].find((f) => existsSync(f));
}

// ---------------------------------------------------------------- one timed build
const STAGE_LINE = /^ {2}(\S+)\s+(\d+(?:\.\d+)?) (ms|s)(?: {2}(.*))?$/;

/** One `docsgen build` as a child process: wall time, peak RSS (KiB → MiB), the stage lines and the summary. */
async function timedBuild(site, { cache, label, extraNodeArgs = [] }) {
  if (!cache) rmSync(site.out, { recursive: true, force: true });
  settleDisk();
  const cliArgs = ['build', site.root, '--out', site.out, ...(cache ? [] : ['--no-cache'])];
  const rssFile = path.join(site.dir, `rss-${process.pid}.txt`);
  rmSync(rssFile, { force: true });
  let cmd;
  let args;
  if (existsSync(GNU_TIME)) {
    cmd = GNU_TIME;
    args = ['-v', '-o', rssFile, process.execPath, ...extraNodeArgs, BIN, ...cliArgs];
  } else {
    cmd = process.execPath;
    args = [...extraNodeArgs, path.join(HERE, 'lib/rss-wrapper.mjs'), rssFile, ...cliArgs];
  }
  const start = performance.now();
  const { stdout, stderr } = await run(cmd, args);
  const wallS = (performance.now() - start) / 1000;
  const rssText = readFileSync(rssFile, 'utf8');
  rmSync(rssFile, { force: true });
  let rssKiB;
  let cpuS;
  if (existsSync(GNU_TIME)) {
    rssKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(rssText)?.[1]);
    cpuS = Number(/User time \(seconds\): ([\d.]+)/.exec(rssText)?.[1]) + Number(/System time \(seconds\): ([\d.]+)/.exec(rssText)?.[1]);
  } else {
    ({ maxRSS: rssKiB, cpuS } = JSON.parse(rssText));
  }
  const lines = stdout.split('\n');
  const stages = [];
  for (const line of lines) {
    const m = STAGE_LINE.exec(line);
    if (m) stages.push({ name: m[1], ms: Number(m[2]) * (m[3] === 's' ? 1000 : 1), detail: m[4] ?? '' });
  }
  // "Built N pages …", or "Up to date: N pages …" when nothing changed (cli/builder/build-if-changed.ts).
  const summary = lines.find((l) => l.startsWith('Built ') || l.startsWith('Up to date: ')) ?? '';
  const routes = Number(/^(?:Built|Up to date:) (\d+) pages/.exec(summary)?.[1] ?? NaN);
  const result = { wallS, cpuS, rssMiB: rssKiB / 1024, stages, summary, routes, stdout: stdout.trimEnd(), stderr: stderr.trimEnd() };
  log(`${label}: ${secs(wallS)} (cpu ${secs(cpuS)}), peak RSS ${result.rssMiB.toFixed(0)} MiB — ${summary.replace(/ → .*/, '')}`);
  return result;
}

/** The total a build's summary line reports ("Built … in 7.85 s", or "in 850 ms"), in seconds. */
function reportedSeconds(summary) {
  const m = / in (\d+(?:\.\d+)?) (ms|s)(?: |$)/.exec(summary);
  return m ? Number(m[1]) / (m[2] === 'ms' ? 1000 : 1) : Number.NaN;
}

// ---------------------------------------------------------------- measures
async function coldBuilds(site, runs) {
  const results = [];
  for (let r = 1; r <= runs; r++) results.push(await timedBuild(site, { cache: false, label: `N=${site.n} cold ${r}/${runs}` }));
  const walls = results.map((r) => r.wallS);
  const rss = results.map((r) => r.rssMiB);
  const medianRun = [...results].sort((a, b) => a.wallS - b.wallS)[(results.length - 1) >> 1];
  const size = dirSize(site.out);
  return {
    runs: results.map(({ stdout, stderr, ...rest }) => rest),
    medianS: median(walls),
    minS: Math.min(...walls),
    maxS: Math.max(...walls),
    cpuSMedian: median(results.map((r) => r.cpuS)),
    pagesPerS: site.n / median(walls),
    rssMiBMedian: median(rss),
    rssMiBMax: Math.max(...rss),
    outputBytes: size.bytes,
    outputFiles: size.files,
    routes: medianRun.routes,
    medianRunStdout: medianRun.stdout,
  };
}

/**
 * Writes back what earlier runs left dirty (`sync`), untimed: a run started while the disk still writes back the
 * 200,000 files of the build before took up to half as long again (40,000 pages: a one-page rebuild 4.2 s right
 * after the cache-filling build, 2.6 s once written back).
 */
function settleDisk() {
  try {
    execFileSync('sync');
  } catch {
    // no sync here: the runs are timed as they come
  }
}

/** A cached build after appending a paragraph to one page; the page is restored afterwards. */
async function warmRebuilds(site, runs) {
  rmSync(path.join(site.root, '.docsgen'), { recursive: true, force: true });
  const fill = await timedBuild(site, { cache: true, label: `N=${site.n} cache-filling build` });
  const page = site.pages[Math.floor(site.pages.length / 2)];
  const file = path.join(site.content, page);
  const original = readFileSync(file, 'utf8');
  const results = [];
  try {
    for (let r = 1; r <= runs; r++) {
      writeFileSync(
        file,
        `${original.trimEnd()}\n\nParágrafo acrescentado pelo benchmark (edição ${r}): o conteúdo mudou, ` +
          'então só esta página deve ser analisada de novo; as outras vêm do cache.\n',
      );
      results.push(await timedBuild(site, { cache: true, label: `N=${site.n} one-page rebuild ${r}/${runs}` }));
    }
  } finally {
    writeFileSync(file, original);
  }
  // The page as it was: one more build puts it back in the output; then `runs` builds with nothing changed.
  await timedBuild(site, { cache: true, label: `N=${site.n} rebuild with the page restored` });
  const unchanged = [];
  for (let r = 1; r <= runs; r++)
    unchanged.push(await timedBuild(site, { cache: true, label: `N=${site.n} rebuild, nothing changed ${r}/${runs}` }));
  const walls = results.map((r) => r.wallS);
  const markdownStage = results.map((r) => r.stages.find((s) => s.name === 'markdown')?.detail ?? '');
  return {
    page,
    fill: { wallS: fill.wallS, rssMiB: fill.rssMiB, stages: fill.stages },
    runs: results.map(({ stdout, stderr, ...rest }) => rest),
    medianS: median(walls),
    minS: Math.min(...walls),
    maxS: Math.max(...walls),
    rssMiBMedian: median(results.map((r) => r.rssMiB)),
    markdownStage: markdownStage[markdownStage.length - 1],
    unchanged: {
      medianS: median(unchanged.map((r) => r.wallS)),
      walls: unchanged.map((r) => r.wallS),
      cpuS: median(unchanged.map((r) => r.cpuS)),
      // What the build reported as its total, for the time lost outside it (process start and exit).
      reportedS: median(unchanged.map((r) => reportedSeconds(r.summary))),
      medianRunStdout: [...unchanged].sort((a, b) => a.wallS - b.wallS)[(unchanged.length - 1) >> 1].stdout,
    },
    medianRunStdout: [...results].sort((a, b) => a.wallS - b.wallS)[(results.length - 1) >> 1].stdout,
  };
}

/**
 * The pages of the folder holding the most pages (issue 15: a page's HTML grew with its folder): median gzip -9 size
 * of ~20 of them, evenly spaced.
 */
function largestFolderWeight(site) {
  const folders = new Map(); // Map.groupBy is Node 21+; a push, not a copy per page (40,000 pages in one folder)
  for (const p of site.pages) {
    const folder = path.dirname(p);
    if (!folders.has(folder)) folders.set(folder, []);
    folders.get(folder).push(p);
  }
  const [folder, pages] = [...folders].sort((a, b) => b[1].length - a[1].length)[0];
  const sample = evenlySpaced(pages.map((p) => htmlFileOf(site, p)).filter(Boolean), 20).map((f) => readFileSync(f));
  const gzs = sample.map(gz);
  return {
    folder,
    pages: pages.length,
    sampled: sample.length,
    gzMedian: median(gzs),
    gzMin: Math.min(...gzs),
    gzMax: Math.max(...gzs),
    rawMedian: median(sample.map((raw) => raw.length)),
  };
}

/** Median gzip -9 size of ~50 evenly spaced doc pages' HTML. */
function htmlWeight(site) {
  const files = site.pages.map((p) => htmlFileOf(site, p)).filter(Boolean);
  if (!files.length) throw new Error(`no doc page HTML found under ${site.out} for the corpus pages`);
  const sample = evenlySpaced(files, 50).map((f) => {
    const raw = readFileSync(f);
    return { page: path.relative(site.out, f), raw: raw.length, gz: gz(raw) };
  });
  const gzs = sample.map((s) => s.gz);
  return {
    pages: site.n,
    docPagesFound: files.length,
    sampled: sample.length,
    gzMedian: median(gzs),
    gzMin: Math.min(...gzs),
    gzMax: Math.max(...gzs),
    rawMedian: median(sample.map((s) => s.raw)),
    largest: sample.reduce((a, b) => (b.gz > a.gz ? b : a)).page,
  };
}

/** Every script response a guide page gets in its first `waitMs` with no interaction, gzip -9 summed. */
async function firstViewJs(site, waitMs) {
  const guides = site.pages.filter((p) => p.startsWith('guias/'));
  const page = (guides.length ? guides : site.pages)[Math.floor((guides.length || site.pages.length) / 2)];
  const route = `/${page.slice(0, -3)}`;
  const server = await startServer(site.out);
  let browser;
  try {
    browser = await launchChromium({ missingHint: ', or pass --no-js' });
    const context = await browser.newContext();
    const tab = await context.newPage();
    const pending = [];
    const others = [];
    tab.on('response', (response) => {
      const type = response.request().resourceType();
      const url = response.url().replace(server.url, '');
      if (type === 'script') {
        pending.push(
          response.body().then(
            (body) => ({ url, raw: body.length, gz: gz(body), status: response.status() }),
            (error) => ({ url, raw: 0, gz: 0, status: response.status(), error: error.message }),
          ),
        );
      } else {
        others.push({ url, type, status: response.status() });
      }
    });
    const started = performance.now();
    const nav = await tab.goto(server.url + route, { waitUntil: 'load' });
    if (nav?.status() !== 200) throw new Error(`${route} answered ${nav?.status()}`);
    await tab.waitForTimeout(Math.max(0, waitMs - (performance.now() - started)));
    const scripts = await Promise.all(pending);
    await context.close();
    return {
      page: route,
      waitMs,
      gzBytes: scripts.reduce((s, x) => s + x.gz, 0),
      rawBytes: scripts.reduce((s, x) => s + x.raw, 0),
      scripts,
      otherResponses: others,
    };
  } finally {
    if (browser) await browser.close().catch(() => {});
    await stop(server.child);
  }
}

/** One extra cold build under `node --cpu-prof`; the main thread's and the workers' profiles are summarised. */
async function cpuProfile(site) {
  const dir = path.join(site.dir, 'cpu-prof');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const build = await timedBuild(site, {
    cache: false,
    label: `N=${site.n} cold build under --cpu-prof`,
    extraNodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  });
  const profiles = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => summarizeProfile(path.join(dir, f)));
  return {
    dir,
    wallS: build.wallS,
    stdout: build.stdout,
    profiles: profiles.map((p) => ({
      file: path.relative(REPO, p.file),
      totalMs: p.totalMs,
      packages: p.packages.slice(0, 12),
      functions: p.functions.slice(0, 20),
    })),
  };
}

// ---------------------------------------------------------------- report
function budgetRows(result) {
  const { pages } = result;
  const rows = [];
  const judge = (name, value, budget, atPages, fmt) => {
    const applies = budget.atPages === undefined || atPages === budget.atPages;
    rows.push({
      name,
      value,
      target: budget.value,
      label: budget.label,
      met: applies && value !== undefined ? value <= budget.value : null,
      shown: value === undefined ? '—' : fmt(value),
    });
  };
  judge('cold build', result.cold.medianS, BUDGETS.coldS, pages, secs);
  judge('one-page rebuild', result.warm?.medianS, BUDGETS.rebuildS, pages, secs);
  const htmlAt = result.html[BUDGETS.htmlGzBytes.atPages];
  judge('doc page HTML gz', htmlAt?.gzMedian, BUDGETS.htmlGzBytes, htmlAt ? BUDGETS.htmlGzBytes.atPages : undefined, kb);
  judge('first 5 s JS gz', result.js?.gzBytes, BUDGETS.jsGzBytes, pages, kb);
  return rows;
}

function table(result) {
  const out = [];
  const { cold, warm, js } = result;
  const row = (a, b, c = '', d = '') => out.push(`| ${a} | ${b} | ${c} | ${d} |`);
  const met = (name) => {
    const b = result.budgets.find((x) => x.name === name);
    return b.met === null ? 'not judged' : b.met ? 'yes' : '**NO**';
  };
  out.push(
    `docsgen build benchmark: N=${result.pages} pages, ${result.shape} corpus (seed ${result.seed}), ${result.runs} cold runs, ${result.warmRuns} rebuilds`,
  );
  out.push(
    `${result.machine.cpus} × ${result.machine.cpuModel}, ${result.machine.memGiB} GiB, node ${result.machine.node}; dist/cli.mjs ${result.distSha}${result.distShaAfter ? ` (changed to ${result.distShaAfter} during the run!)` : ''}; RSS via ${result.rssVia}`,
  );
  out.push('');
  row('measure', 'median (min–max)', 'budget', 'met');
  row('---', '---', '---', '---');
  row(
    `cold build, --no-cache (N=${result.pages})`,
    `${secs(cold.medianS)}${spread(cold.runs.map((r) => r.wallS))}`,
    BUDGETS.coldS.label,
    met('cold build'),
  );
  row('  pages per second', `${cold.pagesPerS.toFixed(0)}`);
  row('  user+sys CPU', `${secs(cold.cpuSMedian)}${spread(cold.runs.map((r) => r.cpuS))}`);
  row(
    '  peak RSS',
    `${cold.rssMiBMedian.toFixed(0)} MiB${spread(
      cold.runs.map((r) => r.rssMiB),
      (x) => x.toFixed(0),
    )}`,
  );
  row(
    '  output',
    `${mib(cold.outputBytes)}, ${cold.outputFiles} files, ${cold.routes} HTML routes: ${kb(cold.outputBytes / cold.routes)} a route`,
  );
  if (warm) {
    row('first build with an empty cache', `${secs(warm.fill.wallS)}`);
    row(
      'one-page rebuild (warm cache)',
      `${secs(warm.medianS)}${spread(warm.runs.map((r) => r.wallS))}`,
      BUDGETS.rebuildS.label,
      met('one-page rebuild'),
    );
    row('  user+sys CPU', `${secs(median(warm.runs.map((r) => r.cpuS)))}`);
    row('  markdown stage', warm.markdownStage);
    row('  reported by the build', `${secs(median(warm.runs.map((r) => reportedSeconds(r.summary))))}`);
    row('rebuild with nothing changed', `${secs(warm.unchanged.medianS)}${spread(warm.unchanged.walls)}`);
    row('  user+sys CPU', `${secs(warm.unchanged.cpuS)}`);
    row('  reported by the build', `${secs(warm.unchanged.reportedS)}`);
  }
  if (result.largestFolder) {
    const f = result.largestFolder;
    row(
      `page HTML gz -9 in the largest folder (${f.folder}/, ${f.pages} pages; ${f.sampled} sampled)`,
      `${kb(f.gzMedian)} (${kb(f.gzMin)}–${kb(f.gzMax)}); raw ${kb(f.rawMedian)}`,
    );
  }
  for (const [n, h] of Object.entries(result.html)) {
    const isBudget = Number(n) === BUDGETS.htmlGzBytes.atPages;
    row(
      `doc page HTML gz -9, N=${n} (${h.sampled} pages)`,
      `${kb(h.gzMedian)} (${kb(h.gzMin)}–${kb(h.gzMax)}); raw ${kb(h.rawMedian)}`,
      isBudget ? BUDGETS.htmlGzBytes.label : '',
      isBudget ? met('doc page HTML gz') : '',
    );
  }
  if (js) {
    row(
      `JS in first ${js.waitMs / 1000} s, gz -9 (${js.page})`,
      `${kb(js.gzBytes)} in ${js.scripts.length} files (raw ${kb(js.rawBytes)})`,
      BUDGETS.jsGzBytes.label,
      met('first 5 s JS gz'),
    );
  }
  for (const [n, b] of Object.entries(result.otherSizeBuilds)) {
    row(`cold build, --no-cache (N=${n}, 1 run)`, `${secs(b.wallS)}, ${b.rssMiB.toFixed(0)} MiB`);
  }
  out.push('');
  out.push(`stage lines of the median cold build (N=${result.pages}):`);
  out.push(...cold.medianRunStdout.split('\n').map((l) => `    ${l}`));
  if (warm) {
    out.push(`stage lines of the median one-page rebuild (${warm.page}):`);
    out.push(...warm.medianRunStdout.split('\n').map((l) => `    ${l}`));
    out.push('stage lines of the median rebuild with nothing changed:');
    out.push(...warm.unchanged.medianRunStdout.split('\n').map((l) => `    ${l}`));
  }
  if (js) {
    out.push(`scripts fetched in the first ${js.waitMs / 1000} s: ${js.scripts.map((s) => `${s.url} ${kb(s.gz)}`).join(', ') || 'none'}`);
    if (js.otherResponses.length) out.push(`other responses: ${js.otherResponses.map((o) => `${o.type} ${o.url}`).join(', ')}`);
  }
  if (result.cpuProfile) {
    out.push('');
    out.push(
      `CPU profile of one cold build (${secs(result.cpuProfile.wallS)} under --cpu-prof; files in ${path.relative(REPO, result.cpuProfile.dir)}):`,
    );
    for (const p of result.cpuProfile.profiles) {
      out.push(
        `  ${path.basename(p.file)}: ${(p.totalMs / 1000).toFixed(2)} s sampled; self time by package: ` +
          p.packages
            .slice(0, 8)
            .map((x) => `${x.name} ${(x.ms / 1000).toFixed(2)} s`)
            .join(', '),
      );
      for (const f of p.functions.slice(0, 8)) out.push(`      ${f.ms.toFixed(0).padStart(6)} ms  ${f.name}`);
    }
  }
  return out.join('\n');
}

// ---------------------------------------------------------------- main
async function main() {
  const opts = options(process.argv.slice(2));
  if (!existsSync(GEN_CORPUS)) {
    fail(
      `the corpus generator is missing: ${GEN_CORPUS} not found. It lives in the shared peers folder next to ` +
        'this repository (../shared/peers/gen-corpus.mjs); check it out there, or set DOCSGEN_GEN_CORPUS.',
    );
  }
  mkdirSync(WORK, { recursive: true });
  if (opts.buildCli) {
    log('rebuilding dist/ from the TypeScript sources (scripts/build-cli.mjs; --skip-build-cli to use dist/ as is)');
    await run(process.execPath, [path.join(REPO, 'scripts/build-cli.mjs')]);
  }
  const distSha = createHash('sha1')
    .update(readFileSync(path.join(REPO, 'dist/cli.mjs')))
    .digest('hex')
    .slice(0, 10);
  const result = {
    date: new Date().toISOString(),
    pages: opts.pages,
    shape: opts.shape,
    seed: opts.seed,
    runs: opts.runs,
    warmRuns: opts.warmRuns,
    distSha,
    rssVia: existsSync(GNU_TIME) ? '/usr/bin/time -v' : 'process.resourceUsage() wrapper',
    machine: {
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model?.trim() ?? '?',
      memGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    budgets: [],
    html: {},
    otherSizeBuilds: {},
  };

  const site = await prepareSite(opts.pages, opts.seed, opts.shape);
  result.cold = await coldBuilds(site, opts.runs);
  if (opts.sizes.includes(opts.pages)) result.html[opts.pages] = htmlWeight(site);
  result.largestFolder = largestFolderWeight(site);
  result.warm = await warmRebuilds(site, opts.warmRuns);
  if (opts.js) result.js = await firstViewJs(site, opts.jsWaitMs);
  if (opts.cpuProf) result.cpuProfile = await cpuProfile(site);

  for (const n of opts.sizes.filter((x) => x !== opts.pages)) {
    const other = await prepareSite(n, opts.seed, opts.shape);
    const build = await timedBuild(other, { cache: false, label: `N=${n} cold (for the HTML size)` });
    result.otherSizeBuilds[n] = { wallS: build.wallS, rssMiB: build.rssMiB, stages: build.stages };
    result.html[n] = htmlWeight(other);
  }
  result.html = Object.fromEntries(Object.entries(result.html).sort((a, b) => Number(a[0]) - Number(b[0])));
  result.budgets = budgetRows(result);
  // Others may rebuild dist/ while this runs; say so rather than mix two versions silently.
  const distShaAfter = createHash('sha1')
    .update(readFileSync(path.join(REPO, 'dist/cli.mjs')))
    .digest('hex')
    .slice(0, 10);
  if (distShaAfter !== distSha) {
    result.distShaAfter = distShaAfter;
    log(`warning: dist/cli.mjs changed during the run (${distSha} → ${distShaAfter}); the figures may mix two versions`);
  }

  if (opts.json) {
    const { medianRunStdout: coldOut, ...cold } = result.cold;
    const { medianRunStdout: warmOut, ...warm } = result.warm;
    console.log(JSON.stringify({ ...result, cold: { ...cold, stdout: coldOut }, warm: { ...warm, stdout: warmOut } }, null, 2));
  } else {
    console.log(table(result));
  }
}

main().catch((error) => {
  console.error(`bench/build: ${error.message}`);
  stopChildren();
  process.exit(1);
});
