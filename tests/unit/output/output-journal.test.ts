// The in-place update on its own: files moved in under a journal, and the undo a later build runs from that journal
// when the update's process was killed (killed-build.test.ts kills real builds at the same moments).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyUpdate, rollBack } from '../../../cli/output/output-journal.js';
import { snapshot } from '../builder/output-snapshot.js';
import { tempSite } from '../support/temp-site.js';

/** An output, a staging folder with the changed files, and the update between them. */
function scene() {
  const root = tempSite({
    'out/index.html': 'início v1',
    'out/guia/a/index.html': 'a v1',
    'out/guia/b/index.html': 'b v1',
    'out/assets/app.js': 'app',
    'stage/index.html': 'início v2',
    'stage/guia/c/index.html': 'c novo',
    'stage/novo/fundo/leia.txt': 'numa pasta nova',
  });
  const update = {
    out: path.join(root, 'out'),
    staging: path.join(root, 'stage'),
    undo: path.join(root, 'out.undo-1-a'),
    put: ['index.html', 'guia/c/index.html', 'novo/fundo/leia.txt'],
    remove: ['guia/b/index.html'],
  };
  return { root, update, before: snapshot(update.out) };
}

const read = (dir: string, rel: string): string => readFileSync(path.join(dir, rel), 'utf8');

describe('applyUpdate', () => {
  it('moves the changed files in, removes the others with their emptied folders, and marks the update done', () => {
    const { update } = scene();
    applyUpdate(update);
    expect(read(update.out, 'index.html')).toBe('início v2');
    expect(read(update.out, 'guia/c/index.html')).toBe('c novo');
    expect(read(update.out, 'novo/fundo/leia.txt')).toBe('numa pasta nova');
    expect(read(update.out, 'guia/a/index.html')).toBe('a v1');
    expect(existsSync(path.join(update.out, 'guia/b'))).toBe(false);
    // The replaced and removed files wait in the undo folder until it is deleted.
    expect(read(update.undo, 'files/index.html')).toBe('início v1');
    expect(read(update.undo, 'files/guia/b/index.html')).toBe('b v1');
    expect(rollBack(update.undo)).toBe(false); // done: nothing to undo
    expect(read(update.out, 'index.html')).toBe('início v2');
  });

  it('puts everything back itself when a move fails half-way, and leaves no undo folder', () => {
    const { update, before } = scene();
    process.env.DOCSGEN_FAIL = 'update-move';
    try {
      expect(() => applyUpdate(update)).toThrow('DOCSGEN_FAIL=update-move');
    } finally {
      delete process.env.DOCSGEN_FAIL;
    }
    expect(snapshot(update.out)).toEqual(before);
    expect(existsSync(update.undo)).toBe(false);
  });
});

describe('rollBack', () => {
  it('puts the output back as it was from the journal of an update never marked done, folders it made removed', () => {
    const { update, before } = scene();
    applyUpdate(update);
    rmSync(path.join(update.undo, 'done')); // as if killed after the last move
    expect(rollBack(update.undo)).toBe(true);
    expect(snapshot(update.out)).toEqual(before);
  });

  it('can run again after an undo that was itself cut short, and without the staging folder', () => {
    const { update, before } = scene();
    applyUpdate(update);
    rmSync(path.join(update.undo, 'done'));
    rmSync(update.staging, { recursive: true }); // a failed build's folder is deleted; the undo must not need it
    expect(rollBack(update.undo)).toBe(true);
    expect(rollBack(update.undo)).toBe(true);
    expect(snapshot(update.out)).toEqual(before);
  });

  it('leaves the output alone when the journal was cut short: nothing was moved yet', () => {
    const { update, before } = scene();
    mkdirSync(update.undo);
    writeFileSync(path.join(update.undo, 'journal.json'), '{"format":1,"out":');
    expect(rollBack(update.undo)).toBe(false);
    expect(snapshot(update.out)).toEqual(before);
    expect(readdirSync(update.staging).sort()).toEqual(['guia', 'index.html', 'novo']);
  });
});
