// A blog's feeds (docs/design/blog.md §6): RSS 2.0, Atom 1.0 and JSON Feed, made by `feed` (what Docusaurus's blog
// ships, so they read like theirs) from the model: the blog's newest listed posts (BlogInfo.feedPosts), each whole,
// its body as its page shows it with every relative address made absolute (a feed reader has no page to resolve them
// against). Every date comes from the posts, never the clock, so the same posts give the same bytes.
import { type Author, Feed, type Item } from 'feed';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import type { BlogAuthor, BlogFeed, BlogInfo } from '../../shared/model/blog.js';
import type { DocPage, SiteInfo, SiteModel } from '../../shared/model/site.js';
import { withBase } from '../../shared/url.js';
import { pageUrl } from './html-document.js';
import { pageBodyHtml } from './page-body.js';

/** A feed's document, by the feed it is. */
export interface FeedDocument {
  feed: BlogFeed;
  text: string;
}

/** A post of the blog as its feeds need it. */
type FeedPost = DocPage & { post: NonNullable<DocPage['post']> };

/**
 * The blog's feeds' documents, in the order of `blog.feeds`; none when the site has no `url` (a feed's links are
 * absolute: the model then gives the blog no feeds, and warns `blog-feed-no-url`).
 */
export function blogFeedDocuments(model: Pick<SiteModel, 'site' | 'pages'>, route: string, blog: BlogInfo): FeedDocument[] {
  const { site } = model;
  if (!site.url || blog.feeds.length === 0) return [];
  const posts = feedPosts(model, blog);
  const feed = new Feed({
    title: blog.title,
    description: blog.description,
    id: pageUrl(route, site),
    link: pageUrl(route, site),
    language: site.locale,
    // The newest item's date, never the build's: a build of the same posts writes the same bytes.
    updated: new Date(Math.max(0, ...posts.map((post) => Date.parse(post.post.updated ?? post.post.date)))),
    generator: 'docsgen',
    ...(blog.copyright ? { copyright: blog.copyright } : {}),
    feedLinks: Object.fromEntries(blog.feeds.map((one) => [one.type, pageUrl(one.href, site)])),
  });
  for (const post of posts) feed.addItem(feedItem(post, site));
  return blog.feeds.map((one) => ({ feed: one, text: one.type === 'json' ? jsonFeed(feed, site) : xmlFeed(feed, one.type) }));
}

/** The feed's posts, newest first; an unlisted post is in no feed, even if the model named it. */
function feedPosts({ pages }: Pick<SiteModel, 'pages'>, blog: BlogInfo): FeedPost[] {
  return blog.feedPosts
    .map((route) => pages[route])
    .filter((page): page is FeedPost => page?.kind === 'doc' && page.post !== undefined && !page.post.unlisted);
}

function xmlFeed(feed: Feed, type: 'rss' | 'atom'): string {
  return type === 'rss' ? feed.rss2() : feed.atom1();
}

/**
 * JSON Feed 1.1, which the config promises: `feed` writes version 1, with an item's first author alone; 1.1 lists
 * them all (`authors`) and names the feed's language.
 */
function jsonFeed(feed: Feed, site: SiteInfo): string {
  const { items, ...head } = JSON.parse(feed.json1()) as { items: Array<Record<string, unknown>> };
  const authors = feed.items.map((item) =>
    (item.author ?? []).map(({ name, link, avatar }) => ({ name, ...(link ? { url: link } : {}), ...(avatar ? { avatar } : {}) })),
  );
  const lifted = items.map(({ author: _first, ...item }, i) => ({ ...item, authors: authors[i] }));
  return JSON.stringify({ ...head, version: 'https://jsonfeed.org/version/1.1', language: site.locale, items: lifted }, null, 4);
}

/** One post as an item: `date` its last change (Atom's `updated`), `published` its date (RSS's `pubDate`). */
function feedItem(page: FeedPost, site: SiteInfo): Item {
  const { post } = page;
  const link = pageUrl(page.route, site);
  const image = post.image && pictureUrl(post.image, site, link);
  return {
    title: page.title,
    id: link,
    link,
    date: new Date(post.updated ?? post.date),
    published: new Date(post.date),
    ...(page.description ? { description: page.description } : {}),
    content: absoluteBody(pageBodyHtml(page, site), link),
    author: post.authors.map((author) => feedAuthor(author, site, link)),
    category: page.tags.map((tag) => ({ name: tag.label, term: tag.slug })),
    ...(image ? { image } : {}),
  };
}

/**
 * An author with where their name leads (their page on the blog, else their own address when it is one) and their
 * picture, absolute (JSON Feed's `avatar`; RSS and Atom have no place for it).
 */
function feedAuthor(author: BlogAuthor, site: SiteInfo, post: string): Author {
  // `feed` parses every link it writes (new URL): an address that is none would stop the build.
  const link = author.page ? pageUrl(author.page, site) : author.url && URL.canParse(author.url) ? author.url : undefined;
  const avatar = author.imageUrl && pictureUrl(author.imageUrl, site, post);
  return { name: author.name, ...(link ? { link } : {}), ...(avatar ? { avatar } : {}) };
}

/** The attributes that hold an address, as hast names them. */
const URL_PROPERTIES = ['href', 'src'] as const;

/**
 * The body's HTML with every relative `href`, `src` and `srcset` resolved against the post's URL. `]]>` is written
 * `]]&gt;` (the same text in HTML): the body goes into CDATA sections, which xml-js closes at the first only.
 */
export function absoluteBody(html: string, base: string): string {
  const tree: Root = fromHtml(html, { fragment: true });
  visit(tree, 'element', (node: Element) => {
    const { properties } = node;
    for (const name of URL_PROPERTIES) {
      const value = properties[name];
      if (typeof value === 'string') properties[name] = absoluteUrl(value, base) ?? value;
    }
    if (typeof properties.srcSet === 'string') properties.srcSet = absoluteSrcset(properties.srcSet, base);
  });
  return toHtml(tree).replaceAll(']]>', ']]&gt;');
}

/**
 * A srcset ("a.png 1x, b.png 2x") with each candidate's address made absolute: an address is a run without spaces that
 * starts a candidate (after a comma, spaces allowed) and does not end with a comma (which parts candidates).
 */
function absoluteSrcset(srcset: string, base: string): string {
  return srcset.replace(/(^|,)(\s*)([^\s,](?:\S*[^\s,])?)/g, (_, comma: string, space: string, url: string) => {
    return `${comma}${space}${absoluteUrl(url, base) ?? url}`;
  });
}

/** A picture's absolute URL: it is given as one, or as a path from the site root (under the base URL), or relative to the post. */
function pictureUrl(url: string, site: SiteInfo, post: string): string | undefined {
  return absoluteUrl(url.startsWith('/') ? withBase(site.baseUrl, url) : url, post);
}

function absoluteUrl(url: string, base: string): string | undefined {
  return URL.canParse(url, base) ? new URL(url, base).href : undefined;
}
