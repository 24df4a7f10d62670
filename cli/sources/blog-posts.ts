// The posts of a blog (config `blog`, docs/design/blog.md §4): every .md/.mdx file of its posts' folder read as a
// content file is (front matter, includes, the Markdown cache's hash), with what makes it a post (`blog`: its dates,
// authors, reading time and flags) and its route by the blog's rule, Docusaurus's (from the file name) or MkDocs
// Material's (from the date and the title). The blog is read by the site's primary variant only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import picomatch from 'picomatch';
import type { ResolvedBlog } from '../config/blog-schema.js';
import { DEFAULT_MAX_PAGE_BYTES } from '../config/schema.js';
import { DocsgenError, type BuildWarning } from '../errors/docsgen-error.js';
import { siteBoundary } from '../fs/site-folder.js';
import { walkFiles } from '../fs/walk-files.js';
import { frontMatterKeyLine, normalizeRoute } from '../routes/content-routes.js';
import { fileNameDate, fileNameInstant, frontMatterDates, noDateError, type FrontMatterDates } from '../text/blog-date.js';
import { readingTimeOf } from '../text/reading-time.js';
import { pythonMarkdownSlugOf } from '../text/slug.js';
import { type AuthorsFile, postAuthors, readAuthorsFile, readTagsFile, type TagsFile, unknownTags } from './blog-authors.js';
import type { BlogSource } from './blog-source.js';
import { firstCommitTimes } from './commit-times.js';
import { readContentFile, type ContentFile } from './content-files.js';
import { includedFileReader } from './included-file.js';

const POST_FILE = /\.mdx?$/i;
/** The blog folder's own page when the posts have a folder of their own (Material's `blog/index.md`). */
const INDEX_FILE = /^index\.mdx?$/i;

export interface BlogReadOptions {
  /** Read `draft: true` posts too: `docsgen dev` publishes them, a build does not (as Docusaurus and Material do). */
  drafts?: boolean;
  maxPageBytes?: number;
  /** The first commit times of posts dated by nothing else, by path from the posts' folder (tests); default: git's. */
  firstCommits?: (postsDir: string, rels: string[]) => Map<string, number>;
}

/** A blog as read: its posts, the folder's own page, its authors and tags files, and what was warned of. */
export interface BlogPosts {
  posts: ContentFile[];
  /**
   * The blog folder's `index.md` when the posts have a folder of their own (`postsDir`): no post, the head of the
   * blog's list (its `route` is the blog's). Not published by itself.
   */
  intro?: ContentFile;
  authors?: AuthorsFile;
  tags?: TagsFile;
  warnings: BuildWarning[];
}

/** A post read, before its date and route are known (some need git, asked once for them all). */
interface ReadPost {
  file: ContentFile;
  rel: string;
  data: Record<string, unknown>;
  dates: FrontMatterDates;
  source: Omit<BlogSource, 'date' | 'updated'>;
}

/** Every post of the blog, read; a post with no date, or a date that is none, is `blog-post-date`. */
export function readBlogPosts(root: string, blog: ResolvedBlog, options: BlogReadOptions = {}): BlogPosts {
  const warnings: BuildWarning[] = [];
  const authors = readAuthorsFile(root, blog.authorsFile);
  const tags = readTagsFile(root, blog.tagsFile);
  warnings.push(...(authors?.warnings ?? []));
  const { posts: found, intro } = listBlogFiles(root, blog);
  const read = includedFileReader(root, siteBoundary(root, blog.dir));
  const maxPageBytes = options.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES;
  const readOne = (abs: string) => readContentFile(root, blog.postsDir, abs, false, { read, maxPageBytes });
  const posts: ReadPost[] = [];
  for (const abs of found) {
    const post = readPost(readOne(abs), abs, { root, blog, authors, tags, warnings });
    if (post.source.draft && !options.drafts) continue;
    posts.push(post);
  }
  const dated = datePosts(posts, blog.postsDir, options.firstCommits ?? firstCommitTimes);
  return {
    posts: dated.map(({ post, date, updated }) => ({
      ...post.file,
      // Named by their path from the site root, which no doc id of the content folder spells.
      id: post.file.file.replace(/\.mdx?$/i, ''),
      route: postRoute(post, date, blog),
      blog: { ...post.source, date, ...(updated ? { updated } : {}) },
    })),
    ...(intro ? { intro: { ...readContentFile(root, blog.dir, intro, true, { read, maxPageBytes }), route: blog.route } } : {}),
    ...(authors ? { authors } : {}),
    ...(tags ? { tags } : {}),
    warnings,
  };
}

/** What the tags file says of the post's tags (their labels and descriptions), which the model's tag pages show. */
function tagLabelsOf(keys: string[], tags: TagsFile | undefined): Pick<BlogSource, 'tagLabels'> {
  const labels: NonNullable<BlogSource['tagLabels']> = {};
  for (const key of keys) {
    const tag = tags?.tags.get(key);
    if (tag) labels[key] = { ...(tag.label ? { label: tag.label } : {}), ...(tag.description ? { description: tag.description } : {}) };
  }
  return Object.keys(labels).length > 0 ? { tagLabels: labels } : {};
}

/** The posts' files (absolute, sorted) and the blog folder's index page when the posts have a folder of their own. */
export function listBlogFiles(root: string, blog: ResolvedBlog): { posts: string[]; intro?: string } {
  const excluded = blog.exclude.length > 0 ? picomatch([...blog.exclude], { dot: true }) : undefined;
  const skip = (name: string): boolean => name.startsWith('.') || name === 'node_modules';
  const relToDir = (abs: string) => path.relative(blog.dir, abs).split(path.sep).join('/');
  const posts = walkFiles(blog.postsDir, { root, boundary: siteBoundary(root, blog.dir), skip })
    .filter((file) => POST_FILE.test(file.rel) && !excluded?.(relToDir(file.path)))
    .map((file) => file.path);
  if (path.resolve(blog.postsDir) === path.resolve(blog.dir)) return { posts };
  const intro = walkFiles(blog.dir, { root, skip: (name, full) => skip(name) || full === blog.postsDir }).find((file) =>
    INDEX_FILE.test(file.rel),
  );
  return { posts, ...(intro ? { intro: intro.path } : {}) };
}

interface PostContext {
  root: string;
  blog: ResolvedBlog;
  authors: AuthorsFile | undefined;
  tags: TagsFile | undefined;
  warnings: BuildWarning[];
}

/** One post's own fields: its front matter's dates, authors, tags (Material's `categories` among them) and flags. */
function readPost(file: ContentFile, abs: string, { root, blog, authors, tags, warnings }: PostContext): ReadPost {
  const raw = readFileSync(abs, 'utf8');
  // readContentFile has parsed and checked this front matter (and refused code in it); its other fields are the blog's.
  const data = frontMatterData(raw);
  checkPostFields(data, raw, file.file);
  const categories = stringList(data.categories);
  const allTags = [...new Set([...file.frontMatter.tags, ...categories])];
  const place = { file: file.file, raw };
  const byAuthors = postAuthors(data, authors, { ...place, authorsPath: path.relative(root, blog.authorsFile).split(path.sep).join('/') });
  warnings.push(...byAuthors.warnings, ...unknownTags(allTags, tags, place));
  const readtime = typeof data.readtime === 'number' && data.readtime > 0 ? data.readtime : undefined;
  const counted = readingTimeOf(file.body, blog.readingTime ? blog.readingTime.wordsPerMinute : 200, readtime);
  const image = typeof data.image === 'string' && data.image !== '' ? data.image : undefined;
  const source: ReadPost['source'] = {
    blog: blog.route,
    authors: byAuthors.authors,
    ...(blog.readingTime === false ? {} : { readingTime: counted.minutes }),
    words: counted.words,
    ...(image ? { image } : {}),
    ...(data.unlisted === true ? { unlisted: true as const } : {}),
    ...(data.draft === true ? { draft: true as const } : {}),
    ...tagLabelsOf(allTags, tags),
  };
  const rel = path.relative(blog.postsDir, abs).split(path.sep).join('/');
  const withTags = categories.length > 0 ? { ...file, frontMatter: { ...file.frontMatter, tags: allTags } } : file;
  return { file: withTags, rel, data, dates: frontMatterDates(data.date, raw, file.file), source };
}

/** The front matter as js-yaml read it, every key (the checked FrontMatter keeps the docs' fields only). */
function frontMatterData(raw: string): Record<string, unknown> {
  const refuse = { parse: (): never => ({}) as never };
  const data: unknown = matter(raw, { engines: { javascript: refuse, coffee: refuse } }).data;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** The post's own fields of the wrong type are errors with their line, as the docs' fields are (front-matter.ts). */
function checkPostFields(data: Record<string, unknown>, raw: string, file: string): void {
  const expected: Array<[string, string, (value: unknown) => boolean]> = [
    ['draft', 'true or false', (v) => typeof v === 'boolean'],
    ['unlisted', 'true or false', (v) => typeof v === 'boolean'],
    ['image', 'a path or an address', (v) => typeof v === 'string'],
    ['readtime', 'a number of minutes', (v) => typeof v === 'number' && v > 0],
  ];
  for (const [key, what, ok] of expected) {
    const value = data[key];
    if (value === undefined || value === null || ok(value)) continue;
    throw new DocsgenError({
      code: 'front-matter-field',
      file,
      ...lineOf(raw, key),
      message: `front matter field "${key}" must be ${what}, got ${JSON.stringify(value)}`,
    });
  }
}

function lineOf(raw: string, key: string): { line?: number } {
  const line = frontMatterKeyLine(raw, key);
  return line === undefined ? {} : { line };
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Each post's date: its front matter's, else its file name's, else its first commit's (one git call for those few),
 * else the `blog-post-date` error: a build never dates a post by the machine's clock.
 */
function datePosts(
  posts: ReadPost[],
  postsDir: string,
  firstCommits: (postsDir: string, rels: string[]) => Map<string, number>,
): Array<{ post: ReadPost; date: string; updated?: string }> {
  const fromName = (post: ReadPost) => {
    const name = fileNameDate(post.rel);
    return name ? fileNameInstant(name, post.file.file) : undefined;
  };
  const named = posts.map((post) => post.dates.date ?? fromName(post));
  const undated = posts.filter((_, i) => named[i] === undefined).map((post) => post.rel);
  const commits = firstCommits(postsDir, undated);
  return posts.map((post, i) => {
    const time = commits.get(post.rel);
    const date = named[i] ?? (time === undefined ? undefined : new Date(time).toISOString());
    if (date === undefined) throw noDateError(post.file.file);
    return { post, date, ...(post.dates.updated ? { updated: post.dates.updated } : {}) };
  });
}

/**
 * A post's route under the blog's. `file` (Docusaurus's parseBlogFileName): the file name's date as folders and the
 * name after it (`2024-01-02-hello.md` → `/2024/01/02/hello`), a name without date its path; a `slug` replaces it
 * all. `date-title` (Material's `{date}/{slug}`): the date's `yyyy/MM/dd` and the title as a slug, or `slug`.
 */
export function postRoute(post: Pick<ReadPost, 'file' | 'rel'>, date: string, blog: Pick<ResolvedBlog, 'route' | 'postRoute'>): string {
  const slug = post.file.frontMatter.slug;
  if (blog.postRoute === 'date-title') {
    const day = date.slice(0, 10).replace(/-/g, '/');
    const title = post.file.frontMatter.title ?? firstHeading(post.file.body);
    const part = slug ?? (title === undefined ? undefined : pythonMarkdownSlugOf(title));
    if (!part) throw untitled(post.file.file);
    return normalizeRoute(`${blog.route}/${day}/${part}`);
  }
  if (slug !== undefined) return normalizeRoute(`${blog.route}/${slug}`);
  const name = fileNameDate(post.rel);
  const rest = name ? `${name.text.replace(/-/g, '/')}/${name.folder}${name.rest}` : post.rel.replace(/(?:\/index)?\.mdx?$/i, '');
  return normalizeRoute(`${blog.route}/${rest}`);
}

/** The text of a body's first `# ` heading, without emphasis marks. */
function firstHeading(body: string): string | undefined {
  const text = /^#[ \t]+(.+?)[ \t#]*$/m.exec(body)?.[1];
  return text?.replace(/[*_`]/g, '').trim() || undefined;
}

function untitled(file: string): DocsgenError {
  return new DocsgenError({
    code: 'front-matter-field',
    file,
    message: 'the post has no title to make its route from: no `title` in its front matter and no "# " heading',
    hint: 'give it a title (`title: …` or a first "# " heading), or a `slug` for its route',
  });
}
