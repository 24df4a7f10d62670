#!/usr/bin/env node
// Rebuilds of real docs folders (those bench/real-folders.mjs wrote to bench/work/real/) against builds from nothing:
// for each site, a cached build; nothing changed ("Up to date"); one page edited (remade alone when its place holds,
// build-page-edits.ts, and the output updated in place); a page added
// and then removed; and after each, the output compared byte for byte with a `--no-cache` build of the same sources
// into another folder. Prints a table; exit 1 if any output differs. Not a CI test: it needs the fetched folders.
//
//   node bench/real-folders.mjs && node bench/incremental-real.mjs [--skip-build-cli]
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { walk } from './lib/files.mjs';
import { BIN, REPO, WORK } from './lib/paths.mjs';

const REAL = path.join(WORK, 'real');
if (!process.argv.includes('--skip-build-cli'))
  execFileSync(process.execPath, [path.join(REPO, 'scripts/build-cli.mjs')], { stdio: 'inherit' });
if (!existsSync(REAL)) {
  console.error(`no ${path.relative(process.cwd(), REAL)}: run node bench/real-folders.mjs first`);
  process.exit(2);
}

/** Runs docsgen build in the site; returns its stdout, or throws with its stderr. */
function build(root, args = []) {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [BIN, 'build', root, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`docsgen build ${args.join(' ')} failed in ${root}:\n${run.stderr}`);
  return { stdout: run.stdout, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/** Path → hash of every file under a folder, and "folder" for each folder (an empty one left behind differs). */
function tree(dir) {
  const found = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    found[path.relative(dir, full)] = entry.isDirectory() ? 'folder' : createHash('sha1').update(readFileSync(full)).digest('hex');
  }
  return found;
}

/** The paths where two trees differ. */
function differences(a, b) {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((rel) => a[rel] !== b[rel]).sort();
}

/** What the build of edited pages said (build-page-edits.ts): remade alone, or why the whole site was built. */
const editsLine = (stdout) => /^ {2}edits +[\d.]+ m?s +(.*)$/m.exec(stdout)?.[1] ?? '';
const writeLine = (stdout) => /^ {2}write +[\d.]+ m?s +(.*)$/m.exec(stdout)?.[1] ?? stdout.split('\n').filter(Boolean).at(-1);

let failed = false;
const rows = [];
for (const name of readdirSync(REAL).sort()) {
  const root = path.join(mkdtempSync(path.join(os.tmpdir(), `docsgen-incremental-${name}-`)), 'site');
  cpSync(path.join(REAL, name), root, { recursive: true });
  const pages = walk(path.join(root, 'content')).filter((file) => /\.mdx?$/.test(file) && !/(^|\/)(index|README|_index)\.mdx?$/.test(file));
  const edited = pages[pages.length >> 1];
  const added = path.join(path.dirname(edited), 'docsgen-incremental-check.md');
  const original = readFileSync(edited, 'utf8');
  const steps = [
    ['first build', () => {}],
    ['nothing changed', () => {}],
    ['one page edited', () => appendFileSync(edited, '\n\nUm parágrafo novo, escrito pelo teste de reconstrução.\n')],
    ['the page restored', () => writeFileSync(edited, original)],
    ['a page added', () => writeFileSync(added, '# Página nova\n\nTexto.\n')],
    ['that page removed', () => rmSync(added)],
  ];
  for (const [what, change] of steps) {
    change();
    const done = build(root);
    const fresh = path.join(root, '..', 'fresh');
    rmSync(fresh, { recursive: true, force: true });
    build(root, ['--no-cache', '--out', '../fresh']);
    const diff = differences(tree(path.join(root, 'build')), tree(fresh));
    if (diff.length > 0) failed = true;
    rows.push(
      `| ${name} | ${what} | ${done.seconds.toFixed(2)} s | ${editsLine(done.stdout).replace(/\|/g, '\\|')} | ${writeLine(done.stdout).replace(/\|/g, '\\|')} | ${diff.length === 0 ? 'same bytes' : `**${diff.length} differ**: ${diff.slice(0, 3).join(', ')}`} |`,
    );
    console.error(rows.at(-1));
  }
  rmSync(path.dirname(root), { recursive: true, force: true });
}
console.log('| site | step | build | edits line | write line (or summary) | output against a build from nothing |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
process.exit(failed ? 1 : 0);
