// A hand-made model of a site with a blog (shared/model/blog.ts), for the feeds' and the head's tests: posts are doc
// pages with `post`, newest first in the blog's `feedPosts`.
import { refToken } from '../../../cli/markdown/ref-tokens.js';
import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
import type { BlogInfo, BlogListPage } from '../../../shared/model/blog.js';
import type { DocPage, SiteInfo, SiteModel } from '../../../shared/model/site.js';

export const BLOG_SITE = {
  title: 'Coins',
  tagline: 'Moedas',
  url: 'https://docs.coins.com.br',
  baseUrl: '/docs/',
  locale: 'pt',
  strings: PT_STRINGS,
  navbar: [],
  footer: { copyright: '' },
} as unknown as SiteInfo;

const NONCE = 'a1b2c3d4e5f6';

/** A post: `n` days into 2024, its body with a relative image and link, a resolved reference and a srcset. */
export function blogPost(n: number, extra: Partial<DocPage> = {}): DocPage {
  const day = String(n).padStart(2, '0');
  return {
    kind: 'doc',
    route: `/blog/2024/01/${day}/post-${n}`,
    source: `blog/2024-01-${day}-post-${n}.md`,
    title: `Post ${n} & <more>`,
    description: `About post ${n}.`,
    html:
      `<p>Body of post ${n}: <a href="${refToken(NONCE, 0)}">the guide</a>, <a href="../other">another</a>, ` +
      `<a href="#part">a part</a>, <a href="https://example.com/x">elsewhere</a>.</p>` +
      `<p><img src="diagram.png" alt="d" srcset="diagram.png 1x, /docs/img/diagram@2x.png 2x"></p>` +
      '<pre><code>a ]]> b ]]> c</code></pre>',
    refs: { nonce: NONCE, values: [{ url: '/docs/guide/intro' }] },
    toc: [],
    tags: [{ slug: 'release', label: 'Release', href: '/blog/tags/release' }],
    breadcrumbs: [],
    hideToc: false,
    post: {
      blog: '/blog',
      date: `2024-01-${day}T00:00:00.000Z`,
      authors: [
        { name: 'Ana', key: 'ana', page: '/blog/authors/ana', imageUrl: '/img/ana.png' },
        { name: 'Bruno', url: 'https://bruno.example.com' },
        { name: 'Caio', url: 'not a url' },
      ],
      image: '/img/cover.png',
    },
    ...extra,
  } as DocPage;
}

export function blogInfo(feedPosts: string[], extra: Partial<BlogInfo> = {}): BlogInfo {
  return {
    title: 'Coins Blog',
    description: 'News of Coins',
    feeds: [
      { type: 'rss', href: '/blog/rss.xml' },
      { type: 'atom', href: '/blog/atom.xml' },
      { type: 'json', href: '/blog/feed.json' },
    ],
    feedPosts,
    copyright: 'Copyright © 2024 Coins',
    ...extra,
  };
}

/** The blog's list page (its posts left out: the head and the feeds do not read them). */
export function blogList(): BlogListPage {
  return {
    kind: 'blog-list',
    route: '/blog',
    title: 'Blog',
    description: 'News of Coins',
    blog: '/blog',
    of: { all: true },
    posts: [],
    page: 1,
    pages: 1,
  };
}

/** A site whose blog has `count` posts, the newest (the highest day) first in its feeds, at most `limit`. */
export function blogModel(count: number, limit = 20): SiteModel {
  const posts = Array.from({ length: count }, (_, i) => blogPost(i + 1));
  const newest = posts.map((post) => post.route).reverse();
  return {
    site: BLOG_SITE,
    search: [],
    sidebars: {},
    pages: Object.fromEntries([...posts, blogList()].map((page) => [page.route, page])),
    blogs: { '/blog': blogInfo(newest.slice(0, limit)) },
  };
}
