// Each blog's feeds (render/blog-feeds.ts makes them): RSS, Atom and JSON Feed at the routes the model gives
// (BlogInfo.feeds: "/blog/rss.xml"), under the base URL as every file of the output. A feed holds its posts whole, so
// a build of some routes remakes a blog's feeds when one of them is a post of the feeds, and those alone; memory
// (`docsgen dev`) is given every feed at each emit, made when a reader asks.
import type { BlogInfo } from '../../shared/model/blog.js';
import { blogFeedDocuments } from '../render/blog-feeds.js';
import { type EmitInput, type Emitter, WholeSiteNeeded } from './emitter.js';
import { givesSiteWide } from './site-wide.js';

export const blogFeeds: Emitter = {
  name: 'blogFeeds',
  writesOf: (model) => Object.values(model.blogs ?? {}).flatMap((blog) => blog.feeds.map((feed) => feed.href.slice(1))),
  *emit(input) {
    const { model, site, lazy, reuse } = input;
    const own = new Set(site.staticFiles);
    let files = 0;
    for (const [route, blog] of blogsToMake(input)) {
      // A feed of the site's own, in its static folder, is kept.
      const feeds = blog.feeds.filter((feed) => !own.has(feed.href));
      if (feeds.length === 0) continue;
      const documents = (): string[] => blogFeedDocuments(model, route, { ...blog, feeds }).map((document) => document.text);
      if (lazy) {
        // Made once, on the first request for any of them.
        let made: string[] | undefined;
        for (const [i, feed] of feeds.entries()) yield { path: feed.href.slice(1), body: { make: () => (made ??= documents())[i]! } };
        continue;
      }
      for (const [i, text] of documents().entries()) {
        const key = reuse?.key([text]);
        files += 1;
        yield { path: feeds[i]!.href.slice(1), body: { text, ...(key ? { key } : {}) } };
      }
    }
    return files ? ({ kept }) => `${files} feeds, ${kept} unchanged` : undefined;
  },
};

/** The blogs whose feeds the emit makes: every one, or those with a changed route among their posts. */
function blogsToMake(input: Pick<EmitInput, 'model' | 'routes' | 'lazy'>): Array<[string, BlogInfo]> {
  const { model, routes } = input;
  const blogs = Object.entries(model.blogs ?? {});
  if (routes.all || givesSiteWide(input)) return blogs;
  // A changed post of a blog this model does not hold (a build of edited pages holds no blogs) leaves its feeds unknown.
  for (const route of routes.changed) {
    const page = model.pages[route];
    const blog = page?.kind === 'doc' ? page.post?.blog : undefined;
    if (blog !== undefined && !model.blogs?.[blog])
      throw new WholeSiteNeeded(`${route} is a post, and its blog's feeds need all of their posts`);
  }
  const changed = new Set(routes.changed);
  return blogs.filter(([, blog]) => {
    if (!blog.feedPosts.some((route) => changed.has(route))) return false;
    const missing = blog.feedPosts.find((route) => !model.pages[route]);
    if (missing) throw new WholeSiteNeeded(`the feeds of ${blog.title} need ${missing}, which this build does not hold`);
    return true;
  });
}
