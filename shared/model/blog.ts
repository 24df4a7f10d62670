// A blog's part of the SiteModel (docs/design/blog.md §5). A post is a DocPage with `post` set: it is a content page
// like any other (its body, table of contents, tags, edit link, search records, `.md` copy, link check), laid out with
// its date, authors and reading time, its previous and next being the older and newer posts. The lists, the tag,
// author and archive pages are pages of their own kinds, made from the posts by the model.
import type { PageBody } from './site.js';
import type { TagRef } from './navigation.js';

/** An author as a post shows them: from the authors file (`key`), or written inline in the post. */
export interface BlogAuthor {
  name: string;
  /** Their role ("Maintainer"), under the name. */
  title?: string;
  /** Their own address (`url`, else their first social link), where the name leads when they have no page. */
  url?: string;
  /** Their picture: an absolute URL, or a path from the site root. */
  imageUrl?: string;
  /** Their key in the authors file; absent for an author written inline. */
  key?: string;
  /** Their page's route on the blog, when they have one. */
  page?: string;
}

/** What makes a content page a post of a blog. */
export interface BlogPostInfo {
  /** The blog's route: its key in SiteModel.blogs. */
  blog: string;
  /** When it was published, and when last updated: ISO 8601 instants. */
  date: string;
  updated?: string;
  authors: BlogAuthor[];
  /** Minutes to read it, unrounded; absent when the blog shows no reading time. */
  readingTime?: number;
  /** Its picture for feeds and link previews (`og:image`): an absolute URL or a path from the site root. */
  image?: string;
  /** Published, but in no list, feed, sitemap or search, and not indexed (front matter `unlisted`). */
  unlisted?: true;
  /** Built by `docsgen dev` only (front matter `draft`). */
  draft?: true;
}

/** A post as a list shows it: its part up to the truncation marker. */
export interface BlogPostSummary {
  title: string;
  href: string;
  date: string;
  updated?: string;
  authors: BlogAuthor[];
  tags: TagRef[];
  readingTime?: number;
  /** The post's part shown, its references still tokens (the post's `refs` fill them), ids dropped, headings a level down. */
  body: PageBody;
  /** The post goes on after `body`: the list links to the rest ("Read more"). */
  truncated: boolean;
}

/** Which posts a list shows. */
export type BlogListOf =
  | { all: true }
  | { tag: TagRef & { description?: string } }
  | { author: BlogAuthor & { description?: string } }
  | { year: number };

/** A page of a list of posts: the blog's, a tag's, an author's or a year's. */
export interface BlogListPage {
  kind: 'blog-list';
  route: string;
  title: string;
  description: string;
  /** The blog's route. */
  blog: string;
  of: BlogListOf;
  /** HTML above the list on its first page (MkDocs Material's blog `index.md`), with its references resolved. */
  intro?: PageBody;
  posts: BlogPostSummary[];
  /** The number of posts of the whole list, over all its pages (a tag's heading says it: "3 posts tagged with …"). */
  count?: number;
  /** 1-based, of `pages`. */
  page: number;
  pages: number;
  /** The routes of the pages of newer and older posts, when there are. */
  newer?: string;
  older?: string;
  sidebarId?: string;
}

/** Every listed post by year, newest year first: titles and dates. */
export interface BlogArchivePage {
  kind: 'blog-archive';
  route: string;
  title: string;
  description: string;
  blog: string;
  years: Array<{ year: number; posts: Array<{ title: string; href: string; date: string }> }>;
  sidebarId?: string;
}

/** The blog's authors, each with their number of listed posts. */
export interface BlogAuthorsPage {
  kind: 'blog-authors';
  route: string;
  title: string;
  description: string;
  blog: string;
  authors: Array<BlogAuthor & { count: number }>;
  sidebarId?: string;
}

/** The blog's tags, each with their number of listed posts. */
export interface BlogTagsPage {
  kind: 'blog-tags';
  route: string;
  title: string;
  description: string;
  blog: string;
  tags: Array<TagRef & { count: number; description?: string }>;
  sidebarId?: string;
}

/** A feed of a blog, as its pages' heads link it. */
export interface BlogFeed {
  type: 'rss' | 'atom' | 'json';
  /** Its route ("/blog/rss.xml"). */
  href: string;
}

/** What the site knows of one blog, keyed by its route in SiteModel.blogs. */
export interface BlogInfo {
  title: string;
  description: string;
  /** Its feeds; empty when it has none (or the site has no `url`). */
  feeds: BlogFeed[];
  /** Its newest listed posts' routes, newest first (the feeds' items), at most the feeds' limit. */
  feedPosts: string[];
  /** The feeds' copyright line. */
  copyright?: string;
}
