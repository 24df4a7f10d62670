// Which posts a blog shows, and in what order (docs/design/blog.md §5): listed = neither unlisted nor a draft; the
// newest first, ties by route, so the order never depends on the order the file system gave the files.
import type { BlogPostInfo } from '../../../shared/model/blog.js';

/** A post as the order reads it. */
export interface Dated {
  route: string;
  date: string;
}

/** In lists, tags, authors, the archive, feeds, search, llms.txt and the sitemap: neither unlisted nor a draft. */
export function isListed(post: Pick<BlogPostInfo, 'unlisted' | 'draft'>): boolean {
  return !post.unlisted && !post.draft;
}

/** Newest first; posts of one instant by route. */
export function newestFirst(a: Dated, b: Dated): number {
  return byDate(b, a) || byRoute(a, b);
}

/** The posts in the blog's order (config `blog.sort`), posts of one instant by route either way; a copy. */
export function sortPosts<T extends Dated>(posts: readonly T[], sort: 'newest' | 'oldest'): T[] {
  return [...posts].sort(sort === 'newest' ? newestFirst : (a, b) => byDate(a, b) || byRoute(a, b));
}

/** Earlier first; 0 for one instant (or a date that does not parse). */
function byDate(a: Dated, b: Dated): number {
  return Date.parse(a.date) - Date.parse(b.date) || 0;
}

function byRoute(a: Dated, b: Dated): number {
  return a.route < b.route ? -1 : a.route > b.route ? 1 : 0;
}

/** A route under the blog's ("/blog" + "tags", "x" → "/blog/tags/x"; under "/": "/tags/x"). */
export function blogRoute(base: string, ...parts: Array<string | number>): string {
  const tail = parts.map(String).join('/');
  return base === '/' ? `/${tail}` : `${base}/${tail}`;
}
