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
  const byDate = Date.parse(b.date) - Date.parse(a.date);
  return byDate !== 0 && !Number.isNaN(byDate) ? byDate : a.route < b.route ? -1 : a.route > b.route ? 1 : 0;
}

/** The posts in the blog's order (config `blog.sort`); a copy. */
export function sortPosts<T extends Dated>(posts: readonly T[], sort: 'newest' | 'oldest'): T[] {
  const newest = [...posts].sort(newestFirst);
  if (sort === 'newest') return newest;
  return [...posts].sort((a, b) => {
    const byDate = Date.parse(a.date) - Date.parse(b.date);
    return byDate !== 0 && !Number.isNaN(byDate) ? byDate : a.route < b.route ? -1 : a.route > b.route ? 1 : 0;
  });
}

/** A route under the blog's ("/blog" + "tags", "x" → "/blog/tags/x"; under "/": "/tags/x"). */
export function blogRoute(base: string, ...parts: Array<string | number>): string {
  const tail = parts.map(String).join('/');
  return base === '/' ? `/${tail}` : `${base}/${tail}`;
}
