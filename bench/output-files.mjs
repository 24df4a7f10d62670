#!/usr/bin/env node
// What an output's files cost the file system to make, apart from docsgen: the tree of a built output (its folders,
// names and sizes) made again and again in a scratch folder, each round removing the last one first, as
// ../shared/peers/run.sh removes an output before each cold build. Each variant drops some files (the .gz copies, all
// compressed copies) so their share of the cost shows. On ext4 without a journal a new file's inode is looked for past
// every inode freed in the last minutes (the kernel's recently_deleted()), so the cost of a round grows with the files
// made times the files just removed: quadratic in the output's file count. The variants take their rounds in turn.
//
//   node bench/output-files.mjs OUTPUT_DIR [--rounds 4] [--scratch DIR] [--variants all,no-gz,no-copies]
//
// OUTPUT_DIR: a built output (`docsgen build` with `precompress: ["br", "gzip"]` shows every variant). The scratch
// folder (default: a new one under the OS's temp folder, on that file system) is removed at the end.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const VARIANTS = {
  all: () => true,
  'no-gz': (rel) => !rel.endsWith('.gz'),
  'no-copies': (rel) => !/\.(br|gz)$/.test(rel),
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '4' },
    scratch: { type: 'string' },
    variants: { type: 'string', default: Object.keys(VARIANTS).join(',') },
  },
});
const [source] = positionals;
if (!source) {
  console.error('usage: node bench/output-files.mjs OUTPUT_DIR [--rounds 4] [--scratch DIR] [--variants all,no-gz,no-copies]');
  process.exit(2);
}
const rounds = Number(values.rounds);
const scratch = values.scratch ? path.resolve(values.scratch) : mkdtempSync(path.join(tmpdir(), 'docsgen-output-files-'));

/** The output's files (relative paths) and sizes. */
function treeOf(dir) {
  const files = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push([path.relative(dir, full), statSync(full).size]);
    }
  };
  walk(dir);
  return files;
}

/** One round: the last copy removed, the tree made again; the wall and system times of each step. */
function round(files, dest) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  rmSync(dest, { recursive: true, force: true });
  const removed = performance.now() - t0;
  const cpu1 = process.cpuUsage();
  const t1 = performance.now();
  const made = new Set();
  for (const [rel, size] of files) {
    const folder = path.dirname(path.join(dest, rel));
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    writeFileSync(path.join(dest, rel), Buffer.alloc(size, 97));
  }
  const created = performance.now() - t1;
  const cpu2 = process.cpuUsage();
  return {
    removed,
    created,
    createSys: (cpu2.system - cpu1.system) / 1000,
    folders: made.size,
    removeSys: (cpu1.system - cpu0.system) / 1000,
  };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const tree = treeOf(path.resolve(source));
console.log(`${tree.length} files in ${source}; ${rounds} rounds a variant in ${scratch}`);
console.log('variant      files  folders  make (ms) per round                median   system (ms) median');
try {
  const variants = values.variants.split(',').map((name) => {
    const keep = VARIANTS[name];
    if (!keep) throw new Error(`unknown variant ${name}: ${Object.keys(VARIANTS).join(', ')}`);
    return { name, files: tree.filter(([rel]) => keep(rel)), dest: path.join(scratch, name), runs: [] };
  });
  // Rounds taken in turn, a variant after another: each sees the others' removed files as much as its own, so the
  // machine's state (other builds' removals) weighs on them alike.
  for (let i = 0; i < rounds; i++) for (const variant of variants) variant.runs.push(round(variant.files, variant.dest));
  for (const { name, files, runs } of variants) {
    const made = runs.map((run) => run.created);
    console.log(
      `${name.padEnd(12)} ${String(files.length).padStart(5)}  ${String(runs[0].folders).padStart(7)}  ${made
        .map((ms) => ms.toFixed(0).padStart(6))
        .join(' ')
        .padEnd(34)} ${median(made).toFixed(0).padStart(6)}   ${median(runs.map((run) => run.createSys))
        .toFixed(0)
        .padStart(6)}`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
