// Where each post of the blog sits (docs/design/blog.md §5): its BlogPostInfo, its tags (the blog's, not the docs'),
// the newer and older listed posts, the blog's sidebar, its breadcrumbs, edit link and `noIndex`. Worked out once per
// model from every post, so that a post's page (doc-page.ts) only reads its place.
import path from 'node:path';
import type { BlogAuthor, BlogPostInfo } from '../../../shared/model/blog.js';
import type { Crumb, PageLink, TagRef } from '../../../shared/model/navigation.js';
import type { ResolvedBlog } from '../../config/blog-schema.js';
import type { ResolvedConfig } from '../../config/schema.js';
import type { BlogSource } from '../../sources/blog-source.js';
import type { DocEntry } from '../doc-entry.js';
import { editUrlOf } from '../edit-url.js';
import { pageTagRefs, tagSlug, type TagLabels } from '../tags.js';
import { authorImageOrigins } from './author-images.js';
import { blogRoute, isListed, newestFirst } from './post-order.js';

/** A post: its entry and what reading its file found. */
export interface BlogPostEntry {
  entry: DocEntry;
  source: BlogSource;
}

/** What a post's page takes from the blog. */
export interface PostPlace {
  post: BlogPostInfo;
  tags: TagRef[];
  breadcrumbs: Crumb[];
  sidebarId?: string;
  /** The newer and the older listed post; none for an unlisted post or a draft. */
  prev?: PageLink;
  next?: PageLink;
  editUrl?: string;
  noIndex?: true;
  listed: boolean;
  /** Search's top level: the blog's title. */
  lvl0: string;
  /** Origins of its authors' pictures on other sites (author-images.ts). */
  images: string[];
}

/** The content files' posts (ContentFile.blog), in their order. */
export function postEntries(docs: readonly DocEntry[]): BlogPostEntry[] {
  return docs.flatMap((entry) => (entry.content.blog ? [{ entry, source: entry.content.blog }] : []));
}

/** The tags file's labels, from the posts that carry them. */
export function blogTagLabels(posts: readonly BlogPostEntry[]): TagLabels {
  const labels: TagLabels = {};
  for (const { source } of posts) Object.assign(labels, source.tagLabels);
  return labels;
}

/** A tag of the blog: its page is under the blog's route. */
export function blogTagRef(tag: string, labels: TagLabels, blog: Pick<ResolvedBlog, 'route' | 'tagsRoute'>): TagRef {
  const slug = tagSlug(tag);
  return { slug, label: labels[tag]?.label ?? tag, href: blogRoute(blog.route, blog.tagsRoute, slug) };
}

/** The keys of the authors with a page: those with a listed post, when the blog has author pages. */
export function authorsWithPages(posts: readonly BlogPostEntry[], blog: ResolvedBlog): Set<string> {
  const keys = new Set<string>();
  if (!blog.authorPages) return keys;
  for (const { source } of posts) {
    if (!isListed(source)) continue;
    for (const author of source.authors) if (author.key !== undefined) keys.add(author.key);
  }
  return keys;
}

/** An author as the blog shows them: with their page's route when they have one. */
export function authorWithPage(author: BlogAuthor, pages: ReadonlySet<string>, blog: ResolvedBlog): BlogAuthor {
  return author.key !== undefined && pages.has(author.key)
    ? { ...author, page: blogRoute(blog.route, blog.authorsRoute, author.key) }
    : author;
}

/** Every post's place by route. `sidebarId`: the blog's sidebar, when it has one. */
export function postPlaces(
  posts: readonly BlogPostEntry[],
  { config, blog, sidebarId }: { config: ResolvedConfig; blog: ResolvedBlog; sidebarId?: string },
): Map<string, PostPlace> {
  const labels = blogTagLabels(posts);
  const withPages = authorsWithPages(posts, blog);
  const listed = posts
    .filter(({ source }) => isListed(source))
    .map(({ entry, source }) => ({ entry, route: entry.route, date: source.date }));
  listed.sort(newestFirst);
  const at = new Map(listed.map((post, i) => [post.route, i]));
  const link = (i: number): PageLink | undefined => {
    const other = listed[i]?.entry;
    return other && { label: other.label, href: other.route };
  };
  // The site's editUrl reads paths as the docs' do (doc-context.ts); the blog's is followed by the path from the root.
  const editUrl = blog.editUrl === false ? undefined : (blog.editUrl ?? config.editUrl);
  const contentFolder = blog.editUrl ? '' : path.relative(config.root, config.contentDir);
  const places = new Map<string, PostPlace>();
  for (const { entry, source } of posts) {
    const i = at.get(entry.route);
    const authors = source.authors.map((author) => authorWithPage(author, withPages, blog));
    places.set(entry.route, {
      post: postInfo(source, authors),
      tags: pageTagRefs(entry.content.frontMatter.tags, (tag) => blogTagRef(tag, labels, blog)),
      breadcrumbs: [{ label: config.strings.home, href: '/' }, { label: blog.title, href: blog.route }, { label: entry.title }],
      ...(sidebarId ? { sidebarId } : {}),
      ...(i === undefined ? {} : { prev: link(i - 1), next: link(i + 1) }),
      ...(editUrl ? { editUrl: editUrlOf(editUrl, entry.file, contentFolder) } : {}),
      ...(i === undefined ? { noIndex: true as const } : {}),
      listed: i !== undefined,
      lvl0: blog.title,
      images: authorImageOrigins(authors, config.url),
    });
  }
  return places;
}

/** The post's BlogPostInfo. */
function postInfo(source: BlogSource, authors: BlogAuthor[]): BlogPostInfo {
  return {
    blog: source.blog,
    date: source.date,
    ...(source.updated ? { updated: source.updated } : {}),
    authors,
    ...(source.readingTime === undefined ? {} : { readingTime: source.readingTime }),
    ...(source.image ? { image: source.image } : {}),
    ...(source.unlisted ? { unlisted: true as const } : {}),
    ...(source.draft ? { draft: true as const } : {}),
  };
}
