// What the Docusaurus reader takes of the blog plugin (cli/sites/docusaurus/blog-options.ts, docs/design/blog.md §3): the
// classic preset's `blog` or a `@docusaurus/plugin-content-blog` of its own, as docsgen's `blog`, Docusaurus's option
// names turned into docsgen's, and each option docsgen cannot carry out warned of by name. The blog is the primary
// variant's alone (cli/variants/site-variants.ts): a site with versions or locales has one blog.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { siteVariants } from '../../../cli/variants/site-variants.js';
import { readSiteConfig } from './site-config-reading.js';
import { tempSite } from '../support/temp-site.js';

const POST = '---\ntitle: Hello\n---\n\nHi.\n';

/** A site with docs and a blog folder, the config's body given. */
function site(body: string, files: Record<string, string> = { 'blog/2024-01-02-hello.md': POST }): string {
  return tempSite({
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', ${body} };\n`,
    'docs/intro.md': '# Intro\n',
    ...files,
  });
}

const preset = (blog: string): string => `presets: [['classic', { blog: ${blog} }]]`;

const messages = (config: ResolvedConfig): string[] => (config.site?.warnings ?? []).map((warning) => `${warning.code} ${warning.message}`);

describe('the Docusaurus blog', { timeout: 60_000 }, () => {
  it("is the preset's blog/ with Docusaurus's defaults when the config says nothing, and none without the folder", async () => {
    const read = await readSite(site("presets: [['classic', {}]]"));
    expect(read.blog).toMatchObject({ dir: path.join(read.root, 'blog'), route: '/blog', postsPerPage: 10, sort: 'newest' });
    expect(read.blog?.feeds).toEqual({ types: ['rss', 'atom'], limit: 20 });
    expect(read.blog?.truncateMarkers).toEqual(['<!-- truncate -->', '{/* truncate */}']);
    expect(read.blog?.readingTime).toEqual({ wordsPerMinute: 200 });
    const none = await readSite(site("presets: [['classic', {}]]", {}));
    expect(none.blog).toBeUndefined();
    expect(messages(none).join('\n')).not.toContain('blog');
  });

  it("reads Jest's options (website/docusaurus.config.mjs) as the defaults and the posts' edit link", async () => {
    const jest = "{ showReadingTime: true, editUrl: 'https://github.com/jestjs/jest/tree/main/website/' }";
    const read = await readSiteConfig(site(preset(jest)));
    expect(read.config.blog).toEqual({ dir: 'blog', editUrl: 'https://github.com/jestjs/jest/tree/main/website/' });
    expect(read.warnings).toEqual([]);
  });

  it('is none with `blog: false`, or with no classic preset', async () => {
    expect((await readSite(site(preset('false')))).blog).toBeUndefined();
    expect((await readSite(site(''))).blog).toBeUndefined();
  });

  it('is none, with a warning, when the options name a folder that is not there', async () => {
    const read = await readSite(site(preset("{ path: 'news' }")));
    expect(read.blog).toBeUndefined();
    expect(messages(read)).toContain('site-field-unread `blog.path` is "news": there is no folder news/: the site has no blog');
  });

  it("reads each option of §3 under docsgen's names", async () => {
    const options = `{
      path: 'news', routeBasePath: '/updates/', blogTitle: 'News', blogDescription: 'What is new',
      postsPerPage: 'ALL', blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts', tagsBasePath: 'topics',
      archiveBasePath: 'all', authorsBasePath: 'people', pageBasePath: 'p', authorsMapPath: 'people.yml',
      showReadingTime: false, sortPosts: 'ascending', truncateMarker: /<!--\\s*more\\s*-->/,
      onUntruncatedBlogPosts: 'ignore', exclude: ['**/drafts/**'], include: ['**/*.{md,mdx}'],
      editUrl: 'https://github.com/o/r/edit/main/', tags: 'topics.yml',
      feedOptions: { type: 'all', limit: 5, copyright: '© O' },
    }`;
    const read = await readSiteConfig(site(preset(options), { 'news/2024-01-02-hello.md': POST }));
    expect(read.config.blog).toEqual({
      dir: 'news',
      route: '/updates',
      title: 'News',
      description: 'What is new',
      postsPerPage: 'all',
      sidebar: { title: 'All posts', count: 'all' },
      sort: 'oldest',
      tagsRoute: 'topics',
      authorsRoute: 'people',
      pageRoute: 'p',
      archive: { route: 'all' },
      authorsFile: 'people.yml',
      tagsFile: 'topics.yml',
      readingTime: false,
      truncateMarkers: ['<!-- more -->'],
      untruncatedWords: false,
      feeds: { types: ['rss', 'atom', 'json'], limit: 5, copyright: '© O' },
      exclude: ['**/drafts/**'],
      editUrl: 'https://github.com/o/r/edit/main/',
    });
    expect(read.warnings.map((warning) => warning.message).join('\n')).not.toMatch(/blog\./);
  });

  it('reads `archiveBasePath: null` as no archive, `feedOptions.type: null` as no feed, one type as a list', async () => {
    const off = await readSite(site(preset('{ archiveBasePath: null, feedOptions: { type: null } }')));
    expect(off.blog).toMatchObject({ archive: false, feeds: false });
    const one = await readSite(site(preset("{ feedOptions: { type: 'json', limit: null } }")));
    expect(one.blog?.feeds).toEqual({ types: ['json'], limit: Number.MAX_SAFE_INTEGER });
    const root = await readSite(site(preset("{ routeBasePath: '/' }")));
    expect(root.blog?.route).toBe('/');
  });

  it("reads a RegExp marker of comments as its comments: Docusaurus's default is docsgen's, its older one the HTML comment alone", async () => {
    const marker = async (regexp: string) =>
      (await readSiteConfig(site(preset(`{ truncateMarker: ${regexp} }`)))).config.blog?.truncateMarkers;
    expect(await marker(String.raw`/<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/`)).toBeUndefined();
    expect(await marker(String.raw`/<!--\s*truncate\s*-->/`)).toEqual(['<!-- truncate -->']);
    expect(await marker(String.raw`/<!--more-->|\{\/\*more\*\/\}/`)).toEqual(['<!--more-->', '{/*more*/}']);
  });

  it('reads the plugin of its own, and warns of a second blog by its id', async () => {
    const plugins = `plugins: [['@docusaurus/plugin-content-blog', { id: 'changelog', path: 'changelog', routeBasePath: 'changelog' }]]`;
    const only = await readSite(site(`${preset('false')}, ${plugins}`, { 'changelog/2024-01-02-v1.md': POST }));
    expect(only.blog).toMatchObject({ dir: path.join(only.root, 'changelog'), route: '/changelog' });
    const two = await readSite(
      site(`${preset('{}')}, ${plugins}`, { 'blog/2024-01-02-hello.md': POST, 'changelog/2024-01-02-v1.md': POST }),
    );
    expect(two.blog?.route).toBe('/blog');
    expect(messages(two)).toContain(
      "site-field-unsupported `plugins[0]`: a second blog (id 'changelog') is not read: docsgen builds one blog, blog/",
    );
  });

  it('warns of what it cannot carry out, naming the option', async () => {
    const options = `{
      blogListComponent: '@site/src/List', processBlogPosts: async () => undefined, readingTime: function minutes() { return 1; },
      editUrl: ({ blogPath }) => blogPath, truncateMarker: /<!-- (more|cut) -->/, include: ['**/*.md'],
      onUntruncatedBlogPosts: 'throw', onInlineAuthors: 'throw', showLastUpdateTime: true,
      feedOptions: { xslt: true, createFeedItems: async () => [], title: 'Other', language: 'fr' },
    }`;
    const read = await readSite(site(preset(options)));
    const fields = messages(read)
      .filter((message) => message.startsWith('site-field-unsupported'))
      .map((message) => /`([^`]+)`/.exec(message)?.[1]);
    expect(fields).toEqual([
      'blog.blogListComponent',
      'blog.processBlogPosts',
      'blog.readingTime',
      'blog.onInlineAuthors',
      'blog.showLastUpdateTime',
      'blog.editUrl',
      'blog.truncateMarker',
      'blog.onUntruncatedBlogPosts',
      'blog.feedOptions.xslt',
      'blog.feedOptions.createFeedItems',
      'blog.feedOptions.title',
      'blog.feedOptions.language',
      'blog.include',
    ]);
    // What it could not read, it leaves at docsgen's defaults.
    expect(read.blog).toMatchObject({ truncateMarkers: ['<!-- truncate -->', '{/* truncate */}'], untruncatedWords: 300 });
    // An editUrl function gives posts no edit link (Docusaurus never gives them the docs' one).
    expect(read.blog?.editUrl).toBe(false);
  });

  it('is read by the primary variant alone: a site with versions builds one blog, at /blog', async () => {
    const root = tempSite({});
    cpSync(path.resolve(import.meta.dirname, '../../fixtures/sites/docusaurus-versions'), root, { recursive: true });
    mkdirSync(path.join(root, 'blog'));
    writeFileSync(path.join(root, 'blog/2024-01-02-hello.md'), POST);
    const read = await readSite(root);
    expect(read.blog?.route).toBe('/blog');
    const variants = siteVariants(read);
    expect(variants.length).toBeGreaterThan(1);
    expect(variants.map((variant) => [variant.key, variant.config.blog?.route])).toEqual(
      variants.map((variant) => [variant.key, variant.primary ? '/blog' : undefined]),
    );
  });
});
