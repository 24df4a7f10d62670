// The posts of a blog as the sources read them (docs/design/blog.md §4): routes by Docusaurus's rule (from the file
// name; `slug` replaces it all, as parseBlogFileName's caller does) and by MkDocs Material's (date and title), folder
// posts, a posts folder of its own with the blog's index.md left out, `exclude`, drafts only when asked, dates from
// the front matter, the name or git, and a route two posts claim.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogSchema } from '../../../cli/config/blog-schema.js';
import { resolveBlog } from '../../../cli/config/resolve-blog.js';
import { readBlogPosts } from '../../../cli/sources/blog-posts.js';
import { checkUniqueRoutes } from '../../../cli/sources/content-files.js';
import { tempSite } from '../support/temp-site.js';

const blogOf = (root: string, options: Record<string, unknown> = {}) =>
  resolveBlog(blogSchema.parse(options)!, { root, where: 'docsgen.config.ts', contentRoute: '/' });

/** No git history: a test's dateless post has none. */
const noCommits = () => new Map<string, number>();

const post = (front: string, body = 'Text.\n') => `---\n${front}\n---\n\n${body}`;

describe("readBlogPosts: Docusaurus's routes ('file')", () => {
  const root = () =>
    tempSite({
      'blog/2024-01-02-hello.md': post('title: Hello'),
      'blog/2024-03-05-folder-post/index.md': post('title: Folder'),
      'blog/2024-03-05-folder-post/diagram.md.txt': 'not a post',
      'blog/2024/04/01/nested.md': post('title: Nested'),
      'blog/2024-1-9-short.mdx': post('title: Short'),
      'blog/notes/about.md': post('title: About\ndate: 2023-12-31'),
      'blog/2024-05-06-named.md': post('title: Named\nslug: my-post'),
      'blog/_partial.md': post('title: Partial\ndate: 2020-01-01'),
      'blog/_drafts/x.md': post('title: X\ndate: 2020-01-01'),
    });

  it('routes each post by its file name, a name without date by its path, a slug replacing it all', () => {
    const site = root();
    const { posts } = readBlogPosts(site, blogOf(site), { firstCommits: noCommits });
    expect(Object.fromEntries(posts.map((p) => [p.file, p.route]))).toEqual({
      'blog/2024-01-02-hello.md': '/blog/2024/01/02/hello',
      'blog/2024-03-05-folder-post/index.md': '/blog/2024/03/05/folder-post',
      'blog/2024/04/01/nested.md': '/blog/2024/04/01/nested',
      'blog/2024-1-9-short.mdx': '/blog/2024/1/9/short',
      'blog/notes/about.md': '/blog/notes/about',
      'blog/2024-05-06-named.md': '/blog/my-post',
    });
  });

  it('dates posts by front matter, else by name, UTC; each is a post of its blog', () => {
    const site = root();
    const { posts } = readBlogPosts(site, blogOf(site, { route: '/news' }), { firstCommits: noCommits });
    const byFile = new Map(posts.map((p) => [p.file, p]));
    expect(byFile.get('blog/notes/about.md')!.blog).toMatchObject({ blog: '/news', date: '2023-12-31T00:00:00.000Z', authors: [] });
    expect(byFile.get('blog/2024-01-02-hello.md')!.blog!.date).toBe('2024-01-02T00:00:00.000Z');
    expect(byFile.get('blog/2024-01-02-hello.md')!.route).toBe('/news/2024/01/02/hello');
    // Named by their path from the site root: no doc id of the content folder spells it.
    expect(byFile.get('blog/2024-01-02-hello.md')!.id).toBe('blog/2024-01-02-hello');
  });

  it('dates a post its name and front matter do not date by its first commit, else refuses it', () => {
    const site = tempSite({ 'blog/about.md': post('title: About') });
    const blog = blogOf(site);
    const asked: string[][] = [];
    const commits = (_dir: string, rels: string[]) => {
      asked.push(rels);
      return new Map([['about.md', Date.UTC(2021, 6, 1, 12)]]);
    };
    expect(readBlogPosts(site, blog, { firstCommits: commits }).posts[0]!.blog!.date).toBe('2021-07-01T12:00:00.000Z');
    expect(asked).toEqual([['about.md']]);
    expect(() => readBlogPosts(site, blog, { firstCommits: noCommits })).toThrow(
      expect.objectContaining({ code: 'blog-post-date', file: 'blog/about.md', message: expect.stringContaining('has no date') }),
    );
  });

  it('leaves out what `exclude` names', () => {
    const site = root();
    const { posts } = readBlogPosts(site, blogOf(site, { exclude: ['notes/**'] }), { firstCommits: noCommits });
    expect(posts.map((p) => p.file)).not.toContain('blog/notes/about.md');
    expect(posts.map((p) => p.file)).toContain('blog/_partial.md');
  });
});

describe("readBlogPosts: Material's routes ('date-title') and posts folder", () => {
  const site = () =>
    tempSite({
      'docs/blog/index.md': '# Blog\n\nNews of the project.\n',
      'docs/blog/.authors.yml':
        'authors:\n  squidfunk:\n    name: Martin Donath\n    description: Creator\n    avatar: https://avatars.example.com/u/1\n',
      'docs/blog/posts/chinese-search.md': post(
        'date: 2022-05-05\nauthors: [squidfunk]\ncategories: [Search, Performance]',
        '# Chinese search support – 中文搜索​支持\n\nText.\n',
      ),
      'docs/blog/posts/excluding.md': post('date:\n  created: 2023-11-30\n  updated: 2024-01-02\ntitle: Excluding content from search'),
      'docs/blog/posts/sluggish.md': post('date: 2023-01-01\ntitle: Whatever\nslug: my-slug'),
    });

  it('routes posts by date and title, `slug` replacing the title; index.md is the intro, not a post', () => {
    const root = site();
    const blog = blogOf(root, { dir: 'docs/blog', postsDir: 'posts', postRoute: 'date-title', authorsFile: '.authors.yml' });
    const { posts, intro, authors } = readBlogPosts(root, blog, { firstCommits: noCommits });
    expect(Object.fromEntries(posts.map((p) => [p.file, p.route]))).toEqual({
      'docs/blog/posts/chinese-search.md': '/blog/2022/05/05/chinese-search-support',
      'docs/blog/posts/excluding.md': '/blog/2023/11/30/excluding-content-from-search',
      'docs/blog/posts/sluggish.md': '/blog/2023/01/01/my-slug',
    });
    expect(intro).toMatchObject({ file: 'docs/blog/index.md', route: '/blog' });
    expect(authors!.authors.get('squidfunk')).toMatchObject({ name: 'Martin Donath', title: 'Creator' });
    const [chinese, excluding] = posts;
    expect(chinese!.frontMatter.tags).toEqual(['Search', 'Performance']);
    expect(chinese!.blog!.authors).toEqual([
      { key: 'squidfunk', name: 'Martin Donath', title: 'Creator', imageUrl: 'https://avatars.example.com/u/1' },
    ]);
    expect(excluding!.blog).toMatchObject({ date: '2023-11-30T00:00:00.000Z', updated: '2024-01-02T00:00:00.000Z' });
  });
});

describe('readBlogPosts: drafts, flags, reading time', () => {
  const files = {
    'blog/2024-01-01-draft.md': post('title: Draft\ndraft: true'),
    'blog/2024-01-02-unlisted.md': post('title: Unlisted\nunlisted: true\nimage: /img/card.png'),
    'blog/2024-01-03-timed.md': post('title: Timed\nreadtime: 15', 'word '.repeat(400)),
  };

  it('reads drafts only when asked (docsgen dev)', () => {
    const site = tempSite(files);
    const built = readBlogPosts(site, blogOf(site), { firstCommits: noCommits });
    expect(built.posts.map((p) => p.file)).not.toContain('blog/2024-01-01-draft.md');
    const dev = readBlogPosts(site, blogOf(site), { firstCommits: noCommits, drafts: true });
    expect(dev.posts.find((p) => p.file === 'blog/2024-01-01-draft.md')!.blog).toMatchObject({ draft: true });
  });

  it('keeps unlisted and image; reading time counts the body unless `readtime` gives it', () => {
    const site = tempSite({ ...files, 'blog/2024-01-04-counted.md': post('title: Counted', 'word '.repeat(400)) });
    const byFile = new Map(readBlogPosts(site, blogOf(site), { firstCommits: noCommits }).posts.map((p) => [p.file, p.blog!]));
    expect(byFile.get('blog/2024-01-02-unlisted.md')).toMatchObject({ unlisted: true, image: '/img/card.png' });
    expect(byFile.get('blog/2024-01-03-timed.md')).toMatchObject({ readingTime: 15, words: 400 });
    expect(byFile.get('blog/2024-01-04-counted.md')).toMatchObject({ readingTime: 2, words: 400 });
    const none = readBlogPosts(site, blogOf(site, { readingTime: false }), { firstCommits: noCommits }).posts[0]!.blog!;
    expect(none.readingTime).toBeUndefined();
  });
});

describe('post fields', () => {
  it('refuses a flag or a reading time of the wrong type, naming the line', () => {
    const site = tempSite({ 'blog/2024-01-02-x.md': post('title: X\ndraft: yes please') });
    expect(() => readBlogPosts(site, blogOf(site), { firstCommits: noCommits })).toThrow(
      expect.objectContaining({ code: 'front-matter-field', file: 'blog/2024-01-02-x.md', line: 3 }),
    );
  });
});

describe('route clashes', () => {
  it('two posts at one route stop the build with duplicate-route', () => {
    const site = tempSite({
      'blog/2024-01-02-hello.md': post('title: Hello'),
      'blog/2024-01-02-hello/index.md': post('title: Hello again'),
    });
    const { posts } = readBlogPosts(site, blogOf(site), { firstCommits: noCommits });
    expect(() => checkUniqueRoutes(posts)).toThrow(expect.objectContaining({ code: 'duplicate-route' }));
    expect(path.basename(site)).toBe('site');
  });
});
