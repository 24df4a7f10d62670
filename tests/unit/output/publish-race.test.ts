// Two builds publishing into one folder at the same moment (issue 32: ten builds at once ended one with a raw ENOTEMPTY).
// The other build is made to publish exactly between this one's two renames, by a rename that does so first: the
// loser says `output-changed`, and the winner's output stays whole.
import type * as fs from 'node:fs';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempSite } from '../support/temp-site.js';

/** Set by a test: runs once before the rename of this build's folder onto the output. */
const hooks: { beforePublish?: (to: string) => void } = {};

vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  return {
    ...real,
    renameSync: (from: fs.PathLike, to: fs.PathLike) => {
      if (String(from).includes('.tmp-') && hooks.beforePublish) {
        const run = hooks.beforePublish;
        hooks.beforePublish = undefined;
        run(String(to));
      }
      return real.renameSync(from, to);
    },
  };
});

const { AtomicOutput } = await import('../../../cli/output/atomic-output.js');

/** Writes an output folder as another build would publish it. */
function publishOther(out: string): void {
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'index.html'), 'a outra build');
}

describe('two builds publishing at once', () => {
  for (const hadOutput of [false, true]) {
    it(`the one that publishes second fails with output-changed, the first's output whole (${hadOutput ? 'an output before' : 'none before'})`, () => {
      const root = tempSite({});
      const out = path.join(root, 'build');
      if (hadOutput) publishOther(out);
      const output = new AtomicOutput(out, { root, contentDir: path.join(root, 'content') });
      writeFileSync(path.join(output.tmpDir, 'index.html'), 'esta build');
      hooks.beforePublish = (to) => publishOther(to);
      try {
        expect(() => output.commit()).toThrow(expect.objectContaining({ code: 'output-changed' }));
      } finally {
        output.dispose();
      }
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('a outra build');
      // Nothing of this build is left beside the output for the next build to repair.
      expect(readdirSync(root).filter((name) => name.startsWith('build.'))).toEqual([]);
      expect(existsSync(output.tmpDir)).toBe(false);
    });
  }
});
