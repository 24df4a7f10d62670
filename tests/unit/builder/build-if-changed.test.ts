// `docsgen build` when nothing changed (build-if-changed.ts, incremental/build-record.ts): the output is up to date only while
// every file the last build read is as it was, the config resolves the same and the output is the one it published;
// any change a reader could see builds again, and the up-to-date report repeats the last build's warnings.
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIfChanged } from '../../../cli/builder/build-if-changed.js';
import { page, tempSite } from '../support/temp-site.js';

function siteFiles(): Record<string, string> {
  return {
    'content/index.md': page(
      { title: 'Início' },
      'Veja [o guia](/guia/passo) e ![o logo](../imagens/logo.png).\n\n[quebrado](/nao-existe)\n',
    ),
    'content/guia/passo.md': page(
      { title: 'Passo' },
      '## Um\n\n<!--@include: ../../partes/aviso.md-->\n\n<!--@include: ../../partes/ainda-nao.md-->\n',
    ),
    'partes/aviso.md': 'Um aviso colado.\n',
    'static/robots.txt': 'User-agent: *\n',
  };
}

/** Builds as the command does and says whether it built, with the lines it printed. */
async function build(root: string, options: { cache?: boolean } = {}): Promise<{ built: boolean; lines: string[] }> {
  const lines: string[] = [];
  const outcome = await buildIfChanged({ root, ...options, log: (line) => lines.push(line) });
  return { built: !outcome.upToDate, lines };
}

function write(root: string, rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}

/** Each file's identity in the output: the same after a build that did not touch it. */
function identities(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const stat = statSync(path.join(entry.parentPath, entry.name), { bigint: true });
      return `${path.relative(dir, path.join(entry.parentPath, entry.name))} ${stat.ino}:${stat.mtimeNs}`;
    })
    .sort();
}

describe('a build when nothing changed', () => {
  it("builds nothing, touches no file of the output, and reports the last build's warnings again", async () => {
    const root = tempSite(siteFiles());
    const first = await build(root);
    expect(first.built).toBe(true);
    const before = identities(path.join(root, 'build'));
    const again = await build(root);
    expect(again.built).toBe(false);
    expect(again.lines).toContainEqual(
      expect.stringMatching(/^ {2}check +[\d.]+ m?s +\d+ files and folders as the last build read them: nothing to build$/),
    );
    const warnings = (lines: string[]) => lines.filter((line) => line.startsWith('warning'));
    expect(warnings(again.lines)).toEqual(warnings(first.lines));
    expect(warnings(again.lines)).toContainEqual(expect.stringContaining('link to /nao-existe points to no page'));
    expect(again.lines.at(-1)).toMatch(/^Up to date: \d+ pages \(.+\) in .*build, checked in [\d.]+ m?s \(\d+ warnings\)$/);
    expect(identities(path.join(root, 'build'))).toEqual(before);
  });

  // Each change a reader could see in the output, and the build that must follow it.
  const CHANGES: { what: string; change: (root: string) => void }[] = [
    { what: 'a page edited', change: (root) => write(root, 'content/guia/passo.md', page({ title: 'Passo' }, 'Outro texto.\n')) },
    {
      what: 'a page saved again, the same bytes',
      change: (root) => {
        const later = new Date(Date.now() + 5000);
        utimesSync(path.join(root, 'content/guia/passo.md'), later, later);
      },
    },
    { what: 'a page added in a new folder', change: (root) => write(root, 'content/novo/pasta/pagina.md', page({ title: 'Nova' })) },
    { what: 'a page removed', change: (root) => rmSync(path.join(root, 'content/guia/passo.md')) },
    { what: 'a pasted file outside content/ edited', change: (root) => write(root, 'partes/aviso.md', 'Outro aviso.\n') },
    { what: 'a pasted file outside content/, missing until now', change: (root) => write(root, 'partes/ainda-nao.md', 'Chegou.\n') },
    { what: 'an image a page shows, missing until now', change: (root) => write(root, 'imagens/logo.png', 'PNG') },
    { what: 'a static file edited', change: (root) => write(root, 'static/robots.txt', 'User-agent: bot\n') },
    { what: 'the config', change: (root) => write(root, 'docsgen.config.ts', "export default { title: 'Moedas' };\n") },
    { what: 'the output edited by hand', change: (root) => write(root, 'build/assets/build-manifest.json', '{}') },
    { what: 'a killed build left a folder beside the output', change: (root) => mkdirSync(path.join(root, 'build.tmp-999999999-a1')) },
  ];

  for (const { what, change } of CHANGES) {
    it(`builds again after ${what}`, { timeout: 60_000 }, async () => {
      const root = tempSite(siteFiles());
      await build(root);
      expect((await build(root)).built).toBe(false);
      change(root);
      expect((await build(root)).built, what).toBe(true);
      expect((await build(root)).built, `${what}, then nothing`).toBe(false);
    });
  }

  it('watches the files a build found new: a page added, then edited, builds each time', { timeout: 60_000 }, async () => {
    const root = tempSite(siteFiles());
    await build(root);
    write(root, 'content/novo/pasta/pagina.md', page({ title: 'Nova' }));
    expect((await build(root)).built).toBe(true); // stamps taken over from the check, the new folder's walked
    write(root, 'content/novo/pasta/pagina.md', page({ title: 'Nova' }, 'Editada.\n'));
    expect((await build(root)).built).toBe(true);
    write(root, 'static/novo/leia.txt', 'Leia.\n');
    expect((await build(root)).built).toBe(true);
    write(root, 'static/novo/leia.txt', 'Leia de novo.\n');
    expect((await build(root)).built).toBe(true);
    expect((await build(root)).built).toBe(false);
  });

  it('always builds without caches (--no-cache)', { timeout: 60_000 }, async () => {
    const root = tempSite(siteFiles());
    await build(root);
    expect((await build(root, { cache: false })).built).toBe(true);
    expect((await build(root, { cache: false })).built).toBe(true);
  });
});
