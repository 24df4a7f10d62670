// The blog plugin's options (the classic preset's `blog`, or a `@docusaurus/plugin-content-blog` of its own) as
// docsgen's `blog` (docs/design/blog.md §3). The config's defaults are Docusaurus's, so only what a site sets is
// written; what changes the output and docsgen cannot do (a component of its own, a function, a second blog) is a
// `site-field-unsupported` naming the option.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../../config/schema.js';
import { isMarker, isRecord, type ReadingWarnings, stringAt } from '../config-data.js';
import { warnDocusaurusPlugins } from '../unrun-plugins.js';
import { truncateMarkersOf } from './blog-markers.js';
import { CLASSIC_PRESET, entries, relativeToSite } from './docs-options.js';

type BlogConfig = NonNullable<UserConfig['blog']>;

const BLOG_PLUGIN = /(^content-blog$|plugin-content-blog)/;

/** Options that replace a part of Docusaurus's blog with the site's own code: docsgen draws its own pages. */
const OWN_CODE = [
  'blogListComponent',
  'blogPostComponent',
  'blogTagsListComponent',
  'blogTagsPostsComponent',
  'blogArchiveComponent',
  'blogAuthorsPostsComponent',
  'blogAuthorsListComponent',
  'processBlogPosts',
  'readingTime',
] as const;

/** A blog the config asks for: its options, the field they are at, and whether the preset gives it without saying. */
interface BlogEntry {
  options: Record<string, unknown>;
  /** "blog" (the preset's) or "plugins[2]". */
  field: string;
  implicit: boolean;
}

export interface BlogReading {
  root: string;
  file: string;
  warnings: ReadingWarnings;
  /** Whether the docs show when they were last updated (the site's `lastUpdated`, which posts share). */
  lastUpdated: boolean;
}

/**
 * The site's blog: the first the config has whose folder is there (the classic preset gives one at `blog/` unless
 * `blog: false`); a second is warned of, as docsgen builds one blog. Undefined when the site has none.
 */
export function blogOptions(site: Record<string, unknown>, reading: BlogReading): BlogConfig | undefined {
  const { root, file, warnings } = reading;
  let blog: BlogConfig | undefined;
  for (const entry of blogEntries(site)) {
    const dir = relativeToSite(root, stringAt(entry.options.path, file, `${entry.field}.path`, warnings) ?? 'blog');
    const abs = path.join(root, dir);
    if (!existsSync(abs) || !statSync(abs).isDirectory()) {
      // The preset's blog with no folder is no blog (Docusaurus builds none); a blog the config sets up is warned of.
      if (!entry.implicit) warnings.unreadable(file, `${entry.field}.path`, dir, `there is no folder ${dir}/: the site has no blog`);
      continue;
    }
    if (blog) {
      const id = typeof entry.options.id === 'string' ? entry.options.id : 'default';
      warnings.unsupported(file, entry.field, `a second blog (id '${id}') is not read: docsgen builds one blog, ${blog.dir}/`);
      continue;
    }
    blog = blogConfig(entry, dir, reading);
  }
  return blog;
}

/** The preset's blog (unless `blog: false`), then each blog plugin, in the config's order. */
function blogEntries(site: Record<string, unknown>): BlogEntry[] {
  const found: BlogEntry[] = [];
  for (const [name, options] of entries(site.presets)) {
    if (!CLASSIC_PRESET.test(name)) continue;
    const blog = isRecord(options) ? options.blog : undefined;
    if (blog === false) continue;
    found.push({ options: isRecord(blog) ? blog : {}, field: 'blog', implicit: !isRecord(blog) });
  }
  for (const [name, options, at] of entries(site.plugins)) {
    if (BLOG_PLUGIN.test(name)) found.push({ options: isRecord(options) ? options : {}, field: `plugins[${at}]`, implicit: false });
  }
  return found;
}

/** The options as docsgen's `blog`: the fields the site sets, Docusaurus's names turned into docsgen's. */
function blogConfig({ options, field: at }: BlogEntry, dir: string, reading: BlogReading): BlogConfig {
  const { file, warnings } = reading;
  const field = (name: string): string => `${at}.${name}`;
  const text = (name: string): string | undefined => stringAt(options[name], file, field(name), warnings);
  warnOwnCode(options, field, reading);
  warnDocusaurusPlugins(options, { file, field }, warnings);
  const routeBasePath = text('routeBasePath');
  const title = text('blogTitle');
  const description = text('blogDescription');
  const tagsBasePath = text('tagsBasePath');
  const authorsBasePath = text('authorsBasePath');
  const pageBasePath = text('pageBasePath');
  const authorsMapPath = text('authorsMapPath');
  const editUrl = editUrlOf(options.editUrl, file, field('editUrl'), warnings);
  return {
    dir,
    ...(routeBasePath !== undefined ? { route: `/${routeBasePath.replace(/^\/+|\/+$/g, '')}` } : {}),
    ...(title ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    ...pagingOf(options, field, reading),
    ...(options.sortPosts === 'ascending' ? { sort: 'oldest' as const } : {}),
    ...(tagsBasePath ? { tagsRoute: routePart(tagsBasePath) } : {}),
    ...(authorsBasePath ? { authorsRoute: routePart(authorsBasePath) } : {}),
    ...(pageBasePath ? { pageRoute: routePart(pageBasePath) } : {}),
    ...archiveOf(options.archiveBasePath, file, field('archiveBasePath'), warnings),
    ...(authorsMapPath ? { authorsFile: authorsMapPath } : {}),
    ...tagsFileOf(options.tags, dir, field('tags'), reading),
    ...(options.showReadingTime === false ? { readingTime: false as const } : {}),
    ...truncateMarkersOf(options.truncateMarker, file, field('truncateMarker'), warnings),
    ...untruncatedOf(options.onUntruncatedBlogPosts, file, field('onUntruncatedBlogPosts'), warnings),
    ...feedsOf(options.feedOptions, { title, description }, field('feedOptions'), reading),
    ...globsOf(options, field, reading),
    // Docusaurus gives posts an edit link only from the blog's own editUrl, never from the docs'.
    editUrl: editUrl ?? false,
  };
}

/** A route part as the config's `tagsRoute` takes it: no slash at its ends. */
function routePart(given: string): string {
  return given.replace(/^\/+|\/+$/g, '');
}

/** Posts a page, and the sidebar of recent posts: `'ALL'` is docsgen's `'all'`. */
function pagingOf(options: Record<string, unknown>, field: (name: string) => string, { file, warnings }: BlogReading): Partial<BlogConfig> {
  const count = (name: string, min: number): number | 'all' | undefined => {
    const value = options[name];
    if (value === undefined) return undefined;
    if (value === 'ALL') return 'all';
    if (typeof value === 'number' && Number.isInteger(value) && value >= min) return value;
    warnings.unreadable(file, field(name), value, "Docusaurus's default is used");
    return undefined;
  };
  const postsPerPage = count('postsPerPage', 1);
  const sidebarCount = count('blogSidebarCount', 0);
  const sidebarTitle = stringAt(options.blogSidebarTitle, file, field('blogSidebarTitle'), warnings);
  const sidebar =
    sidebarCount !== undefined || sidebarTitle
      ? { sidebar: { ...(sidebarTitle ? { title: sidebarTitle } : {}), ...(sidebarCount !== undefined ? { count: sidebarCount } : {}) } }
      : {};
  return { ...(postsPerPage !== undefined ? { postsPerPage } : {}), ...sidebar };
}

/** `archiveBasePath`: null is no archive. */
function archiveOf(value: unknown, file: string, field: string, warnings: ReadingWarnings): Partial<BlogConfig> {
  if (value === undefined) return {};
  if (value === null) return { archive: false };
  const given = stringAt(value, file, field, warnings);
  return given ? { archive: { route: routePart(given) } } : {};
}

/** `tags`: the tags file (a path in the blog folder); null or false reads none, which docsgen cannot say when tags.yml is there. */
function tagsFileOf(value: unknown, dir: string, field: string, { root, file, warnings }: BlogReading): Partial<BlogConfig> {
  if (value === undefined) return {};
  if (value === null || value === false) {
    if (existsSync(path.join(root, dir, 'tags.yml')))
      warnings.unsupported(file, field, `${dir}/tags.yml is read all the same: tags not in it are warned of (blog-tag-unknown)`);
    return {};
  }
  const given = stringAt(value, file, field, warnings);
  return given ? { tagsFile: given } : {};
}

/** `onUntruncatedBlogPosts`: 'ignore' warns of no post; docsgen warns of long ones otherwise (blog.untruncatedWords). */
function untruncatedOf(value: unknown, file: string, field: string, warnings: ReadingWarnings): Partial<BlogConfig> {
  if (value === 'ignore') return { untruncatedWords: false };
  if (value === 'throw')
    warnings.unsupported(
      file,
      field,
      'a post without a truncation marker is a warning (blog-untruncated), not an error: build with --strict to fail on it',
    );
  return {};
}

/** `editUrl`: a string is the posts' (followed by their path from the site folder, as Docusaurus joins it). */
function editUrlOf(value: unknown, file: string, field: string, warnings: ReadingWarnings): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && /^https?:\/\//.test(value)) return value;
  if (isMarker(value) && value.$function !== undefined) {
    warnings.unsupported(file, field, 'an edit link made by a function is not run: posts have no edit link, as when the blog names none');
    return undefined;
  }
  warnings.unreadable(file, field, value, 'posts have no edit link, as when the blog names none');
  return undefined;
}

/** `include` other than Docusaurus's default, `exclude` as the blog's. */
function globsOf(options: Record<string, unknown>, field: (name: string) => string, { file, warnings }: BlogReading): Partial<BlogConfig> {
  const include = options.include;
  const isDefault = Array.isArray(include) && include.length === 1 && include[0] === '**/*.{md,mdx}';
  if (include !== undefined && !isDefault)
    warnings.unsupported(file, field('include'), "the blog's posts are its .md and .mdx files (`exclude` leaves some out)");
  const exclude = options.exclude;
  if (exclude === undefined) return {};
  if (Array.isArray(exclude) && exclude.every((glob) => typeof glob === 'string')) return { exclude };
  warnings.unreadable(file, field('exclude'), exclude, "Docusaurus's default is used");
  return {};
}

/** What the site's own code does in its blog, and settings docsgen has one way of: each warned of by name. */
function warnOwnCode(
  options: Record<string, unknown>,
  field: (name: string) => string,
  { file, warnings, lastUpdated }: BlogReading,
): void {
  for (const name of OWN_CODE) {
    if (options[name] !== undefined)
      warnings.unsupported(
        file,
        field(name),
        `the site's own ${name.endsWith('Component') ? 'component' : 'code'} is not run: docsgen's blog does this its own way`,
      );
  }
  for (const name of ['onInlineTags', 'onInlineAuthors'] as const) {
    if (options[name] === 'throw')
      warnings.unsupported(file, field(name), 'an unknown tag or author is a warning, not an error: build with --strict to fail on it');
  }
  if (options.showLastUpdateTime !== undefined && (options.showLastUpdateTime === true) !== lastUpdated)
    warnings.unsupported(
      file,
      field('showLastUpdateTime'),
      `posts show when they were last updated as the docs do (${lastUpdated ? 'they do' : 'they do not'}): the site has one \`lastUpdated\``,
    );
}

/** `feedOptions`: its types ('all', one, a list, or null for none), limit and copyright; what docsgen cannot do, warned of. */
function feedsOf(
  value: unknown,
  blog: { title?: string; description?: string },
  field: string,
  { file, warnings }: BlogReading,
): Partial<BlogConfig> {
  if (value === undefined) return {};
  if (!isRecord(value)) {
    warnings.unreadable(file, field, value, 'the blog has an RSS and an Atom feed');
    return {};
  }
  if (value.type === null) return { feeds: false };
  const types = feedTypes(value.type, file, `${field}.type`, warnings);
  const limit =
    value.limit === null || value.limit === false
      ? Number.MAX_SAFE_INTEGER
      : typeof value.limit === 'number' && value.limit > 0
        ? Math.floor(value.limit)
        : undefined;
  if (value.limit !== undefined && limit === undefined)
    warnings.unreadable(file, `${field}.limit`, value.limit, 'the feeds hold the newest 20 posts');
  const copyright = typeof value.copyright === 'string' && value.copyright !== '' ? value.copyright : undefined;
  if (value.xslt !== undefined && value.xslt !== null && value.xslt !== false)
    warnings.unsupported(file, `${field}.xslt`, 'the feeds are written without a stylesheet');
  if (value.createFeedItems !== undefined)
    warnings.unsupported(file, `${field}.createFeedItems`, "the site's own code is not run: the feeds hold docsgen's items");
  if (typeof value.title === 'string' && value.title !== (blog.title ?? 'Blog'))
    warnings.unsupported(file, `${field}.title`, "the feeds' title is the blog's (blogTitle)");
  if (typeof value.description === 'string' && value.description !== (blog.description ?? 'Blog'))
    warnings.unsupported(file, `${field}.description`, "the feeds' description is the blog's (blogDescription)");
  if (value.language !== undefined) warnings.unsupported(file, `${field}.language`, "the feeds' language is the site's");
  if (types === undefined && limit === undefined && copyright === undefined) return {};
  return { feeds: { ...(types ? { types } : {}), ...(limit !== undefined ? { limit } : {}), ...(copyright ? { copyright } : {}) } };
}

type FeedType = 'rss' | 'atom' | 'json';
const FEED_TYPES: readonly FeedType[] = ['rss', 'atom', 'json'];

function feedTypes(value: unknown, file: string, field: string, warnings: ReadingWarnings): FeedType[] | undefined {
  if (value === undefined) return undefined;
  if (value === 'all') return [...FEED_TYPES];
  const list = typeof value === 'string' ? [value] : value;
  if (Array.isArray(list) && list.length > 0 && list.every((type) => FEED_TYPES.includes(type as FeedType))) return list as FeedType[];
  warnings.unreadable(file, field, value, 'the blog has an RSS and an Atom feed');
  return undefined;
}
