// A Docusaurus site's src/pages/ built as Docusaurus builds it (tests/fixtures/sites/docusaurus-pages): each React,
// Markdown and MDX file at its path's route, `_` files and folders and tests left out, React pages rendered with
// Docusaurus's modules (Layout's title and description in the page's <head>, Link and useBaseUrl under the base URL,
// the config's fields from useDocusaurusContext, a CSS module's classes styled), none of them in the docs' sidebar.
// The expected values come from Docusaurus's documented behaviour (docusaurus.io/docs/creating-pages).
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfChanged } from '../../../cli/builder/build-if-changed.js';
import { buildSite, type BuildResult } from '../../../cli/builder/build-site.js';
import { editSite, tempSite } from '../support/temp-site.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/sites/docusaurus-pages');

describe("a Docusaurus site's src/pages", () => {
  let root: string;
  let result: BuildResult;
  const page = (route: string): string => readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');

  // One build for every test (tempSite's folders last one test): the fixture copied where it may be written to.
  beforeAll(async () => {
    root = path.join(mkdtempSync(path.join(os.tmpdir(), 'docsgen-unit-')), 'site');
    cpSync(FIXTURE, root, { recursive: true });
    result = await buildSite({ root, log: () => {}, cache: false });
  }, 60_000);
  afterAll(() => rmSync(path.dirname(root), { recursive: true, force: true }));

  it('publishes each page at its path, an index file at its folder, and leaves out _ files, _ folders and tests', () => {
    for (const route of ['', 'help', 'about', 'showcase', 'team', 'docs/intro'])
      expect(existsSync(path.join(root, 'build', route, 'index.html'))).toBe(true);
    const folders = readdirSync(path.join(root, 'build'));
    for (const left of ['_draft', '_lib', 'home.test', '__tests__', 'index', 'plain']) expect(folders).not.toContain(left);
  });

  it("renders the React home page in the site's chrome, with its Layout's title and description", () => {
    const html = page('');
    expect(html).toContain('<title>Welcome | Gadgets</title>');
    expect(html).toContain('<meta name="description" content="Gadgets for every pocket">');
    // The page draws its own content: no title, breadcrumbs or previous/next of docsgen's around it.
    expect(html).not.toContain('dg-doc__header');
    expect(html).toMatch(/<nav[^>]*class="dg-navbar/);
    // The page holds its own <main>: docsgen's main column is a div then (React puts an image's preload first).
    expect(html).toMatch(/<div id="dg-main" class="dg-own-layout"[^>]*>(?:<link [^>]*>)*<div class="main-wrapper"><main>/);
  });

  it('gives React pages the config, the base URL and the messages as Docusaurus does', () => {
    const html = page('');
    expect(html).toMatch(/<h1 class="[^"]+">Gadgets<\/h1>/);
    expect(html).toContain('<p class="plain-tagline">Gadgets that just work</p>');
    expect(html).toContain('<p id="release">Release 4.2</p>');
    expect(html).toContain('<img src="/gadgets/img/logo.svg"');
    expect(html).toMatch(/<a href="\/gadgets\/docs\/intro" class="[^"]+">Start with gadgets<\/a>/);
    expect(html).toContain('<a id="absolute" href="https://gadgets.example.com/gadgets/help">');
    expect(html).toContain('<h2 id="features">Features of Gadgets<a class="hash-link" href="#features"');
    expect(html).toContain('<p id="fallback">Loading the demo…</p>');
    expect(html).not.toContain('<p>Demo</p>');
    expect(html).toContain('<p id="counter">Count: 3</p>');
  });

  it("links the stylesheet of the page's CSS module and plain CSS, the module's classes scoped", () => {
    const html = page('');
    const href = /<link rel="stylesheet" href="\/gadgets\/(assets\/components-[^"]+\.css)">/.exec(html)?.[1];
    expect(href).toBeDefined();
    const css = readFileSync(path.join(root, 'build', href!), 'utf8');
    const title = /<h1 class="([^"]+)">Gadgets/.exec(html)![1]!;
    expect(title).not.toBe('title');
    expect(css).toContain(`.${title} {\n  color: rgb(200, 30, 90);`);
    expect(css).toContain('.plain-tagline');
  });

  it("links Infima's classes and the site's own stylesheet (the theme's customCss) on React pages only, its images inlined", () => {
    const href = /<link rel="stylesheet" href="\/gadgets\/(assets\/pages-[^"]+\.css)">/.exec(page(''))?.[1];
    expect(href).toBeDefined();
    const css = readFileSync(path.join(root, 'build', href!), 'utf8');
    expect(css).toContain('.gadget-banner');
    // Infima's classes the page is written against come first, the site's own stylesheet after them.
    expect(css.indexOf('.dg-own-layout .col--6')).toBeGreaterThanOrEqual(0);
    expect(css.indexOf('.dg-own-layout .col--6')).toBeLessThan(css.indexOf('.gadget-banner'));
    expect(css).toContain("url('data:image/svg+xml,");
    expect(page('team')).toContain(href!);
    expect(page('docs/intro')).not.toContain('assets/pages-');
    expect(page('help')).not.toContain('assets/pages-');
  });

  it('titles a React page without a title by the site, and a Markdown or MDX page by its heading', () => {
    expect(page('team')).toContain('<title>Gadgets</title>');
    expect(page('team')).toContain('<p id="team">Our team: Ada, Lin</p>');
    expect(page('help')).toContain('<title>Getting help | Gadgets</title>');
    expect(page('help')).toContain('<meta name="description" content="Where to ask about gadgets">');
    expect(page('about')).toContain('<title>About us | Gadgets</title>');
    expect(page('about')).toContain('<a href="/gadgets/docs/intro">Read the docs</a>');
  });

  it('stands in a Docusaurus module docsgen lacks, its children shown, its hooks harmless, with a warning naming the file and line', () => {
    expect(page('showcase')).toContain('<p id="kept">Made with gadgets.</p>');
    const missing = result.warnings.filter((warning) => warning.code === 'mdx-import-missing');
    expect(missing.map(({ file, line }) => [file, line])).toEqual([
      ['src/pages/showcase/index.jsx', 3],
      ['src/pages/showcase/index.jsx', 4],
    ]);
    // A hook of a module docsgen lacks gives a value that renders as nothing rather than stopping the build.
    expect(page('showcase')).toContain('<p id="mode">Mode: </p>');
    expect(missing[0]!.message).toContain('"@theme/SomethingDocsgenLacks", a Docusaurus module docsgen does not provide');
  });

  it("keeps the pages out of the docs' sidebar", () => {
    const nav = /<nav class="dg-sidebar__nav"[\s\S]*?<\/nav>/.exec(page('docs/intro'))?.[0];
    expect(nav).toContain('href="/gadgets/docs/intro"');
    const sidebarFiles = readdirSync(path.join(root, 'build/assets')).filter((file) => /^sidebar-.*\.json$/.test(file));
    const sidebars = sidebarFiles.map((file) => readFileSync(path.join(root, 'build/assets', file), 'utf8')).join('\n');
    for (const route of ['help', 'showcase', 'team', 'about']) {
      expect(sidebars).not.toContain(`/${route}"`);
      expect(nav).not.toContain(`/${route}"`);
    }
  });
});

describe('a build after an edit of src/pages', () => {
  it('sees the edit (the folder is an input of the up-to-date check) and builds the site whole', async () => {
    const root = tempSite({});
    cpSync(FIXTURE, root, { recursive: true });
    await buildIfChanged({ root, log: () => {} });
    editSite(root, { 'src/pages/help.md': '# Getting help\n\nAsk in the chat.\n' });
    const lines: string[] = [];
    await buildIfChanged({ root, log: (line) => lines.push(line) });
    expect(readFileSync(path.join(root, 'build/help/index.html'), 'utf8')).toContain('Ask in the chat.');
    expect(lines.join('\n')).toContain('src/pages/help.md is in the pages folder: building the whole site');
  }, 60_000);
});
