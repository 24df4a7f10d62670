// A build that changes fewer of its output's files than it keeps updates the output in place (atomic-output.ts,
// output-journal.ts) instead of publishing a whole new folder: what it publishes must be byte for byte what a build
// from nothing publishes, whatever was edited, added or removed; a rebuild that changed nothing replaces no file; and
// an update that fails half-way leaves the previous output byte for byte.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { editSite, page, tempSite } from '../support/temp-site.js';
import { snapshot } from './output-snapshot.js';

const PAGES = 24;

function siteFiles(): Record<string, string> {
  const files: Record<string, string> = {
    'content/index.md': page({ title: 'Início' }, 'A página inicial.\n'),
    'static/robots.txt': 'User-agent: *\nAllow: /\n',
  };
  for (let i = 0; i < PAGES; i++) {
    files[`content/guia/passo-${i}.md`] = page({ title: `Passo ${i}` }, `## Parte ${i}\n\nComo fazer o passo ${i}.\n`);
  }
  return files;
}

afterEach(() => {
  delete process.env.DOCSGEN_FAIL;
});

/** Builds the site into build/ and returns its write stage's line. */
async function build(root: string): Promise<string> {
  const lines: string[] = [];
  await buildSite({ root, log: (line) => lines.push(line) });
  return lines.find((line) => /^ {2}write /.test(line)) ?? '';
}

/** The output a build from nothing (no caches, no previous output) makes of the site as it is now. */
async function fromNothing(root: string): Promise<Record<string, string>> {
  const out = path.join(root, 'fresh');
  rmSync(out, { recursive: true, force: true });
  await buildSite({ root, out: 'fresh', cache: false, log: () => {} });
  return snapshot(out);
}

/** Each file's identity (inode and modification time): the same after a build that did not replace it. */
function identities(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = statSync(file, { bigint: true });
    found[path.relative(dir, file)] = `${stat.ino}:${stat.mtimeNs}`;
  }
  return found;
}

describe('an in-place update of the output', () => {
  it('publishes byte for byte what a build from nothing publishes, through edits, new and removed pages', {
    timeout: 120_000,
  }, async () => {
    const root = tempSite(siteFiles());
    const out = path.join(root, 'build');
    await build(root);
    // A page added or removed changes the sidebar of every page of its folder: most files change, and the build
    // publishes a whole new folder instead.
    const steps: { what: string; change: () => void; inPlace: boolean }[] = [
      {
        what: 'one page edited',
        change: () => editSite(root, { 'content/guia/passo-3.md': page({ title: 'Passo 3' }, 'Texto novo.\n') }),
        inPlace: true,
      },
      {
        what: 'a page added',
        change: () => editSite(root, { 'content/guia/novo.md': page({ title: 'Novo' }, 'Uma página nova.\n') }),
        inPlace: false,
      },
      { what: 'a page removed', change: () => rmSync(path.join(root, 'content/guia/passo-5.md')), inPlace: false },
      { what: 'a static file added', change: () => editSite(root, { 'static/novo/leia.txt': 'Leia-me.\n' }), inPlace: true },
      {
        what: 'a static file changed',
        change: () => editSite(root, { 'static/robots.txt': 'User-agent: *\nDisallow: /x\n' }),
        inPlace: true,
      },
      { what: 'a static folder removed', change: () => rmSync(path.join(root, 'static/novo'), { recursive: true }), inPlace: true },
    ];
    for (const { what, change, inPlace } of steps) {
      change();
      const line = await build(root);
      if (inPlace) expect(line, what).toMatch(/: \d+ files changed, \d+ removed, in place$/);
      if (inPlace) expect(line, what).not.toMatch(/: 0 files changed, 0 removed/);
      else expect(line, what).not.toMatch(/in place/);
      expect(snapshot(out), what).toEqual(await fromNothing(root));
    }
    expect(readdirSync(path.join(out, 'guia'))).not.toContain('passo-5');
    expect(readdirSync(out)).not.toContain('novo');
    expect(readdirSync(root).sort()).toEqual(['.docsgen', 'build', 'content', 'fresh', 'static']);
  });

  it('replaces no file when nothing changed but the build manifest, whose new identity names the output', {
    timeout: 60_000,
  }, async () => {
    const root = tempSite(siteFiles());
    const out = path.join(root, 'build');
    await build(root);
    const before = identities(out);
    expect(await build(root)).toMatch(/: 0 files changed, 0 removed, in place$/);
    const after = identities(out);
    const replaced = Object.keys(after).filter((rel) => after[rel] !== before[rel]);
    expect(replaced.sort()).toEqual(['assets/build-manifest.json']);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  });

  it('leaves the previous output byte for byte when moving the files in fails half-way, and publishes on the next build', {
    timeout: 60_000,
  }, async () => {
    const root = tempSite(siteFiles());
    const out = path.join(root, 'build');
    await build(root);
    const before = snapshot(out);
    editSite(root, { 'content/guia/passo-1.md': page({ title: 'Passo 1' }, 'Versão B.\n') });
    editSite(root, { 'static/nova/pasta/leia.txt': 'Numa pasta nova.\n' });
    process.env.DOCSGEN_FAIL = 'update-move';
    await expect(buildSite({ root, log: () => {} })).rejects.toThrow('DOCSGEN_FAIL=update-move: the test hook made this step fail');
    expect(snapshot(out)).toEqual(before);
    // Nothing beside the output: no staging folder, no undo folder.
    expect(readdirSync(root).sort()).toEqual(['.docsgen', 'build', 'content', 'static']);
    delete process.env.DOCSGEN_FAIL;
    expect(await build(root)).toMatch(/in place$/);
    expect(readFileSync(path.join(out, 'guia/passo-1/index.html'), 'utf8')).toContain('Versão B.');
    expect(readFileSync(path.join(out, 'nova/pasta/leia.txt'), 'utf8')).toBe('Numa pasta nova.\n');
  });
});
