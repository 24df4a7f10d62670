// The blog fixture (tests/fixtures/sites/blog) through the build's first stages: its posts are content pages at their
// Docusaurus routes, its draft only when `docsgen dev` asks for drafts, its unknown author warned of, and no post in
// the docs' sidebar. (The blog's own pages, lists and feeds are the model's: tested there.)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIfChanged } from '../../../cli/builder/build-if-changed.js';
import { loadSiteModel } from '../../../cli/builder/load-site.js';
import { loadConfig } from '../../../cli/config/load-config.js';
import { DevSite } from '../../../cli/dev/dev-site.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/sites/blog');
const parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-blog-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

async function load(drafts?: boolean) {
  const root = path.join(parent, drafts ? 'dev' : 'build');
  cpSync(FIXTURE, root, { recursive: true });
  return loadSiteModel({ config: await loadConfig(root), log: () => {}, cache: false, ...(drafts ? { drafts } : {}) });
}

describe('the blog fixture, loaded', () => {
  it('publishes its posts as content pages at their routes, the draft left out of a build', async () => {
    const { model, warnings } = await load();
    const posts = Object.entries(model.pages)
      .filter(([, page]) => page.kind === 'doc' && page.post !== undefined)
      .map(([route]) => route);
    expect(posts).toHaveLength(22);
    expect(posts).toEqual(
      expect.arrayContaining([
        '/blog/2022/01/10/hello-lantern',
        '/blog/2024/03/05/folder-post',
        '/blog/2024/04/08/components',
        '/blog/roadmap',
        '/blog/lantern-2-0',
        '/blog/2024/09/30/unlisted',
      ]),
    );
    expect(posts).not.toContain('/blog/2024/08/26/draft');
    expect(model.pages['/blog/2024/03/05/folder-post']).toMatchObject({ kind: 'doc', title: 'A post in its own folder' });
    expect(warnings.filter((w) => w.code.startsWith('blog-'))).toEqual([
      expect.objectContaining({ code: 'blog-author-unknown', file: 'blog/2024-07-22-renamed.md', line: 4 }),
      // The long post without a marker, alone: every other post has one.
      expect.objectContaining({ code: 'blog-untruncated', file: 'blog/2024-05-13-how-lantern-works.md' }),
    ]);
    // The docs' sidebar is the docs': no post is in it.
    expect(JSON.stringify(model.sidebars.docs)).not.toContain('/blog/');
  });

  it('publishes the draft when asked, as docsgen dev asks', async () => {
    const { model } = await load(true);
    expect(model.pages['/blog/2024/08/26/draft']).toBeDefined();
    const root = path.join(parent, 'dev-site');
    cpSync(FIXTURE, root, { recursive: true });
    const dev = await new DevSite({ root, cache: false }).build(() => {});
    expect(dev.model.pages['/blog/2024/08/26/draft']).toBeDefined();
  });
});

describe('a build after an edit of the blog', () => {
  it('sees the edit of a post or of the authors file (the blog folder is an input) and builds the site whole', async () => {
    const root = path.join(parent, 'edits');
    cpSync(FIXTURE, root, { recursive: true });
    await buildIfChanged({ root, log: () => {} });
    const lines: string[] = [];
    writeFileSync(path.join(root, 'blog/2022-01-10-hello-lantern.md'), '---\ntitle: Hello, Lantern\n---\n\nEdited.\n');
    await buildIfChanged({ root, log: (line) => lines.push(line) });
    expect(readFileSync(path.join(root, 'build/blog/2022/01/10/hello-lantern/index.html'), 'utf8')).toContain('Edited.');
    expect(lines.join('\n')).toContain(
      "blog/2022-01-10-hello-lantern.md is in the blog's folder: its lists and feeds show every post: building the whole site",
    );
    lines.length = 0;
    writeFileSync(path.join(root, 'blog/authors.yml'), 'ada:\n  name: Ada\nben:\n  name: Ben\ncleo:\n  name: Cleo\n');
    await buildIfChanged({ root, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toContain("blog/authors.yml is in the blog's folder");
  }, 60_000);
});
