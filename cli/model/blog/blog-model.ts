// The blog's part of the model (docs/design/blog.md §5), in two steps around the content pages: before them, each
// post's place and the blog's sidebar (a post's page reads its place: post-page.ts); after them, the generated pages
// made from the posts' pages, the blog's entry of SiteModel.blogs and its warnings. Only the primary variant reads a
// blog for now (no versions, no per-locale blogs).
import type { BlogFeed, BlogInfo } from '../../../shared/model/blog.js';
import type { Sidebar } from '../../../shared/model/navigation.js';
import type { DocPage, PageBody } from '../../../shared/model/site.js';
import type { ResolvedBlog } from '../../config/blog-schema.js';
import type { ResolvedConfig } from '../../config/schema.js';
import type { BuildWarning } from '../../errors/docsgen-error.js';
import type { DocEntry } from '../doc-entry.js';
import { tagSlug } from '../tags.js';
import { blogListPages, type BlogGeneratedPage } from './blog-lists.js';
import { blogSidebar } from './blog-sidebar.js';
import { feedWarnings, untruncatedWarnings } from './blog-warnings.js';
import { blogRoute, isListed, newestFirst, sortPosts } from './post-order.js';
import { blogTagLabels, postEntries, postPlaces, type BlogPostEntry, type PostPlace } from './post-places.js';
import { postSummary } from './post-summary.js';

/** What the first step worked out. */
export interface BlogPlan {
  blog: ResolvedBlog;
  posts: BlogPostEntry[];
  /** Each post's place, by route. */
  places: Map<string, PostPlace>;
  sidebar?: Sidebar;
}

/** Each feed's file under the blog's route. */
const FEED_FILES: Record<BlogFeed['type'], string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };

/** The posts' places and the blog's sidebar, from the content pages; undefined when the site has no blog. */
export function blogPlan(docs: readonly DocEntry[], config: ResolvedConfig): BlogPlan | undefined {
  const { blog } = config;
  if (!blog) return undefined;
  const posts = postEntries(docs);
  const newest = posts
    .filter(({ source }) => isListed(source))
    .map(({ entry, source }) => ({ route: entry.route, date: source.date, label: entry.label }))
    .sort(newestFirst);
  const sidebar = blogSidebar(newest, blog, config.strings);
  return { blog, posts, places: postPlaces(posts, { config, blog, ...(sidebar ? { sidebarId: sidebar.id } : {}) }), sidebar };
}

/** The blog's generated pages, its SiteModel.blogs entry and its warnings, from the posts' pages. */
export function blogPages(
  plan: BlogPlan,
  postPages: ReadonlyMap<string, DocPage>,
  config: ResolvedConfig,
  intro?: PageBody,
): { pages: BlogGeneratedPage[]; info: BlogInfo; warnings: BuildWarning[] } {
  const { blog, posts } = plan;
  const listed = posts
    .filter(({ source }) => isListed(source))
    .map(({ entry, source }) => ({ entry, route: entry.route, date: source.date }));
  const summaries = sortPosts(listed, blog.sort).map(({ entry }) =>
    postSummary(postPages.get(entry.route)!, entry.markdown.summary, config.baseUrl),
  );
  const labels = blogTagLabels(posts);
  const tagDescriptions = new Map<string, string>();
  for (const [tag, { description }] of Object.entries(labels)) if (description) tagDescriptions.set(tagSlug(tag), description);
  const pages = blogListPages(summaries, {
    blog,
    strings: config.strings,
    locale: config.locale,
    ...(plan.sidebar ? { sidebarId: plan.sidebar.id } : {}),
    tagDescriptions,
    ...(intro?.html.trim() ? { intro } : {}),
  });
  const feeds = blog.feeds !== false && config.url ? blog.feeds : undefined;
  const info: BlogInfo = {
    title: blog.title,
    description: blog.description,
    feeds: feeds ? feeds.types.map((type) => ({ type, href: blogRoute(blog.route, FEED_FILES[type]) })) : [],
    feedPosts: feeds
      ? [...listed]
          .sort(newestFirst)
          .slice(0, feeds.limit)
          .map((post) => post.route)
      : [],
    ...(feeds ? { copyright: feeds.copyright ?? config.footer.copyright } : {}),
  };
  return { pages, info, warnings: [...untruncatedWarnings(posts, blog), ...feedWarnings(config, blog)] };
}
