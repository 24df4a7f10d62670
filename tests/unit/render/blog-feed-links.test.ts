// The head's links to a blog's feeds (render/blog-feed-links.ts): every page of a blog, a post as its list, names each
// feed of its blog; a page of no blog, and every page of a site without one, is what it was, byte for byte, and keeps
// its render key.
import { describe, expect, it } from 'vitest';
import { feedLinkTags, pageBlog } from '../../../cli/render/blog-feed-links.js';
import { htmlDocument } from '../../../cli/render/html-document.js';
import { pageRenderKeys } from '../../../cli/render/page-render-key.js';
import { renderPage } from '../../../cli/render/render-route.js';
import type { DocPage, SiteModel } from '../../../shared/model/site.js';
import { BLOG_SITE, blogList, blogModel, blogPost } from '../support/blog-model.js';

const assets = { css: '/docs/assets/site.css', boot: '/docs/assets/boot.js' };
const LINKS = [
  '<link rel="alternate" type="application/rss+xml" title="Coins Blog" href="https://docs.coins.com.br/docs/blog/rss.xml">',
  '<link rel="alternate" type="application/atom+xml" title="Coins Blog" href="https://docs.coins.com.br/docs/blog/atom.xml">',
  '<link rel="alternate" type="application/feed+json" title="Coins Blog" href="https://docs.coins.com.br/docs/blog/feed.json">',
];
const render = (page: SiteModel['pages'][string], model: SiteModel) =>
  renderPage(page, { model, assets, sidebarData: {}, sidebarRoutes: {} });
const feedLinks = (html: string) => html.split('\n').filter((line) => /type="application\/(rss|atom|feed)\+/.test(line));
const docPage = { ...blogPost(1), route: '/guia', source: 'content/guia.md', title: 'Guia', post: undefined } as DocPage;

describe("a blog's feeds in the head", () => {
  it('links every feed of its blog from a post', () => {
    const model = blogModel(2);
    expect(feedLinks(render(model.pages['/blog/2024/01/01/post-1']!, model))).toEqual(LINKS);
  });

  it('links them from a list page, escaping the title', () => {
    const model = blogModel(1);
    model.blogs!['/blog']!.title = 'Coins "Blog" & co';
    const html = htmlDocument({ page: blogList(), site: BLOG_SITE, body: '', assets, blog: pageBlog(blogList(), model.blogs) });
    expect(feedLinks(html).map((line) => line.match(/title="[^"]*"/)![0])).toEqual(
      Array(3).fill('title="Coins &quot;Blog&quot; &amp; co"'),
    );
    expect(feedLinkTags(model.blogs!['/blog'], BLOG_SITE)).toHaveLength(3);
  });

  it('links none from a doc page, nor from any page of a site without a blog, whose bytes are what they were', () => {
    const model = blogModel(1);
    expect(feedLinks(render(docPage, model))).toEqual([]);
    const blogless: SiteModel = { ...model, pages: { '/guia': docPage } };
    delete blogless.blogs;
    const html = render(docPage, blogless);
    expect(feedLinks(html)).toEqual([]);
    expect(html).toBe(render(docPage, { ...blogless, blogs: {} }));
    // A blog without feeds (no `url`) links none either.
    const noFeeds = blogModel(1);
    noFeeds.blogs!['/blog']!.feeds = [];
    expect(feedLinks(render(noFeeds.pages['/blog/2024/01/01/post-1']!, noFeeds))).toEqual([]);
  });

  it("keys a blog's page by its feeds, and every other page as it was", () => {
    const model = blogModel(1);
    const keys = (blogs: SiteModel['blogs']) =>
      pageRenderKeys({ hash: (parts) => parts.join('|'), site: BLOG_SITE, sidebars: {}, assets, sidebarData: {}, blogs });
    const post = model.pages['/blog/2024/01/01/post-1']!;
    expect(keys(model.blogs)(docPage)).toBe(keys(undefined)(docPage));
    const fewer = { '/blog': { ...model.blogs!['/blog']!, feeds: model.blogs!['/blog']!.feeds.slice(0, 1) } };
    expect(keys(model.blogs)(post)).not.toBe(keys(fewer)(post));
    // The feeds' posts are not in a page's head: a new post does not re-render the others.
    const more = { '/blog': { ...model.blogs!['/blog']!, feedPosts: ['/blog/x', ...model.blogs!['/blog']!.feedPosts] } };
    expect(keys(model.blogs)(post)).toBe(keys(more)(post));
  });
});
