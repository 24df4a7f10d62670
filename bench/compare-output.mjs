#!/usr/bin/env node
// Builds the same sites with this checkout and another (an earlier commit in a git worktree) and compares every
// output file byte for byte, the client bundle's hashed file names normalised: the proof that a restructuring left
// the output as it was. --root adds any site folder (a real docs folder laid out by bench/real-folders.mjs, say),
// built from a copy of it as Coins is; a build that fails on both sides with the same error is reported, not compared.
//
//   git worktree add ../before <commit> && (cd ../before && npm ci)
//   node bench/compare-output.mjs --other ../before [--pages 1000] [--sites coins,corpus|none] [--root <site root>]...
//                                 [--new robots.txt] [--skip-build-cli]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, usageError, wholeNumber } from './lib/args.mjs';
import { checkouts, runNode } from './lib/checkouts.mjs';
import { GEN_CORPUS, REPO, WORK } from './lib/paths.mjs';

const NAME = 'bench/compare-output';
const opts = parseArgs(process.argv.slice(2), {
  name: NAME,
  help: { script: import.meta.url, lines: 8 },
  defaults: { other: undefined, pages: 1000, seed: 42, sites: 'coins,corpus', roots: [], fresh: [], buildCli: true },
  flags: {
    '--other': (o, v) => {
      o.other = v();
    },
    '--pages': (o, v) => {
      o.pages = wholeNumber(NAME, '--pages', v());
    },
    '--seed': (o, v) => {
      o.seed = wholeNumber(NAME, '--seed', v());
    },
    '--sites': (o, v) => {
      o.sites = v();
    },
    // Any site root (content/, static/, a config…), built from a copy of it by both checkouts; repeatable.
    '--root': (o, v) => {
      o.roots.push(v());
    },
    // Files only this checkout writes, on purpose (a new output such as robots.txt): listed, not counted as a difference.
    '--new': (o, v) => {
      o.fresh.push(...v().split(','));
    },
    '--skip-build-cli': (o) => {
      o.buildCli = false;
    },
  },
});
const sides = checkouts(NAME, opts.other);
const sites = opts.sites === 'none' ? [] : opts.sites.split(',').map((site) => site.trim());
for (const site of sites)
  if (site !== 'coins' && site !== 'corpus') usageError(NAME, `--sites: "${site}" is neither coins nor corpus (nor none)`);
/** The --root folders, each named by its folder's name (with -2, -3… when two share one). */
const roots = [];
for (const given of opts.roots) {
  const from = path.resolve(given);
  if (!existsSync(path.join(from, 'content'))) usageError(NAME, `--root: ${given} is not a site root (no content/ in it)`);
  const base = path.basename(from);
  let name = base;
  for (let n = 2; sites.includes(name) || roots.some((root) => root.name === name); n++) name = `${base}-${n}`;
  roots.push({ name, from });
}
if (sites.length + roots.length === 0) usageError(NAME, 'nothing to compare: --sites none and no --root');

const log = (line) => process.stderr.write(`[compare ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const node = runNode;

if (opts.buildCli) for (const dir of Object.values(sides)) node(['scripts/build-cli.mjs'], dir);

const work = path.join(WORK, 'compare');

/** Where a site's copy and its two outputs go, under bench/work/compare/. */
const siteFolder = (site) => path.join(work, site.root ? `root-${site.name}` : site === 'coins' ? 'coins' : `corpus-N${opts.pages}`);

/** The site roots to build: copies, so that neither checkout's own folder gets a .docsgen of the other's. */
function siteRoot(site) {
  const root = path.join(siteFolder(site), 'site');
  if (site.root) {
    // A copy of the folder as it is, less the caches and git folder of its own (they are no part of the site).
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    for (const entry of readdirSync(site.from)) {
      if (entry !== '.docsgen' && entry !== '.git') cpSync(path.join(site.from, entry), path.join(root, entry), { recursive: true });
    }
  } else if (site === 'coins') {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    for (const entry of ['content', 'openapi', 'static', 'docsgen.config.ts']) {
      if (existsSync(path.join(REPO, entry))) cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true });
    }
  } else if (!existsSync(path.join(root, 'content'))) {
    log(`generating ${opts.pages} pages`);
    mkdirSync(path.join(root, 'content'), { recursive: true });
    node([GEN_CORPUS, String(opts.pages), path.join(root, 'content'), '--seed', String(opts.seed)], REPO);
  }
  return root;
}

/** Every file under `dir`, relative, with "/". */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The client bundle's files (esbuild names them "[name]-[HASH]", an 8-character upper-case base32 hash) by their name
 * with the hash replaced: a change to the client's code renames them in every page, which is not a change of the page.
 */
function bundleNames(dir) {
  const manifest = path.join(dir, 'assets/manifest.json');
  const names = new Map();
  const files = existsSync(manifest)
    ? listFiles(path.join(dir, 'assets')).filter((rel) => /-[A-Z0-9]{8}\.(?:js|css)(?:\.map)?$/.test(rel))
    : [];
  for (const rel of files) names.set(path.posix.basename(rel), path.posix.basename(rel).replace(/-[A-Z0-9]{8}\./, '-[hash].'));
  return names;
}

/** The file's bytes with the bundle's hashed names normalised (text files only). */
function normalised(file, names) {
  const bytes = readFileSync(file);
  if (!/\.(?:html|json|txt|xml|md|js|css|map)$|_headers$/.test(file)) return bytes;
  let text = bytes.toString('utf8');
  for (const [name, plain] of names) if (text.includes(name)) text = text.split(name).join(plain);
  return Buffer.from(text);
}

/** The first line where two texts differ, as "line N: a | b" (each cut to 160 characters around the difference). */
function firstDifference(a, b) {
  const left = a.toString('utf8').split('\n');
  const right = b.toString('utf8').split('\n');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] === right[i]) continue;
    const l = left[i] ?? '';
    const r = right[i] ?? '';
    let at = 0;
    while (at < l.length && l[at] === r[at]) at++;
    const cut = (s) => s.slice(Math.max(0, at - 60), at + 100);
    return `line ${i + 1}, column ${at + 1}:\n      other: ${cut(l)}\n      this:  ${cut(r)}`;
  }
  return 'same text, other bytes';
}

/** Whether a path is the client bundle's (its names and bytes follow the client's code, not the site). */
const isBundle = (rel) =>
  /^assets\/.*-[A-Z0-9]{8}(?:\.(?:js|css)(?:\.map)?|\.(?:js|css)\.(?:br|gz))$/.test(rel) || rel === 'assets/manifest.json';

/** The build's error as printed (its first lines; the side's output folder and the temporary folder's name made plain). */
const errorText = (result, side) =>
  `${result.stderr}`
    .split(`${side}-out`)
    .join('<out>')
    .replace(/\.tmp-[\w-]+/g, '.tmp-*')
    .trim()
    .split('\n')
    .slice(0, 4)
    .join('\n      ');

const results = [];
for (const site of [...sites, ...roots.map((root) => ({ ...root, root: true }))]) {
  const label = site.root ? site.name : site;
  const root = siteRoot(site);
  const outs = {};
  const builds = {};
  for (const side of ['other', 'this']) {
    outs[side] = path.join(siteFolder(site), `${side}-out`);
    rmSync(outs[side], { recursive: true, force: true });
    rmSync(path.join(root, '.docsgen'), { recursive: true, force: true });
    log(`${label}: building with ${side} (${sides[side]})`);
    const started = process.hrtime.bigint();
    const args = [path.join(sides[side], 'bin/docsgen.mjs'), 'build', root, '--out', outs[side], '--no-cache'];
    const result = spawnSync(process.execPath, args, { cwd: REPO, encoding: 'utf8', maxBuffer: 1 << 26 });
    builds[side] = { status: result.status, error: errorText(result, side), seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  }
  const times = `built in ${builds.other.seconds.toFixed(1)} s (other) and ${builds.this.seconds.toFixed(1)} s (this)`;
  if (builds.other.status !== 0 || builds.this.status !== 0) {
    results.push({ site: label, times, failed: builds });
    continue;
  }
  const names = { other: bundleNames(outs.other), this: bundleNames(outs.this) };
  const plain = (side) => new Map(listFiles(outs[side]).map((rel) => [rel.replace(/-[A-Z0-9]{8}\./, '-[hash].'), rel]));
  const files = { other: plain('other'), this: plain('this') };
  const report = {
    site: label,
    times,
    files: files.this.size,
    same: 0,
    html: 0,
    differ: [],
    bundleDiffer: [],
    onlyOther: [],
    onlyThis: [],
    fresh: [],
    copies: 0,
  };
  for (const [key, rel] of files.other) {
    const mine = files.this.get(key);
    if (mine === undefined) {
      (isBundle(rel) ? report.bundleDiffer : report.onlyOther).push(rel);
      continue;
    }
    const a = normalised(path.join(outs.other, rel), names.other);
    const b = normalised(path.join(outs.this, mine), names.this);
    if (rel.endsWith('.html')) report.html += 1;
    if (a.equals(b)) report.same += 1;
    // Compressed copies follow their file, whose hashed names they hold compressed: a differing one is reported through it.
    else if (/\.(?:br|gz)$/.test(rel)) report.copies += 1;
    else if (isBundle(rel)) report.bundleDiffer.push(rel);
    else report.differ.push({ rel, how: firstDifference(a, b) });
  }
  for (const [key, rel] of files.this) {
    if (files.other.has(key) || isBundle(rel)) continue;
    const own = opts.fresh.some((name) => rel === name || rel.startsWith(`${name}.`));
    (own ? report.fresh : report.onlyThis).push(rel);
  }
  results.push(report);
}

let failed = false;
for (const report of results) {
  if (report.failed) {
    // No output to compare: the same error on both sides is the same behaviour; anything else is a difference.
    const { other, this: mine } = report.failed;
    const same = other.status === mine.status && other.error === mine.error;
    failed ||= !same;
    console.log(
      `${report.site}: exit ${other.status} (other), ${mine.status} (this); ${report.times}` +
        ` — ${same ? 'BOTH FAILED with the same error, no output compared' : 'DIFFERENT'}`,
    );
    for (const [side, build] of Object.entries(report.failed)) if (build.status !== 0) console.log(`  ${side}: ${build.error}`);
    continue;
  }
  const ok = report.differ.length === 0 && report.onlyOther.length === 0 && report.onlyThis.length === 0;
  failed ||= !ok;
  console.log(
    `${report.site}: ${report.files} files, ${report.same} identical (${report.html} HTML files compared);` +
      ` ${report.differ.length} differ, ${report.onlyOther.length} only in the other output, ${report.onlyThis.length} only in this one` +
      `${report.copies ? `; ${report.copies} compressed copies differ as their files' bundle names do` : ''}` +
      `${report.bundleDiffer.length ? `; ${report.bundleDiffer.length} files of the client bundle differ (its code changed)` : ''}` +
      `${report.fresh.length ? `; new on purpose: ${report.fresh.join(', ')}` : ''}` +
      `; ${report.times} — ${ok ? 'IDENTICAL' : 'DIFFERENT'}`,
  );
  for (const { rel, how } of report.differ.slice(0, 20)) console.log(`  differs: ${rel} at ${how}`);
  if (report.differ.length > 20) console.log(`  … and ${report.differ.length - 20} more`);
  for (const rel of report.onlyOther.slice(0, 10)) console.log(`  only in the other output: ${rel}`);
  for (const rel of report.onlyThis.slice(0, 10)) console.log(`  only in this output: ${rel}`);
  for (const rel of report.bundleDiffer.slice(0, 10)) console.log(`  client bundle: ${rel}`);
}
process.exit(failed ? 1 : 0);
