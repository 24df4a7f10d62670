// The head's links to a blog's feeds (docs/design/blog.md §6): every page of a blog, its posts and its lists, names
// each feed of the blog with `<link rel="alternate">`, which is how feed readers and browsers find them.
import { escapeHtml } from '../../shared/escape-html.js';
import type { BlogFeed, BlogInfo } from '../../shared/model/blog.js';
import type { Page, SiteInfo, SiteModel } from '../../shared/model/site.js';
import { routeHref } from '../../shared/url.js';

const FEED_TYPES: Record<BlogFeed['type'], string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  json: 'application/feed+json',
};

/** The blog the page is of (a post, or a list, archive, authors or tags page), when the model has it. */
export function pageBlog(page: Page, blogs: SiteModel['blogs']): BlogInfo | undefined {
  if (!blogs) return undefined;
  const route = page.kind === 'doc' ? page.post?.blog : isBlogPage(page) ? page.blog : undefined;
  return route === undefined ? undefined : blogs[route];
}

function isBlogPage(page: Page): page is Extract<Page, { blog: string }> {
  return page.kind === 'blog-list' || page.kind === 'blog-archive' || page.kind === 'blog-authors' || page.kind === 'blog-tags';
}

/** One `<link rel="alternate">` per feed of the blog, titled by the blog (a blog has feeds only on a site with a `url`). */
export function feedLinkTags(blog: BlogInfo | undefined, site: SiteInfo): string[] {
  if (!blog) return [];
  const title = escapeHtml(blog.title);
  return blog.feeds.map(
    (feed) =>
      `<link rel="alternate" type="${FEED_TYPES[feed.type]}" title="${title}" href="${escapeHtml(`${site.url}${routeHref(site.baseUrl, feed.href)}`)}">`,
  );
}
