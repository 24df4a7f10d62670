import path from 'node:path';
import type { SiteModel } from '../../shared/model/site.js';
import { routeHref } from '../../shared/url.js';
import type { ResolvedConfig } from '../config/schema.js';
import { DocsgenError, type BuildWarning } from '../errors/docsgen-error.js';
import { MarkdownCache } from '../markdown/markdown-cache.js';
import { markdownOptionsOf } from '../markdown/markdown-options.js';
import type { MarkdownOptions, MarkdownResult } from '../markdown/markdown-result.js';
import type { RendererNeeds } from '../markdown/load-renderer.js';
import type { MarkdownRenderer } from '../markdown/pipeline.js';
import { renderPages } from '../markdown/render-pages.js';
import { updatedModelParts } from '../incremental/model-update.js';
import { modelOf, type ModelParts } from '../model/model-parts.js';
import { savedModelOf, type SavedModel } from '../incremental/saved-model.js';
import { fromRoot, referencedPaths } from '../model/file-refs.js';
import type { FileCopy } from '../model/resolve-refs.js';
import type { LoadedApi } from '../openapi/build-api-reference.js';
import type { IslandAsset } from '../mdx/bundle-mdx-islands.js';
import type { ThemeStylesheet } from '../bundle/theme-stylesheet.js';
import { readCommitTimes, type CommitTimes } from '../sources/commit-times.js';
import type { ContentFileCache } from '../sources/content-file-cache.js';
import { checkUniqueRoutes, contentRulesOf, pageNaming, readContentFiles, type ContentFile } from '../sources/content-files.js';
import { reactPageModule, readStandalonePages } from '../sources/standalone-pages.js';
import { readBlogPosts } from '../sources/blog-posts.js';
import { readContentFolders, type ContentFolder } from '../sources/content-folders.js';
import { docsgenFolder } from '../fs/docsgen-folder.js';
import { siteBoundary } from '../fs/site-folder.js';
import { BuildContext } from '../incremental/build-context.js';
import { listStaticFiles } from './static-files.js';
import { stage, type Log } from '../log/stages.js';

export interface LoadedSite {
  model: SiteModel;
  warnings: BuildWarning[];
  /** The OpenAPI spec as the site offers it for download (YAML and JSON), when the site has an API reference. */
  api?: LoadedApi['downloads'];
  /** The files pages refer to, to publish under their hashed names. */
  copies: FileCopy[];
  /** Every file (absolute path) the pages' references may name, there or not: `docsgen dev` watches them. */
  referenced: string[];
  /** The OpenAPI files read (absolute paths), when the site has an API reference. */
  specFiles: string[];
  /** URL paths of the static folder's files ("/img/logo.svg"). */
  staticFiles: string[];
  /** What the next build needs to remake only edited pages (incremental/saved-model.ts), when asked for. */
  saved?: SavedModel;
  /** The browser chunks of MDX pages' islands and their components' styles (cli/mdx/), to publish as they are. */
  mdxAssets: IslandAsset[];
  /** The URL path (from the site root) of the styles MDX pages' components import, which every page links. */
  componentCss?: string;
  /** The site's theme stylesheet (bundle/theme-stylesheet.ts), which every page links, when its config has a theme. */
  theme?: ThemeStylesheet;
}

/**
 * Where the sources come from when not straight from disk: `docsgen dev` keeps them between rebuilds and hands over
 * what it holds, so a rebuild reads and parses only the files that changed.
 */
export interface SiteSources {
  /** The content files; default: every file read and split again. Warnings for files left out go to `skipped`. */
  contentFiles?: (config: ResolvedConfig, skipped: BuildWarning[]) => ContentFile[];
  /** Per-file Markdown results; default: the context's disk cache (none with `cache: false`). */
  markdownCache?: MarkdownCache;
  /** Renders changed pages on this thread when too few for workers; default: one made for the build. */
  markdownRenderer?: (needs: RendererNeeds) => Promise<MarkdownRenderer>;
  /** The API reference; default: loaded from the spec. Called only when the config names a spec. */
  loadApi?: (config: ResolvedConfig) => Promise<LoadedApi>;
  /** URL paths of the static files; default: listed from the static folder. */
  staticFiles?: (config: ResolvedConfig) => string[];
  /** The content files' last commit times (config `lastUpdated`); default: one `git log` for this build. */
  commitTimes?: (config: ResolvedConfig) => Promise<CommitTimes>;
}

/** The commit times keyed as the model names files (ContentFile.file, from the site root). */
function timesByFile(config: ResolvedConfig, files: ContentFile[], times: Map<string, number>): Map<string, number> {
  const byFile = new Map<string, number>();
  for (const { file } of files) {
    const inContent = path.relative(config.contentDir, path.resolve(config.root, file)).split(path.sep).join('/');
    const time = times.get(inContent);
    if (time !== undefined) byFile.set(file, time);
  }
  return byFile;
}

/** A site with no page would replace a working output with one that has no home page (and `serve` refuses). */
function noPages(config: ResolvedConfig): DocsgenError {
  const folder = path.relative(config.root, config.contentDir).split(path.sep).join('/') || '.';
  return new DocsgenError({
    code: 'no-pages',
    file: folder,
    message: `${folder}/ holds no Markdown page (.md) and the config names no OpenAPI spec: there is nothing to build`,
    hint: `add ${folder}/index.md, the home page, or set \`contentDir\` in the config to the folder that holds your pages`,
  });
}

/** Pages but none at "/": the model made a home page listing the first sidebar (home-page.ts), which the author may not want. */
function noHomePage(config: ResolvedConfig): BuildWarning {
  const folder = path.relative(config.root, config.contentDir).split(path.sep).join('/') || '.';
  return {
    code: 'no-home-page',
    file: folder,
    message:
      `no page has the route /: readers get a generated home page, the site's title over links to the sidebar's pages; ` +
      `write ${folder}/index.md (or ${folder}/README.md, or give a page \`slug: /\`) for a home page of your own`,
  };
}

/** What loadSiteModel is given. */
export interface LoadOptions {
  config: ResolvedConfig;
  log: Log;
  sources?: SiteSources;
  /** The caches builds share; default: a new one for the site (`cache: false`: none on disk). */
  context?: BuildContext;
  cache?: boolean;
  /** Most threads to parse Markdown on (render-pages.ts); default: one per core. */
  threads?: number;
  /** The content files the last build read (content-file-cache.ts); saved by the caller once the build succeeded. */
  contentCache?: ContentFileCache;
  /** Keep the model as a build saves it (incremental/saved-model.ts), for the caller to save with its caches. */
  saveModel?: boolean;
  /** Publish the blog's `draft: true` posts too: `docsgen dev` does, a build does not. */
  drafts?: boolean;
  /** Routes of the site read apart (another version's), which the pages' links may reach (load-variants.ts). */
  otherRoutes?: ReadonlySet<string>;
  /** More files (from the site root) that links may name, with their pages' routes (a locale's: load-variants.ts). */
  fileRoutes?: ReadonlyMap<string, string>;
}

/** One reading of the site, as its stages share it. */
interface Reading {
  config: ResolvedConfig;
  log: Log;
  sources: SiteSources;
  context: BuildContext;
  markdownOptions: MarkdownOptions;
}

/**
 * Reads the site, the build's stages after the config (content, markdown, mdx, openapi, dates, model), writing nothing:
 * the SiteModel and what the output publishes beside it. Every road reads the site so (`docsgen build`, `docsgen dev`,
 * `docsgen search push`), with the config it read once, at its start (read-config.ts).
 */
export async function loadSiteModel(options: LoadOptions): Promise<LoadedSite> {
  const { config, log, sources = {} } = options;
  const context = options.context ?? new BuildContext({ root: config.root, cache: options.cache });
  const read: Reading = { config, log, sources, context, markdownOptions: markdownOptionsOf(config) };
  const skipped: BuildWarning[] = [];
  const files = await contentStage(read, { contentCache: options.contentCache, drafts: options.drafts }, skipped);
  if (files.length === 0 && !config.openapi) throw noPages(config);
  // The folders' `_category_` files, found from the pages' paths: a few small files, read again at every build.
  const docs = files.filter((file) => !file.standalone && !file.blog);
  const folders = readContentFolders(config.root, config.contentDir, docs, pageNaming(config));
  skipped.push(...folders.warnings);
  // git runs beside the Markdown and OpenAPI stages; the model waits for it.
  const commitTimes = config.lastUpdated ? (sources.commitTimes?.(config) ?? readCommitTimes(config.contentDir)) : undefined;
  const markdown = await markdownStage(read, files, options.threads);
  const mdx = await mdxStage(read, files, markdown);
  const api = await openapiStage(read);
  const listed = sources.staticFiles?.(config) ?? listStaticFiles(config.staticDir, config.root);
  const staticFiles = [...listed, ...(api ? [api.downloads.yaml, api.downloads.json] : [])];
  const pages = files.map((file, i) => ({ file: file.file, refs: markdown[i]!.refs }));
  const referenced = referencedPaths(pages, { contentDir: fromRoot(config.root, config.contentDir), staticFiles: new Set(staticFiles) });
  const dates = commitTimes && (await datesStage(read, files, commitTimes));
  const parts = await modelStage(read, { files, folders: folders.folders, markdown, api, staticFiles, referenced, dates }, options);
  const { model, warnings, copies } = modelOf(parts);
  const home = model.pages['/']?.kind === 'home' ? [noHomePage(config)] : [];
  return {
    ...(options.saveModel ? { saved: savedModelOf(parts, { assetPaths: referenced, componentCss: mdx?.css }) } : {}),
    ...(mdx?.css ? { componentCss: mdx.css } : {}),
    model,
    warnings: [...skipped, ...home, ...(mdx?.warnings ?? []), ...(api?.warnings ?? []), ...warnings],
    ...(api ? { api: api.downloads } : {}),
    specFiles: api?.files ?? [],
    staticFiles: listed,
    copies,
    mdxAssets: mdx?.assets ?? [],
    referenced: [
      ...referenced.filter((rel) => rel !== '..' && !rel.startsWith('../')).map((rel) => path.resolve(config.root, rel)),
      // Files pasted into pages (includes.ts): `docsgen dev` watches them too, wherever in the site they are.
      ...files.flatMap((file) => file.includes ?? []),
      // The components MDX pages import, and what they import in turn.
      ...(mdx?.inputs ?? []),
    ],
  };
}

/**
 * The content stage: the pages' files read and split (front matter, body), those unchanged from the cache; a warning
 * for each file left out goes to `skipped`.
 */
function contentStage(
  { config, log, sources }: Reading,
  { contentCache, drafts }: { contentCache: ContentFileCache | undefined; drafts?: boolean },
  skipped: BuildWarning[],
): Promise<ContentFile[]> {
  // The pages as the last build read them, by stamp (none without caches, or when dev hands its own).
  const cache = sources.contentFiles ? undefined : contentCache;
  return stage(
    log,
    'content',
    () => {
      const docs =
        sources.contentFiles?.(config, skipped) ??
        readContentFiles(config.root, config.contentDir, cache, { ...contentRulesOf(config), skipped });
      // The pages folder's and the blog's files are read anew at every build, beside the docs, one route each among them.
      const pages = config.pages ? readStandalonePages(config.root, config.pages, config.maxPageBytes) : [];
      const blog = config.blog && readBlogPosts(config.root, config.blog, { drafts, maxPageBytes: config.maxPageBytes });
      if (blog) skipped.push(...blog.warnings);
      if (!config.pages && !blog) return docs;
      const files = checkUniqueRoutes([...docs, ...pages, ...(blog ? blog.posts : [])]);
      // The blog's own page takes no route: the list it heads has the blog's.
      return blog?.intro ? [...files, { ...blog.intro, blogIntro: true as const }] : files;
    },
    (f) => `${f.length} Markdown files${cache?.reused ? `, ${cache.reused} unchanged` : ''}`,
  );
}

/** The markdown stage: every page's body rendered, those unchanged from the cache, on worker threads when many. */
async function markdownStage(
  { config, log, sources, context, markdownOptions }: Reading,
  files: ContentFile[],
  threads?: number,
): Promise<MarkdownResult[]> {
  const salt = JSON.stringify(markdownOptions);
  const cache = sources.markdownCache ?? new MarkdownCache(context.cachePath('markdown.jsonl'), { fingerprint: context.fingerprint, salt });
  // React pages have no Markdown: their module is the component, bundled and rendered by the mdx stage.
  const markdownFiles = files.filter((file) => file.standalone !== 'react');
  const rendered = await stage(
    log,
    'markdown',
    () =>
      renderPages(markdownFiles, cache, {
        markdown: markdownOptions,
        renderer: sources.markdownRenderer,
        threads,
        ...(config.blog ? { summaryMarkers: config.blog.truncateMarkers } : {}),
      }),
    (r) => `${markdownFiles.length - r.cached} rendered, ${r.cached} from cache${r.workers ? `, ${r.workers} workers` : ''}`,
  );
  if (markdownFiles.length === files.length) return rendered.results;
  const results = [...rendered.results];
  return files.map((file) => (file.standalone === 'react' ? reactPageResult(file) : results.shift()!));
}

/** A React page's place among the Markdown results: no HTML until the mdx stage renders its component. */
function reactPageResult(file: ContentFile): MarkdownResult {
  return { html: '', headings: [], links: [], sections: [], mdxModule: reactPageModule(file) };
}

/** The mdx stage: MDX pages' modules bundled with their components and rendered (none: skipped, no line printed). */
async function mdxStage({ config, log, markdownOptions }: Reading, files: ContentFile[], markdown: MarkdownResult[]) {
  if (!markdown.some((result) => result.mdxModule !== undefined)) return undefined;
  const mdx = await stage(
    log,
    'mdx',
    async () =>
      (await import('../mdx/render-mdx-pages.js')).renderMdxPages({
        root: config.root,
        contentDir: fromRoot(config.root, config.contentDir),
        files,
        results: markdown,
        workDir: docsgenFolder(config.root, 'mdx'),
        strings: config.strings,
        markdown: markdownOptions,
        ...(config.components ? { components: config.components } : {}),
        siteConfig: { ...config.siteConfig, title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl },
        locale: config.locale,
        ...(config.pages?.css.length ? { pageCss: config.pages.css } : {}),
        staticDir: config.staticDir,
      }),
    (r) => `${r.rendered} MDX pages rendered, ${r.inputs.length} component files bundled`,
  );
  markdown.splice(0, markdown.length, ...mdx.results);
  return mdx;
}

/** The openapi stage: the spec read into the API reference's data, when the config names one. */
async function openapiStage({ config, log, sources }: Reading): Promise<LoadedApi | undefined> {
  const openapi = config.openapi;
  if (!openapi) return undefined;
  return stage<LoadedApi>(
    log,
    'openapi',
    () =>
      sources.loadApi?.(config) ??
      // Loaded when a site has a spec: its libraries cost a sixth of a second to load.
      import('../openapi/build-api-reference.js').then(({ siteApiReference }) => siteApiReference(config)),
    (loaded) => `${loaded.reference.operations.length} operations from ${loaded.reference.file}`,
  );
}

/** The dates stage: the pages' last commit times, from the one git log run beside the stages before. */
function datesStage({ config, log }: Reading, files: ContentFile[], commitTimes: Promise<CommitTimes>) {
  return stage(
    log,
    'dates',
    async () => {
      const found = await commitTimes;
      return { ...found, byFile: timesByFile(config, files, found.times) };
    },
    // An information line, never a warning: a site without git builds as well, without dates.
    (d) => (d.unavailable ? `no dates: ${d.unavailable}` : `${d.byFile.size} of ${files.length} pages dated by one git log`),
  );
}

/** The model stage: the SiteModel's parts from every source, a dev rebuild's from the last build's (model-update.ts). */
function modelStage(
  { config, log, context }: Reading,
  read: {
    files: ContentFile[];
    folders: ContentFolder[];
    markdown: MarkdownResult[];
    api: LoadedApi | undefined;
    staticFiles: string[];
    referenced: string[];
    dates: { byFile: Map<string, number> } | undefined;
  },
  { otherRoutes, fileRoutes }: Pick<LoadOptions, 'otherRoutes' | 'fileRoutes'>,
): Promise<ModelParts> {
  const { files, folders, markdown, api, staticFiles, referenced, dates } = read;
  return stage(
    log,
    'model',
    () =>
      updatedModelParts(
        {
          config,
          files,
          folders,
          markdown,
          staticFiles,
          api: api?.reference,
          memo: context.model,
          specDownloads: api && {
            yaml: routeHref(config.baseUrl, api.downloads.yaml),
            json: routeHref(config.baseUrl, api.downloads.json),
          },
          assetFiles: context.assetFiles.read(config.root, referenced, siteBoundary(config.root, config.contentDir)),
          ...(dates ? { commitTimes: dates.byFile } : {}),
          ...(otherRoutes ? { otherRoutes } : {}),
          ...(fileRoutes ? { fileRoutes } : {}),
        },
        context.lastModel,
      ),
    (f) =>
      `${Object.keys(f.pages).length} routes, ${Object.keys(f.model.sidebars).length} sidebars, ${f.joined.search.length} search records, ${f.joined.warnings.length} warnings`,
  );
}
