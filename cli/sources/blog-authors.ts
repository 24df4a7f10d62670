// A blog's authors and tags files (docs/design/blog.md §4), and the authors a post names. The authors file is read in
// Docusaurus's shape (`key: { name, title, url, image_url, email, socials, page }`) and in MkDocs Material's
// (`authors: { key: { name, description, avatar, url } }`), YAML or JSON; the tags file in Docusaurus's (`key: { label,
// permalink, description }`). Each entry keeps its line, so a message names where to look.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { BlogAuthor } from '../../shared/model/blog.js';
import { DocsgenError, type BuildWarning } from '../errors/docsgen-error.js';
import { previewValue } from '../text/value-preview.js';

/** An author of the authors file, with the line of their key. */
export interface FileAuthor extends BlogAuthor {
  key: string;
  line: number;
}

/** The authors file as read: its path from the site root, and its authors by key. */
export interface AuthorsFile {
  file: string;
  authors: Map<string, FileAuthor>;
  /** `blog-author-image` for pictures given by a relative path, which are not shown. */
  warnings: BuildWarning[];
}

/** A tag of the tags file. */
export interface FileTag {
  key: string;
  label: string;
  permalink?: string;
  description?: string;
  line: number;
}

export interface TagsFile {
  file: string;
  tags: Map<string, FileTag>;
}

/**
 * Where a social handle leads, as Docusaurus's authorsSocials.ts normalizes them; a value that is already an address
 * is kept. The first of the author's socials (in this order) becomes their `url` when they have none.
 */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

/** An author's first social link as an address, in SOCIAL_URLS's order, then any other that is an address. */
export function socialUrl(socials: unknown): string | undefined {
  if (typeof socials !== 'object' || socials === null) return undefined;
  const entries = Object.entries(socials as Record<string, unknown>).filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
  );
  const isUrl = (value: string) => /^https?:\/\//i.test(value);
  for (const platform of Object.keys(SOCIAL_URLS)) {
    const handle = entries.find(([name]) => name.toLowerCase() === platform)?.[1];
    if (handle) return isUrl(handle) ? handle : SOCIAL_URLS[platform]!(handle.replace(/^@/, ''));
  }
  return entries.find(([, value]) => isUrl(value))?.[1];
}

/** A YAML or JSON file of the blog as a mapping; bad YAML or another value is `blog-authors-file` with its line. */
function readMapping(abs: string, file: string, what: string): { data: Record<string, unknown>; text: string } {
  const text = readFileSync(abs, 'utf8');
  let data: unknown;
  try {
    // Entries are read one level down only, so aliases (shared by js-yaml, never copied) cost nothing here.
    data = load(text, { filename: file });
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    throw new DocsgenError({
      code: 'blog-authors-file',
      file,
      ...(mark?.line === undefined ? {} : { line: mark.line + 1 }),
      message: `the ${what} file is not valid YAML: ${(error as { reason?: string }).reason ?? (error as Error).message}`,
      hint: 'fix the YAML (quote values that contain a colon)',
      cause: error,
    });
  }
  if (data === undefined || data === null) return { data: {}, text };
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new DocsgenError({
      code: 'blog-authors-file',
      file,
      line: 1,
      message: `the ${what} file is ${Array.isArray(data) ? 'a list' : previewValue(data)}, not a mapping of keys to entries`,
      hint: what === 'tags' ? 'write one entry a key: "release: { label: Release }"' : 'write one entry a key: "jdoe: { name: Jane Doe }"',
    });
  }
  return { data: data as Record<string, unknown>, text };
}

/** The 1-based line of `key:` in a YAML or JSON text, at least `after`; the first line when none is found. */
export function keyLine(text: string, key: string, after = 0): number {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?:^|[\\s{,\\[-])["']?${escaped}["']?\\s*:`);
  const lines = text.split(/\r?\n/);
  const index = lines.findIndex((line, i) => i + 1 >= after && pattern.test(line));
  return index === -1 ? Math.max(after, 1) : index + 1;
}

/** The 1-based line, at least `after`, where `value` stands as a list item or a value of a front matter; else `after`. */
export function valueLine(raw: string, value: string, after: number): number {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?:^|[\\s\\[,:'"-])${escaped}(?:$|[\\s\\],'"])`);
  const lines = raw.split(/\r?\n/);
  const index = lines.findIndex((line, i) => i + 1 >= after && pattern.test(line));
  return index === -1 ? after : index + 1;
}

/** The authors file (`abs`), or undefined when there is none. */
export function readAuthorsFile(root: string, abs: string): AuthorsFile | undefined {
  if (!existsSync(abs)) return undefined;
  const file = path.relative(root, abs).split(path.sep).join('/');
  const { data, text } = readMapping(abs, file, 'authors');
  // Material's `.authors.yml` holds them under `authors:`; a Docusaurus author named "authors" has a `name` of their own.
  const nested = Object.keys(data).length === 1 && isMapping(data.authors) && !('name' in data.authors);
  const entries = (nested ? data.authors : data) as Record<string, unknown>;
  const start = nested ? keyLine(text, 'authors') : 0;
  const authors = new Map<string, FileAuthor>();
  const warnings: BuildWarning[] = [];
  for (const [key, value] of Object.entries(entries)) {
    const line = keyLine(text, key, start);
    const author = fileAuthor(key, value, { file, line });
    if (author.imageUrl !== undefined && isRelativePath(author.imageUrl)) {
      warnings.push(relativeImage(author, file));
      delete author.imageUrl;
    }
    authors.set(key, author);
  }
  return { file, authors, warnings };
}

/** A path that is no address and does not start at the site root ("img/jdoe.png", "./jdoe.png"). */
const isRelativePath = (url: string): boolean => !/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(url);

/**
 * A picture named by a relative path is left out, with a warning: whether it is meant from the authors file, the blog
 * folder or the static folder is a guess, and a guessed path that publishes nothing is a broken image on every post.
 */
function relativeImage(author: FileAuthor, file: string): BuildWarning {
  return {
    code: 'blog-author-image',
    file,
    line: author.line,
    message: `author "${author.key}"'s picture "${author.imageUrl}" is a relative path, which is not published: the author is shown without it; put the picture in the static folder and write its path from the site root (/img/${author.key}.png), or an https:// address`,
  };
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One entry of the authors file, in either shape; without a name it is `blog-authors-file`. */
function fileAuthor(key: string, value: unknown, { file, line }: { file: string; line: number }): FileAuthor {
  const entry = isMapping(value) ? value : {};
  const name = entry.name;
  if (typeof name !== 'string' || name.trim() === '') {
    throw new DocsgenError({
      code: 'blog-authors-file',
      file,
      line,
      message: `author "${key}" has no name`,
      hint: `give it one: ${key}: { name: Jane Doe, title: Maintainer }`,
    });
  }
  return { key, line, ...authorFields(entry), name };
}

/** An author's fields as either generator writes them (Docusaurus: title, image_url; Material: description, avatar). */
export function authorFields(entry: Record<string, unknown>): Omit<BlogAuthor, 'key' | 'page' | 'name'> {
  const text = (...keys: string[]) => keys.map((k) => entry[k]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const title = text('title', 'description');
  const url = text('url') ?? socialUrl(entry.socials);
  const imageUrl = text('image_url', 'imageURL', 'avatar');
  return { ...(title ? { title } : {}), ...(url ? { url } : {}), ...(imageUrl ? { imageUrl } : {}) };
}

/** The tags file (`abs`), or undefined when there is none. */
export function readTagsFile(root: string, abs: string): TagsFile | undefined {
  if (!existsSync(abs)) return undefined;
  const file = path.relative(root, abs).split(path.sep).join('/');
  const { data, text } = readMapping(abs, file, 'tags');
  const tags = new Map<string, FileTag>();
  for (const [key, value] of Object.entries(data)) {
    const entry = isMapping(value) ? value : {};
    const line = keyLine(text, key);
    const field = (name: string) => (typeof entry[name] === 'string' && entry[name] !== '' ? (entry[name] as string) : undefined);
    const permalink = field('permalink');
    const description = field('description');
    tags.set(key, {
      key,
      label: field('label') ?? key,
      line,
      ...(permalink ? { permalink } : {}),
      ...(description ? { description } : {}),
    });
  }
  return { file, tags };
}

/** Where a post is, for the warnings of its authors and tags. */
export interface PostPlace {
  file: string;
  /** The post's whole text, to find the lines of its front matter's keys. */
  raw: string;
}

/** How many of a file's keys a hint names before "…". */
const NAMED_KEYS = 5;

const someKeys = (keys: Iterable<string>): string => {
  const all = [...keys];
  return all.slice(0, NAMED_KEYS).join(', ') + (all.length > NAMED_KEYS ? '…' : '');
};

/**
 * A post's authors from its front matter: `authors` as a key, an inline author or a list of both, or Docusaurus's
 * legacy `author`, `author_title`, `author_url`, `author_image_url`. A key the authors file lacks warns
 * (`blog-author-unknown`) and shows as the key itself, without link or picture.
 */
export function postAuthors(
  data: Record<string, unknown>,
  authorsFile: AuthorsFile | undefined,
  { file, raw, authorsPath }: PostPlace & { authorsPath: string },
): { authors: BlogAuthor[]; warnings: BuildWarning[] } {
  const warnings: BuildWarning[] = [];
  const authorsLine = keyLine(raw, 'authors');
  const one = (value: unknown): BlogAuthor[] => {
    if (isMapping(value)) {
      if (typeof value.name === 'string' && value.name.trim() !== '') return [{ ...authorFields(value), name: value.name }];
      if (typeof value.key === 'string') return one(value.key);
      return [];
    }
    if (typeof value !== 'string' || value.trim() === '') return [];
    const known = authorsFile?.authors.get(value);
    if (known) {
      const { line: _, ...author } = known;
      return [author];
    }
    warnings.push(unknownAuthor(value, { file, line: valueLine(raw, value, authorsLine) }, authorsFile, authorsPath));
    return [{ name: value }];
  };
  const written = data.authors;
  const authors = (Array.isArray(written) ? written : written === undefined || written === null ? [] : [written]).flatMap(one);
  if (typeof data.author === 'string' && data.author.trim() !== '') {
    const legacy = authorFields({
      title: data.author_title ?? data.authorTitle,
      url: data.author_url ?? data.authorURL,
      image_url: data.author_image_url ?? data.authorImageURL,
    });
    authors.push({ ...legacy, name: data.author });
  }
  return { authors, warnings };
}

function unknownAuthor(
  key: string,
  { file, line }: { file: string; line: number },
  authorsFile: AuthorsFile | undefined,
  authorsPath: string,
): BuildWarning {
  const inline = 'or write the author inline: authors: { name: Jane Doe }';
  return {
    code: 'blog-author-unknown',
    file,
    line,
    message: authorsFile
      ? `author "${key}" is not in ${authorsFile.file}: the post shows the key as the name; add it there (it has: ${someKeys(authorsFile.authors.keys())}), ${inline}`
      : `author "${key}" is named by key, but the blog has no authors file: the post shows the key as the name; create ${authorsPath} with "${key}: { name: … }", ${inline}`,
  };
}

/** A `blog-tag-unknown` warning for each of a post's tags the tags file lacks (none when there is no tags file). */
export function unknownTags(tags: readonly string[], tagsFile: TagsFile | undefined, { file, raw }: PostPlace): BuildWarning[] {
  if (!tagsFile) return [];
  const tagsLine = keyLine(raw, 'tags');
  return tags
    .filter((tag) => !tagsFile.tags.has(tag))
    .map((tag) => ({
      code: 'blog-tag-unknown',
      file,
      line: valueLine(raw, tag, tagsLine),
      message: `tag "${tag}" is not in ${tagsFile.file}: add it there with its label, or use one of its tags (${someKeys(tagsFile.tags.keys())})`,
    }));
}
