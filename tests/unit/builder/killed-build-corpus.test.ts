// Real kills of a real build, no hook: a few hundred pages built and SIGKILLed at several moments (as each stage
// reports, and after fixed delays). Whatever each kill interrupted, the next ordinary build's output must be byte for
// byte the output of a clean build (--no-cache) of the same sources.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsgen, filesOf, ROOT } from '../support/cli-process.js';
import { page } from '../support/temp-site.js';

const SECTIONS = 4;
const PER_SECTION = 50;

/** A page with headings, a list and links to its neighbours: each stage has work, and Markdown stays quick. */
function body(section: number, n: number, edit: string): string {
  return [
    `Página ${n} da seção ${section}${edit}: saldo, pontos, resgates e parceiros.`,
    `## Configuração ${n}`,
    `Veja a [seguinte](/s${section}/p${(n + 1) % PER_SECTION}) e o [início](/).`,
    '- um item\n- outro item\n  - aninhado',
    `### Detalhes ${n}`,
    `Texto para a busca: webhook, cashback, expiração, parceiro ${section * PER_SECTION + n}.`,
  ].join('\n\n');
}

/** The site in one of two states: state 1 edits five pages' text. */
function corpus(state: 0 | 1): Record<string, string> {
  const files: Record<string, string> = { 'content/index.md': page({ title: 'Início' }, 'Bem-vindo.\n') };
  for (let s = 0; s < SECTIONS; s++) {
    for (let n = 0; n < PER_SECTION; n++) {
      const edited = state === 1 && s === 2 && n < 5 ? ', editada' : '';
      files[`content/s${s}/p${n}.md`] = page({ title: `Página ${s}.${n}`, tags: [`t${n % 4}`] }, body(s, n, edited));
    }
  }
  return files;
}

function write(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'docsgen-killed-corpus-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true, maxRetries: 3 }));
const root = path.join(scratch, 'site');
/** A clean build of state 0, what every build after a kill must equal. */
let reference: Map<string, string>;

/** The stage lines a build prints, in order: a kill as each appears interrupts the stage after it. */
const afterStage = (name: string) => (stdout: string) => new RegExp(`^\\s+${name}\\s`, 'm').test(stdout);
const afterDelay = (ms: number) => {
  const started = Date.now();
  return () => Date.now() - started >= ms;
};

const MOMENTS: Array<[string, () => (stdout: string) => boolean]> = [
  ['after the markdown stage', () => afterStage('markdown')],
  ['after the render stage', () => afterStage('render')],
  ['after the swap (the write stage line)', () => afterStage('write')],
  ['after 500 ms', () => afterDelay(500)],
  ['after 1500 ms', () => afterDelay(1500)],
];

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-cli.mjs')], { cwd: ROOT });
  write(root, corpus(0));
  const out = path.join(scratch, 'reference');
  const clean = await docsgen(['build', root, '--no-cache', '--out', out]);
  expect(clean.code, clean.stderr).toBe(0);
  reference = filesOf(out);
  expect((await docsgen(['build', root])).code).toBe(0);
}, 300_000);

describe(`a build of ${SECTIONS * PER_SECTION} pages killed at any moment`, () => {
  it('leaves the next build an output equal to a clean build of the sources', { timeout: 300_000 }, async () => {
    expect(filesOf(path.join(root, 'build'))).toEqual(reference);
    let killed = 0;
    for (const [moment, killWhen] of MOMENTS) {
      // Killed while building state 1, then built in state 0: the caches may describe either state, or half of one.
      write(root, corpus(1));
      const run = await docsgen(['build', root], { killWhen: killWhen() });
      if (run.signal === 'SIGKILL') killed += 1;
      write(root, corpus(0));
      const next = await docsgen(['build', root]);
      expect(next.code, `${moment}: ${next.stderr}`).toBe(0);
      expect(filesOf(path.join(root, 'build')), moment).toEqual(reference);
    }
    // The earlier moments come before the build's end on any machine; the later ones may come after it.
    expect(killed).toBeGreaterThanOrEqual(2);
  });
});
