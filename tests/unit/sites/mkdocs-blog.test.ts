// What the MkDocs reader takes of Material's blog plugin (cli/sites/mkdocs/mkdocs-blog.ts, docs/design/blog.md §3):
// its options as docsgen's `blog` with Material's defaults (date-title routes, `<!-- more -->`, 265 words a minute,
// category/ pages, a page per year, .authors.yml, no recent posts), the posts and the blog's index.md out of the docs
// and the navigation leading to the blog, and each option docsgen cannot follow warned of by name.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { readSiteConfig } from './site-config-reading.js';
import { readSiteSidebars } from './site-sidebars.js';
import { tempSite } from '../support/temp-site.js';

const POST = '---\ndate: 2024-01-02\ncategories: [General]\n---\n\n# Hello\n\nFirst.\n\n<!-- more -->\n\nRest.\n';

/** A Material site with a blog: mkdocs.yml's lines after the theme, and files besides the docs' home and the blog's. */
function site(lines: string, files: Record<string, string> = {}): string {
  return tempSite({
    'mkdocs.yml': `site_name: Site\ntheme:\n  name: material\n${lines}`,
    'docs/index.md': '# Home\n',
    'docs/blog/index.md': '# News\n\nWhat we do.\n',
    'docs/blog/posts/hello.md': POST,
    'docs/blog/.authors.yml': 'authors:\n  jo:\n    name: Jo\n    avatar: https://example.com/jo.png\n',
    ...files,
  });
}

const warningsOf = (config: ResolvedConfig): string[] =>
  (config.site?.warnings ?? []).map((warning) => `${warning.code} ${warning.message}`);

describe("MkDocs Material's blog", { timeout: 60_000 }, () => {
  it("is read with Material's defaults", async () => {
    const config = await readSite(site('plugins:\n  - blog\n'));
    const docs = path.join(config.root, 'docs');
    expect(config.blog).toEqual({
      dir: path.join(docs, 'blog'),
      route: '/blog',
      title: 'News',
      description: 'Blog',
      postRoute: 'date-title',
      postsDir: path.join(docs, 'blog/posts'),
      exclude: ['**/_*.{md,mdx}', '**/_*/**'],
      postsPerPage: 10,
      sort: 'newest',
      truncateMarkers: ['<!-- more -->'],
      untruncatedWords: 300,
      readingTime: { wordsPerMinute: 265 },
      authorsFile: path.join(docs, 'blog/.authors.yml'),
      authorPages: false,
      tagsFile: path.join(docs, 'blog/tags.yml'),
      tagsRoute: 'category',
      authorsRoute: 'author',
      pageRoute: 'page',
      archive: { route: 'archive', years: true },
      sidebar: { count: 0 },
      feeds: false,
    });
    // Material's plugin is read: it is not warned of as a plugin that does not run.
    expect(warningsOf(config).join('\n')).not.toContain('plugins');
  });

  it('takes the posts and the blog index out of the docs; other pages of the blog folder stay docs', async () => {
    const { config, pages } = await readSiteSidebars(site('plugins:\n  - blog\n', { 'docs/blog/about.md': '# About\n' }));
    expect(config.exclude).toEqual(['templates/**', 'blog/posts/**', 'blog/index.md']);
    expect(pages.sort()).toEqual(['blog/about.md', 'index.md']);
  });

  it('reads its options: folders, marker, reading time, pagination, archive, authors and the URL formats of one part', async () => {
    const options = [
      'blog_dir: news/',
      "post_dir: '{blog}/articles'",
      "post_excerpt_separator: '<!-- cut -->'",
      'post_excerpt: required',
      'post_readtime_words_per_minute: 300',
      'pagination: false',
      'archive: false',
      "authors_file: '{blog}/people.yml'",
      'authors_profiles: true',
      "categories_url_format: 'topic/{slug}'",
      "pagination_url_format: 'p/{page}'",
      "authors_profiles_url_format: 'people/{slug}'",
    ];
    const root = tempSite({
      'mkdocs.yml': `site_name: Site\ntheme: material\nplugins:\n  - blog:\n${options.map((line) => `      ${line}\n`).join('')}`,
      'docs/index.md': '# Home\n',
      'docs/news/articles/hello.md': POST,
    });
    const read = await readSiteConfig(root);
    expect(read.config.blog).toEqual({
      dir: 'docs/news',
      route: '/news',
      title: 'Blog',
      postRoute: 'date-title',
      postsDir: 'articles',
      truncateMarkers: ['<!-- cut -->'],
      untruncatedWords: 0,
      readingTime: { wordsPerMinute: 300 },
      postsPerPage: 'all',
      pageRoute: 'p',
      tagsRoute: 'topic',
      archive: false,
      authorsFile: 'people.yml',
      authorPages: true,
      authorsRoute: 'people',
      sidebar: { count: 0 },
      feeds: false,
    });
    expect(read.config.exclude).toEqual(['templates/**', 'news/articles/**', 'news/index.md']);
    expect(read.warnings).toEqual([]);
    const off = await readSiteConfig(site('plugins:\n  - blog:\n      post_readtime: false\n'));
    expect(off.config.blog?.readingTime).toBe(false);
  });

  it("warns of options that move routes or change what docsgen cannot, by name, keeping Material's defaults", async () => {
    const options = [
      "post_url_format: '{categories}/{slug}'",
      "archive_url_format: '{date}'",
      'post_slugify: !!python/object/apply:pymdownx.slugs.slugify {kwds: {case: lower}}',
      'post_date_format: short',
      'blog_toc: true',
      'draft: true',
      'categories: false',
      "post_dir: 'elsewhere'",
    ];
    const read = await readSite(site(`plugins:\n  - blog:\n${options.map((line) => `      ${line}\n`).join('')}`));
    expect(warningsOf(read)).toEqual([
      'site-field-unsupported `plugins.blog.post_dir`: "elsewhere" is not a folder inside the blog\'s: the posts are read from blog/posts/',
      'site-field-unsupported `plugins.blog.post_slugify`: the slug function is not run: slugs are docsgen\'s (lower case, "-")',
      'site-field-unsupported `plugins.blog.post_url_format`: "{categories}/{slug}" is not followed: a post is at <blog>/<yyyy>/<MM>/<dd>/<its title as a slug>',
      'site-field-unsupported `plugins.blog.post_date_format`: "short" is not followed: dates are written long (January 2, 2024), in the site\'s language',
      "site-field-unsupported `plugins.blog.blog_toc`: true is not followed: the blog's lists have no table of contents",
      "site-field-unsupported `plugins.blog.categories`: false is not followed: posts' categories are their tags, each with its page",
      'site-field-unsupported `plugins.blog.draft`: true is not followed: drafts are built by `docsgen dev` only',
      'site-field-unsupported `plugins.blog.archive_url_format`: "{date}" is not read: docsgen\'s routes are "archive/{date}"',
    ]);
    expect(read.blog).toMatchObject({ postRoute: 'date-title', archive: { route: 'archive', years: true } });
    expect(read.blog?.postsDir).toBe(path.join(read.root, 'docs/blog/posts'));
  });

  it('gives the feeds of the rss plugin, RSS and JSON Feed of its `length`, and says where they are written', async () => {
    const read = await readSite(site('plugins:\n  - blog\n  - rss:\n      length: 5\n'));
    expect(read.blog?.feeds).toEqual({ types: ['rss', 'json'], limit: 5 });
    expect(warningsOf(read)).toEqual([
      "site-field-unsupported `plugins.rss`: the blog's feeds are written at its route (rss.xml, feed.json), not as feed_rss_created.xml and feed_rss_updated.xml, and hold its posts only",
    ]);
    const rssOnly = await readSite(site('plugins:\n  - blog\n  - rss:\n      json_feed_enabled: false\n'));
    expect(rssOnly.blog?.feeds).toEqual({ types: ['rss'], limit: 20 });
  });

  it("leads a nav entry naming the blog's index to the blog; one naming a post is left out, saying why", async () => {
    const nav =
      'nav:\n  - index.md\n  - Blog:\n    - blog/index.md\n  - Updates:\n    - blog/index.md\n    - blog/posts/hello.md\n    - blog/about.md\n';
    const { config, sidebars } = await readSiteSidebars(site(`plugins:\n  - blog\n${nav}`, { 'docs/blog/about.md': '# About\n' }));
    expect(sidebars.docs!.items).toEqual([
      { type: 'doc', label: 'Home', href: '/' },
      { type: 'link', label: 'Blog', href: '/blog' },
      {
        type: 'category',
        label: 'Updates',
        collapsed: true,
        items: [
          { type: 'link', label: 'News', href: '/blog' },
          { type: 'doc', label: 'About', href: '/blog/about' },
        ],
      },
    ]);
    expect(warningsOf(config)).toEqual([
      "site-field-unsupported `nav › Updates › blog/posts/hello.md`: docs/blog/posts/hello.md is a post of the blog, published at its date's route under /blog: the entry is left out (link the blog, /blog, instead)",
    ]);
  });

  it('is none when the plugin is off (its posts are pages, as MkDocs builds them) or its folder is not there', async () => {
    const { config, pages } = await readSiteSidebars(site('plugins:\n  - blog:\n      enabled: false\n'));
    expect(config.blog).toBeUndefined();
    expect(pages.sort()).toEqual(['blog/index.md', 'blog/posts/hello.md', 'index.md']);
    const missing = await readSite(site('plugins:\n  - blog:\n      blog_dir: news\n'));
    expect(missing.blog).toBeUndefined();
    expect(warningsOf(missing)).toContain(
      'site-field-unread `plugins.blog.blog_dir` is "news": there is no folder docs/news/: the site has no blog',
    );
  });
});
