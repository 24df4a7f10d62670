#!/usr/bin/env node
// Lighthouse's performance score of a page of a built site (default: /search?q=saldo of the Coins site), with its
// layout shift (CLS), blocking time (TBT), LCP and FCP: medians (min–max) of --runs runs, mobile, simulated throttling.
// Several --dir folders are measured turn by turn, so a machine that gets busier mid-way weighs on each alike.
//
//   node bench/lighthouse.mjs [--runs 3] [--path '/search?q=saldo'] [--dir build] [--dir another-build] [--json]
//
// Without --dir it builds the Coins site into bench/work/lighthouse/build first. Lighthouse is not a dependency:
// LIGHTHOUSE=/path/to/lighthouse names an installed one, else `npx -y lighthouse@12` fetches it. Chromium is Debian's
// (/usr/bin/chromium, or CHROMIUM=); nothing downloads a browser.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { median, spread } from './lib/figures.mjs';
import { parseArgs, wholeNumber } from './lib/args.mjs';
import { BIN, WORK } from './lib/paths.mjs';
import { CHROMIUM, run, startServer, stop } from './lib/processes.mjs';

const opts = parseArgs(process.argv.slice(2), {
  name: 'bench/lighthouse',
  help: { script: import.meta.url, lines: 10 },
  defaults: { runs: 3, path: '/search?q=saldo', dirs: [], json: false },
  flags: {
    '--runs': (o, v) => {
      o.runs = wholeNumber('bench/lighthouse', '--runs', v());
    },
    '--path': (o, v) => {
      o.path = v();
    },
    '--dir': (o, v) => {
      o.dirs.push(path.resolve(v()));
    },
    '--json': (o) => {
      o.json = true;
    },
  },
});

const AUDITS = {
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
};

/** One Lighthouse run: the performance score (0–100) and the audits' values. */
async function lighthouse(url) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'docsgen-lighthouse-'));
  const report = path.join(scratch, 'report.json');
  const args = [
    url,
    `--chrome-path=${CHROMIUM}`,
    '--chrome-flags=--headless=new --no-sandbox',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
  ];
  try {
    if (process.env.LIGHTHOUSE) await run(process.env.LIGHTHOUSE, args);
    else await run('npx', ['-y', 'lighthouse@12', ...args], { cwd: tmpdir() });
    const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
    const figures = { score: Math.round(categories.performance.score * 100) };
    for (const [key, id] of Object.entries(AUDITS)) figures[key] = audits[id].numericValue;
    return figures;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  let dirs = opts.dirs;
  if (dirs.length === 0) {
    const out = path.join(WORK, 'lighthouse', 'build');
    console.error(`building the Coins site into ${out}`);
    await run(process.execPath, [BIN, 'build', '--out', out, '--no-cache']);
    dirs = [out];
  }
  const load = [loadavg()[0]];
  const servers = [];
  try {
    for (const dir of dirs) servers.push({ dir, ...(await startServer(dir)), runs: [] });
    for (let i = 0; i < opts.runs; i++) {
      for (const server of servers) {
        const figures = await lighthouse(server.url + opts.path);
        server.runs.push(figures);
        console.error(`${path.basename(server.dir)} run ${i + 1}: ${JSON.stringify(figures)}`);
      }
    }
  } finally {
    for (const { child } of servers) await stop(child);
  }
  load.push(loadavg()[0]);
  const result = servers.map(({ dir, runs }) => {
    const of = (key) => runs.map((r) => r[key]);
    return { dir, runs, median: Object.fromEntries(['score', ...Object.keys(AUDITS)].map((key) => [key, median(of(key))])) };
  });
  if (opts.json) {
    console.log(JSON.stringify({ path: opts.path, load, result }, null, 2));
    return;
  }
  console.log(`${opts.path}, ${opts.runs} runs each, load average ${load.map((x) => x.toFixed(1)).join(' → ')}`);
  for (const { dir, runs, median: m } of result) {
    const of = (key) => runs.map((r) => r[key]);
    const ms = (x) => `${Math.round(x)}`;
    console.log(
      `${dir}\n  score ${m.score}${spread(of('score'), String)}  CLS ${m.cls.toFixed(3)}${spread(of('cls'), (x) => x.toFixed(3))}` +
        `  TBT ${ms(m.tbt)} ms${spread(of('tbt'), ms)}  LCP ${ms(m.lcp)} ms${spread(of('lcp'), ms)}  FCP ${ms(m.fcp)} ms${spread(of('fcp'), ms)}`,
    );
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
