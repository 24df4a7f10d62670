// What `docsgen dev` watches (the content folder, the pages folder, the static folder, the OpenAPI spec's folder, the config file
// with what sits beside it, and the files pages refer to elsewhere) and what kind of source a changed path is. Everything but watchSite() is pure.
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import { isInsideFolder } from '../fs/inside-folder.js';

export type SourceKind = 'config' | 'content' | 'static' | 'openapi' | 'page-file';

export interface WatchTargets {
  root: string;
  contentDir: string;
  staticDir: string;
  /** The spec's folder (its other files may be `$ref`ed), or `openapi/` where docsgen looks for one. */
  openapiDir?: string;
  /** The spec itself, when it sits in the site root (then its folder is not watched as a whole). */
  openapiFile?: string;
  /** The folder of standalone pages (config `pages`, Docusaurus's src/pages/): read whole at every build. */
  pagesDir?: string;
  /** The blog's folder (config `blog`): its posts are read whole at every build, as the pages folder's are. */
  blogDir?: string;
  /** The blog's authors and tags files, watched even as dot-files (MkDocs Material's `.authors.yml`). */
  blogFiles?: readonly string[];
  /** Files pages refer to outside those folders (`../images/x.png`), there or not yet: watched one by one. */
  pageFiles?: readonly string[];
  /** The other versions' and languages' folders (config `versions`, `locales`): their pages are content too. */
  variantDirs?: readonly string[];
  /**
   * Another generator's files the site was read from (`.vitepress/config.ts`, `sidebars.js`, `SUMMARY.md`): a change
   * reads the site again, even inside a dot-folder or the content folder.
   */
  siteFiles?: readonly string[];
}

/** Config files and the modules they import beside them: TypeScript or JavaScript files in the site root. */
const CONFIG_LIKE = /\.(?:[cm]?[jt]s)$/i;

/**
 * The targets for a site; without a config (it failed to load) docsgen's default folders. `pageFiles`: the files the
 * last build's pages referred to (absolute paths); those outside the content and static folders are watched.
 */
export function watchTargets(root: string, config?: ResolvedConfig, pageFiles: readonly string[] = []): WatchTargets {
  const abs = path.resolve(root);
  if (!config)
    return { root: abs, contentDir: path.join(abs, 'content'), staticDir: path.join(abs, 'static'), openapiDir: path.join(abs, 'openapi') };
  const targets: WatchTargets = { root: abs, contentDir: config.contentDir, staticDir: config.staticDir };
  const files = pageFiles.filter((file) => !inside(config.contentDir, file) && !inside(config.staticDir, file));
  if (files.length > 0) targets.pageFiles = [...new Set(files)].sort();
  if (config.pages) targets.pagesDir = config.pages.dir;
  if (config.blog) {
    targets.blogDir = config.blog.dir;
    targets.blogFiles = [config.blog.authorsFile, config.blog.tagsFile];
  }
  const variantDirs = [...(config.versions ?? []), ...(config.locales ?? [])]
    .map((variant) => variant.contentDir)
    .filter((dir) => dir !== config.contentDir);
  if (variantDirs.length > 0) targets.variantDirs = [...new Set(variantDirs)].sort();
  // Another generator's files, and the site's own Markdown plugins' (markdown-plugins.ts): a change reads the config again.
  const siteFiles = [...(config.site?.files.map((file) => path.resolve(abs, file)) ?? []), ...(config.markdownPlugins?.files ?? [])];
  if (siteFiles.length > 0) targets.siteFiles = siteFiles.sort();
  const spec = config.openapi?.file;
  if (!spec) targets.openapiDir = path.join(abs, 'openapi');
  else if (path.dirname(spec) === abs) targets.openapiFile = spec;
  else targets.openapiDir = path.dirname(spec);
  return targets;
}

const inside = isInsideFolder;

/** Dot-files and dot-folders (editor swap files, .git, .docsgen) and node_modules never change the site. */
function isNoise(targets: WatchTargets, file: string): boolean {
  const rel = path.relative(targets.root, file);
  const parts = rel.startsWith('..') ? [path.basename(file)] : rel.split(path.sep);
  return parts.some((part) => part.startsWith('.') || part === 'node_modules');
}

/** What kind of source a changed path is, or undefined when it is none of the site's sources. */
export function sourceKind(targets: WatchTargets, file: string): SourceKind | undefined {
  if (targets.siteFiles?.includes(file)) return 'config';
  if (targets.blogFiles?.includes(file)) return 'page-file';
  if (isNoise(targets, file)) return undefined;
  if (inside(targets.contentDir, file) || targets.variantDirs?.some((dir) => inside(dir, file))) return 'content';
  if (inside(targets.staticDir, file)) return 'static';
  if (file === targets.openapiFile || (targets.openapiDir && inside(targets.openapiDir, file))) return 'openapi';
  if (path.dirname(file) === targets.root && CONFIG_LIKE.test(file)) return 'config';
  if (targets.pageFiles?.includes(file)) return 'page-file';
  // A page of the pages folder, or a file beside it (its CSS module): the folder is read again at the rebuild.
  if (targets.pagesDir && inside(targets.pagesDir, file)) return 'page-file';
  // A post, or a file beside it (its picture): the blog is read again at the rebuild.
  if (targets.blogDir && inside(targets.blogDir, file)) return 'page-file';
  return undefined;
}

/** Whether the watcher should look at a path: a source, or a folder on the way to one. */
export function isWatched(targets: WatchTargets, file: string): boolean {
  if (file === targets.root) return true;
  if (sourceKind(targets, file) !== undefined) return true;
  if (targets.siteFiles?.some((site) => site.startsWith(file + path.sep))) return true;
  if (isNoise(targets, file)) return false;
  const folders = [...sourceFolders(targets), ...(targets.pageFiles ?? [])];
  return folders.some((dir) => dir.startsWith(file + path.sep));
}

/** The folders the site's sources are read from: content, static, the spec's, the pages', the blog's, the variants'. */
function sourceFolders(targets: WatchTargets): string[] {
  return [
    targets.contentDir,
    targets.staticDir,
    targets.openapiDir,
    targets.pagesDir,
    targets.blogDir,
    ...(targets.variantDirs ?? []),
  ].filter((dir): dir is string => dir !== undefined);
}

/** The folders to hand to the watcher: the root, and any source folder outside it. */
export function watchRoots(targets: WatchTargets): string[] {
  const folders = sourceFolders(targets);
  const outside = (targets.siteFiles ?? []).map((file) => path.dirname(file)).filter((dir) => !inside(targets.root, dir));
  return [targets.root, ...new Set([...folders, ...outside].filter((dir) => !inside(targets.root, dir)))];
}

export function sameTargets(a: WatchTargets, b: WatchTargets): boolean {
  return (
    a.root === b.root &&
    a.contentDir === b.contentDir &&
    a.staticDir === b.staticDir &&
    a.openapiDir === b.openapiDir &&
    a.openapiFile === b.openapiFile &&
    a.pagesDir === b.pagesDir &&
    a.blogDir === b.blogDir &&
    (a.blogFiles ?? []).join('\0') === (b.blogFiles ?? []).join('\0') &&
    (a.pageFiles ?? []).join('\0') === (b.pageFiles ?? []).join('\0') &&
    (a.variantDirs ?? []).join('\0') === (b.variantDirs ?? []).join('\0') &&
    (a.siteFiles ?? []).join('\0') === (b.siteFiles ?? []).join('\0')
  );
}

export interface SiteWatcher {
  close(): Promise<void>;
}

/**
 * Watches the targets with chokidar and reports every added, changed or removed path; resolves once it watches.
 * `onError` hears what the watcher cannot do (no inotify instance or watch left: ENOSPC, EMFILE), so an edit that will
 * go unseen is said in the terminal instead of a silent dev server, or a crash on an unhandled 'error' event.
 */
export async function watchSite(
  targets: WatchTargets,
  onChange: (file: string) => void,
  onError: (error: Error) => void,
): Promise<SiteWatcher> {
  const { watch } = await import('chokidar');
  const watcher = watch(watchRoots(targets), {
    ignoreInitial: true,
    ignored: (file: string) => !isWatched(targets, path.resolve(file)),
  });
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) {
    watcher.on(event, (file: string) => onChange(path.resolve(file)));
  }
  watcher.on('error', (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { close: () => watcher.close() };
}
