// Builds killed at each named moment (DOCSGEN_FAULT, cli/fs/test-hooks.ts): the next ordinary build must show the
// sources as they are, have an output, and leave no temporary or replaced folder behind, whatever the kill left.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultPoint } from '../../../cli/fs/test-hooks.js';
import { deadPid } from '../support/background-work.js';
import { docsgen, ROOT } from '../support/cli-process.js';
import { editSite, page } from '../support/temp-site.js';

function siteFiles(version: string, guide = 'Guia 1'): Record<string, string> {
  return {
    'content/index.md': page({ title: 'Início' }, `Versão ${version} da página inicial.\n`),
    'content/guia/index.md': page({ title: 'Guia' }, `${guide}: como começar.\n`),
    'content/guia/passo.md': page({ title: 'Passo' }, '## Um\n\n[volta](/guia)\n'),
    // A config, so each build also compiles a copy of it under .docsgen/ (see temporaries).
    'docsgen.config.ts': "export default { title: 'Moedas' };\n",
  };
}

// A site of its own, not tempSite's: that removes every site after each test, and these tests follow one another.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'docsgen-killed-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A site in a folder of its own under the scratch folder. */
function newSite(files: Record<string, string>): string {
  const root = path.join(mkdtempSync(path.join(scratch, 'case-')), 'site');
  mkdirSync(root);
  editSite(root, files);
  return root;
}

const html = (root: string, rel: string): string => readFileSync(path.join(root, 'build', rel), 'utf8');

/** Temporary files of atomic writes and compiled config copies anywhere under .docsgen/ (the trash aside). */
function temporaries(root: string): string[] {
  const dir = path.join(root, '.docsgen');
  // Not walked into: the trash, which a process of its own is emptying meanwhile (a walk through it met folders
  // deleted under it: ENOENT).
  const walked = readdirSync(dir, { withFileTypes: true }).flatMap((top) =>
    top.name === 'trash'
      ? []
      : [top, ...(top.isDirectory() ? readdirSync(path.join(dir, top.name), { recursive: true, withFileTypes: true }) : [])],
  );
  return walked
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((rel) => /\.\d+\.tmp$/.test(rel) || /^config-.*\.mjs$/.test(rel));
}

/** The `build.tmp-*`, `build.old-*` and `build.undo-*` folders beside the output. */
const siblings = (root: string): string[] => readdirSync(root).filter((name) => /^build\.(tmp|old|undo)-/.test(name));

interface Fault {
  point: FaultPoint;
  /**
   * Options of the killed build. A one-page edit updates the output in place; a build without caches (--no-cache)
   * publishes a whole new folder, which the swap's faults need.
   */
  args?: string[];
  /**
   * The killed build's edit changes the page's title, which other pages show: the whole site is built (a body edit
   * alone remakes the page alone, build-page-edits.ts, which meets neither the render stage's faults nor the frame's).
   */
  whole?: boolean;
  /** What the kill left, checked before the next build repairs it. */
  left: (root: string) => void | Promise<void>;
}

const FAULTS: Fault[] = [
  {
    point: 'mid-client-bundle',
    left: (root) => expect(temporaries(root)).toEqual([expect.stringMatching(/^cache\/client\/\w+\.\d+\.tmp$/)]),
  },
  {
    point: 'mid-markdown-cache-write',
    // Half of the new results appended: the file ends in a line cut short, which the next build reads as a miss.
    left: (root) => {
      expect(temporaries(root)).toEqual([]);
      expect(readFileSync(path.join(root, '.docsgen/cache/markdown.jsonl'), 'utf8')).not.toMatch(/\n$/);
    },
  },
  {
    point: 'mid-search-cache-write',
    left: (root) => expect(temporaries(root)).toEqual([expect.stringMatching(/^cache\/search-terms\.json\.\d+\.tmp$/)]),
  },
  { point: 'mid-render', whole: true, left: (root) => expect(siblings(root)).toEqual([expect.stringMatching(/^build\.tmp-/)]) },
  {
    point: 'after-render',
    whole: true,
    left: (root) => {
      expect(siblings(root)).toEqual([expect.stringMatching(/^build\.tmp-/)]);
      expect(html(root, 'index.html')).toContain('Versão A');
    },
  },
  {
    point: 'between-renames',
    args: ['--no-cache'],
    left: async (root) => {
      expect(existsSync(path.join(root, 'build'))).toBe(false);
      const [old] = siblings(root).filter((name) => name.startsWith('build.old-'));
      expect(old).toBeDefined();
      // serve names what is left and how to recover instead of only failing.
      const served = await docsgen(['serve', root]);
      expect(served.code).toBe(1);
      expect(served.stderr).toContain(`is missing: a build was stopped while it replaced the output, and the previous output is in ${old}`);
      expect(served.stderr).toContain(`hint: run "docsgen build ${root}": it puts ${old} back as build/`);
    },
  },
  {
    // The new output is in place and the render cache still describes the one before: the stale-page case.
    point: 'after-swap',
    args: ['--no-cache'],
    left: (root) => {
      expect(html(root, 'index.html')).toContain('Versão B');
      expect(siblings(root)).toEqual([expect.stringMatching(/^build\.old-/)]);
    },
  },
  {
    // Half the changed files are in the output: the next build must put the previous output back from the journal.
    point: 'mid-update',
    left: (root) => {
      expect(siblings(root).sort()).toEqual([expect.stringMatching(/^build\.tmp-/), expect.stringMatching(/^build\.undo-/)]);
    },
  },
  {
    // Every changed file is in the output, whose list of files and render cache still describe the one before.
    point: 'after-update',
    left: (root) => {
      expect(html(root, 'index.html')).toContain('Versão B');
      expect(siblings(root).sort()).toEqual([expect.stringMatching(/^build\.tmp-/), expect.stringMatching(/^build\.undo-/)]);
    },
  },
  {
    // A body edit published in place by the build of edited pages; its caches and record still describe the output before.
    point: 'after-page-edits',
    left: (root) => {
      expect(html(root, 'index.html')).toContain('Versão B');
      expect(siblings(root)).toEqual([]);
    },
  },
  {
    point: 'mid-saved-model-write',
    whole: true,
    left: (root) => {
      expect(html(root, 'index.html')).toContain('Versão B');
      expect(temporaries(root)).toEqual([expect.stringMatching(/^cache\/model-\w+\.json\.\d+\.tmp$/)]);
    },
  },
  {
    point: 'mid-output-records-write',
    left: (root) => {
      expect(html(root, 'index.html')).toContain('Versão B');
      expect(temporaries(root)).toEqual([expect.stringMatching(/^cache\/output-records-\w+\.json\.\d+\.tmp$/)]);
    },
  },
];

// One site through every fault in turn, as a user's site goes through builds: each kill's next build is the
// build the following fault starts from (a site of its own per fault took twice the builds).
const root = newSite(siteFiles('A'));

beforeAll(() => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-cli.mjs')], { cwd: ROOT });
});

describe('a build killed at a fault point', () => {
  for (const [i, fault] of FAULTS.entries()) {
    it(`${fault.point}: the next build shows the sources, repairs the output and removes what the kill left`, {
      timeout: 120_000,
    }, async () => {
      // The first fault comes in the site's first build, which bundles the client.
      if (fault.point === 'mid-client-bundle') expect(existsSync(path.join(root, '.docsgen'))).toBe(false);
      // A version of its own per fault: no earlier build has cached it.
      const edited = siteFiles(`B${i}`)['content/index.md']!;
      editSite(root, { 'content/index.md': fault.whole ? edited.replace('title: "Início"', `title: "Início ${i}"`) : edited });
      const killed = await docsgen(['build', root, ...(fault.args ?? [])], { env: { DOCSGEN_FAULT: fault.point } });
      expect(killed.signal).toBe('SIGKILL');
      await fault.left(root);

      // Back to A, which the render cache of the build before the killed one describes, and a change never built.
      const guide = `Guia ${i + 2}`;
      editSite(root, siteFiles('A', guide));
      const next = await docsgen(['build', root]);
      expect(next.stderr).toBe('');
      expect(next.code).toBe(0);
      expect(html(root, 'index.html')).toContain('Versão A');
      expect(html(root, 'index.html')).not.toContain('Versão B');
      expect(html(root, 'guia/index.html')).toContain(guide);
      expect(siblings(root)).toEqual([]);
      expect(temporaries(root)).toEqual([]);
      expect(readdirSync(root).sort()).toEqual(['.docsgen', 'build', 'content', 'docsgen.config.ts']);
    });
  }
});

describe('leftovers of other builds', () => {
  it('removes only those of processes that no longer run: a build still running keeps its work', { timeout: 120_000 }, async () => {
    expect(existsSync(path.join(root, 'build/index.html'))).toBe(true);
    const dead = deadPid();
    const live = process.pid; // this one runs while the build does
    const made = [`build.tmp-${dead}-a1`, `build.old-${dead}-a2`, `build.tmp-${live}-a3`, `build.old-${live}-a4`];
    for (const name of made) {
      mkdirSync(path.join(root, name));
      writeFileSync(path.join(root, name, 'index.html'), 'left over');
    }
    const cacheTemporary = path.join(root, `.docsgen/cache/search-terms.json.${dead}.tmp`);
    const liveTemporary = path.join(root, `.docsgen/cache/search-terms.json.${live}.tmp`);
    const compiledConfig = path.join(root, `.docsgen/config-${dead}-a5.mjs`);
    writeFileSync(cacheTemporary, '{"half');
    writeFileSync(liveTemporary, '{"half');
    writeFileSync(compiledConfig, 'export default {};');
    expect((await docsgen(['build', root])).code).toBe(0);
    expect(siblings(root).sort()).toEqual([`build.old-${live}-a4`, `build.tmp-${live}-a3`]);
    expect(existsSync(cacheTemporary)).toBe(false);
    expect(existsSync(compiledConfig)).toBe(false);
    expect(existsSync(liveTemporary)).toBe(true);
    expect(html(root, 'index.html')).toContain('Versão A');
  });
});
