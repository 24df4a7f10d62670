// What readers see of a blog (issue 37, docs/design/blog.md §6), from hand-made model pages rendered as the build
// renders them (render-route.tsx): a post's date, authors and reading time under its title, its newer and older posts,
// the notes of an unlisted post or a draft, its head's article tags; the lists of posts with "Read more" and their
// pages; the archive, the authors and the tags. A doc page without `post` shows none of it.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { refToken } from '../../../cli/markdown/ref-tokens.js';
import { pagePolicies } from '../../../cli/render/page-policy.js';
import { renderPage } from '../../../cli/render/render-route.js';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';
import { PT_STRINGS, type UiStrings } from '../../../shared/i18n/strings.pt.js';
import type {
  BlogArchivePage,
  BlogAuthor,
  BlogAuthorsPage,
  BlogListPage,
  BlogPostSummary,
  BlogTagsPage,
} from '../../../shared/model/blog.js';
import type { Sidebar } from '../../../shared/model/navigation.js';
import type { DocPage, Page, SiteInfo } from '../../../shared/model/site.js';
import { BlogPostMeta } from '../../../templates/layout/BlogPostMeta.js';
import { sidebarRoutes } from '../../../templates/layout/sidebar-route.js';
import { StringsProvider } from '../../../templates/useStrings.js';
import { type HtmlElement, findAll, findOne, hasClass, parseHtml, textOf } from '../support/html-tree.js';

const SITE: SiteInfo = {
  title: 'Widget',
  tagline: 'Widgets',
  productName: 'Widget',
  url: 'https://widget.example.com',
  baseUrl: '/',
  navbar: [{ label: 'Blog', href: '/blog' }],
  footer: { copyright: '©' },
  locale: 'en',
  strings: EN_STRINGS,
};

const ANA: BlogAuthor = {
  name: 'Ana Souza',
  title: 'Maintainer',
  key: 'ana',
  page: '/blog/authors/ana',
  url: 'https://ana.example.com',
  imageUrl: '/img/ana.png',
};
const BRUNO: BlogAuthor = { name: 'Bruno Lima', url: 'https://github.com/bruno', imageUrl: 'https://github.com/bruno.png' };
const CAIO: BlogAuthor = { name: 'Caio' };

const SIDEBAR: Sidebar = {
  id: 'blog',
  label: 'Recent posts',
  items: [{ type: 'doc', label: 'Widget 2.0', href: '/blog/2025/06/04/widget-2' }],
};

function docPage(fields: Partial<DocPage>): DocPage {
  return {
    kind: 'doc',
    route: '/docs/guide',
    source: 'docs/guide.md',
    title: 'Guide',
    description: 'The guide.',
    html: '<p>Text.</p>',
    toc: [],
    tags: [],
    breadcrumbs: [],
    hideToc: false,
    ...fields,
  } as DocPage;
}

/** A listed post between a newer and an older one. */
const POST = docPage({
  route: '/blog/2025/06/04/widget-2',
  source: 'blog/2025-06-04-widget-2.md',
  title: 'Widget 2.0',
  description: 'Widget 2.0 is out.',
  html: '<p>Widget 2.0 is out.</p>',
  tags: [{ slug: 'release', label: 'Release', href: '/blog/tags/release' }],
  prev: { label: 'Widget 2.1', href: '/blog/2025/07/01/widget-2-1' },
  next: { label: 'Widget 1.9', href: '/blog/2025/01/10/widget-1-9' },
  post: {
    blog: '/blog',
    date: '2025-06-04T00:00:00.000Z',
    updated: '2025-06-10T00:00:00.000Z',
    authors: [ANA, BRUNO],
    readingTime: 4.2,
    image: '/img/widget-2.png',
  },
});

function summary(fields: Partial<BlogPostSummary>): BlogPostSummary {
  return {
    title: 'Widget 2.0',
    href: '/blog/2025/06/04/widget-2',
    date: '2025-06-04T00:00:00.000Z',
    authors: [ANA],
    tags: [],
    readingTime: 3,
    body: { html: '<p>Widget 2.0 is out.</p>' },
    truncated: false,
    ...fields,
  };
}

function listPage(fields: Partial<BlogListPage>): BlogListPage {
  return {
    kind: 'blog-list',
    route: '/blog/page/2',
    title: 'Blog',
    description: 'The Widget blog.',
    blog: '/blog',
    of: { all: true },
    posts: [],
    page: 1,
    pages: 1,
    sidebarId: 'blog',
    ...fields,
  };
}

function render(page: Page, site: SiteInfo = SITE): HtmlElement {
  const html = renderPage(page, {
    model: { site, sidebars: { blog: SIDEBAR } },
    assets: { css: '/assets/site.css', boot: '/assets/boot.js' },
    sidebarData: { blog: '/assets/sidebar-blog.json' },
    sidebarRoutes: { blog: sidebarRoutes(SIDEBAR.items) },
  });
  return parseHtml(html);
}

// Finding things as a reader (or a screen reader) does: by role and accessible name, by the text shown.
const main = (doc: HtmlElement) => findOne(doc, 'main', (e) => e.tag === 'main');
const head = (doc: HtmlElement) => findOne(doc, 'head', (e) => e.tag === 'head');
const accessibleName = (e: HtmlElement) => e.attrs['aria-label'] ?? textOf(e);
const navigation = (doc: HtmlElement, name: string) =>
  findOne(doc, `navigation "${name}"`, (e) => e.tag === 'nav' && e.attrs['aria-label'] === name);
const links = (node: HtmlElement) => findAll(node, (e) => e.tag === 'a');
const link = (node: HtmlElement, name: string) => findOne(node, `link "${name}"`, (e) => e.tag === 'a' && accessibleName(e) === name);
const headings = (node: HtmlElement, level: number) => findAll(node, (e) => e.tag === `h${level}`);
/** A post's meta as read: its line of dates and minutes, then each author. */
const metaText = (node: HtmlElement) => {
  const meta = findOne(node, 'post meta', (e) => hasClass(e, 'dg-blog-meta'));
  return [textOf(findOne(meta, 'line', (e) => e.tag === 'p')), ...findAll(meta, (e) => e.tag === 'li').map(textOf)];
};
const notes = (doc: HtmlElement) => findAll(doc, (e) => e.attrs.role === 'note');
const metas = (doc: HtmlElement) =>
  Object.fromEntries(
    findAll(head(doc), (e) => e.tag === 'meta' && (e.attrs.property ?? e.attrs.name) !== undefined).map((e) => [
      e.attrs.property ?? e.attrs.name,
      e.attrs.content,
    ]),
  );

function metaHtml(props: Parameters<typeof BlogPostMeta>[0], strings: UiStrings = PT_STRINGS, locale = 'pt'): HtmlElement {
  return parseHtml(
    renderToStaticMarkup(
      <StringsProvider strings={strings} locale={locale}>
        <BlogPostMeta {...props} />
      </StringsProvider>,
    ),
  );
}

describe('BlogPostMeta', () => {
  it("writes the date and the update in the site's language, in UTC, each in a <time> with its instant", () => {
    // 23:30 on the 3rd in UTC is the 3rd everywhere the page is built: no machine's zone moves it to the 4th.
    const meta = metaHtml({ date: '2025-06-03T23:30:00.000Z', updated: '2025-06-10T00:00:00.000Z', authors: [], baseUrl: '/' });
    const times = findAll(meta, (e) => e.tag === 'time');
    expect(times.map((t) => [t.attrs.datetime, textOf(t)])).toEqual([
      ['2025-06-03T23:30:00.000Z', '3 de junho de 2025'],
      ['2025-06-10T00:00:00.000Z', '10 de junho de 2025'],
    ]);
    expect(textOf(meta)).toBe('Publicado em 3 de junho de 2025 Atualizado em 10 de junho de 2025');
    const english = metaHtml({ date: '2025-06-03T23:30:00.000Z', authors: [], baseUrl: '/' }, EN_STRINGS, 'en');
    expect(textOf(english)).toBe('Published on June 3, 2025');
  });

  it('rounds the reading time up, in the plural the count takes', () => {
    const minutes = (readingTime: number, strings: UiStrings = EN_STRINGS, locale = 'en') =>
      textOf(
        findOne(
          metaHtml({ date: '2025-06-04T00:00:00Z', authors: [], readingTime, baseUrl: '/' }, strings, locale),
          'line',
          (e) => e.tag === 'p',
        ),
      );
    expect(minutes(4.2)).toBe('Published on June 4, 2025 5 min read');
    expect(minutes(0.4)).toMatch(/1 min read$/);
    expect(minutes(3)).toMatch(/3 min read$/);
    expect(minutes(1.5, PT_STRINGS, 'pt')).toMatch(/2 min de leitura$/);
    // No reading time (the blog shows none): no line for it.
    expect(
      findAll(metaHtml({ date: '2025-06-04T00:00:00Z', authors: [], baseUrl: '/' }), (e) => hasClass(e, 'dg-blog-meta__item')),
    ).toHaveLength(1);
  });

  it('lists the authors: a lazy 32 px picture without alt text, the name to their page, else their address, and their title', () => {
    const meta = metaHtml({ date: '2025-06-04T00:00:00Z', authors: [ANA, BRUNO, CAIO], baseUrl: '/docs/' });
    const list = findOne(meta, 'authors list', (e) => e.tag === 'ul' && e.attrs['aria-label'] === 'Autores');
    const items = findAll(list, (e) => e.tag === 'li');
    expect(items.map(textOf)).toEqual(['Ana Souza Maintainer', 'Bruno Lima', 'Caio']);
    expect(links(list).map((a) => [textOf(a), a.attrs.href])).toEqual([
      ['Ana Souza', '/docs/blog/authors/ana'],
      ['Bruno Lima', 'https://github.com/bruno'],
    ]);
    const images = findAll(list, (e) => e.tag === 'img');
    expect(images.map((img) => [img.attrs.src, img.attrs.width, img.attrs.height, img.attrs.loading, img.attrs.alt])).toEqual([
      ['/docs/img/ana.png', '32', '32', 'lazy', ''],
      ['https://github.com/bruno.png', '32', '32', 'lazy', ''],
    ]);
  });
});

describe('a post', () => {
  it('shows its date, update, reading time and authors under its h1, then its body and tags', () => {
    const doc = render(POST);
    const article = findOne(main(doc), 'article', (e) => e.tag === 'article');
    const header = findOne(article, 'header', (e) => e.tag === 'header');
    expect(headings(header, 1).map(textOf)).toEqual(['Widget 2.0']);
    expect(metaText(header)).toEqual([
      'Published on June 4, 2025 Updated on June 10, 2025 5 min read',
      'Ana Souza Maintainer',
      'Bruno Lima',
    ]);
    expect(link(article, 'Release').attrs.href).toBe('/blog/tags/release');
    expect(notes(doc)).toEqual([]);
  });

  it('links its newer and older posts in a navigation named for posts, with their words', () => {
    const nav = navigation(render(POST), 'Blog post navigation');
    expect(links(nav).map((a) => [textOf(a), a.attrs.href, a.attrs.rel])).toEqual([
      ['Newer post« Widget 2.1', '/blog/2025/07/01/widget-2-1', 'prev'],
      ['Older postWidget 1.9 »', '/blog/2025/01/10/widget-1-9', 'next'],
    ]);
  });

  it('says an unlisted post is unlisted, and a draft a draft', () => {
    const unlisted = render({ ...POST, post: { ...POST.post!, unlisted: true } });
    expect(notes(unlisted).map(textOf)).toEqual([EN_STRINGS.blog.unlisted]);
    const draft = render({ ...POST, post: { ...POST.post!, draft: true } });
    expect(notes(draft).map(textOf)).toEqual([EN_STRINGS.blog.draft]);
  });

  it("has an article's head: published and modified times, its image made absolute; an unlisted one is not indexed", () => {
    const doc = render(POST);
    expect(metas(doc)).toMatchObject({
      'og:type': 'article',
      'article:published_time': '2025-06-04T00:00:00.000Z',
      'article:modified_time': '2025-06-10T00:00:00.000Z',
      'og:image': 'https://widget.example.com/img/widget-2.png',
    });
    expect(metas(doc).robots).toBeUndefined();
    // Without the site's URL, the path with the base URL; an absolute image as it is; no update, no modified time.
    const local = render({ ...POST, post: { ...POST.post!, updated: undefined } }, { ...SITE, url: '', baseUrl: '/docs/' });
    expect(metas(local)['og:image']).toBe('/docs/img/widget-2.png');
    expect(metas(local)['article:modified_time']).toBeUndefined();
    const remote = render({ ...POST, post: { ...POST.post!, image: 'https://cdn.example.com/w.png', unlisted: true } });
    expect(metas(remote)['og:image']).toBe('https://cdn.example.com/w.png');
    expect(findAll(head(remote), (e) => e.tag === 'meta' && e.attrs.name === 'robots').map((e) => e.attrs.content)).toEqual(['noindex']);
    // Already kept out (a version's noIndex): one robots tag, not two.
    const both = render({ ...POST, noIndex: true, post: { ...POST.post!, unlisted: true } });
    expect(findAll(head(both), (e) => e.tag === 'meta' && e.attrs.name === 'robots')).toHaveLength(1);
  });
});

describe('a doc page without `post`', () => {
  it("shows no post meta, no note, and the docs' previous/next; its head has no article tags", () => {
    const { post: _post, ...plain } = POST;
    const doc = render(plain as DocPage);
    expect(findAll(doc, (e) => hasClass(e, 'dg-blog-meta') || hasClass(e, 'dg-blog-title'))).toEqual([]);
    expect(notes(doc)).toEqual([]);
    const nav = navigation(doc, 'Docs pages');
    expect(links(nav).map(textOf)).toEqual(['Previous« Widget 2.1', 'NextWidget 1.9 »']);
    expect(Object.keys(metas(doc)).filter((key) => key.startsWith('article:') || key === 'og:image' || key === 'robots')).toEqual([]);
    expect(metas(doc)['og:type']).toBe('article');
  });
});

describe('a list of posts', () => {
  const POSTS = [
    summary({ truncated: true, tags: [{ slug: 'release', label: 'Release', href: '/blog/tags/release' }] }),
    summary({ title: 'Hello', href: '/blog/hello', date: '2024-12-31T00:00:00.000Z', authors: [BRUNO], readingTime: undefined }),
  ];
  const PAGE = listPage({ posts: POSTS, page: 2, pages: 3, newer: '/blog', older: '/blog/page/3', intro: { html: '<p>Our news.</p>' } });

  it('shows each post as an article: its title an h2 link, its meta, its summary, its tags', () => {
    const doc = render(PAGE);
    expect(headings(main(doc), 1).map(textOf)).toEqual(['Blog']);
    const articles = findAll(main(doc), (e) => e.tag === 'article');
    expect(articles).toHaveLength(2);
    expect(articles.map((a) => headings(a, 2).map((h) => [textOf(h), links(h)[0]!.attrs.href]))).toEqual([
      [['Widget 2.0', '/blog/2025/06/04/widget-2']],
      [['Hello', '/blog/hello']],
    ]);
    expect(articles.map(metaText)).toEqual([
      ['Published on June 4, 2025 3 min read', 'Ana Souza Maintainer'],
      ['Published on December 31, 2024', 'Bruno Lima'],
    ]);
    expect(textOf(findOne(articles[0]!, 'summary', (e) => hasClass(e, 'dg-markdown')))).toBe('Widget 2.0 is out.');
    expect(link(articles[0]!, 'Release').attrs.href).toBe('/blog/tags/release');
    expect(textOf(findOne(main(doc), 'intro', (e) => hasClass(e, 'dg-blog-intro')))).toBe('Our news.');
  });

  it('links the rest of a truncated post with "Read more", named for the post; not an untruncated one', () => {
    const doc = render(PAGE);
    const more = link(main(doc), 'Read more about Widget 2.0');
    expect([textOf(more), more.attrs.href]).toEqual(['Read more', '/blog/2025/06/04/widget-2']);
    expect(findAll(main(doc), (e) => e.tag === 'a' && textOf(e) === 'Read more')).toHaveLength(1);
  });

  it('leads to the newer and older pages, saying which page this is', () => {
    const nav = navigation(render(PAGE), 'Blog list pages');
    expect(links(nav).map((a) => [textOf(a), a.attrs.href, a.attrs.rel])).toEqual([
      ['« Newer posts', '/blog', 'prev'],
      ['Older posts »', '/blog/page/3', 'next'],
    ]);
    expect(textOf(nav)).toContain('Page 2 of 3');
    const first = navigation(render({ ...PAGE, page: 1, newer: undefined, older: '/blog/page/2' }), 'Blog list pages');
    expect(links(first).map(textOf)).toEqual(['Older posts »']);
    // One page: no pagination at all.
    const one = render(listPage({ posts: POSTS }));
    expect(findAll(one, (e) => e.tag === 'nav' && e.attrs['aria-label'] === 'Blog list pages')).toEqual([]);
  });

  it("fills the summaries' file references, and its policy is theirs", () => {
    const nonce = 'abc123abc123';
    const body = {
      html: `<p><img src="${refToken(nonce, 0)}" alt="d"></p>`,
      refs: { nonce, values: [{ url: '/blog/d.png' }] },
      policy: { images: ['https://img.example.com'] },
    };
    const page = listPage({ posts: [summary({ body })] });
    const img = findOne(main(render(page)), 'image', (e) => e.tag === 'img' && e.attrs.alt === 'd');
    expect(img.attrs.src).toBe('/blog/d.png');
    expect(pagePolicies(SITE)(page).images).toEqual(['https://img.example.com']);
  });

  it("shows the blog's sidebar, and adds no island of its own", () => {
    const doc = render(PAGE);
    expect(findAll(doc, (e) => hasClass(e, 'dg-doc__sidebar'))).toHaveLength(1);
    const article = findOne(doc, 'main column', (e) => hasClass(e, 'dg-doc__main'));
    expect(findAll(article, (e) => e.attrs['data-island'] !== undefined)).toEqual([]);
    expect(findAll(doc, (e) => e.tag === 'script' && e.attrs.src !== undefined).map((e) => e.attrs.src)).toEqual(['/assets/boot.js']);
  });

  it("heads a tag's, an author's and a year's list with what they hold", () => {
    const h1 = (page: BlogListPage) => headings(main(render(page)), 1).map(textOf);
    const tag = { slug: 'release', label: 'Release', href: '/blog/tags/release', description: 'New versions.' };
    expect(h1(listPage({ of: { tag }, posts: POSTS, count: 12, pages: 2 }))).toEqual(['12 posts tagged with “Release”']);
    // Without the model's count, the count of a list of one page is its posts.
    expect(h1(listPage({ of: { tag }, posts: POSTS.slice(0, 1) }))).toEqual(['1 post tagged with “Release”']);
    expect(textOf(findOne(main(render(listPage({ of: { tag } }))), 'lead', (e) => hasClass(e, 'dg-lead')))).toBe('New versions.');
    expect(h1(listPage({ of: { year: 2024 }, posts: POSTS }))).toEqual(['Posts of 2024']);
    const author = render(listPage({ of: { author: ANA }, posts: POSTS, count: 2 }));
    const header = findOne(main(author), 'header', (e) => hasClass(e, 'dg-blog-list__header'));
    expect(headings(header, 1).map(textOf)).toEqual(['2 posts by Ana Souza']);
    expect(textOf(header)).toContain('Maintainer');
    const avatar = findOne(header, 'avatar', (e) => e.tag === 'img');
    expect([avatar.attrs.src, avatar.attrs.width, avatar.attrs.alt]).toEqual(['/img/ana.png', '64', '']);
  });
});

describe("the blog's archive, authors and tags", () => {
  it('archive: a heading per year, its id the year, over a list of dated links', () => {
    const page: BlogArchivePage = {
      kind: 'blog-archive',
      route: '/blog/archive',
      title: 'Archive',
      description: 'Every post of the blog, by year.',
      blog: '/blog',
      years: [
        { year: 2025, posts: [{ title: 'Widget 2.0', href: '/blog/2025/06/04/widget-2', date: '2025-06-04T00:00:00.000Z' }] },
        { year: 2024, posts: [{ title: 'Hello', href: '/blog/hello', date: '2024-12-31T00:00:00.000Z' }] },
      ],
      sidebarId: 'blog',
    };
    const doc = main(render(page));
    expect(headings(doc, 1).map(textOf)).toEqual(['Archive']);
    expect(headings(doc, 2).map((h) => [h.attrs.id, textOf(h)])).toEqual([
      ['2025', '2025'],
      ['2024', '2024'],
    ]);
    const items = findAll(doc, (e) => e.tag === 'li' && findAll(e, (t) => t.tag === 'time').length > 0);
    expect(items.map((li) => [textOf(li), links(li)[0]!.attrs.href, findOne(li, 'time', (t) => t.tag === 'time').attrs.datetime])).toEqual([
      ['June 4 Widget 2.0', '/blog/2025/06/04/widget-2', '2025-06-04T00:00:00.000Z'],
      ['December 31 Hello', '/blog/hello', '2024-12-31T00:00:00.000Z'],
    ]);
  });

  it('authors: each with their picture, their name to their page (else their address), their role and their posts', () => {
    const page: BlogAuthorsPage = {
      kind: 'blog-authors',
      route: '/blog/authors',
      title: 'Authors',
      description: 'Every author of the blog.',
      blog: '/blog',
      authors: [
        { ...ANA, count: 2 },
        { ...BRUNO, count: 1 },
      ],
    };
    const doc = main(render(page));
    expect(headings(doc, 1).map(textOf)).toEqual(['Authors']);
    const cards = findAll(doc, (e) => hasClass(e, 'dg-blog-author-card'));
    expect(cards.map(textOf)).toEqual(['Ana Souza Maintainer 2 posts', 'Bruno Lima 1 post']);
    expect(cards.map((card) => links(card).map((a) => a.attrs.href))).toEqual([['/blog/authors/ana'], ['https://github.com/bruno']]);
    expect(cards.map((card) => findOne(card, 'avatar', (e) => e.tag === 'img').attrs.alt)).toEqual(['', '']);
  });

  it('tags: each a card with its number of posts', () => {
    const page: BlogTagsPage = {
      kind: 'blog-tags',
      route: '/blog/tags',
      title: 'Tags',
      description: 'Every tag of the blog.',
      blog: '/blog',
      tags: [
        { slug: 'release', label: 'Release', href: '/blog/tags/release', count: 3 },
        { slug: 'news', label: 'News', href: '/blog/tags/news', count: 1 },
      ],
    };
    const doc = main(render(page, { ...SITE, strings: PT_STRINGS, locale: 'pt' }));
    expect(links(doc).map((a) => [textOf(a), a.attrs.href])).toEqual([
      ['Release3 publicações', '/blog/tags/release'],
      ['News1 publicação', '/blog/tags/news'],
    ]);
  });
});
