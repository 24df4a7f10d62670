// The blog's generated pages (docs/design/blog.md §5): its list, a list per tag, per author and (archive.years) per
// year, each in pages of `postsPerPage` (`<list>/page/2`…), the tags and authors pages and the archive. Pure: from the
// listed posts' summaries, in the blog's order.
import type { PageBody } from '../../../shared/model/site.js';
import type {
  BlogArchivePage,
  BlogAuthor,
  BlogAuthorsPage,
  BlogListOf,
  BlogListPage,
  BlogPostSummary,
  BlogTagsPage,
} from '../../../shared/model/blog.js';
import type { TagRef } from '../../../shared/model/navigation.js';
import { format, plural } from '../../../shared/i18n/format.js';
import type { UiStrings } from '../../../shared/i18n/strings.pt.js';
import type { ResolvedBlog } from '../../config/blog-schema.js';
import { blogRoute } from './post-order.js';

export type BlogGeneratedPage = BlogListPage | BlogArchivePage | BlogAuthorsPage | BlogTagsPage;

/** One page of a list: its posts, its place among the list's pages and the routes of its neighbours. */
export interface ListPage<T> {
  route: string;
  items: T[];
  /** 1-based, of `pages`. */
  page: number;
  pages: number;
  newer?: string;
  older?: string;
}

/** `items` in pages of `perPage` (`'all'`: one): the first at `route`, the others at `<route>/<pageRoute>/<n>`. */
export function paginate<T>(items: readonly T[], perPage: number | 'all', route: string, pageRoute: string): Array<ListPage<T>> {
  const size = perPage === 'all' ? Math.max(items.length, 1) : perPage;
  const pages = Math.max(1, Math.ceil(items.length / size));
  const routeOf = (page: number): string => (page === 1 ? route : blogRoute(route, pageRoute, page));
  return Array.from({ length: pages }, (_, i) => ({
    route: routeOf(i + 1),
    items: items.slice(i * size, (i + 1) * size),
    page: i + 1,
    pages,
    ...(i > 0 ? { newer: routeOf(i) } : {}),
    ...(i + 1 < pages ? { older: routeOf(i + 2) } : {}),
  }));
}

export interface ListsContext {
  blog: ResolvedBlog;
  strings: UiStrings;
  /** The site's language: counts' plural forms, labels' order. */
  locale: string;
  sidebarId?: string;
  /** The tags file's descriptions, by tag slug. */
  tagDescriptions: ReadonlyMap<string, string>;
  /** The blog folder's own page's body (Material's blog/index.md), above the first page of the blog's list. */
  intro?: PageBody;
}

/** Every generated page of the blog from its listed posts, in the blog's order. */
export function blogListPages(posts: readonly BlogPostSummary[], context: ListsContext): BlogGeneratedPage[] {
  const { blog } = context;
  return [
    ...listPages(posts, { all: true }, { route: blog.route, title: blog.title, description: blog.description }, context).map((page) =>
      page.page === 1 && context.intro ? { ...page, intro: context.intro } : page,
    ),
    ...tagPages(posts, context),
    ...authorPages(posts, context),
    ...archivePages(posts, context),
  ];
}

/** One list in its pages. */
function listPages(
  posts: readonly BlogPostSummary[],
  of: BlogListOf,
  head: { route: string; title: string; description: string },
  { blog, sidebarId }: ListsContext,
): BlogListPage[] {
  return paginate(posts, blog.postsPerPage, head.route, blog.pageRoute).map(({ route, items, page, pages, newer, older }) => ({
    kind: 'blog-list',
    route,
    title: head.title,
    description: head.description,
    blog: blog.route,
    of,
    posts: items,
    page,
    pages,
    ...(newer ? { newer } : {}),
    ...(older ? { older } : {}),
    ...(sidebarId ? { sidebarId } : {}),
  }));
}

/** A list per tag, and the tags page, when any listed post has a tag. */
function tagPages(posts: readonly BlogPostSummary[], context: ListsContext): BlogGeneratedPage[] {
  const { blog, strings, locale, sidebarId, tagDescriptions } = context;
  const groups = new Map<string, { tag: TagRef; posts: BlogPostSummary[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const group = groups.get(tag.href) ?? { tag, posts: [] };
      group.posts.push(post);
      groups.set(tag.href, group);
    }
  }
  if (groups.size === 0) return [];
  const tags = [...groups.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, locale));
  const index: BlogTagsPage = {
    kind: 'blog-tags',
    route: blogRoute(blog.route, blog.tagsRoute),
    title: strings.tags.title,
    description: strings.blog.tagsDescription,
    blog: blog.route,
    tags: tags.map(({ tag, posts: tagged }) => withDescription({ ...tag, count: tagged.length }, tagDescriptions.get(tag.slug))),
    ...(sidebarId ? { sidebarId } : {}),
  };
  return [
    index,
    ...tags.flatMap(({ tag, posts: tagged }) => {
      const title = plural(locale, strings.blog.taggedWith, tagged.length, { label: tag.label });
      const description = tagDescriptions.get(tag.slug);
      const of = { tag: withDescription({ ...tag }, description) };
      return listPages(tagged, of, { route: tag.href, title, description: description ?? title }, context);
    }),
  ];
}

/** A list per author with a page (BlogAuthor.page), and the authors page, when any has one. */
function authorPages(posts: readonly BlogPostSummary[], context: ListsContext): BlogGeneratedPage[] {
  const { blog, strings, locale, sidebarId } = context;
  const groups = new Map<string, { author: BlogAuthor; posts: BlogPostSummary[] }>();
  for (const post of posts) {
    for (const author of post.authors) {
      if (!author.page) continue;
      const group = groups.get(author.page) ?? { author, posts: [] };
      group.posts.push(post);
      groups.set(author.page, group);
    }
  }
  if (groups.size === 0) return [];
  const authors = [...groups.values()].sort((a, b) => a.author.name.localeCompare(b.author.name, locale));
  const index: BlogAuthorsPage = {
    kind: 'blog-authors',
    route: blogRoute(blog.route, blog.authorsRoute),
    title: strings.blog.authors,
    description: strings.blog.authorsDescription,
    blog: blog.route,
    authors: authors.map(({ author, posts: theirs }) => ({ ...author, count: theirs.length })),
    ...(sidebarId ? { sidebarId } : {}),
  };
  return [
    index,
    ...authors.flatMap(({ author, posts: theirs }) => {
      const title = plural(locale, strings.blog.authorPosts, theirs.length, { name: author.name });
      return listPages(theirs, { author }, { route: author.page!, title, description: author.title ?? title }, context);
    }),
  ];
}

/** The archive (every listed post by year, the newest year first) and, with `archive.years`, a list per year. */
function archivePages(posts: readonly BlogPostSummary[], context: ListsContext): BlogGeneratedPage[] {
  const { blog, strings, sidebarId } = context;
  if (blog.archive === false || posts.length === 0) return [];
  const byYear = new Map<number, BlogPostSummary[]>();
  for (const post of posts) {
    const year = new Date(post.date).getUTCFullYear();
    byYear.set(year, [...(byYear.get(year) ?? []), post]);
  }
  const years = [...byYear.entries()].sort(([a], [b]) => b - a);
  const route = blogRoute(blog.route, blog.archive.route);
  const archive: BlogArchivePage = {
    kind: 'blog-archive',
    route,
    title: strings.blog.archive,
    description: strings.blog.archiveDescription,
    blog: blog.route,
    years: years.map(([year, theirs]) => ({
      year,
      posts: theirs.map((post) => ({ title: post.title, href: post.href, date: post.date })),
    })),
    ...(sidebarId ? { sidebarId } : {}),
  };
  if (!blog.archive.years) return [archive];
  return [
    archive,
    ...years.flatMap(([year, theirs]) => {
      const title = format(strings.blog.yearPosts, { year });
      return listPages(theirs, { year }, { route: blogRoute(route, year), title, description: title }, context);
    }),
  ];
}

function withDescription<T extends object>(value: T, description: string | undefined): T & { description?: string } {
  return description === undefined ? value : { ...value, description };
}
