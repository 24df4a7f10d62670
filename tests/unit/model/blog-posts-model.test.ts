// A post is a content page placed in its blog (docs/design/blog.md §5, §6, §7): its BlogPostInfo, its newer and older
// listed posts, the blog's sidebar, breadcrumbs and edit link, `noIndex` when unlisted; its search records under the
// blog's title; its section of llms.txt; the blog's feeds in SiteModel.blogs; the `blog-untruncated` and
// `blog-feed-no-url` warnings; and its authors' pictures in the Content-Security-Policy of every page showing them.
import { describe, expect, it } from 'vitest';
import type { ParsedBlog } from '../../../cli/config/blog-schema.js';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import { sitemapXml } from '../../../cli/emit/sitemap.js';
import { llmsFullTxt } from '../../../cli/llms/llms-full.js';
import { llmsTxt } from '../../../cli/llms/llms-txt.js';
import { buildSiteModel, modelSources, siteModelParts } from '../../../cli/model/build-site-model.js';
import { savedModelOf } from '../../../cli/incremental/saved-model.js';
import { updateModelParts } from '../../../cli/incremental/model-update.js';
import { ModelCache } from '../../../cli/model/model-cache.js';
import { modelOf } from '../../../cli/model/model-parts.js';
import { pagePolicies } from '../../../cli/render/page-policy.js';
import type { BlogListPage } from '../../../shared/model/blog.js';
import type { DocPage } from '../../../shared/model/site.js';
import { blogSiteConfig, dayOf, posts, type PostSpec } from './blog-fixtures.js';
import { contentFiles, fm } from './fixtures.js';

const ANA = { name: 'Ana', key: 'ana', imageUrl: 'https://github.com/ana.png' };
const EVA = { name: 'Eva', imageUrl: 'https://img.example.org/eva.jpg' };
const LOCAL = { name: 'Lia', key: 'lia', imageUrl: '/img/lia.png' };

const SPECS: PostSpec[] = [
  { name: 'primeiro', title: 'Primeiro', date: dayOf(2024, 1), authors: [ANA], readingTime: 2.5, words: 40 },
  { name: 'segundo', title: 'Segundo', date: dayOf(2024, 10), authors: [LOCAL], updated: dayOf(2024, 20), image: '/img/capa.png' },
  { name: 'escondido', title: 'Escondido', date: dayOf(2024, 15), unlisted: true, authors: [ANA] },
  { name: 'rascunho', title: 'Rascunho', date: dayOf(2024, 16), draft: true },
  {
    name: 'terceiro',
    title: 'Terceiro',
    date: dayOf(2024, 30),
    authors: [EVA],
    body: '## Parte\n\nVeja [a parte](#parte).\n\n<!-- truncate -->\n\nO resto.\n',
    summary: { html: '<p>Veja <a href="#parte">a parte</a>.</p>', truncated: true },
  },
];

function build(blog: Partial<ParsedBlog> = {}, overrides: Partial<ResolvedConfig> = {}, specs = SPECS) {
  const site = contentFiles({ 'index.md': fm({ title: 'Início' }), 'guia/instalar.md': fm({ title: 'Instalar' }) });
  const blogPosts = posts(specs);
  return buildSiteModel({
    config: blogSiteConfig(blog, { llms: true, ...overrides }),
    files: [...site.files, ...blogPosts.files],
    markdown: [...site.markdown, ...blogPosts.markdown],
  });
}

const page = (model: ReturnType<typeof build>['model'], route: string): DocPage => model.pages[route] as DocPage;

describe("a post's page", () => {
  it('is a DocPage with its post info, the author page of keyed authors with a listed post', () => {
    const { model } = build();
    expect(page(model, '/blog/primeiro').post).toEqual({
      blog: '/blog',
      date: dayOf(2024, 1),
      authors: [{ ...ANA, page: '/blog/authors/ana' }],
      readingTime: 2.5,
    });
    expect(page(model, '/blog/segundo').post).toMatchObject({ updated: dayOf(2024, 20), image: '/img/capa.png' });
    expect(page(model, '/blog/escondido').post).toMatchObject({ unlisted: true });
    expect(page(model, '/blog/rascunho').post).toMatchObject({ draft: true });
  });

  it('has the newer listed post as prev and the older as next; an unlisted post or a draft has neither', () => {
    const { model } = build();
    expect([page(model, '/blog/terceiro').prev, page(model, '/blog/terceiro').next]).toEqual([
      undefined,
      { label: 'Segundo', href: '/blog/segundo' },
    ]);
    expect([page(model, '/blog/segundo').prev, page(model, '/blog/segundo').next]).toEqual([
      { label: 'Terceiro', href: '/blog/terceiro' },
      { label: 'Primeiro', href: '/blog/primeiro' },
    ]);
    expect(page(model, '/blog/primeiro').next).toBeUndefined();
    for (const route of ['/blog/escondido', '/blog/rascunho']) {
      expect([page(model, route).prev, page(model, route).next]).toEqual([undefined, undefined]);
    }
  });

  it("shows the blog's sidebar of recent listed posts, titled by the config or the interface string", () => {
    const { model } = build({ sidebar: { count: 2 } });
    const sidebar = model.sidebars.blog!;
    expect(sidebar).toEqual({
      id: 'blog',
      label: 'Posts recentes',
      items: [
        {
          type: 'category',
          label: 'Posts recentes',
          collapsed: false,
          items: [
            { type: 'doc', label: 'Terceiro', href: '/blog/terceiro' },
            { type: 'doc', label: 'Segundo', href: '/blog/segundo' },
          ],
        },
      ],
    });
    expect(page(model, '/blog/escondido').sidebarId).toBe('blog');
    expect((model.pages['/blog'] as BlogListPage).sidebarId).toBe('blog');
    expect(build({ sidebar: { title: 'Novidades', count: 'all' } }).model.sidebars.blog!.items[0]).toMatchObject({
      label: 'Novidades',
      items: [{}, {}, {}],
    });
    const none = build({ sidebar: { count: 0 } }).model;
    expect(none.sidebars.blog).toBeUndefined();
    expect(page(none, '/blog/primeiro').sidebarId).toBeUndefined();
  });

  it("is in none of the docs' sidebars", () => {
    const { model } = build();
    const docsSidebars = Object.values(model.sidebars).filter((sidebar) => sidebar.id !== 'blog');
    expect(docsSidebars.length).toBeGreaterThan(0);
    expect(JSON.stringify(docsSidebars)).not.toContain('/blog');
    expect(JSON.stringify(docsSidebars)).toContain('/guia/instalar');
  });

  it("has the blog's title in its breadcrumbs, linked to the list", () => {
    expect(page(build().model, '/blog/primeiro').breadcrumbs).toEqual([
      { label: 'Página inicial', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: 'Primeiro' },
    ]);
  });

  it("links its source with the blog's editUrl, else the site's", () => {
    const own = build({ editUrl: 'https://github.com/o/r/tree/main/website/' }, { editUrl: 'https://github.com/o/r/edit/main/' });
    expect(page(own.model, '/blog/primeiro').editUrl).toBe('https://github.com/o/r/tree/main/website/blog/primeiro.md');
    expect(page(own.model, '/guia/instalar').editUrl).toBe('https://github.com/o/r/edit/main/content/guia/instalar.md');
    expect(page(build({}, { editUrl: 'https://github.com/o/r/edit/main/' }).model, '/blog/primeiro').editUrl).toBe(
      'https://github.com/o/r/edit/main/blog/primeiro.md',
    );
    expect(page(build().model, '/blog/primeiro').editUrl).toBeUndefined();
  });

  it('is kept out of search engines and the sitemap when unlisted; the list pages stay', () => {
    const { model } = build();
    expect(page(model, '/blog/escondido').noIndex).toBe(true);
    expect(page(model, '/blog/primeiro').noIndex).toBeUndefined();
    const sitemap = sitemapXml(model);
    expect(sitemap).not.toContain('/blog/escondido');
    expect(sitemap).toContain('<loc>https://docs.example.com/blog/primeiro</loc>');
    expect(sitemap).toContain('<loc>https://docs.example.com/blog</loc>');
  });
});

describe('search', () => {
  it("gives listed posts records under the blog's title, and unlisted posts, drafts and the blog's pages none", () => {
    const { model } = build();
    const urls = (prefix: string) => model.search.filter((record) => record.url.startsWith(prefix));
    expect(urls('/blog/primeiro').length).toBeGreaterThan(0);
    expect(new Set(urls('/blog/').map((record) => record.hierarchy.lvl0))).toEqual(new Set(['Blog']));
    expect(urls('/blog/escondido')).toEqual([]);
    expect(urls('/blog/rascunho')).toEqual([]);
    expect(model.search.filter((record) => record.url === '/blog' || record.url.startsWith('/blog/archive'))).toEqual([]);
    expect(model.search.find((record) => record.url === '/guia/instalar')!.hierarchy.lvl0).not.toBe('Blog');
  });
});

describe('llms.txt', () => {
  it('has a section titled by the blog with its listed posts, newest first; unlisted posts are in neither file', () => {
    const { model } = build();
    const text = llmsTxt(model);
    const section = text.slice(text.indexOf('## Blog\n'));
    expect(
      section
        .split('\n')
        .filter((line) => line.startsWith('- '))
        .map((line) => line.slice(0, line.indexOf(']') + 1)),
    ).toEqual(['- [Terceiro]', '- [Segundo]', '- [Primeiro]']);
    expect(text).not.toContain('Posts recentes');
    for (const hidden of ['escondido', 'rascunho']) {
      expect(text).not.toContain(`/blog/${hidden}.md`);
      expect(llmsFullTxt(model)).not.toContain(`Texto de ${hidden}`);
    }
    expect(llmsFullTxt(model)).toContain('Texto de primeiro');
    // Their `.md` copies are still made.
    expect(page(model, '/blog/escondido').markdown).toContain('Texto de escondido');
  });
});

describe('SiteModel.blogs', () => {
  it("holds the blog's title, its feeds and the newest listed posts for them", () => {
    const { model, warnings } = build({ feeds: { types: ['rss', 'atom', 'json'], limit: 2 } });
    expect(model.blogs).toEqual({
      '/blog': {
        title: 'Blog',
        description: 'Blog',
        feeds: [
          { type: 'rss', href: '/blog/rss.xml' },
          { type: 'atom', href: '/blog/atom.xml' },
          { type: 'json', href: '/blog/feed.json' },
        ],
        feedPosts: ['/blog/terceiro', '/blog/segundo'],
        copyright: 'Copyright © 2024',
      },
    });
    expect(warnings.filter((warning) => warning.code.startsWith('blog-'))).toEqual([]);
    expect(build({ feeds: { types: ['rss'], limit: 20, copyright: 'CC BY' } }).model.blogs!['/blog']).toMatchObject({
      feeds: [{ type: 'rss', href: '/blog/rss.xml' }],
      feedPosts: ['/blog/terceiro', '/blog/segundo', '/blog/primeiro'],
      copyright: 'CC BY',
    });
  });

  it('has no feeds and warns `blog-feed-no-url` when the site has no url', () => {
    const { model, warnings } = build({}, { url: '', configFile: '/site/docsgen.config.ts' });
    expect(model.blogs!['/blog']!.feeds).toEqual([]);
    expect(warnings.filter((warning) => warning.code === 'blog-feed-no-url')).toEqual([
      {
        code: 'blog-feed-no-url',
        file: 'docsgen.config.ts',
        message: expect.stringMatching(/^the blog's feeds need the site's address, and `url` is not set: no feed was written/),
      },
    ]);
    expect(build({ feeds: false }, { url: '' }).warnings.map((warning) => warning.code)).not.toContain('blog-feed-no-url');
  });

  it('reaches every build road: the saved model, and a dev rebuild that remakes one page', () => {
    const site = contentFiles({ 'index.md': fm({ title: 'Início' }) });
    const blogPosts = posts(SPECS);
    const input = {
      config: blogSiteConfig({}, { llms: true }),
      files: [...site.files, ...blogPosts.files],
      markdown: [...site.markdown, ...blogPosts.markdown],
    };
    const parts = siteModelParts(input);
    const { blogs } = modelOf(parts).model;
    expect(blogs!['/blog']!.feeds).toHaveLength(2);
    expect(savedModelOf(parts, { assetPaths: [] }).blogs).toEqual(blogs);
    const edited = contentFiles({ 'index.md': fm({ title: 'Início' }, 'Outro texto.\n') });
    const files = [edited.files[0]!, ...blogPosts.files];
    const markdown = [edited.markdown[0]!, ...blogPosts.markdown];
    const patched = updateModelParts(parts, modelSources({ ...input, files, markdown }), new ModelCache());
    expect(patched).toBeDefined();
    expect(modelOf(patched!).model.blogs).toEqual(blogs);
  });

  it('is absent on a site without a blog', () => {
    const site = contentFiles({ 'index.md': fm({ title: 'Início' }) });
    expect(buildSiteModel({ config: blogSiteConfig(), ...site }).model.blogs).toBeDefined();
    const { blog: _blog, ...plain } = blogSiteConfig();
    expect(buildSiteModel({ config: plain, ...site }).model.blogs).toBeUndefined();
  });
});

describe('blog-untruncated', () => {
  const long: PostSpec[] = [
    { name: 'longo', date: dayOf(2024, 1), words: 301 },
    { name: 'curto', date: dayOf(2024, 2), words: 50 },
    { name: 'cortado', date: dayOf(2024, 3), words: 900, summary: { html: '<p>Início.</p>', truncated: true } },
  ];
  const untruncated = (blog: Partial<ParsedBlog>) =>
    build(blog, {}, long)
      .warnings.filter((warning) => warning.code === 'blog-untruncated')
      .map((warning) => warning.file);

  it('warns of a post longer than untruncatedWords without a marker, naming its file', () => {
    const [warning] = build({}, {}, long).warnings.filter((one) => one.code === 'blog-untruncated');
    expect(warning).toEqual({
      code: 'blog-untruncated',
      file: 'blog/longo.md',
      message: expect.stringMatching(/^the post has 301 words and no truncation marker: the blog's list shows all of it/),
    });
    expect(untruncated({ untruncatedWords: 0 })).toEqual(['blog/longo.md', 'blog/curto.md']);
    expect(untruncated({ untruncatedWords: false })).toEqual([]);
  });
});

describe("authors' pictures", () => {
  it("add their origins to the post's policy, GitHub's avatars' with github.com's", () => {
    const { model } = build();
    expect(page(model, '/blog/primeiro').policy?.images).toEqual(['https://avatars.githubusercontent.com', 'https://github.com']);
    expect(page(model, '/blog/terceiro').policy?.images).toEqual(['https://img.example.org']);
    expect(page(model, '/blog/segundo').policy).toBeUndefined();
  });

  it('are allowed on every list page showing them, and on the authors page', () => {
    const { model } = build();
    const policyOf = pagePolicies(model.site);
    expect(policyOf(model.pages['/blog']!).images).toEqual(
      expect.arrayContaining(['https://github.com', 'https://avatars.githubusercontent.com', 'https://img.example.org']),
    );
    expect(policyOf(model.pages['/blog/authors/ana']!).images).toEqual(expect.arrayContaining(['https://github.com']));
    expect(policyOf(model.pages['/blog/authors']!).images).toEqual(expect.arrayContaining(['https://avatars.githubusercontent.com']));
    expect(policyOf(model.pages['/guia/instalar']!).images ?? []).toEqual([]);
  });
});

describe("a list's summaries", () => {
  it("point the summary's fragment links at the post, and keep its truncation", () => {
    const summary = (build().model.pages['/blog'] as BlogListPage).posts[0]!;
    expect(summary).toMatchObject({ title: 'Terceiro', href: '/blog/terceiro', truncated: true, date: dayOf(2024, 30) });
    expect(summary.body.html).toBe('<p>Veja <a href="/blog/terceiro#parte">a parte</a>.</p>');
    expect(summary.body.policy).toEqual({ images: ['https://img.example.org'] });
  });
});
