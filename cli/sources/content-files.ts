import { createHash } from 'node:crypto';
import picomatch from 'picomatch';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MAX_PAGE_BYTES } from '../config/schema.js';
import { DocsgenError, type BuildWarning } from '../errors/docsgen-error.js';
import { decodeUtf8Text } from './decode-text.js';
import { parseFrontMatter, type FrontMatter } from './front-matter.js';
import { fileLineOf } from './file-line.js';
import { includedFileReader } from './included-file.js';
import { type Expanded, expandIncludes, type IncludeContext, type IncludedText } from './includes.js';
import { expandSnippets, type SnippetOptions } from './snippets.js';
import { readTitleDirective } from './title-directive.js';
import { checkPageSize } from './page-size.js';
import { contentRoute, docIdFor, frontMatterKeyLine, namedDocIdFor, type PageNaming, type RouteStyle } from '../routes/content-routes.js';
import { chooseFolderIndexes, folderOf, isFolderIndexFileName } from '../routes/folder-index.js';
import { numberPrefixOf } from '../routes/number-prefix.js';
import { siteBoundary } from '../fs/site-folder.js';
import { walkFiles } from '../fs/walk-files.js';
import type { ContentFileCache } from './content-file-cache.js';
import type { BlogSource } from './blog-source.js';

/** One Markdown page as read from disk, before the Markdown is parsed. */
export interface ContentFile {
  id: string;
  /** Path relative to the site root, for messages. */
  file: string;
  route: string;
  frontMatter: FrontMatter;
  body: string;
  bodyStartLine: number;
  /** Content hash of the raw file, the key of the Markdown cache. */
  hash: string;
  /** The file is its folder's page (index.md, README.md or _index.md: folder-index.ts), whatever its route. */
  folderIndex?: boolean;
  /** The number its file name starts with (`01-intro.md`), when the config reads number prefixes: its place in generated sidebars. */
  numberPrefix?: number;
  /**
   * When files were pasted into the body (includes.ts): for each body line (index 0 is line 1), the line of the file's
   * own body it stands for; pasted lines stand for their directive's. Read through fileLineOf.
   */
  lineOrigins?: number[];
  /** The files pasted into the body, absolute: `docsgen dev` reads the page again when one changes. */
  includes?: string[];
  /** The page's whole HTML <title>, from mdBook's `{{#title …}}` (title-directive.ts); the page's title otherwise. */
  documentTitle?: string;
  /**
   * A page of the pages folder (config `pages`): in no sidebar; "react" is a component module (its source the body),
   * rendered as the page's whole content.
   */
  standalone?: 'markdown' | 'react';
  /** A post of the blog (config `blog`, sources/blog-posts.ts): its date, authors and flags. In no docs sidebar. */
  blog?: BlogSource;
  /** The blog folder's own page (MkDocs Material's `blog/index.md`): no page of its own, its body heads the blog's list. */
  blogIntro?: true;
  /** What the includes could not paste (a missing file, a loop), with the line in the file. */
  includeWarnings?: Array<{ code: string; line: number; message: string }>;
}

/**
 * Every .md file under the content folder, sorted, skipping dot-folders, "_" partials (but Hugo's `_index.md`, a
 * folder's page) and node_modules. Links are followed (a linked file or folder inside the site is ordinary content). A
 * file whose name can make no route ("..md", ".md": tldr-pages has a page for the `.` command) is left out like any
 * dot-file, with a warning pushed to `skipped` naming it, rather than stopping a site of thousands of pages.
 */
export function listMarkdownFiles(
  contentDir: string,
  root: string,
  skipped: BuildWarning[] = [],
  exclude: readonly string[] = [],
): string[] {
  // The config's `exclude` (VitePress's srcExclude, a book's unlisted chapters): matched on the path in the folder.
  const excluded = exclude.length > 0 ? picomatch([...exclude], { dot: true }) : undefined;
  const left: BuildWarning[] = [];
  const skip = (name: string, found: string): boolean => {
    if (UNROUTABLE_NAME.test(name)) {
      const file = path.relative(root, found).split(path.sep).join('/');
      left.push({
        code: 'unroutable-file-name',
        file,
        message: `the name "${name}" has nothing before its extension, so it makes no route: the file is not published (rename it, e.g. "dot.md", to publish it)`,
      });
      return true;
    }
    return name.startsWith('.') || (name.startsWith('_') && !isFolderIndexFileName(name)) || name === 'node_modules';
  };
  const files = walkFiles(contentDir, { root, boundary: siteBoundary(root, contentDir), skip })
    .filter((file) => /\.mdx?$/i.test(file.rel))
    .filter((file) => !excluded?.(path.relative(contentDir, file.path).split(path.sep).join('/')))
    .map((file) => file.path);
  // Sorted as the files are: the file system lists a folder in no set order.
  skipped.push(...left.sort((a, b) => (a.file! < b.file! ? -1 : a.file! > b.file! ? 1 : 0)));
  return files;
}

/** How the config says file names name pages. */
export function pageNaming(config: Pick<ContentRules, 'numberPrefixes' | 'folderNamedPages'>): PageNaming {
  return { numberPrefixes: config.numberPrefixes ?? false, folderNamedPages: config.folderNamedPages ?? false };
}

/** ".md", "..md", "...mdx": nothing but dots before the extension. */
const UNROUTABLE_NAME = /^\.*\.mdx?$/i;

/** The config's rules for content files: which are pages, where they are published, how large they may be. */
export interface ContentRules {
  /** The largest page, in bytes, with the files it pastes in (config `maxPageBytes`). */
  maxPageBytes?: number;
  /** The route the content folder's pages are published under (config `contentRoute`); absent is "/". */
  contentRoute?: string;
  /** Glob patterns of files that are not pages, relative to the content folder (config `exclude`). */
  exclude?: readonly string[];
  /** Number prefixes are places, not names (config `numberPrefixes`). */
  numberPrefixes?: boolean;
  /** A page named as its folder is the folder's page (config `folderNamedPages`). */
  folderNamedPages?: boolean;
  /** How a file's path and slug make its route (config `routeStyle`); absent is "path". */
  routeStyle?: RouteStyle;
  /** An MkDocs site's pymdownx.snippets (config `markdown.mkdocs.snippets`): `--8<--` pastes files. */
  snippets?: SnippetOptions;
}

/** The content rules of a resolved config. */
export function contentRulesOf(
  config: ContentRules & { markdown?: { mkdocs?: { extensions: string[]; snippets?: SnippetOptions } } },
): ContentRules {
  const snippets = config.snippets ?? snippetOptionsOf(config.markdown?.mkdocs);
  return {
    ...(snippets ? { snippets } : {}),
    ...(config.maxPageBytes !== undefined ? { maxPageBytes: config.maxPageBytes } : {}),
    ...(config.contentRoute !== undefined ? { contentRoute: config.contentRoute } : {}),
    ...(config.exclude !== undefined ? { exclude: config.exclude } : {}),
    ...(config.numberPrefixes ? { numberPrefixes: true } : {}),
    ...(config.folderNamedPages ? { folderNamedPages: true } : {}),
    ...(config.routeStyle !== undefined ? { routeStyle: config.routeStyle } : {}),
  };
}

/** How content files are read: the config's rules, and where to report the files left out. */
export interface ContentReading extends ContentRules {
  /** Warnings for files left out of the site (listMarkdownFiles) are pushed here. */
  skipped?: BuildWarning[];
}

/**
 * Reads and splits every content file; stops at the first broken file or at two files claiming one route. With
 * `cache`, a file whose stamp (and its pasted files') did not change since the last build is taken from there.
 */
export function readContentFiles(
  root: string,
  contentDir: string,
  cache?: ContentFileCache,
  { maxPageBytes = DEFAULT_MAX_PAGE_BYTES, contentRoute: base, exclude, skipped, routeStyle, snippets, ...rules }: ContentReading = {},
): ContentFile[] {
  const naming = pageNaming(rules);
  const listing = listMarkdownFiles(contentDir, root, skipped, exclude);
  const indexes = folderIndexFiles(contentDir, listing, naming);
  const reading = { read: includedFileReader(root, siteBoundary(root, contentDir)), maxPageBytes, base, naming, routeStyle, snippets };
  return checkUniqueRoutes(
    listing.map((abs) => {
      const folderIndex = indexes.has(abs);
      if (!cache) return readContentFile(root, contentDir, abs, folderIndex, reading);
      const stamp = cache.stamp(abs); // before the read: a file written meanwhile is read again next time
      const cached = cache.get(abs, stamp, folderIndex);
      if (cached) return cached;
      const file = readContentFile(root, contentDir, abs, folderIndex, reading);
      cache.set(abs, stamp, file);
      return file;
    }),
  );
}

/** pymdownx.snippets' options when the MkDocs site lists the extension (`base_path` the site root by default). */
function snippetOptionsOf(mkdocs: { extensions: string[]; snippets?: SnippetOptions } | undefined): SnippetOptions | undefined {
  if (!mkdocs?.extensions.includes('pymdownx.snippets')) return undefined;
  return mkdocs.snippets ?? { basePath: ['.'], autoAppend: [] };
}

/** The files (absolute paths) that are their folder's page, decided from the names alone (as written: `02-guides/02-guides.md`). */
export function folderIndexFiles(contentDir: string, listing: readonly string[], naming: PageNaming = {}): Set<string> {
  const byId = new Map(listing.map((abs) => [docIdFor(path.relative(contentDir, abs)), abs]));
  const { indexes } = chooseFolderIndexes([...byId.keys()], naming);
  return new Set([...indexes].map((id) => byId.get(id)!));
}

/** The files as given, or an error naming the first two that claim one route. */
export function checkUniqueRoutes(files: ContentFile[]): ContentFile[] {
  const byRoute = new Map<string, ContentFile>();
  for (const file of files) {
    const other = byRoute.get(file.route);
    if (other) {
      throw new DocsgenError({
        code: 'duplicate-route',
        file: file.file,
        message: `${file.file} and ${other.file} both claim the route ${file.route}`,
        hint: 'rename one of them or give one a different `slug` in its front matter',
      });
    }
    byRoute.set(file.route, file);
  }
  return files;
}

/**
 * A page's doc id from its path in the content folder ("guide/01-intro.md"), as the config's naming makes it, with
 * its last part replaced by the front matter's `id`, as Docusaurus names a doc ("guide/intro").
 */
export function pageIdOf(relToContent: string, frontMatterId: string | undefined, naming: PageNaming = {}): string {
  const pathId = namedDocIdFor(relToContent, naming);
  if (frontMatterId === undefined) return pathId;
  const folder = folderOf(pathId);
  return folder ? `${folder}/${frontMatterId}` : frontMatterId;
}

/**
 * One content file, read and split, its includes pasted (`read` reads them); `folderIndex`: it is its folder's page.
 * A file larger than `maxPageBytes` is refused before it is read, and so is a page its includes would grow past it.
 */
export function readContentFile(
  root: string,
  contentDir: string,
  abs: string,
  folderIndex: boolean,
  {
    read = includedFileReader(root, siteBoundary(root, contentDir)),
    maxPageBytes = DEFAULT_MAX_PAGE_BYTES,
    base,
    naming = {},
    routeStyle,
    snippets,
  }: {
    read?: (rel: string) => IncludedText;
    maxPageBytes?: number;
    base?: string;
    naming?: PageNaming;
    routeStyle?: RouteStyle;
    snippets?: SnippetOptions;
  } = {},
): ContentFile {
  const file = path.relative(root, abs).split(path.sep).join('/');
  checkPageSize(abs, file, maxPageBytes);
  const bytes = readFileSync(abs);
  const raw = decodeUtf8Text(bytes, file);
  const { frontMatter, body: written, bodyStartLine } = parseFrontMatter(raw, file);
  const contentFolder = path.relative(root, contentDir).split(path.sep).join('/') || '.';
  const expanded = pastedText(written, { file, contentDir: contentFolder, read, maxBytes: maxPageBytes, bodyStartLine }, snippets);
  // After the includes, as mdBook reads a title directive in pasted text too; cut out, the lines stay where they were.
  const titled = readTitleDirective(expanded.text);
  const id = pageIdOf(path.relative(contentDir, abs), frontMatter.id, naming);
  const numberPrefix = naming.numberPrefixes ? numberPrefixOf(path.basename(abs).replace(/\.mdx?$/i, '')).prefix : undefined;
  const slug = frontMatter.slug;
  const slugLine = slug === undefined ? undefined : frontMatterKeyLine(raw, 'slug');
  const idLine = frontMatter.id === undefined ? undefined : frontMatterKeyLine(raw, 'id');
  const route = contentRoute({ docId: id, slug, file, slugLine, idLine, folderIndex, base, style: routeStyle });
  // The Markdown cache's key: the file's bytes and, when it pastes files in, what they held.
  const hasher = createHash('sha1').update(bytes);
  if (expanded.files.length > 0) hasher.update(`\0${expanded.text}`);
  // The same text is another page as MDX (a `.md` renamed `.mdx` must not find its Markdown result).
  if (/\.mdx$/i.test(file)) hasher.update('\0mdx');
  const hash = hasher.digest('hex');
  return {
    id,
    file,
    route,
    frontMatter,
    body: titled.text,
    bodyStartLine,
    hash,
    ...(folderIndex ? { folderIndex } : {}),
    ...(numberPrefix === undefined ? {} : { numberPrefix }),
    ...(expanded.origins ? { lineOrigins: expanded.origins } : {}),
    ...(titled.title === undefined ? {} : { documentTitle: titled.title }),
    ...(expanded.files.length > 0 ? { includes: expanded.files.map((rel) => path.join(root, ...rel.split('/'))) } : {}),
    ...(expanded.warnings.length > 0
      ? {
          includeWarnings: expanded.warnings.map((w) => ({
            code: w.code,
            line: fileLineOf({ bodyStartLine }, w.line),
            message: w.message,
          })),
        }
      : {}),
  };
}

/**
 * The page's text with its snippets (an MkDocs site's `--8<--`), then its includes pasted; lines, warnings and
 * origins as the page's own lines.
 */
function pastedText(written: string, context: IncludeContext, snippets: SnippetOptions | undefined): Expanded {
  if (!snippets) return expandIncludes(written, context);
  const snipped = expandSnippets(written, { file: context.file, read: context.read, options: snippets, maxBytes: context.maxBytes });
  const included = expandIncludes(snipped.text, context);
  const pageLine = (line: number) => snipped.origins?.[line - 1] ?? line;
  const origins = snipped.origins ? (included.origins ?? snipped.origins.map((_, index) => index + 1)).map(pageLine) : included.origins;
  return {
    text: included.text,
    ...(origins ? { origins } : {}),
    files: [...new Set([...snipped.files, ...included.files])],
    warnings: [...snipped.warnings, ...included.warnings.map((warning) => ({ ...warning, line: pageLine(warning.line) }))],
  };
}
