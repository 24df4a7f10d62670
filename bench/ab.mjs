#!/usr/bin/env node
// This checkout against another docsgen checkout (an earlier commit in a git worktree), in one run on one corpus:
// cold builds, one-page rebuilds and rebuilds with nothing changed, alternated between the two, so the machine's load
// weighs on both alike.
//
//   git worktree add ../before <commit> && (cd ../before && npm ci)
//   node bench/ab.mjs --other ../before [--pages 1000] [--cold 5] [--rebuilds 20] [--unchanged 10] [--seed 42] [--skip-build-cli]
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs, wholeNumber } from './lib/args.mjs';
import { checkouts, runNode } from './lib/checkouts.mjs';
import { median, secs, spread } from './lib/figures.mjs';
import { GEN_CORPUS, REPO, WORK } from './lib/paths.mjs';

const NAME = 'bench/ab';
const opts = parseArgs(process.argv.slice(2), {
  name: NAME,
  help: { script: import.meta.url, lines: 6 },
  defaults: { other: undefined, pages: 1000, cold: 5, rebuilds: 20, unchanged: 10, seed: 42, buildCli: true },
  flags: {
    '--other': (o, v) => {
      o.other = v();
    },
    '--pages': (o, v) => {
      o.pages = wholeNumber(NAME, '--pages', v());
    },
    '--cold': (o, v) => {
      o.cold = wholeNumber(NAME, '--cold', v(), 0);
    },
    '--rebuilds': (o, v) => {
      o.rebuilds = wholeNumber(NAME, '--rebuilds', v(), 0);
    },
    '--unchanged': (o, v) => {
      o.unchanged = wholeNumber(NAME, '--unchanged', v(), 0);
    },
    '--seed': (o, v) => {
      o.seed = wholeNumber(NAME, '--seed', v());
    },
    '--skip-build-cli': (o) => {
      o.buildCli = false;
    },
  },
});
const sides = checkouts(NAME, opts.other);

const log = (line) => process.stderr.write(`[ab ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const node = runNode;

if (opts.buildCli) for (const dir of Object.values(sides)) node(['scripts/build-cli.mjs'], dir);

// One corpus for both: the same files, so only the code differs. Each side builds into its own output folder.
const root = path.join(WORK, `ab-N${opts.pages}`, 'site');
const content = path.join(root, 'content');
if (!existsSync(content) || readdirSync(content).length === 0) {
  log(`generating ${opts.pages} pages`);
  mkdirSync(content, { recursive: true });
  node([GEN_CORPUS, String(opts.pages), content, '--seed', String(opts.seed)], REPO);
}
const out = (side, kind) => path.join(WORK, `ab-N${opts.pages}`, `${side}-${kind}`);
const build = (side, args) => {
  const started = performance.now();
  // Each side its own caches: they are keyed by the code's fingerprint, so two checkouts sharing one folder would each
  // find the other's there and rebuild every page (a "one-page rebuild" of 5.6 s beside 0.9 s).
  const caches = ['--cache-dir', path.join('.docsgen', `cache-${side}`)];
  node([path.join(sides[side], 'bin/docsgen.mjs'), 'build', root, ...caches, ...args], REPO);
  return (performance.now() - started) / 1000;
};
const order = (i) => (i % 2 ? ['this', 'other'] : ['other', 'this']);
const times = { cold: { other: [], this: [] }, rebuild: { other: [], this: [] }, unchanged: { other: [], this: [] } };

for (let i = 0; i < opts.cold; i++) {
  for (const side of order(i)) {
    rmSync(out(side, 'cold'), { recursive: true, force: true });
    times.cold[side].push(build(side, ['--out', out(side, 'cold'), '--no-cache']));
    log(`cold ${i + 1}/${opts.cold} ${side}: ${secs(times.cold[side].at(-1))}`);
  }
}

if (opts.rebuilds > 0) {
  // A page from the middle of the corpus, edited before each rebuild and restored at the end.
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md') && entry.name !== 'index.md') pages.push(full);
    }
  };
  walk(content);
  const page = pages.sort()[pages.length >> 1];
  const original = readFileSync(page, 'utf8');
  try {
    for (const side of Object.keys(sides)) build(side, ['--out', out(side, 'warm')]); // fills each side's caches
    for (let i = 0; i <= opts.rebuilds; i++) {
      for (const side of order(i)) {
        appendFileSync(page, `\nParágrafo novo ${i}, de ${side}, para reconstruir a página.\n`);
        const seconds = build(side, ['--out', out(side, 'warm')]);
        // The first round only warms the OS's file cache after the other side's builds.
        if (i > 0) times.rebuild[side].push(seconds);
      }
    }
  } finally {
    writeFileSync(page, original);
  }
}

if (opts.unchanged > 0) {
  // The page as it was: one build each puts it back, then builds that find nothing changed ("Up to date").
  for (const side of Object.keys(sides)) build(side, ['--out', out(side, 'warm')]);
  for (let i = 0; i < opts.unchanged; i++) {
    for (const side of order(i)) times.unchanged[side].push(build(side, ['--out', out(side, 'warm')]));
  }
}

const row = (xs) => (xs.length ? `${secs(median(xs))}${spread(xs)} over ${xs.length}` : '—');
const ratio = (kind) => {
  const { other, this: mine } = times[kind];
  return other.length && mine.length ? `${(median(mine) / median(other)).toFixed(3)}` : '—';
};
console.log(`| ${opts.pages} pages | ${path.relative(REPO, sides.other) || sides.other} | this checkout | this / other |`);
console.log('| --- | --- | --- | --- |');
console.log(`| cold build (--no-cache) | ${row(times.cold.other)} | ${row(times.cold.this)} | ${ratio('cold')} |`);
console.log(`| one-page rebuild | ${row(times.rebuild.other)} | ${row(times.rebuild.this)} | ${ratio('rebuild')} |`);
console.log(`| rebuild, nothing changed | ${row(times.unchanged.other)} | ${row(times.unchanged.this)} | ${ratio('unchanged')} |`);
