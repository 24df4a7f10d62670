import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutputWriter } from '../../../cli/fs/output-writer.js';

const made: string[] = [];
afterEach(() => {
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
});

/** A temporary root holding the output folder and, beside it, a folder that must stay untouched. */
function layout(): { out: string; outside: string; top: string } {
  const top = mkdtempSync(path.join(os.tmpdir(), 'docsgen-writer-'));
  made.push(top);
  const out = path.join(top, 'out');
  const outside = path.join(top, 'outside');
  mkdirSync(out);
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'keep.txt'), 'original');
  return { out, outside, top };
}

describe('OutputWriter', () => {
  it('writes files and folders inside its root', () => {
    const { out } = layout();
    const writer = new OutputWriter(out);
    writer.writeFile('a/b/index.html', 'ok');
    expect(readFileSync(path.join(out, 'a/b/index.html'), 'utf8')).toBe('ok');
  });

  it('refuses "..", absolute paths, NUL and paths through a link leading out, and writes nothing outside', () => {
    const { out, outside, top } = layout();
    symlinkSync(outside, path.join(out, 'escape'));
    symlinkSync(path.join(outside, 'keep.txt'), path.join(out, 'file-link'));
    const writer = new OutputWriter(out);
    const attempts = ['../x', 'a/../../x', path.join(outside, 'abs.txt'), 'C:\\x', 'escape/x', 'escape/deeper/x', 'file-link', 'a\0b'];
    for (const rel of attempts) {
      expect(() => writer.writeFile(rel, 'pwned'), rel).toThrow(/refusing to write/);
      expect(() => writer.copyFile(path.join(outside, 'keep.txt'), rel), rel).toThrow(/refusing to write/);
    }
    expect(() => writer.folder('escape/new')).toThrow(/refusing to write/);
    expect(readdirSync(outside)).toEqual(['keep.txt']);
    expect(readFileSync(path.join(outside, 'keep.txt'), 'utf8')).toBe('original');
    expect(readdirSync(top).sort()).toEqual(['out', 'outside']);
    expect(existsSync(path.join(out, 'a'))).toBe(false);
  });

  it('refuses a link planted in a folder it already wrote to', () => {
    const { out, outside } = layout();
    const writer = new OutputWriter(out);
    writer.writeFile('pages/one.html', 'one');
    symlinkSync(path.join(outside, 'keep.txt'), path.join(out, 'pages/two.html'));
    expect(() => writer.writeFile('pages/two.html', 'pwned')).toThrow(/it is a symbolic link/);
    expect(readFileSync(path.join(outside, 'keep.txt'), 'utf8')).toBe('original');
  });
});
