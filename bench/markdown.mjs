#!/usr/bin/env node
// Where the Markdown stage's time goes, page by page, in this process: the checks and preprocessing before parsing,
// the parse (micromark and the mdast it builds, GFM and directives included), each remark and rehype plugin's
// transformer, and the HTML serializer. The pipeline is docsgen's own (cli/markdown/pipeline.ts, bundled here with
// esbuild), run on the generated corpus's page bodies, or a real folder's (--folder). A table on stdout (or --json),
// progress on stderr. --profile adds where the last round's time went, function by function (a V8 CPU profile, also
// written to bench/work/markdown-bench/markdown.cpuprofile for Chrome's DevTools).
//
//   node bench/markdown.mjs [--pages 1000] [--folder <dir>]… [--rounds 3] [--seed 42] [--profile] [--json]
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { importExports } from './lib/typescript-source.mjs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import matter from 'gray-matter';
import { median } from './lib/figures.mjs';
import { parseArgs, wholeNumber } from './lib/args.mjs';
import { GEN_CORPUS, REPO, WORK } from './lib/paths.mjs';
import { run } from './lib/processes.mjs';

const NAME = 'bench/markdown';
const args = parseArgs(process.argv.slice(2), {
  name: NAME,
  help: { script: import.meta.url, lines: 9 },
  defaults: { pages: 1000, rounds: 3, seed: 42, json: false, profile: false, folders: [] },
  flags: {
    '--pages': (o, v) => (o.pages = wholeNumber(NAME, '--pages', v())),
    '--rounds': (o, v) => (o.rounds = wholeNumber(NAME, '--rounds', v())),
    '--seed': (o, v) => (o.seed = wholeNumber(NAME, '--seed', v(), 0)),
    '--json': (o) => (o.json = true),
    '--profile': (o) => (o.profile = true),
    '--folder': (o, v) => o.folders.push(path.resolve(v() ?? '')),
  },
});
const { pages, rounds, seed } = args;
const log = (line) => process.stderr.write(`[markdown ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

// The pipeline from the sources, as the build runs it (bundled: the bench needs no TypeScript loader).
const md = await importExports(
  [
    `export { createMarkdownProcessor, createMarkdownRenderer } from ${JSON.stringify(path.join(REPO, 'cli/markdown/pipeline.ts'))};`,
    `export { checkBlockNesting, checkInlineNesting, checkTreeNesting } from ${JSON.stringify(path.join(REPO, 'cli/markdown/nesting-limit.ts'))};`,
    `export { directiveTitles } from ${JSON.stringify(path.join(REPO, 'cli/markdown/container-titles.ts'))};`,
    `export { unified } from 'unified';`,
    `export { default as remarkParse } from 'remark-parse';`,
    `export { default as remarkGfm } from 'remark-gfm';`,
    `export { remarkGfmSyntax } from ${JSON.stringify(path.join(REPO, 'cli/markdown/plugins/remark-gfm-syntax.ts'))};`,
    `export { default as remarkDirective } from 'remark-directive';`,
    `export { micromark } from 'micromark';`,
    `export { gfm } from 'micromark-extension-gfm';`,
    `export { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';`,
    `export { gfmFootnote } from 'micromark-extension-gfm-footnote';`,
    `export { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';`,
    `export { gfmTable } from 'micromark-extension-gfm-table';`,
    `export { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';`,
    `export { directive } from 'micromark-extension-directive';`,
    `export { VFile } from 'vfile';`,
  ],
  path.join(WORK, 'markdown-bench'),
  'pipeline',
);

// The corpus: the same generated pages bench/build.mjs builds.
const content = path.join(WORK, `N${pages}`, 'site', 'content');
if (!args.folders.length && !existsSync(content)) {
  log(`generating ${pages} pages into ${content}`);
  await run(process.execPath, [GEN_CORPUS, String(pages), content, '--seed', String(seed)]);
}
const bodies = (args.folders.length ? args.folders : [content]).flatMap((folder) =>
  readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.md') && !file.split(path.sep).includes('node_modules'))
    .sort()
    .map((file) => matter(readFileSync(path.join(folder, file), 'utf8')).content),
);
const bytes = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
log(`${bodies.length} bodies, ${(bytes / 1e6).toFixed(1)} MB`);

/** The build's processor with each plugin's transformer timed under its name. */
function timedProcessor(times) {
  const original = md.createMarkdownProcessor();
  const processor = md.unified();
  for (const [plugin, ...options] of original.attachers) {
    const name = plugin.name || 'anonymous';
    processor.use(
      function (...pluginOptions) {
        const transformer = plugin.apply(this, pluginOptions);
        if (typeof transformer !== 'function') return transformer;
        // trough (unified's runner) reads a transformer's arity: three parameters mean "calls next()".
        if (transformer.length >= 3) throw new Error(`${name}: a callback transformer, which this bench does not time`);
        return function (tree, file) {
          const started = performance.now();
          const result = transformer.call(this, tree, file);
          times.set(name, (times.get(name) ?? 0) + performance.now() - started);
          return result;
        };
      },
      ...options,
    );
  }
  return processor;
}

const add = (times, name, ms) => times.set(name, (times.get(name) ?? 0) + ms);
const perRound = [];
const totals = [];
const profiler = args.profile ? await startProfiler() : undefined;
for (let round = 0; round <= rounds; round++) {
  const times = new Map();
  const processor = timedProcessor(times);
  if (profiler && round === rounds) await profiler.post('Profiler.start');
  const started = performance.now();
  for (const body of bodies) {
    let t = performance.now();
    md.checkBlockNesting(body);
    md.checkInlineNesting(body);
    const value = md.directiveTitles(body);
    add(times, 'checks + directive titles (before parse)', performance.now() - t);
    const file = new md.VFile({ value, data: {} });
    t = performance.now();
    const tree = processor.parse(file);
    add(times, 'parse: micromark + mdast (GFM, directives)', performance.now() - t);
    t = performance.now();
    md.checkTreeNesting(tree);
    add(times, 'tree nesting check', performance.now() - t);
    const hast = processor.runSync(tree, file);
    t = performance.now();
    processor.stringify(hast, file);
    add(times, 'stringify (rehype-stringify)', performance.now() - t);
  }
  const total = performance.now() - started;
  if (profiler && round === rounds) profiler.profile = (await profiler.post('Profiler.stop')).profile;
  if (round === 0) {
    log(`warm-up round: ${(total / 1000).toFixed(2)} s (not counted)`);
    continue;
  }
  log(`round ${round}/${rounds}: ${(total / 1000).toFixed(2)} s`);
  perRound.push(times);
  totals.push(total);
}

// The parse alone, by syntax: CommonMark, + GFM (tables, autolinks, strikethrough, task lists, footnotes), + directives;
// and micromark alone (tokenizing and its own HTML, no mdast) with the same extensions.
const parseBySyntax = [
  ['remark-parse (CommonMark)', () => md.unified().use(md.remarkParse)],
  ['+ remark-gfm', () => md.unified().use(md.remarkParse).use(md.remarkGfm)],
  ['+ remark-gfm + remark-directive', () => md.unified().use(md.remarkParse).use(md.remarkGfm).use(md.remarkDirective)],
  // cli/markdown/plugins/remark-gfm-syntax.ts: GFM with plain-text email addresses found after the parse.
  [
    '+ GFM, emails after the parse, + remark-directive (as the build)',
    () => md.unified().use(md.remarkParse).use(md.remarkGfmSyntax).use(md.remarkDirective),
  ],
].map(([name, make]) => {
  const processor = make();
  for (const body of bodies.slice(0, 50)) processor.parse(body);
  const each = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (const body of bodies) processor.parse(body);
    each.push(performance.now() - started);
  }
  return { name, ms: median(each) };
});
// micromark alone, each syntax extension on its own: what each costs over plain CommonMark tokenizing.
for (const [name, extensions] of [
  ['micromark alone to HTML (no mdast), CommonMark', []],
  ['  + GFM autolink literals only', [md.gfmAutolinkLiteral()]],
  ['  + GFM tables only', [md.gfmTable()]],
  ['  + GFM footnotes only', [md.gfmFootnote()]],
  ['  + GFM strikethrough only', [md.gfmStrikethrough()]],
  ['  + GFM task lists only', [md.gfmTaskListItem()]],
  ['  + directives only', [md.directive()]],
  ['  + GFM + directives (as the build)', [md.gfm(), md.directive()]],
]) {
  const each = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (const body of bodies) md.micromark(body, { extensions, allowDangerousHtml: true });
    each.push(performance.now() - started);
  }
  parseBySyntax.push({ name, ms: median(each) });
}
log(`parse by syntax: ${parseBySyntax.map((row) => `${row.name} ${row.ms.toFixed(0)} ms`).join('; ')}`);

const names = [...perRound[0].keys()];
const rows = names.map((name) => ({ name, ms: median(perRound.map((times) => times.get(name) ?? 0)) }));
const total = median(totals);
const counted = rows.reduce((sum, row) => sum + row.ms, 0);
rows.push({ name: 'between steps (unified run/VFile overhead)', ms: total - counted });
rows.sort((a, b) => b.ms - a.ms);
if (args.json) {
  console.log(JSON.stringify({ pages: bodies.length, bytes, rounds, totalMs: total, rows, parseBySyntax }, null, 2));
} else {
  console.log(
    `docsgen Markdown stage, in one thread: ${bodies.length} pages (${(bytes / 1e6).toFixed(1)} MB), median of ${rounds} rounds after a warm-up`,
  );
  console.log(`total ${(total / 1000).toFixed(2)} s = ${(total / bodies.length).toFixed(2)} ms a page\n`);
  console.log('| step | ms (all pages) | ms a page | share |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.ms.toFixed(0)} | ${(row.ms / bodies.length).toFixed(3)} | ${((100 * row.ms) / total).toFixed(1)} % |`,
    );
  }
}
if (!args.json) {
  console.log('\nThe parse alone, by syntax (all pages, median):\n');
  console.log('| parser | ms (all pages) | ms a page |');
  console.log('| --- | --- | --- |');
  for (const row of parseBySyntax) console.log(`| ${row.name} | ${row.ms.toFixed(0)} | ${(row.ms / bodies.length).toFixed(3)} |`);
}

if (profiler) {
  const file = path.join(WORK, 'markdown-bench', 'markdown.cpuprofile');
  writeFileSync(file, JSON.stringify(profiler.profile));
  const { self, total: sampled } = selfTimes(profiler.profile);
  console.log(
    `\nWhere the last round's ${(sampled / 1000).toFixed(0)} ms went, by function (self time; the profile: ${path.relative(process.cwd(), file)}):\n`,
  );
  console.log('| function | package or file | ms | share |');
  console.log('| --- | --- | --- | --- |');
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    const [name, where] = key.split('\t');
    console.log(`| ${name} | ${where} | ${(us / 1000).toFixed(0)} | ${((100 * us) / sampled).toFixed(1)} % |`);
  }
}

/** The inspector's CPU profiler on this thread, sampling every 100 µs. */
async function startProfiler() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  return { post: (method) => session.post(method), profile: undefined };
}

/** Microseconds of samples by function and where it is (a package's name, or a file of the bundled sources). */
function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const { callFrame } = nodes.get(profile.samples[i]);
    const us = profile.timeDeltas[i + 1] ?? 0;
    total += us;
    const where = callFrame.url.includes('node_modules/')
      ? callFrame.url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
      : callFrame.url
        ? path.basename(callFrame.url).replace(/\?.*/, '')
        : '';
    // A regular expression's frame is named by its whole source: its start is enough.
    const name = (callFrame.functionName || '(anonymous)').replace(/^(RegExp: .{40}).+/s, '$1…').replaceAll('|', '\\|');
    const key = `${name}\t${where}`;
    self.set(key, (self.get(key) ?? 0) + us);
  }
  return { self, total };
}
