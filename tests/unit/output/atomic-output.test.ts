// The output swap on its own, in this process: what a build's AtomicOutput does to the output folder and to what
// killed builds left beside it (the killed-build tests check the same from real killed processes).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AtomicOutput, outputSiblings } from '../../../cli/output/atomic-output.js';
import { OutputListing } from '../../../cli/output/output-listing.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { deadPid, waitUntil } from '../support/background-work.js';
import { docsgenErrorOf } from '../support/docsgen-error-of.js';
import { tempSite } from '../support/temp-site.js';

/** A folder holding one file, index.html, with this text. */
function outputFolder(dir: string, text: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), text);
}

const read = (dir: string): string => readFileSync(path.join(dir, 'index.html'), 'utf8');

describe('AtomicOutput', () => {
  it('refuses an output folder that is the site, holds it, holds its content folder or is inside it', () => {
    const root = tempSite({});
    const guard = { root, contentDir: path.join(root, 'content') };
    for (const out of [root, path.dirname(root), path.join(root, 'content'), path.join(root, 'content/build')]) {
      const error = docsgenErrorOf(() => new AtomicOutput(out, guard));
      expect(error.code, out).toBe('unsafe-out-dir');
      expect(error).toBeInstanceOf(DocsgenError);
      expect(error.message).toBe(`refusing to write the site into ${out}: it holds the site's own sources`);
      expect(error.hint).toBe('choose an output folder such as "build" next to content/');
    }
    expect(readdirSync(path.dirname(root))).toEqual(['site']);
    // A content folder outside the site root (contentDir: '../docs'): the site root itself still holds the config.
    const outside = { root, contentDir: path.join(path.dirname(root), 'docs') };
    expect(docsgenErrorOf(() => new AtomicOutput(root, outside)).code).toBe('unsafe-out-dir');
    // A folder beside the content, or outside the site, is fine.
    for (const out of [path.join(root, 'build'), path.join(path.dirname(root), 'publicado')]) {
      const output = new AtomicOutput(out, guard);
      output.dispose();
    }
  });

  it('writes into a temporary sibling named with its pid, and swaps it in only on commit', async () => {
    const root = tempSite({});
    const out = path.join(root, 'build');
    outputFolder(out, 'antes');
    const output = new AtomicOutput(out, { root, contentDir: path.join(root, 'content') });
    expect(path.dirname(output.tmpDir)).toBe(root);
    expect(path.basename(output.tmpDir)).toMatch(new RegExp(`^build\\.tmp-${process.pid}-[0-9a-z]+$`));
    outputFolder(output.tmpDir, 'depois');
    expect(read(out)).toBe('antes');
    expect(outputSiblings(out).tmp).toEqual([path.basename(output.tmpDir)]);
    output.commit();
    output.dispose(); // after commit: nothing to remove, and the new output stays
    expect(read(out)).toBe('depois');
    expect(existsSync(output.tmpDir)).toBe(false);
    expect(outputSiblings(out)).toEqual({ tmp: [], old: [], undo: [] });
    // The replaced output went to the trash, which a process of its own empties: no later build is needed, and
    // the one that committed does not wait for it.
    const trash = path.join(root, '.docsgen/trash');
    await waitUntil(() => readdirSync(trash).length === 0);
    expect(readdirSync(trash)).toEqual([]);
    expect(read(out)).toBe('depois');
  });

  it('publishes a first output, where there was none, with nothing in the trash', () => {
    const root = tempSite({});
    const out = path.join(root, 'nova/saida');
    const output = new AtomicOutput(out, { root, contentDir: path.join(root, 'content') });
    outputFolder(output.tmpDir, 'primeira');
    output.commit();
    expect(read(out)).toBe('primeira');
    expect(existsSync(path.join(root, '.docsgen/trash'))).toBe(false);
  });

  it('reports why a first swap failed, with no previous output to put back', () => {
    const root = tempSite({});
    const out = path.join(root, 'build');
    const output = new AtomicOutput(out, { root, contentDir: path.join(root, 'content') });
    outputFolder(output.tmpDir, 'primeira');
    process.env.DOCSGEN_FAIL = 'swap-rename';
    try {
      expect(() => output.commit()).toThrow('DOCSGEN_FAIL=swap-rename: the test hook made this step fail');
    } finally {
      delete process.env.DOCSGEN_FAIL;
      output.dispose();
    }
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(root)).toEqual(['content']);
  });

  it('removes its temporary folder when disposed without a commit, and leaves the output as it was', () => {
    const root = tempSite({});
    const out = path.join(root, 'build');
    outputFolder(out, 'antes');
    const output = new AtomicOutput(out, { root, contentDir: path.join(root, 'content') });
    outputFolder(output.tmpDir, 'pela metade');
    output.dispose();
    expect(existsSync(output.tmpDir)).toBe(false);
    expect(read(out)).toBe('antes');
    expect(readdirSync(root).sort()).toEqual(['build', 'content']);
  });

  it('puts back the newest output a killed build left between its two renames, and trashes the rest it left', () => {
    const root = tempSite({});
    const out = path.join(root, 'build');
    const dead = deadPid();
    const now = Date.now();
    outputFolder(path.join(root, `build.old-${dead}-${(now - 2000).toString(36)}`), 'mais antiga');
    outputFolder(path.join(root, `build.old-${dead}-${now.toString(36)}`), 'a última completa');
    outputFolder(path.join(root, `build.tmp-${dead}-${now.toString(36)}`), 'pela metade');
    // A live build's siblings are its work in progress: not touched.
    const live = `build.tmp-${process.pid}-${(now - 1000).toString(36)}`;
    outputFolder(path.join(root, live), 'em curso');
    expect(outputSiblings(out).old.map((name) => read(path.join(root, name)))).toEqual(['a última completa', 'mais antiga']);

    const output = new AtomicOutput(out, { root, contentDir: path.join(root, 'content') });
    expect(read(out)).toBe('a última completa');
    expect(outputSiblings(out)).toEqual({ tmp: [path.basename(output.tmpDir), live], old: [], undo: [] });
    output.dispose();
    expect(read(path.join(root, live))).toBe('em curso');
  });

  it('keeps the current output when a killed build left an .old- beside it (it was killed after its swap)', () => {
    const root = tempSite({});
    const out = path.join(root, 'build');
    outputFolder(out, 'atual');
    outputFolder(path.join(root, `build.old-${deadPid()}-${Date.now().toString(36)}`), 'substituída');
    new AtomicOutput(out, { root, contentDir: path.join(root, 'content') }).dispose();
    expect(read(out)).toBe('atual');
    expect(outputSiblings(out)).toEqual({ tmp: [], old: [], undo: [] });
  });
});

describe('outputSiblings', () => {
  it('finds only the siblings of this output folder, the name taken literally', () => {
    const root = tempSite({});
    const now = Date.now().toString(36);
    for (const name of [
      `site.out.tmp-1-${now}`,
      `siteXout.tmp-1-${now}`,
      `site.out.old-2-${now}`,
      `site.out.tmp-x-${now}`,
      'site.out.tmp-1-',
      'site.out.bak-1-a',
    ]) {
      mkdirSync(path.join(root, name));
    }
    expect(outputSiblings(path.join(root, 'site.out'))).toEqual({
      tmp: [`site.out.tmp-1-${now}`],
      old: [`site.out.old-2-${now}`],
      undo: [],
    });
    expect(outputSiblings(path.join(root, 'missing/build'))).toEqual({ tmp: [], old: [], undo: [] });
  });

  it('lists the newest first, by the time in the name (base 36), not by name', () => {
    const root = tempSite({});
    const times = [35, 36, 1_700_000_000_000].map((t) => t.toString(36)); // "z" sorts after "10" by name
    for (const time of times) mkdirSync(path.join(root, `build.tmp-1-${time}`));
    expect(outputSiblings(path.join(root, 'build')).tmp).toEqual([...times].reverse().map((time) => `build.tmp-1-${time}`));
  });

  it('refuses an in-place update when another build replaced the output meanwhile, and leaves that output whole', () => {
    const root = tempSite({});
    const out = path.join(root, 'build');
    for (let i = 0; i < 10; i++) outputFolder(path.join(out, `p${i}`), `página ${i} v1`);
    mkdirSync(path.join(out, 'assets'));
    writeFileSync(path.join(out, 'assets/build-manifest.json'), '{"version":1}');
    const output = new AtomicOutput(out, { root, contentDir: path.join(root, 'content') }, { filesCache: path.join(root, 'files.json') });
    expect(output.previous?.dir).toBe(out);
    outputFolder(path.join(output.tmpDir, 'p0'), 'página 0 v2');
    const listing = new OutputListing(output.tmpDir, { previousDir: out });
    for (let i = 1; i < 10; i++) listing.keep(`p${i}/index.html`, Buffer.byteLength(`página ${i} v1`));
    // Another build publishes: its manifest is a new file.
    rmSync(path.join(out, 'assets/build-manifest.json'));
    writeFileSync(path.join(out, 'assets/build-manifest.json'), '{"version":1}');
    const error = docsgenErrorOf(() => output.commit(listing));
    output.dispose();
    expect(error.code).toBe('output-changed');
    expect(error.message).toBe(`${out} was replaced by another build while this one ran`);
    expect(read(path.join(out, 'p0'))).toBe('página 0 v1');
    expect(readdirSync(root).sort()).toEqual(['build', 'content']);
  });
});
