#!/usr/bin/env node
// What a frozen version costs (issue 35): a real versioned Docusaurus site (jest's website/, laid out by
// bench/real-sites.mjs) built with 1, 2, 4 and 8 versions (more made by copying its oldest version folder and
// sidebars under new names in versions.json), one language (a docsgen.config.ts beside it sets one locale), cold,
// then a one-page edit in the current docs, `--runs` times each; medians, with the pages built, per version count.
//
//   node bench/real-sites.mjs --sites jest   # once, to fetch and lay out the site
//   node bench/versions-edit.mjs [--site bench/work/real-sites/jest/website] [--edit ../docs/GettingStarted.md] [--runs 3]
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, usageError, wholeNumber } from './lib/args.mjs';
import { REPO } from './lib/paths.mjs';

const NAME = 'bench/versions-edit';
const opts = parseArgs(process.argv.slice(2), {
  name: NAME,
  help: { script: import.meta.url, lines: 7 },
  defaults: {
    site: path.join(REPO, 'bench/work/real-sites/jest/website'),
    edit: '../docs/GettingStarted.md',
    runs: 3,
    counts: [1, 2, 4, 8],
  },
  flags: {
    '--site': (o, v) => {
      o.site = path.resolve(v());
    },
    '--edit': (o, v) => {
      o.edit = v();
    },
    '--runs': (o, v) => {
      o.runs = wholeNumber(NAME, '--runs', v());
    },
    '--counts': (o, v) => {
      o.counts = v()
        .split(',')
        .map((n) => wholeNumber(NAME, '--counts', n));
    },
  },
});
if (!existsSync(path.join(opts.site, 'versions.json')))
  usageError(NAME, `${opts.site} has no versions.json: run bench/real-sites.mjs --sites jest first`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A copy of the site (its parent folder, which holds the docs) with `count` published versions, the current docs included. */
function siteWith(count) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'docsgen-versions-bench-'));
  const parent = path.dirname(opts.site);
  cpSync(parent, work, { recursive: true, filter: (src) => !/[/\\](?:node_modules|\.docsgen|build|\.git)$/.test(src) });
  const site = path.join(work, path.basename(opts.site));
  const listed = JSON.parse(readFileSync(path.join(site, 'versions.json'), 'utf8'));
  const frozen = Math.max(0, count - 1);
  const names = listed.slice(0, frozen);
  const oldest = listed.at(-1);
  for (let i = 1; names.length < frozen; i++) {
    const name = `${oldest}-copy${i}`;
    cpSync(path.join(site, `versioned_docs/version-${oldest}`), path.join(site, `versioned_docs/version-${name}`), { recursive: true });
    cpSync(
      path.join(site, `versioned_sidebars/version-${oldest}-sidebars.json`),
      path.join(site, `versioned_sidebars/version-${name}-sidebars.json`),
    );
    names.push(name);
  }
  writeFileSync(path.join(site, 'versions.json'), JSON.stringify(names));
  // One language: the versions alone are measured.
  writeFileSync(path.join(site, 'docsgen.config.ts'), "export default { locales: { default: 'en', list: [{ code: 'en' }] } };\n");
  return { work, site };
}

function build(site) {
  const started = performance.now();
  const out = execFileSync(process.execPath, [path.join(REPO, 'bin/docsgen.mjs'), 'build', site, '--out', path.join(site, 'build')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const ms = performance.now() - started;
  const pages = /Built (\d+) pages/.exec(out)?.[1];
  const kept = /(\d+) of (\d+) unchanged since the last build/.exec(out);
  return { ms, pages: Number(pages), kept: kept ? `${kept[1]}/${kept[2]}` : '-' };
}

const rows = [];
for (const count of opts.counts) {
  const cold = [];
  const edit = [];
  let pages = 0;
  let kept = '-';
  for (let run = 0; run < opts.runs; run++) {
    const { work, site } = siteWith(count);
    try {
      const first = build(site);
      cold.push(first.ms);
      pages = first.pages;
      appendFileSync(path.resolve(site, opts.edit), `\nEdited for the benchmark, run ${run}.\n`);
      const second = build(site);
      edit.push(second.ms);
      kept = second.kept;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  rows.push({ versions: count, pages, cold: median(cold), edit: median(edit), kept });
  console.error(`[${NAME}] ${count} versions done`);
}
console.log('| versions | pages | cold build (median) | one-page edit (median) | variants kept |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows)
  console.log(`| ${row.versions} | ${row.pages} | ${(row.cold / 1000).toFixed(2)} s | ${(row.edit / 1000).toFixed(2)} s | ${row.kept} |`);
