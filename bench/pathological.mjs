#!/usr/bin/env node
// Pathological Markdown: builds a one-page site per hostile input (deep lists and blockquotes, deep emphasis and
// brackets, 50,000 headings, a 5 MB page, a 1,000-row table) and prints wall time, peak RSS, the exit code and the
// first line of the error, if any. The machine may be shared: compare CPU time (user + sys) as well as wall time. Every case must finish in seconds with HTML or an error naming the file and line.
//
//   node bench/pathological.mjs [--only list,quote] [--timeout 120] [--skip-build-cli] [--json]
//   DOCSGEN_BIN=../main/bin/docsgen.mjs node bench/pathological.mjs --skip-build-cli   # another checkout's CLI
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, wholeNumber } from './lib/args.mjs';
import { BIN, REPO, WORK } from './lib/paths.mjs';

const GNU_TIME = '/usr/bin/time';

/** Each case: a name and the page body it writes to content/index.md. */
const CASES = {
  list: () => `# Lista\n\n${'- '.repeat(10_000)}fundo\n`,
  'list-indented': () => `# Lista\n\n${Array.from({ length: 1_000 }, (_, i) => `${'  '.repeat(i)}- nível ${i}`).join('\n')}\n`,
  quote: () => `# Citação\n\n${'> '.repeat(10_000)}fundo\n`,
  'quote-lines': () => `# Citação\n\n${Array.from({ length: 2_000 }, (_, i) => `${'>'.repeat(i + 1)} nível ${i}`).join('\n')}\n`,
  emphasis: () => `# Ênfase\n\n${'*a '.repeat(10_000)}fundo${' a*'.repeat(10_000)}\n`,
  brackets: () => `# Colchetes\n\n${'['.repeat(10_000)}fundo${'](/x)'.repeat(10_000)}\n`,
  headings: () => `# Títulos\n\n${Array.from({ length: 50_000 }, (_, i) => `## Título ${i}\n\nTexto ${i}.\n`).join('\n')}`,
  'big-page': () => {
    const paragraph = `Parágrafo com **negrito**, \`código\` e um [link](https://example.com). ${'palavra '.repeat(60)}\n\n`;
    return `# Grande\n\n${paragraph.repeat(Math.ceil(5_000_000 / Buffer.byteLength(paragraph)))}`;
  },
  table: () =>
    `# Tabela\n\n| a | b | c |\n|---|---|---|\n${Array.from({ length: 1_000 }, (_, i) => `| ${i} | **${i * 2}** | \`x${i}\` |`).join('\n')}\n`,
};

function options(argv) {
  return parseArgs(argv, {
    name: 'bench/pathological',
    help: { script: import.meta.url, lines: 6 },
    defaults: { only: Object.keys(CASES), timeout: 120, buildCli: true, json: false },
    flags: {
      '--only': (o, v) => {
        o.only = v().split(',');
      },
      '--timeout': (o, v) => {
        o.timeout = wholeNumber('bench/pathological', '--timeout', v());
      },
      '--skip-build-cli': (o) => {
        o.buildCli = false;
      },
      '--json': (o) => {
        o.json = true;
      },
    },
  });
}

/** One build of a one-page site under GNU time (when present): seconds, peak RSS, exit code, the error's first line. */
function measure(name, body, timeoutS) {
  const root = path.join(WORK, 'pathological', name);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, 'content'), { recursive: true });
  writeFileSync(path.join(root, 'content/index.md'), body);
  const rssFile = path.join(root, 'time.txt');
  const cli = [bin, 'build', root, '--no-cache'];
  const useTime = existsSync(GNU_TIME);
  const started = performance.now();
  // timeout(1) kills the build itself: a timeout of spawnSync would stop only GNU time and leave the build running.
  const limited = ['timeout', '--signal=KILL', String(timeoutS), process.execPath, ...cli];
  const child = useTime
    ? spawnSync(GNU_TIME, ['-v', '-o', rssFile, ...limited], { encoding: 'utf8' })
    : spawnSync(limited[0], limited.slice(1), { encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  const timeText = useTime && existsSync(rssFile) ? readFileSync(rssFile, 'utf8') : '';
  const cpuS =
    Number(/User time \(seconds\): ([\d.]+)/.exec(timeText)?.[1] ?? Number.NaN) +
    Number(/System time \(seconds\): ([\d.]+)/.exec(timeText)?.[1] ?? Number.NaN);
  const rssKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(timeText)?.[1] ?? Number.NaN);
  const output = `${child.stderr ?? ''}${child.stdout ?? ''}`;
  const error = output.split('\n').find((line) => /^error|RangeError|Maximum call stack/.test(line)) ?? '';
  const killed = child.status === 137 || child.signal === 'SIGKILL' || /Command terminated by signal 9/.test(timeText);
  const exit = killed ? `killed after ${timeoutS} s` : child.status;
  return { name, bytes: Buffer.byteLength(body), seconds, cpuS, rssMiB: rssKiB / 1024, exit, error };
}

const opts = options(process.argv.slice(2));
// DOCSGEN_BIN measures another checkout's CLI (e.g. main's, for before/after figures) on the same inputs.
const bin = process.env.DOCSGEN_BIN ?? BIN;
if (opts.buildCli) spawnSync(process.execPath, [path.join(REPO, 'scripts/build-cli.mjs')], { stdio: 'inherit' });
const results = [];
for (const name of opts.only) {
  const make = CASES[name];
  if (!make) {
    console.error(`bench/pathological: no case "${name}"; cases: ${Object.keys(CASES).join(', ')}`);
    process.exit(2);
  }
  const result = measure(name, make(), opts.timeout);
  results.push(result);
  if (!opts.json) {
    const mb = (result.bytes / 1e6).toFixed(2);
    console.log(
      `${name.padEnd(14)} ${mb.padStart(6)} MB  ${result.seconds.toFixed(2).padStart(6)} s (cpu ${result.cpuS.toFixed(2)} s)  ${result.rssMiB.toFixed(0).padStart(5)} MiB  exit ${result.exit}  ${result.error.slice(0, 160)}`,
    );
  }
}
if (opts.json) console.log(JSON.stringify(results, null, 2));
