#!/usr/bin/env node
// The model stage of a site whose pages all sit in one folder (content/pasta/p000001.md …), at several sizes: the
// SiteModel built in this process from the pages' files, as the build's model stage builds it. Medians of --runs.
//
//   node bench/folder-model.mjs [--sizes 5000,10000,20000,100000] [--runs 3] [--json]
//   node bench/folder-model.mjs --checkout ../before      # another checkout's cli/ (for before/after), same pages
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, spread } from './lib/figures.mjs';
import { parseArgs, usageError, wholeNumber } from './lib/args.mjs';
import { importExports } from './lib/typescript-source.mjs';
import { REPO, WORK } from './lib/paths.mjs';

const NAME = 'bench/folder-model';
const args = parseArgs(process.argv.slice(2), {
  name: NAME,
  help: { script: import.meta.url, lines: 5 },
  defaults: { sizes: [5_000, 10_000, 20_000, 100_000], runs: 3, checkout: REPO, json: false },
  flags: {
    '--sizes': (o, v) => {
      o.sizes = v()
        .split(',')
        .map((size) => wholeNumber(NAME, '--sizes', size));
    },
    '--runs': (o, v) => {
      o.runs = wholeNumber(NAME, '--runs', v());
    },
    '--checkout': (o, v) => {
      o.checkout = path.resolve(v());
      if (!existsSync(path.join(o.checkout, 'cli/model/build-site-model.ts'))) usageError(NAME, `${o.checkout} holds no docsgen checkout`);
    },
    '--json': (o) => {
      o.json = true;
    },
  },
});
const log = (line) => process.stderr.write(`[folder-model ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

// The checkout's own modules, bundled (the bench needs no TypeScript loader); packages from this repository's node_modules.
const from = (rel) => JSON.stringify(path.join(args.checkout, rel));
const docsgen = await importExports(
  [
    `export { loadConfig } from ${from('cli/config/load-config.ts')};`,
    `export { readContentFiles } from ${from('cli/sources/content-files.ts')};`,
    `export { buildSiteModel } from ${from('cli/model/build-site-model.ts')};`,
    `export { createMarkdownRenderer } from ${from('cli/markdown/pipeline.ts')};`,
    `export { markdownOptionsOf } from ${from('cli/markdown/markdown-options.ts')};`,
  ],
  path.join(WORK, 'folder-model', path.basename(args.checkout)),
  'model',
);

/** A site of `size` short pages in one folder, written once and kept (bench/work/folder-model/N<size>). */
function site(size) {
  const root = path.join(WORK, 'folder-model', `N${size}`);
  const folder = path.join(root, 'content/pasta');
  if (existsSync(folder) && readdirSync(folder).length === size) return root;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(root, 'content/index.md'), '# Início\n\nUma pasta de muitas páginas.\n');
  for (let i = 1; i <= size; i++) {
    const name = `p${String(i).padStart(6, '0')}`;
    writeFileSync(path.join(folder, `${name}.md`), `# Página ${i}\n\nTexto da página ${i}, com um [link](./${name}.md).\n`);
  }
  return root;
}

const results = [];
for (const size of args.sizes) {
  const root = site(size);
  const config = await docsgen.loadConfig(root);
  const files = docsgen.readContentFiles(root, config.contentDir);
  // Each page through the real pipeline (untimed): what the markdown stage hands the model.
  const render = docsgen.createMarkdownRenderer(docsgen.markdownOptionsOf(config));
  const markdown = files.map((file) => render(file.body));
  const times = [];
  for (let run = 0; run < args.runs; run++) {
    const started = performance.now();
    const { model } = docsgen.buildSiteModel({ config, files, markdown });
    times.push((performance.now() - started) / 1000);
    if (Object.keys(model.pages).length < size) throw new Error(`${size} pages gave ${Object.keys(model.pages).length} routes`);
    log(`${size} pages: ${times.at(-1).toFixed(2)} s`);
  }
  results.push({ size, seconds: median(times), times });
}

if (args.json) console.log(JSON.stringify({ checkout: args.checkout, runs: args.runs, results }, null, 2));
else {
  console.log(`model stage, pages in one folder (${args.checkout}, median of ${args.runs}):`);
  for (const { size, seconds, times } of results)
    console.log(`  ${String(size).padStart(7)} pages  ${seconds.toFixed(2)} s${spread(times)}`);
}
