// A site whose content folder lies outside its folder, as a Docusaurus site in `website/` reads `../docs`: the pages'
// images, includes, links and MDX imports beside them are the site's (the folder holding both is the site's
// boundary), the output and the caches stay in the site folder, and nothing is written anywhere else.
import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { siteBoundary } from '../../../cli/fs/site-folder.js';
import { docsgenErrorOfAsync } from '../support/docsgen-error-of.js';
import { tempSite } from '../support/temp-site.js';

/** A repository with `website/` (the site folder, its config naming `../docs`) and `docs/`, beside a folder `outside/`. */
function repository(extra: Record<string, string> = {}): { website: string; repo: string; top: string } {
  const website = tempSite({ 'docsgen.config.ts': "export default { title: 'Widgets', contentDir: '../docs' };\n" }, 'repo/website');
  const repo = path.dirname(website);
  const top = path.dirname(repo);
  const files: Record<string, string> = {
    'docs/index.md': '# Widgets\n\n![Logo](./img/logo.svg)\n\n<!--@include: ./_parts/note.md-->\n\nSee the [guide](guide.mdx).\n',
    'docs/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="4"></svg>\n',
    'docs/_parts/note.md': 'A note pasted in.\n',
    'docs/guide.mdx': "import Box from './components/Box.jsx';\n\n# Guide\n\n<Box />\n",
    'docs/components/Box.jsx': 'export default function Box() { return <p>Inside a box.</p>; }\n',
    'shared/common.md': '# Common\n\nShared by two sites.\n',
    '../outside/secret.json': '{ "token": "SECRET-7f3a" }\n',
    ...extra,
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
    writeFileSync(path.join(repo, rel), text);
  }
  return { website, repo, top };
}

/** Every file under `folder` with its size and time, and every folder: what a build must leave as it was. */
function snapshot(folder: string, skip: (rel: string) => boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const rel = path.relative(folder, path.join(entry.parentPath, entry.name));
    if (skip(rel)) continue;
    const stat = statSync(path.join(folder, rel));
    // A folder's time changes when the build adds the output beside it: its entries are what is compared.
    out[rel] = stat.isDirectory() ? 'folder' : `${stat.size}:${stat.mtimeMs}`;
  }
  return out;
}

const build = (website: string) => buildSite({ root: website, threads: 1, log: () => {} });

describe('a content folder outside the site folder', { timeout: 60_000 }, () => {
  it('builds the pages with their images, includes, links and imports, and writes only the output and the caches', async () => {
    const { website, repo, top } = repository();
    symlinkSync(path.join(repo, 'shared/common.md'), path.join(repo, 'docs/common.md'));
    const written = (rel: string) => /^repo\/website\/(build|\.docsgen)(\/|$)/.test(rel);
    const before = snapshot(top, written);
    await build(website);
    expect(snapshot(top, written)).toEqual(before);
    const home = readFileSync(path.join(website, 'build/index.html'), 'utf8');
    expect(home).toContain('A note pasted in.');
    expect(home).toMatch(/src="\/assets\/files\/logo-[0-9a-f]{10}\.svg"/);
    expect(home).toContain('href="/guide"');
    expect(readFileSync(path.join(website, 'build/guide/index.html'), 'utf8')).toContain('Inside a box.');
    expect(readFileSync(path.join(website, 'build/common/index.html'), 'utf8')).toContain('Shared by two sites.');
  });

  it('still refuses what lies outside the folder holding both', async () => {
    const { website } = repository({ 'docs/leak.mdx': "import s from '../../outside/secret.json';\n\n{s.token}\n" });
    // (`../shared/common.md` from the docs, inside the repository, is the site's; `../../outside` is not.)
    const error = await docsgenErrorOfAsync(() => build(website));
    expect(error).toMatchObject({ code: 'mdx-import', file: '../docs/leak.mdx', line: 1 });
    expect(error.message).toContain('outside the site folder');
  });

  it('is the site folder itself when the content folder is inside it', () => {
    expect(siteBoundary('/r/website', '/r/website/docs')).toBe('/r/website');
    expect(siteBoundary('/r/website', '/r/docs')).toBe('/r');
    expect(siteBoundary('/r/a/website', '/r/b/c/docs')).toBe('/r');
    expect(siteBoundary('/r/website', '/r/website')).toBe('/r/website');
  });
});
