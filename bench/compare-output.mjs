#!/usr/bin/env node
// Builds the same sites with this checkout and another (an earlier commit in a git worktree) and compares every
// output file byte for byte, the client bundle's hashed file names normalised: the proof that a restructuring left
// the output as it was.
//
//   git worktree add ../before <commit> && (cd ../before && npm ci)
//   node bench/compare-output.mjs --other ../before [--pages 1000] [--sites coins,corpus] [--new robots.txt] [--skip-build-cli]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, usageError, wholeNumber } from './lib/args.mjs';
import { GEN_CORPUS, REPO, WORK } from './lib/paths.mjs';

const NAME = 'bench/compare-output';
const opts = parseArgs(process.argv.slice(2), {
  name: NAME,
  help: { script: import.meta.url, lines: 6 },
  defaults: { other: undefined, pages: 1000, seed: 42, sites: 'coins,corpus', fresh: [], buildCli: true },
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
    // Files only this checkout writes, on purpose (a new output such as robots.txt): listed, not counted as a difference.
    '--new': (o, v) => {
      o.fresh.push(...v().split(','));
    },
    '--skip-build-cli': (o) => {
      o.buildCli = false;
    },
  },
});
if (!opts.other) usageError(NAME, '--other <path of another docsgen checkout> is required (try --help)');
const sides = { other: path.resolve(opts.other), this: REPO };
if (!existsSync(path.join(sides.other, 'bin/docsgen.mjs')))
  usageError(NAME, `${sides.other} is not a docsgen checkout (no bin/docsgen.mjs)`);
const sites = opts.sites.split(',').map((site) => site.trim());
for (const site of sites) if (site !== 'coins' && site !== 'corpus') usageError(NAME, `--sites: "${site}" is neither coins nor corpus`);

const log = (line) => process.stderr.write(`[compare ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const node = (args, cwd) => {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result;
};

if (opts.buildCli) for (const dir of Object.values(sides)) node(['scripts/build-cli.mjs'], dir);

const work = path.join(WORK, 'compare');

/** The site roots to build: copies, so that neither checkout's own folder gets a .docsgen of the other's. */
function siteRoot(site) {
  const root = path.join(work, site === 'coins' ? 'coins' : `corpus-N${opts.pages}`, 'site');
  if (site === 'coins') {
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

const results = [];
for (const site of sites) {
  const root = siteRoot(site);
  const outs = {};
  for (const side of ['other', 'this']) {
    outs[side] = path.join(work, site === 'coins' ? 'coins' : `corpus-N${opts.pages}`, `${side}-out`);
    rmSync(outs[side], { recursive: true, force: true });
    rmSync(path.join(root, '.docsgen'), { recursive: true, force: true });
    log(`${site}: building with ${side} (${sides[side]})`);
    node([path.join(sides[side], 'bin/docsgen.mjs'), 'build', root, '--out', outs[side], '--no-cache'], REPO);
  }
  const names = { other: bundleNames(outs.other), this: bundleNames(outs.this) };
  const plain = (side) => new Map(listFiles(outs[side]).map((rel) => [rel.replace(/-[A-Z0-9]{8}\./, '-[hash].'), rel]));
  const files = { other: plain('other'), this: plain('this') };
  const report = {
    site,
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
  const ok = report.differ.length === 0 && report.onlyOther.length === 0 && report.onlyThis.length === 0;
  failed ||= !ok;
  console.log(
    `${report.site}: ${report.files} files, ${report.same} identical (${report.html} HTML files compared);` +
      ` ${report.differ.length} differ, ${report.onlyOther.length} only in the other output, ${report.onlyThis.length} only in this one` +
      `${report.copies ? `; ${report.copies} compressed copies differ as their files' bundle names do` : ''}` +
      `${report.bundleDiffer.length ? `; ${report.bundleDiffer.length} files of the client bundle differ (its code changed)` : ''}` +
      `${report.fresh.length ? `; new on purpose: ${report.fresh.join(', ')}` : ''}` +
      ` — ${ok ? 'IDENTICAL' : 'DIFFERENT'}`,
  );
  for (const { rel, how } of report.differ.slice(0, 20)) console.log(`  differs: ${rel} at ${how}`);
  if (report.differ.length > 20) console.log(`  … and ${report.differ.length - 20} more`);
  for (const rel of report.onlyOther.slice(0, 10)) console.log(`  only in the other output: ${rel}`);
  for (const rel of report.onlyThis.slice(0, 10)) console.log(`  only in this output: ${rel}`);
  for (const rel of report.bundleDiffer.slice(0, 10)) console.log(`  client bundle: ${rel}`);
}
process.exit(failed ? 1 : 0);
