// The blog's generated pages (docs/design/blog.md §5, §8): its list in pages of `postsPerPage`, with the routes of the
// newer and older pages; a list per tag and per author, the tags and authors pages; the archive and a list per year.
// Only listed posts (neither unlisted nor drafts) are in any of them, and posts of one instant keep one order.
import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import type { BlogArchivePage, BlogAuthorsPage, BlogListPage, BlogTagsPage } from '../../../shared/model/blog.js';
import type { SiteModel } from '../../../shared/model/site.js';
import { docsgenErrorOf } from '../support/docsgen-error-of.js';
import { blogSiteConfig, dayOf, posts, type PostSpec } from './blog-fixtures.js';
import { contentFiles, fm } from './fixtures.js';

const ANA = { name: 'Ana', key: 'ana', imageUrl: 'https://github.com/ana.png' };
const BIA = { name: 'Bia', key: 'bia', title: 'Mantenedora' };
const INLINE = { name: 'Convidado', url: 'https://example.com' };

/** 23 listed posts over 2022–2024 (p01 the oldest), every third by Ana, every fifth tagged "lançamento". */
function listed(): PostSpec[] {
  return Array.from({ length: 23 }, (_, i) => ({
    name: `p${String(i + 1).padStart(2, '0')}`,
    date: dayOf(2022 + Math.floor(i / 8), (i % 8) * 10 + 1),
    authors: i % 3 === 0 ? [ANA] : [BIA, INLINE],
    tags: i % 5 === 0 ? ['lançamento'] : [],
  }));
}

const hidden: PostSpec[] = [
  { name: 'escondido', date: dayOf(2025, 1), unlisted: true, tags: ['lançamento'], authors: [ANA] },
  { name: 'rascunho', date: dayOf(2025, 2), draft: true, tags: ['rascunhos'], authors: [{ name: 'Só', key: 'so' }] },
];

function build(specs: PostSpec[] = [...listed(), ...hidden], blog: Parameters<typeof blogSiteConfig>[0] = {}): SiteModel {
  const site = contentFiles({ 'index.md': fm({ title: 'Início', tags: ['docs'] }) });
  const blogPosts = posts(specs);
  return buildSiteModel({
    config: blogSiteConfig(blog),
    files: [...site.files, ...blogPosts.files],
    markdown: [...site.markdown, ...blogPosts.markdown],
  }).model;
}

const list = (model: SiteModel, route: string): BlogListPage => model.pages[route] as BlogListPage;
const names = (page: BlogListPage): string[] => page.posts.map((post) => post.href.replace('/blog/', ''));

describe("the blog's list", () => {
  it('puts 23 posts in pages of 10, 10 and 3, newest first, each naming its newer and older page', () => {
    const model = build();
    const pages = ['/blog', '/blog/page/2', '/blog/page/3'].map((route) => list(model, route));
    expect(pages.map((page) => page.posts.length)).toEqual([10, 10, 3]);
    expect(pages.map((page) => [page.page, page.pages, page.newer, page.older])).toEqual([
      [1, 3, undefined, '/blog/page/2'],
      [2, 3, '/blog', '/blog/page/3'],
      [3, 3, '/blog/page/2', undefined],
    ]);
    expect(names(pages[0]!).slice(0, 3)).toEqual(['p23', 'p22', 'p21']);
    expect(names(pages[2]!)).toEqual(['p03', 'p02', 'p01']);
    expect(pages[0]).toMatchObject({ kind: 'blog-list', title: 'Blog', description: 'Blog', blog: '/blog', of: { all: true } });
    expect(model.pages['/blog/page/4']).toBeUndefined();
  });

  it('leaves unlisted posts and drafts out of every list, tag, author and archive page', () => {
    const model = build();
    const shown = Object.values(model.pages).flatMap((page) => {
      if (page.kind === 'blog-list') return page.posts.map((one) => one.href);
      if (page.kind === 'blog-archive') return page.years.flatMap((year) => year.posts.map((one) => one.href));
      return [];
    });
    expect(shown).toContain('/blog/p01');
    expect(shown).not.toContain('/blog/escondido');
    expect(shown).not.toContain('/blog/rascunho');
    // The draft's tag and author have no page: no listed post has them.
    expect(model.pages['/blog/tags/rascunhos']).toBeUndefined();
    expect(model.pages['/blog/authors/so']).toBeUndefined();
    expect((model.pages['/blog/tags/lancamento'] as BlogListPage).posts).toHaveLength(5);
  });

  it('orders posts of one instant by route, whatever the order of the files', () => {
    const same = ['c', 'a', 'b'].map((name) => ({ name, date: dayOf(2024, 5) }));
    expect(names(list(build(same), '/blog'))).toEqual(['a', 'b', 'c']);
    expect(names(list(build([...same].reverse()), '/blog'))).toEqual(['a', 'b', 'c']);
  });

  it('follows `sort: oldest` and `postsPerPage: all`', () => {
    const model = build(listed(), { sort: 'oldest', postsPerPage: 'all' });
    expect(names(list(model, '/blog')).slice(0, 2)).toEqual(['p01', 'p02']);
    expect(list(model, '/blog').posts).toHaveLength(23);
    expect(model.pages['/blog/page/2']).toBeUndefined();
  });

  it("takes its pages' routes from `pageRoute`", () => {
    expect(list(build(listed(), { pageRoute: 'pagina' }), '/blog/pagina/3').posts).toHaveLength(3);
  });

  it('is one empty page when no post is listed', () => {
    expect(list(build(hidden), '/blog')).toMatchObject({ posts: [], page: 1, pages: 1 });
  });

  it('claims its routes as every page does: a doc at one of them stops the build', () => {
    const site = contentFiles({ 'blog/page/2.md': fm({ title: 'Intrusa' }) });
    const blogPosts = posts(listed());
    const error = docsgenErrorOf(() =>
      buildSiteModel({
        config: blogSiteConfig(),
        files: [...site.files, ...blogPosts.files],
        markdown: [...site.markdown, ...blogPosts.markdown],
      }),
    );
    expect(error.code).toBe('duplicate-route');
    expect(error.message).toContain('/blog/page/2');
  });
});

describe("the blog's tags", () => {
  it("have their lists under /blog/tags, paginated, with the tags file's label and description, and an index", () => {
    const specs = listed().map((spec, i) => ({
      ...spec,
      tags: ['geral', ...(i % 5 === 0 ? ['lançamento'] : [])],
      tagLabels: { lançamento: { label: 'Lançamentos', description: 'Versões novas.' } },
    }));
    const model = build(specs);
    const tag = list(model, '/blog/tags/lancamento');
    expect(tag).toMatchObject({
      title: '5 posts marcados com “Lançamentos”',
      description: 'Versões novas.',
      of: { tag: { slug: 'lancamento', label: 'Lançamentos', href: '/blog/tags/lancamento', description: 'Versões novas.' } },
    });
    expect(names(tag)).toEqual(['p21', 'p16', 'p11', 'p06', 'p01']);
    expect(list(model, '/blog/tags/geral/page/3').posts).toHaveLength(3);
    const index = model.pages['/blog/tags'] as BlogTagsPage;
    expect(index.kind).toBe('blog-tags');
    expect(index.tags.map((one) => [one.label, one.href, one.count])).toEqual([
      ['geral', '/blog/tags/geral', 23],
      ['Lançamentos', '/blog/tags/lancamento', 5],
    ]);
    // The posts' own tags lead to the blog's pages.
    expect(model.pages['/blog/p01']).toMatchObject({
      tags: [{ href: '/blog/tags/geral' }, { href: '/blog/tags/lancamento', label: 'Lançamentos' }],
    });
  });

  it("are none of the docs' /tags pages", () => {
    const model = build();
    expect(model.pages['/tags/docs']).toBeDefined();
    expect(model.pages['/tags/lancamento']).toBeUndefined();
  });

  it('make no tags page when no listed post has a tag', () => {
    expect(build(listed().map((spec) => ({ ...spec, tags: [] }))).pages['/blog/tags']).toBeUndefined();
  });
});

describe("the blog's authors", () => {
  it('have a page each when keyed and with a listed post, and the authors page lists them with their counts', () => {
    const model = build();
    const ana = list(model, '/blog/authors/ana');
    expect(ana).toMatchObject({ title: '8 posts de Ana', of: { author: { name: 'Ana', key: 'ana', page: '/blog/authors/ana' } } });
    expect(names(ana).slice(0, 2)).toEqual(['p22', 'p19']);
    expect(list(model, '/blog/authors/bia/page/2').posts).toHaveLength(5);
    expect((model.pages['/blog/authors'] as BlogAuthorsPage).authors.map((one) => [one.name, one.count, one.page])).toEqual([
      ['Ana', 8, '/blog/authors/ana'],
      ['Bia', 15, '/blog/authors/bia'],
    ]);
    // An author written inline has no page, and no link to one.
    expect(list(model, '/blog').posts[0]!.authors).toEqual([{ ...BIA, page: '/blog/authors/bia' }, INLINE]);
  });

  it('have none with `authorPages: false`', () => {
    const model = build(listed(), { authorPages: false });
    expect(model.pages['/blog/authors']).toBeUndefined();
    expect(model.pages['/blog/authors/ana']).toBeUndefined();
    expect(list(model, '/blog').posts[1]!.authors[0]).toEqual(ANA);
  });
});

describe("the blog's archive", () => {
  it('lists every listed post by year, the newest year first', () => {
    const archive = build().pages['/blog/archive'] as BlogArchivePage;
    expect(archive).toMatchObject({ kind: 'blog-archive', title: 'Arquivo', blog: '/blog' });
    expect(archive.years.map((year) => [year.year, year.posts.length])).toEqual([
      [2024, 7],
      [2023, 8],
      [2022, 8],
    ]);
    expect(archive.years[0]!.posts[0]).toEqual({ title: 'p23', href: '/blog/p23', date: dayOf(2024, 61) });
  });

  it('has a list per year with `archive.years`, none without, and no archive with `archive: false`', () => {
    const years = build(listed(), { archive: { route: 'arquivo', years: true } });
    expect(names(list(years, '/blog/arquivo/2023'))).toHaveLength(8);
    expect(list(years, '/blog/arquivo/2023')).toMatchObject({ of: { year: 2023 }, title: 'Posts de 2023' });
    expect(build().pages['/blog/archive/2023']).toBeUndefined();
    expect(build(listed(), { archive: false }).pages['/blog/archive']).toBeUndefined();
  });
});
