#!/usr/bin/env node
// Builds GitHub's REST API spec (npm's @octokit/openapi, pinned) as a site whose only other content is a one-line
// index page: cold builds (--no-cache), N runs; prints the median wall time, the CLI's openapi stage time, the
// operations in the spec and the pages built. A large real-world spec (1,223 operations, 811 paths, 13 MB of JSON).
//
//   node bench/github-spec.mjs [--runs 3] [--json] [--skip-build-cli]
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs, wholeNumber } from './lib/args.mjs';
import { median, secs, spread } from './lib/figures.mjs';
import { BIN, REPO, WORK } from './lib/paths.mjs';
import { run } from './lib/processes.mjs';

/** Pinned so that figures taken on different days measure the same input. */
const PACKAGE = '@octokit/openapi@23.0.2';
/**
 * The spec for api.github.com with its `$ref`s kept (13 MB). The package's `.deref.json` (73 MB) has every reference
 * already inlined: docsgen dereferences the spec itself, so the referenced file is what a site author would hand it.
 */
const SPEC_IN_PACKAGE = 'package/generated/api.github.com.json';
const HERE = path.join(WORK, 'octokit');
const SITE = path.join(HERE, 'site');
const OUT = path.join(HERE, 'out');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function options(argv) {
  return parseArgs(argv, {
    name: 'bench/github-spec',
    help: { script: import.meta.url, lines: 5 },
    defaults: { runs: 3, json: false, buildCli: true },
    flags: {
      '--runs': (o, v) => {
        o.runs = wholeNumber('bench/github-spec', '--runs', v());
      },
      '--json': (o) => {
        o.json = true;
      },
      '--skip-build-cli': (o) => {
        o.buildCli = false;
      },
    },
  });
}

/** `npm pack` the pinned package into bench/work/octokit once, and unpack it. */
async function fetchSpec() {
  const unpacked = path.join(HERE, SPEC_IN_PACKAGE);
  if (existsSync(unpacked)) return unpacked;
  mkdirSync(HERE, { recursive: true });
  console.error(`bench/github-spec: npm pack ${PACKAGE}`);
  const { stdout } = await run('npm', ['pack', PACKAGE, '--silent'], { cwd: HERE });
  const tarball = stdout.trim().split('\n').pop();
  await run('tar', ['xzf', tarball], { cwd: HERE });
  return unpacked;
}

function writeSite(specFile) {
  rmSync(SITE, { recursive: true, force: true });
  mkdirSync(path.join(SITE, 'content'), { recursive: true });
  mkdirSync(path.join(SITE, 'openapi'), { recursive: true });
  writeFileSync(path.join(SITE, 'content/index.md'), '---\ntitle: GitHub REST API\n---\n\n# GitHub REST API\n\nThe reference.\n');
  copyFileSync(specFile, path.join(SITE, 'openapi/github.json'));
  writeFileSync(
    path.join(SITE, 'docsgen.config.ts'),
    "export default { title: 'GitHub bench', openapi: { spec: 'openapi/github.json' } };\n",
  );
}

function countOperations(specFile) {
  const spec = JSON.parse(readFileSync(specFile, 'utf8'));
  let n = 0;
  for (const item of Object.values(spec.paths ?? {})) for (const m of HTTP_METHODS) if (item[m]) n++;
  return n;
}

/** One cold build; the stage lines ("  openapi   1234 ms  …") and the summary ("Built N pages") read from its output. */
async function coldBuild() {
  rmSync(OUT, { recursive: true, force: true });
  const start = performance.now();
  const { stdout, stderr } = await run(process.execPath, [BIN, 'build', SITE, '--out', OUT, '--no-cache']);
  const wallS = (performance.now() - start) / 1000;
  const text = `${stdout}\n${stderr}`;
  const stage = text.match(/^\s*openapi\s+([\d.]+)\s*(ms|s)\b(.*)$/m);
  const pages = text.match(/Built (\d+) pages/);
  if (!stage || !pages) throw new Error(`bench/github-spec: could not read the build's output:\n${text}`);
  return {
    wallS,
    openapiS: Number(stage[1]) / (stage[2] === 'ms' ? 1000 : 1),
    openapiLine: stage[3].trim(),
    pages: Number(pages[1]),
  };
}

async function main() {
  const opts = options(process.argv.slice(2));
  if (opts.buildCli) await run(process.execPath, ['scripts/build-cli.mjs'], { cwd: REPO });
  const specFile = await fetchSpec();
  writeSite(specFile);
  const operations = countOperations(specFile);
  const runs = [];
  for (let i = 0; i < opts.runs; i++) {
    const r = await coldBuild();
    console.error(`  run ${i + 1}/${opts.runs}: ${secs(r.wallS)} (openapi ${secs(r.openapiS)}), ${r.pages} pages`);
    runs.push(r);
  }
  const walls = runs.map((r) => r.wallS);
  const stages = runs.map((r) => r.openapiS);
  const result = {
    package: PACKAGE,
    spec: SPEC_IN_PACKAGE,
    operations,
    pages: runs[0].pages,
    runs: opts.runs,
    wallS: median(walls),
    openapiS: median(stages),
    openapiLine: runs[0].openapiLine,
  };
  if (opts.json) {
    console.log(JSON.stringify({ ...result, wallRunsS: walls, openapiRunsS: stages }, null, 2));
    return;
  }
  console.log(`${PACKAGE} (${SPEC_IN_PACKAGE}): ${operations} operations`);
  console.log(`cold build, median of ${opts.runs}: ${secs(result.wallS)}${spread(walls)}`);
  console.log(`openapi stage, median:      ${secs(result.openapiS)}${spread(stages)}  (${result.openapiLine})`);
  console.log(`pages built:                ${result.pages}`);
}

await main();
