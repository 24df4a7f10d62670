// MkDocs Material's blog plugin (its config.py, BlogConfig) as docsgen's `blog` (docs/design/blog.md §3): the posts of
// `<blog_dir>/posts/` with Material's routes (`date-title`), `<!-- more -->`, 265 words a minute, `category/` pages,
// a page per year, `.authors.yml`, no sidebar of recent posts. The posts and the blog's index.md are the blog's, not
// doc pages: the docs' `exclude` leaves them out, and a nav entry naming the index leads to the blog's route. Options
// that move routes docsgen cannot move, or change what it cannot, are `site-field-unsupported` by name; those that
// only arrange Material's own navigation or pager (`*_name`, `categories_sort_by`, `pagination_format`…) are not read.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../../config/schema.js';
import { routeFor } from '../../routes/content-routes.js';
import type { ReadingWarnings } from '../config-data.js';
import type { NavNode } from './mkdocs-nav.js';
import { pageTitle } from './mkdocs-page-title.js';
import { pluginOptions } from './mkdocs-plugins.js';

type BlogConfig = NonNullable<UserConfig['blog']>;

/** The blog as the reader uses it: docsgen's `blog`, and what of docs_dir is the blog's. */
export interface MkdocsBlog {
  config: BlogConfig;
  /** Globs under docs_dir of the blog's files, which are no doc pages: the posts' folder and the index. */
  exclude: string[];
  /** The blog's index page under docs_dir ("blog/index.md"): the head of its list. */
  index: string;
  /** The posts' folder under docs_dir, with a trailing slash ("blog/posts/"). */
  posts: string;
  route: string;
  title: string;
  /** The plugins this reads, not to be warned of as unrun: "blog", and "rss" when it gives the feeds. */
  plugins: string[];
}

export interface BlogSite {
  root: string;
  file: string;
  docsDir: string;
  warnings: ReadingWarnings;
}

/** The site's blog, when its plugins list Material's enabled and its folder is there. */
export function mkdocsBlog(plugins: unknown, site: BlogSite): MkdocsBlog | undefined {
  const options = pluginOptions(plugins, 'blog');
  if (!options || options.enabled === false) return undefined;
  const { root, file, docsDir, warnings } = site;
  const option = optionReader(options, site);
  const blogDir = folder(option.text('blog_dir', 'blog'));
  const abs = path.join(root, docsDir, blogDir);
  if (!existsSync(abs) || !statSync(abs).isDirectory()) {
    warnings.unreadable(file, 'plugins.blog.blog_dir', blogDir, `there is no folder ${docsDir}/${blogDir}/: the site has no blog`);
    return undefined;
  }
  const under = (rel: string): string => path.posix.join(blogDir, rel);
  const postsDir = postsDirOf(option.text('post_dir', '{blog}/posts'), blogDir, site);
  const authorsFile = path.posix.relative(blogDir, option.text('authors_file', '{blog}/.authors.yml').replaceAll('{blog}', blogDir));
  const index = under('index.md');
  const title = existsSync(path.join(abs, 'index.md'))
    ? pageTitle('index.md', path.join(abs, 'index.md'), path.posix.join(docsDir, index)).title
    : 'Blog';
  const route = routeFor(blogDir === '.' ? 'index' : `${blogDir}/index`);
  const feeds = rssFeeds(plugins, site);
  warnUnread(option);
  const config: BlogConfig = {
    dir: path.posix.join(docsDir, blogDir),
    route,
    title,
    postRoute: 'date-title',
    postsDir,
    truncateMarkers: [option.text('post_excerpt_separator', '<!-- more -->')],
    ...(options.post_excerpt === 'required' ? { untruncatedWords: 0 } : {}),
    readingTime: options.post_readtime === false ? false : { wordsPerMinute: option.count('post_readtime_words_per_minute', 265) },
    postsPerPage: options.pagination === false ? 'all' : option.count('pagination_per_page', 10),
    pageRoute: option.routePart('pagination_url_format', 'page/{page}', '{page}'),
    tagsRoute: option.routePart('categories_url_format', 'category/{slug}', '{slug}'),
    archive: options.archive === false ? false : { route: option.routePart('archive_url_format', 'archive/{date}', '{date}'), years: true },
    authorsFile,
    authorPages: options.authors_profiles === true,
    authorsRoute: option.routePart('authors_profiles_url_format', 'author/{slug}', '{slug}'),
    sidebar: { count: 0 },
    feeds: feeds ?? false,
  };
  return {
    config,
    exclude: [`${under(postsDir)}/**`, index].map((glob) => glob.replace(/^\.\//, '')),
    index: path.posix.normalize(index),
    posts: `${path.posix.normalize(under(postsDir))}/`,
    route,
    title,
    plugins: feeds ? ['blog', 'rss'] : ['blog'],
  };
}

/** A folder option as a path under docs_dir: "./blog/" → "blog", "" → ".". */
function folder(given: string): string {
  return path.posix.normalize(given.replace(/^\.\/|\/+$/g, '') || '.');
}

/** `post_dir` (under docs_dir, `{blog}` the blog's folder) relative to the blog's folder; one outside it is not read. */
function postsDirOf(given: string, blogDir: string, { file, warnings }: BlogSite): string {
  const rel = path.posix.relative(blogDir, folder(given.replaceAll('{blog}', blogDir)));
  if (rel !== '' && !rel.startsWith('..')) return rel;
  warnings.unsupported(
    file,
    'plugins.blog.post_dir',
    `"${given}" is not a folder inside the blog's: the posts are read from ${blogDir}/posts/`,
  );
  return 'posts';
}

/** The options read with their defaults; a value of another type, or a format docsgen cannot follow, warned of. */
function optionReader(options: Record<string, unknown>, { file, warnings }: BlogSite) {
  const field = (name: string): string => `plugins.blog.${name}`;
  const text = (name: string, fallback: string): string => {
    const value = options[name];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'string') return value;
    warnings.unreadable(file, field(name), value, `Material's default "${fallback}" is used`);
    return fallback;
  };
  const count = (name: string, fallback: number): number => {
    const value = options[name];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
    warnings.unreadable(file, field(name), value, `Material's default ${fallback} is used`);
    return fallback;
  };
  /** A URL format `<part>/{placeholder}` as its part; any other shape keeps Material's default, warned of. */
  const routePart = (name: string, fallback: string, placeholder: string): string => {
    const given = text(name, fallback);
    const part = given.endsWith(`/${placeholder}`) ? given.slice(0, -placeholder.length - 1).replace(/^\/+/, '') : '';
    if (/^[^\s/?#{}]+(?:\/[^\s/?#{}]+)*$/.test(part)) return part;
    warnings.unsupported(file, field(name), `"${given}" is not read: docsgen's routes are "${fallback}"`);
    return fallback.slice(0, fallback.indexOf('/'));
  };
  return {
    options,
    field,
    text,
    count,
    routePart,
    unsupported: (name: string, what: string) => warnings.unsupported(file, field(name), what),
  };
}

type OptionReader = ReturnType<typeof optionReader>;

/** Settings at a value docsgen does not follow: each warned of by name, with what docsgen does. */
const FIXED: ReadonlyArray<[name: string, fallback: unknown, what: string]> = [
  ['post_url_format', '{date}/{slug}', 'a post is at <blog>/<yyyy>/<MM>/<dd>/<its title as a slug>'],
  ['post_url_date_format', 'yyyy/MM/dd', 'the date in a post\'s route is "yyyy/MM/dd"'],
  ['post_slugify_separator', '-', 'slugs are joined with "-"'],
  ['categories_slugify_separator', '-', 'slugs are joined with "-"'],
  ['post_date_format', 'long', "dates are written long (January 2, 2024), in the site's language"],
  ['archive_date_format', 'yyyy', 'the archive has a page per year'],
  ['archive_url_date_format', 'yyyy', 'the archive has a page per year'],
  ['blog_toc', false, "the blog's lists have no table of contents"],
  ['archive_toc', false, "the blog's lists have no table of contents"],
  ['categories_toc', false, "the blog's lists have no table of contents"],
  ['authors_profiles_toc', false, "the blog's lists have no table of contents"],
  ['categories', true, "posts' categories are their tags, each with its page"],
  ['authors', true, 'posts show their authors'],
  ['archive_pagination', true, "every list is paged as the blog's is"],
  ['categories_pagination', true, "every list is paged as the blog's is"],
  ['authors_profiles_pagination', true, "every list is paged as the blog's is"],
  ['draft', false, 'drafts are built by `docsgen dev` only'],
  ['draft_on_serve', true, 'drafts are built by `docsgen dev`'],
  ['draft_if_future_date', false, 'a post with a date to come is published'],
];

/** Options that are code, or settings docsgen has one way of: each warned of by name. */
function warnUnread(option: OptionReader): void {
  for (const name of ['post_slugify', 'categories_slugify']) {
    if (option.options[name] !== undefined)
      option.unsupported(name, 'the slug function is not run: slugs are docsgen\'s (lower case, "-")');
  }
  for (const [name, fallback, what] of FIXED) {
    const value = option.options[name];
    if (value !== undefined && value !== null && value !== fallback)
      option.unsupported(name, `${JSON.stringify(value)} is not followed: ${what}`);
  }
  for (const name of ['archive_pagination_per_page', 'categories_pagination_per_page', 'authors_profiles_pagination_per_page']) {
    const value = option.options[name];
    if (value !== undefined && value !== null && value !== (option.options.pagination_per_page ?? 10))
      option.unsupported(name, `${JSON.stringify(value)} is not followed: every list is paged as the blog's is`);
  }
}

/**
 * Material makes no feed: the `rss` plugin (mkdocs-rss-plugin) does, RSS and JSON Feed of the newest `length` pages.
 * docsgen's feeds are the blog's, at `<blog>/rss.xml` and `<blog>/feed.json`, not the plugin's file names: said so.
 */
function rssFeeds(plugins: unknown, { file, warnings }: BlogSite): BlogConfig['feeds'] | undefined {
  const rss = pluginOptions(plugins, 'rss');
  if (!rss || rss.enabled === false) return undefined;
  const length = typeof rss.length === 'number' && Number.isInteger(rss.length) && rss.length > 0 ? rss.length : 20;
  const types: Array<'rss' | 'json'> = rss.json_feed_enabled === false ? ['rss'] : ['rss', 'json'];
  warnings.unsupported(
    file,
    'plugins.rss',
    `the blog's feeds are written at its route (rss.xml${types.includes('json') ? ', feed.json' : ''}), not as feed_rss_created.xml and feed_rss_updated.xml, and hold its posts only`,
  );
  return { types, limit: length };
}

/**
 * The navigation with the blog in it as docsgen publishes it: the index page (a doc no more) a link to the blog's
 * route, titled as the nav titles it; a section holding only that link is the link, titled as the section.
 */
export function blogNav(nodes: NavNode[], blog: Pick<MkdocsBlog, 'index' | 'route' | 'title'>): NavNode[] {
  return nodes.map((node): NavNode => {
    if (node.kind === 'page' && node.path === blog.index) return { kind: 'link', url: blog.route, title: node.title ?? blog.title };
    if (node.kind !== 'section') return node;
    const children = blogNav(node.children, blog);
    const only = children.length === 1 ? children[0] : undefined;
    if (only?.kind === 'link' && only.url === blog.route && node.children[0]?.kind === 'page')
      return { kind: 'link', url: blog.route, title: node.title || only.title };
    return { ...node, children };
  });
}
