// An MkDocs site read as MkDocs shows it. The fixture is a Material site (navigation.indexes) with every kind of nav
// entry MkDocs's guide describes (user-guide/writing-your-docs.md, "Configure Pages and Navigation"); the expected
// sidebars below are written by hand from that page, Material's "Setting up navigation" and MkDocs's own code where
// the guide is silent (the default nav's order, titles of pages the nav leaves untitled).
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSite } from '../../../cli/sites/read-site.js';
import { docsgenErrorOfAsync } from '../support/docsgen-error-of.js';
import { tempSite } from '../support/temp-site.js';
import { readSiteSidebars } from './site-sidebars.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/sites/mkdocs');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('an MkDocs site (mkdocs.yml)', () => {
  it('shows `nav` as Material does: titled and untitled pages, sections, index pages, links; a missing page left out', async () => {
    const { sidebars } = await readSiteSidebars(FIXTURE);
    expect(Object.keys(sidebars)).toEqual(['docs']);
    expect(sidebars.docs!.items).toEqual([
      { type: 'doc', label: 'Home', href: '/' },
      // Untitled: the page's first heading, without its attribute list.
      { type: 'doc', label: 'Getting started', href: '/getting-started' },
      {
        // navigation.indexes: the section whose first entry is an index page is linked to it, the page not repeated.
        type: 'category',
        label: 'Guide',
        href: '/guide',
        collapsed: true,
        items: [
          { type: 'doc', label: 'Install', href: '/guide/install' },
          {
            // README.md is an index page too.
            type: 'category',
            label: 'Advanced',
            href: '/guide/advanced',
            collapsed: true,
            // Untitled, with a front-matter title: that title.
            items: [{ type: 'doc', label: 'Tuning it', href: '/guide/advanced/tuning' }],
          },
          { type: 'link', label: 'External', href: 'https://example.org/' },
        ],
      },
      // A section titled "" is named after its index page.
      {
        type: 'category',
        label: 'API reference',
        href: '/reference',
        collapsed: true,
        items: [{ type: 'doc', label: 'The API', href: '/reference/api' }],
      },
      // "Missing: missing.md" names no page: left out (warned below). A page's heading is a link to it.
      { type: 'link', label: 'Requirements', href: '/guide/install#requirements' },
      { type: 'doc', label: 'Changelog', href: '/changelog' },
    ]);
  });

  it("gives a page an explicit label only where MkDocs's title of it is not docsgen's, so `docsgen dev` follows edits of the others", async () => {
    const config = await readSite(FIXTURE);
    const items = config.sidebars!.docs!.items;
    // "# Getting started { #start }": MkDocs drops the attribute list, so the label is written out.
    expect(items[1]).toEqual({ type: 'doc', id: 'getting-started', label: 'Getting started' });
    // A front-matter title is the same in both: the page's own title, as built.
    const guide = items[2] as { items: Array<{ items?: unknown[] }> };
    expect(guide.items[1]!.items).toEqual(['guide/advanced/tuning']);
  });

  it("publishes what MkDocs builds: not exclude_docs, draft_docs or templates/; pages out of the nav stay pages, the blog's are the blog's", async () => {
    const { config, pages } = await readSiteSidebars(FIXTURE);
    expect(config.exclude).toEqual([
      'templates/**',
      '**/drafts/**',
      '**/*.tmp.md',
      '**/*.tmp.md/**',
      '**/wip.md',
      '**/wip.md/**',
      // Material's blog: its posts and index are read by the blog (tests/unit/sites/mkdocs-blog.test.ts), not as docs.
      'blog/posts/**',
      'blog/index.md',
    ]);
    expect(pages.sort()).toEqual([
      'changelog.md',
      'getting-started.md',
      'guide/advanced/README.md',
      'guide/advanced/tuning.md',
      'guide/index.md',
      'guide/install.md',
      'index.md',
      'not-in-nav.md',
      'reference/api.md',
      'reference/index.md',
    ]);
  });

  it("reads mkdocs.yml's settings with Python's YAML tags and INHERIT: name, address, language, repository, edit links, copyright", async () => {
    const config = await readSite(FIXTURE);
    expect(config.site?.generator).toBe('MkDocs');
    expect(config.site?.files).toEqual(['mkdocs.yml', 'base.yml']);
    expect(config).toMatchObject({
      title: 'Fixture Docs',
      tagline: 'A site to read as MkDocs reads it.',
      url: 'https://example.com',
      baseUrl: '/docs/',
      locale: 'en',
      contentDir: path.join(FIXTURE, 'docs'),
      // repo_url comes from base.yml; edit_uri is relative to it.
      editUrl: 'https://github.com/example/project/edit/main/docs/:path',
      socialLinks: [
        { icon: 'github', href: 'https://github.com/example/project', label: 'example/project' },
        { icon: 'discord', href: 'https://discord.gg/example' },
      ],
      footer: { copyright: 'Copyright © 2024 Example' },
      // Python-Markdown's toc makes the heading ids: "## Café" is #cafe, a repeat #cafe_1.
      markdown: { headingIds: 'python-markdown' },
    });
    // Directory URLs (MkDocs's default) are docsgen's own: no .html addresses to keep.
    expect(config.htmlAliases).toBeUndefined();
  });

  it('gives `!ENV` the variable when it is set, else its default', async () => {
    vi.stubEnv('FIXTURE_SITE_NAME', 'From the environment');
    expect((await readSite(FIXTURE)).title).toBe('From the environment');
  });

  it('warns of what it cannot do as MkDocs does, each naming the file and the field', async () => {
    const config = await readSite(FIXTURE);
    const warnings = config.site!.warnings.map((w) => `${w.code} ${w.file} ${w.message}`);
    expect(warnings).toEqual([
      expect.stringMatching(/^site-field-unsupported mkdocs\.yml `extra\.social`: docsgen has no icon for fontawesome\/brands\/docker /),
      "site-field-unsupported mkdocs.yml `plugins`: the site's plugins (mkdocstrings) do not run: what they add to pages or to the navigation is missing",
      expect.stringMatching(/^site-field-unsupported mkdocs\.yml `theme\.logo`: "img\/logo\.svg" is a file of the docs folder/),
      'site-page-missing mkdocs.yml `nav › Missing` names docs/missing.md, which is not a page of the site: the entry is left out (MkDocs would link to a page that does not exist)',
    ]);
  });

  it("lists every page as MkDocs does without `nav`: a folder's pages (index first, code-point order) before its sub-folders", async () => {
    const page = (title: string) => `# ${title}\n`;
    const root = tempSite({
      'mkdocs.yml': 'site_name: Plain\n',
      'docs/index.md': page('Welcome'),
      'docs/b.md': page('Bee'),
      'docs/a.md': page('Ay'),
      'docs/Z.md': page('Zed'),
      'docs/sub-dir/x.md': page('Ex'),
      'docs/sub-dir/README.md': page('Sub'),
      'docs/API_Docs/y.md': 'No heading.\n',
    });
    const { sidebars } = await readSiteSidebars(root);
    expect(sidebars.docs!.items).toEqual([
      { type: 'doc', label: 'Welcome', href: '/' },
      // Python's string order: capitals first.
      { type: 'doc', label: 'Zed', href: '/Z' },
      { type: 'doc', label: 'Ay', href: '/a' },
      { type: 'doc', label: 'Bee', href: '/b' },
      // A name with capitals keeps them; a page with no heading is named after its file.
      { type: 'category', label: 'API Docs', collapsed: true, items: [{ type: 'doc', label: 'Y', href: '/API_Docs/y' }] },
      // MkDocs's own theme has no section index pages: README.md is the section's first page.
      {
        type: 'category',
        label: 'Sub dir',
        collapsed: true,
        items: [
          { type: 'doc', label: 'Sub', href: '/sub-dir' },
          { type: 'doc', label: 'Ex', href: '/sub-dir/x' },
        ],
      },
    ]);
  });

  it("reads the redirects plugin's redirect_maps: doc files made routes by the reader's rule, an http target kept", async () => {
    const yml = [
      'site_name: Moved',
      'plugins:',
      '  - search',
      '  - redirects:',
      '      redirect_maps:',
      '        user-guide/plugins.md: dev-guide/plugins.md',
      "        'old/index.md': 'guide/README.md#setup'",
      '        away.md: https://example.com/away/',
      '        weird.md: [1]',
      '',
    ].join('\n');
    const files = { 'docs/index.md': '# Home\n', 'docs/dev-guide/plugins.md': '# Plugins\n', 'docs/guide/README.md': '# Guide\n' };
    const config = await readSite(tempSite({ 'mkdocs.yml': yml, ...files }));
    expect(config.redirects).toEqual({
      '/user-guide/plugins': '/dev-guide/plugins',
      '/old': '/guide',
      '/away': 'https://example.com/away/',
    });
    expect(config.site!.warnings.map((w) => `${w.code} ${w.message}`)).toEqual([
      'site-field-unread `plugins.redirects.redirect_maps."weird.md"` is [1]: the redirect is left out',
    ]);
    // Without directory URLs, the old address is the .html file MkDocs wrote.
    const flat = await readSite(tempSite({ 'mkdocs.yml': `${yml}use_directory_urls: false\n`, ...files }));
    expect(flat.redirects).toMatchObject({ '/user-guide/plugins.html': '/dev-guide/plugins' });
  });

  it("leaves the blog plugin's posts out of the default nav, its index a link to the blog", async () => {
    const root = tempSite({
      'mkdocs.yml': 'site_name: Blog\nplugins:\n  - blog\n',
      'docs/index.md': '# Home\n',
      'docs/blog/index.md': '# Blog\n',
      'docs/blog/posts/first.md': '# First post\n',
    });
    const { sidebars } = await readSiteSidebars(root);
    expect(sidebars.docs!.items).toEqual([
      { type: 'doc', label: 'Home', href: '/' },
      { type: 'link', label: 'Blog', href: '/blog' },
    ]);
  });

  it("keeps the i18n plugin's other languages out of the default language's nav", async () => {
    const root = tempSite({
      'mkdocs.yml':
        'site_name: Two languages\nplugins:\n  - i18n:\n      languages:\n        - locale: en\n          default: true\n        - locale: fr\n',
      'docs/index.md': '# Home\n',
      'docs/index.fr.md': '# Accueil\n',
      'docs/guide.md': '# Guide\n',
      'docs/guide.fr.md': '# Guide en français\n',
    });
    const { sidebars } = await readSiteSidebars(root);
    expect(sidebars.docs!.items).toEqual([
      { type: 'doc', label: 'Home', href: '/' },
      { type: 'doc', label: 'Guide', href: '/guide' },
    ]);
  });

  it("reads the literate-nav plugin's nav files, a folder's own file or its pages, its index page first", async () => {
    const root = tempSite({
      'mkdocs.yml': 'site_name: Literate\nplugins:\n  - literate-nav:\n      implicit_index: true\n',
      'docs/SUMMARY.md': 'The site:\n\n* [Start](start.md)\n* [Guide](guide/)\n* Reference\n    * [Calls](ref/calls.md)\n',
      'docs/index.md': '# Home\n',
      'docs/start.md': '# Start here\n',
      'docs/guide/index.md': '# The guide\n',
      'docs/guide/one.md': '# One\n',
      'docs/ref/calls.md': '# Calls\n',
    });
    const { config, sidebars } = await readSiteSidebars(root);
    expect(config.site?.files).toEqual(['mkdocs.yml', 'docs/SUMMARY.md']);
    expect(sidebars.docs!.items).toEqual([
      { type: 'doc', label: 'Home', href: '/' },
      { type: 'doc', label: 'Start', href: '/start' },
      {
        type: 'category',
        label: 'Guide',
        collapsed: true,
        items: [
          { type: 'doc', label: 'The guide', href: '/guide' },
          { type: 'doc', label: 'One', href: '/guide/one' },
        ],
      },
      { type: 'category', label: 'Reference', collapsed: true, items: [{ type: 'doc', label: 'Calls', href: '/ref/calls' }] },
    ]);
  });

  it('reads no literate-nav file outside docs_dir', async () => {
    const root = tempSite({
      'mkdocs.yml': 'site_name: Out\nplugins:\n  - literate-nav\nnav:\n  - Home: index.md\n  - Away: ../away/\n',
      'docs/index.md': '# Home\n',
      'away/SUMMARY.md': '* [Secret](secret.md)\n',
    });
    const { config, sidebars } = await readSiteSidebars(root);
    expect(config.site?.files).toEqual(['mkdocs.yml']);
    expect(sidebars.docs!.items).toEqual([
      { type: 'doc', label: 'Home', href: '/' },
      { type: 'link', label: 'Away', href: '/../away/' },
    ]);
  });

  it("shows MkDocs's own theme's top level in the navbar, its sections as menus; keeps .html URLs without directory URLs", async () => {
    const root = tempSite({
      'mkdocs.yml':
        'site_name: Menus\nuse_directory_urls: false\nnav:\n  - Home: index.md\n  - Guide:\n    - One: one.md\n    - Two: two.md\n',
      'docs/index.md': '# Home\n',
      'docs/one.md': '# One\n',
      'docs/two.md': '# Two\n',
    });
    const config = await readSite(root);
    expect(config.navbar).toEqual([
      { label: 'Home', to: '/' },
      {
        label: 'Guide',
        items: [
          { label: 'One', to: '/one' },
          { label: 'Two', to: '/two' },
        ],
      },
    ]);
    expect(config.htmlAliases).toBe(true);
  });

  it('gives a language docsgen has no strings for English, with a warning', async () => {
    const root = tempSite({ 'mkdocs.yml': 'site_name: Docs\ntheme:\n  name: material\n  language: nl\n', 'docs/index.md': '# Home\n' });
    const config = await readSite(root);
    expect(config.locale).toBe('en');
    expect(config.site!.warnings).toEqual([
      expect.objectContaining({ code: 'site-field-unsupported', file: 'mkdocs.yml', message: expect.stringContaining('"nl"') }),
    ]);
  });

  it('warns of an INHERIT it cannot read, and stops at a mkdocs.yml that is not YAML, naming its line', async () => {
    const inherits = tempSite({ 'mkdocs.yml': 'INHERIT: ../outside.yml\nsite_name: Docs\n', 'docs/index.md': '# Home\n' });
    const config = await readSite(inherits);
    expect(config.title).toBe('Docs');
    expect(config.site!.warnings).toEqual([expect.objectContaining({ code: 'site-import-missing', file: 'mkdocs.yml' })]);
    const broken = tempSite({ 'mkdocs.yml': 'site_name: Docs\nnav:\n  - [unclosed\n', 'docs/index.md': '# Home\n' });
    const error = await docsgenErrorOfAsync(() => readSite(broken));
    expect(error).toMatchObject({ code: 'site-config-syntax', file: 'mkdocs.yml', line: 4 });
  });
});
