import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { page, tempSite } from '../support/temp-site.js';
import { snapshot } from './output-snapshot.js';

const quiet = { log: () => {} };
const made: string[] = [];
afterEach(() => {
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
});

/** A secret file in a folder of its own, outside any site. */
function secretOutside(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-secret-'));
  made.push(dir);
  const file = path.join(dir, 'passwd');
  writeFileSync(file, 'root:x:0:0\n');
  return file;
}

function linksIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => lstatSync(path.join(entry.parentPath, entry.name)).isSymbolicLink())
    .map((entry) => entry.name);
}

describe('symbolic links in the build', () => {
  it('copies what links in static/ and content/ point to inside the site; the output holds no link', async () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }),
      'shared/logo.svg': '<svg/>',
      'shared/img/a.png': 'png',
      'shared/pages/linked.md': page({ title: 'Página ligada' }),
      'shared/pages/folder/inner.md': page({ title: 'Dentro' }),
      'static/.keep': '',
    });
    symlinkSync(path.join(root, 'shared/logo.svg'), path.join(root, 'static/logo.svg'));
    symlinkSync(path.join(root, 'shared/img'), path.join(root, 'static/img'));
    symlinkSync(path.join(root, 'shared/pages/linked.md'), path.join(root, 'content/linked.md'));
    symlinkSync('../shared/pages/folder', path.join(root, 'content/folder'));
    const result = await buildSite({ root, ...quiet });
    const out = result.outDir;
    expect(linksIn(out)).toEqual([]);
    expect(readFileSync(path.join(out, 'logo.svg'), 'utf8')).toBe('<svg/>');
    expect(readFileSync(path.join(out, 'img/a.png'), 'utf8')).toBe('png');
    expect(readFileSync(path.join(out, 'linked/index.html'), 'utf8')).toContain('Página ligada');
    expect(readFileSync(path.join(out, 'folder/inner/index.html'), 'utf8')).toContain('Dentro');
  });

  for (const where of ['static/passwd', 'content/passwd.md', 'static/sub']) {
    it(`refuses ${where} linking outside the site, naming the link, and keeps the previous output`, async () => {
      const root = tempSite({ 'content/index.md': page({ title: 'Início' }), 'static/ok.txt': 'ok' });
      await buildSite({ root, ...quiet });
      const before = snapshot(path.join(root, 'build'));
      const secret = secretOutside();
      mkdirSync(path.dirname(path.join(root, where)), { recursive: true });
      symlinkSync(where.endsWith('sub') ? path.dirname(secret) : secret, path.join(root, where));
      const error = await buildSite({ root, ...quiet }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DocsgenError);
      expect(error).toMatchObject({ code: 'symlink-outside-site', file: where });
      expect((error as Error).message).toContain(`the symbolic link ${where} points outside the site`);
      expect(snapshot(path.join(root, 'build'))).toEqual(before);
    });
  }

  it('refuses a link that points back into its own folder', async () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }), 'static/a/b.txt': 'b' });
    symlinkSync('..', path.join(root, 'static/a/loop'));
    await expect(buildSite({ root, ...quiet })).rejects.toThrow('the symbolic link static/a/loop points back into its own folder');
  });

  it('follows a link to another file of the git repository holding the site, and no further', async () => {
    // VitePress's own docs: docs/public/logo.svg → ../../art/logo.svg, a file of the same repository.
    const repo = mkdtempSync(path.join(os.tmpdir(), 'docsgen-repo-'));
    made.push(repo);
    mkdirSync(path.join(repo, '.git'));
    mkdirSync(path.join(repo, 'art'));
    writeFileSync(path.join(repo, 'art/logo.svg'), '<svg/>');
    mkdirSync(path.join(repo, 'docs/content'), { recursive: true });
    mkdirSync(path.join(repo, 'docs/static'));
    writeFileSync(path.join(repo, 'docs/content/index.md'), page({ title: 'Início' }));
    symlinkSync('../../art/logo.svg', path.join(repo, 'docs/static/logo.svg'));
    await buildSite({ root: path.join(repo, 'docs'), ...quiet });
    expect(readFileSync(path.join(repo, 'docs/build/logo.svg'), 'utf8')).toBe('<svg/>');
    // Outside the repository, still refused.
    symlinkSync(secretOutside(), path.join(repo, 'docs/static/passwd'));
    await expect(buildSite({ root: path.join(repo, 'docs'), ...quiet })).rejects.toThrow('points outside the site and its repository');
  });
});
