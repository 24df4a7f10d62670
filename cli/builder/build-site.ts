// `docsgen build` of the whole site, as a list of stages: read the site (config, content, Markdown, MDX, OpenAPI,
// model: load-site.ts), bundle the client, emit every output into a folder (cli/emit/), compress, publish. The output
// appears only if every stage succeeded; the caches and the build's record are saved once it has.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SiteInfo, SiteModel } from '../../shared/model/site.js';
import { SEARCH_ENTRY } from '../../shared/search-index/format.js';
import { withBase } from '../../shared/url.js';
import { clientBundle, type ClientBundle } from '../bundle/bundle-client.js';
import type { ResolvedConfig } from '../config/schema.js';
import { startEmit } from '../emit/emit-site.js';
import { ENCODING_SUFFIX } from '../http/compression.js';
import type { SiteFiles } from '../emit/emitter.js';
import type { BuildWarning } from '../errors/docsgen-error.js';
import { strictFailure } from '../errors/strict-failure.js';
import { warningReport } from '../errors/warning-report.js';
import { faultPoint } from '../fs/test-hooks.js';
import { FolderOutput } from '../output/folder-output.js';
import { startSearchIndexer, type SearchIndexer } from '../search/index-in-background.js';
import { ContentFileCache } from '../sources/content-file-cache.js';
import { PageTermsCache } from '../search/page-terms-cache.js';
import { contentRulesOf } from '../sources/content-files.js';
import { BuildContext, outputCacheKey } from '../incremental/build-context.js';
import { type CheckedStamps, inputsKey, saveInputs, stampFiles, stampTrees } from '../incremental/build-record.js';
import { cspWarnings } from '../model/csp-warnings.js';
import { saveSavedModel } from '../incremental/saved-model.js';
import type { LoadedSite } from './load-site.js';
import { loadSite } from './load-variants.js';
import { variantKeyOfSearchEntry } from '../variants/merge-variants.js';
import { variantCacheDir } from '../variants/site-variants.js';
import { outputMarker } from '../incremental/last-output.js';
import { readConfig } from './read-config.js';
import { checkWriteFolders } from './write-folders.js';
import { formatBytes, formatMs, stage, type Log } from '../log/stages.js';
import { siteHasDiagrams } from '../model/site-diagrams.js';
import { siteHasMath } from '../model/site-math.js';

export interface BuildOptions {
  root: string;
  /** Output folder, relative to the site root unless absolute. Default "build". */
  out?: string;
  /** Read and write the caches under .docsgen/cache. Default true. */
  cache?: boolean;
  /** Keep the caches in this folder (relative to the site root unless absolute) instead of .docsgen/cache. */
  cacheDir?: string;
  /** Most threads to parse Markdown on; 1 parses, and writes the pages, on the main thread. Default: one per core. */
  threads?: number;
  /** Print every warning; by default the report at the end shows at most 10 of each kind. */
  verbose?: boolean;
  /** Strict mode for this build (`--strict`), whatever the config says: broken links and the like fail it. */
  strict?: boolean;
  log?: Log;
  /**
   * The config, when the caller read it (build-if-changed.ts): no config stage then, and the folders the build writes
   * were checked with it (write-folders.ts).
   */
  config?: ResolvedConfig;
  /** The caches, when the caller made them. */
  context?: BuildContext;
  /** When the caller started the build (performance.now()), for the total the summary reports. */
  started?: number;
  /** The stamps the caller's check of the last build's record took (incremental/build-record.ts), taken over instead of again. */
  checked?: CheckedStamps;
  /** The search index's thread, when the caller started it (not yet asked for an index); the build stops it. */
  indexer?: SearchIndexer;
}

export interface BuildResult {
  outDir: string;
  model: SiteModel;
  pages: number;
  bytes: number;
  warnings: BuildWarning[];
  ms: number;
  /** URL of the offline search index's entry file (assets/search-index.json), which names its other files; '' in Algolia mode. */
  searchIndexUrl: string;
}

/** The whole build; the output appears only if every stage succeeded. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = options.started ?? performance.now();
  const context = options.context ?? new BuildContext({ root: options.root, cache: options.cache, cacheDir: options.cacheDir });
  const read = options.config ?? (await readConfig(options.root, log));
  const config: ResolvedConfig = options.strict && !read.strict ? { ...read, strict: true } : read;
  const { out = config.site?.outDir ?? 'build', threads, verbose = false } = options;
  const outDir = path.resolve(config.root, out);
  // Before anything is written or removed there: the caches' leftovers are deleted next.
  if (!options.config) checkWriteFolders(config, { outDir, cacheDir: context.cacheDir });
  context.removeLeftovers();
  // In Algolia mode no page fetches the offline index: it is not built (`docsgen search push` sends the records).
  const indexer = config.algolia ? undefined : (options.indexer ?? startIndexer(context));
  try {
    // What the build reads, stamped before it reads it (incremental/build-record.ts): the next `docsgen build` compares.
    const trees = context.cacheDir ? stampTrees(config, { outDir, cacheDir: context.cacheDir, checked: options.checked }) : undefined;
    const built = await buildInto({ config, context, indexer, outDir, threads, verbose, log, started, trees });
    await indexer?.saved();
    return built;
  } finally {
    indexer?.dispose();
  }
}

/** The search index's thread, started as a build starts: it loads its cache meanwhile. */
export function startIndexer(context: BuildContext): SearchIndexer {
  return startSearchIndexer({ cacheFile: context.cachePath('search-terms.json'), fingerprint: context.fingerprint });
}

/** One build's settings, handed from buildSite to its stages. */
interface BuildRun {
  config: ResolvedConfig;
  context: BuildContext;
  /** The search index's thread, started with the build; none in Algolia mode. */
  indexer?: SearchIndexer;
  outDir: string;
  threads?: number;
  verbose: boolean;
  log: Log;
  /** When the build started (performance.now()), for the summary. */
  started: number;
  /** The stamps of the content and static folders as the build started; none without caches. */
  trees?: Record<string, string>;
}

/** The stages after the config: read the site, bundle the client, emit into the output, publish, save. */
async function buildInto(run: BuildRun): Promise<BuildResult> {
  const { config, context, outDir, log } = run;
  // Keyed by docsgen, the folders and the content rules (the page size limit, the routes' base and style, how names
  // make pages): a file's ContentFile depends on nothing else but its bytes and pasted files (a page read under a
  // higher limit must be checked again under a lower one, and its route made again under another contentRoute).
  const contentCache = new ContentFileCache(
    context.cachePath('content-files.json'),
    `${context.fingerprint}\0${config.root}\0${config.contentDir}\0${JSON.stringify(contentRulesOf(config))}`,
    run.trees,
  );
  // The saved model the next build remakes edited pages from (build-page-edits.ts), kept only where caches are.
  const saveModel = context.cacheDir !== undefined && run.trees !== undefined;
  const loaded = await loadSite({ config, log, context, threads: run.threads, contentCache, saveModel });
  const warnings = [...loaded.warnings, ...siteWarnings(config, loaded)];
  // Strict mode stops here, every problem listed, before anything is written: the output stays as it was.
  const strict = config.strict && strictFailure(warnings, config.configFile);
  if (strict) throw strict;
  // The warnings are reported at the end, after the stages, even when a later stage fails.
  const report = (): void => {
    for (const line of warningReport(warnings, { all: run.verbose, cutNote: '(docsgen build --verbose prints them all)' })) log(line);
  };
  const output = folderOutput(run);
  try {
    const { model } = loaded;
    const client = await clientStage(run, loaded);
    // The search index's thread is handed the pages now, to build the index while pages render. (Before the client
    // bundle it gained nothing: esbuild takes both cores for its tenth of a second; 8 alternated cold builds at 1,000 pages.)
    const emit = startEmit({
      config,
      model,
      routes: { all: true },
      site: siteFilesOf(loaded),
      output,
      indexer: run.indexer,
      ...(context.cacheDir ? { variantSearchTerms: variantSearchTerms(context) } : {}),
    });
    await emit.run({ client, componentCss: loaded.componentCss, log });
    faultPoint('after-render');
    await stage(log, 'compress', () => output.compress(), compressLine);
    await stage(
      log,
      'write',
      () => output.commit(),
      (how) => writeLine(outDir, how),
    );
    output.save();
    contentCache.save();
    await saveRecord(run, { loaded, warnings, bytes: output.bytes() });
  } catch (error) {
    report();
    throw error;
  } finally {
    await output.dispose();
  }
  report();
  const ms = performance.now() - run.started;
  const pages = Object.keys(loaded.model.pages).length;
  const bytes = output.bytes();
  log(
    `Built ${pages} pages${variantsNote(loaded.model)} (${formatBytes(bytes)}) in ${formatMs(ms)} → ${where(outDir)}${warnings.length ? ` (${warnings.length} warnings)` : ''}`,
  );
  return { outDir, model: loaded.model, pages, bytes, warnings, ms, searchIndexUrl: searchIndexUrl(config) };
}

/** A version's or locale's search terms cache, in its cache folder (builder/load-variants.ts), by its index's entry file. */
function variantSearchTerms(context: BuildContext): (entry: string) => PageTermsCache {
  return (entry) => {
    const key = variantKeyOfSearchEntry(entry) ?? 'unknown';
    return new PageTermsCache(path.join(variantCacheDir(context.cacheDir!, key), 'search-terms.json'), context.fingerprint).load();
  };
}

/** The build's output folder, with the caches that describe it (one set per output folder). */
function folderOutput({ config, context, outDir, threads }: BuildRun): FolderOutput {
  const outKey = outputCacheKey(outDir);
  const files = context.cachePath(`output-${outKey}.json`);
  const records = context.cachePath(`output-records-${outKey}.json`);
  const caches = files && records ? { files, records, fingerprint: context.fingerprint } : undefined;
  return new FolderOutput({
    outDir,
    guard: { root: config.root, contentDir: config.contentDir },
    ...(caches ? { caches } : {}),
    threads,
    precompress: config.precompress,
  });
}

/** The client stage: the browser bundle for the site's language (and each other locale's), from the cache or made. */
export function clientStage(
  { context, log }: Pick<BuildRun, 'context' | 'log'>,
  { model }: Pick<LoadedSite, 'model'>,
): Promise<ClientBundle> {
  const diagrams = siteHasDiagrams(model.pages);
  const math = siteHasMath(model.pages);
  const bundle = (language: SiteInfo) =>
    clientBundle({ cacheDir: context.cachePath('client'), fingerprint: context.fingerprint, language, diagrams, math });
  return stage(
    log,
    'client',
    async () => {
      const site = await bundle(model.site);
      const others = Object.entries(model.localeSites ?? {});
      if (others.length === 0) return site;
      const locales = await Promise.all(others.map(async ([code, info]) => [code, await bundle(info)] as const));
      return { ...site, locales: Object.fromEntries(locales) };
    },
    (made) =>
      `${made.manifest.files.length} files${made.cached ? ' (cached)' : ''}` +
      (made.locales ? `, and ${Object.keys(made.locales).length} other languages' bundles` : ''),
  );
}

/** What the stages before the emit made beside the model. */
export function siteFilesOf(loaded: LoadedSite): SiteFiles {
  return {
    staticFiles: loaded.staticFiles,
    copies: loaded.copies,
    ...(loaded.api ? { spec: loaded.api } : {}),
    mdxAssets: loaded.mdxAssets,
    ...(loaded.theme ? { theme: { href: loaded.theme.href, paths: [...loaded.theme.files.keys()], files: loaded.theme.files } } : {}),
  };
}

/** The files the config was read from (absolute): docsgen's own, or another generator's (its config, its sidebars). */
function configFiles(config: ResolvedConfig): string[] {
  const files = config.site?.files ?? (config.configFile ? [config.configFile] : []);
  return files.map((file) => path.resolve(config.root, file));
}

/** What the build warns of about the site as a whole. */
function siteWarnings(config: ResolvedConfig, loaded: LoadedSite): BuildWarning[] {
  const noUrl: BuildWarning = {
    code: 'no-url',
    file: config.configFile,
    message: 'no `url` in the config: canonical links are paths and sitemap.xml is not written',
  };
  return [...(config.site?.warnings ?? []), ...(config.url ? [] : [noUrl]), ...cspWarnings(loaded.model)];
}

/** " in 9 versions" (× 2 locales) after the page count, when the site publishes more than one. */
function variantsNote(model: SiteModel): string {
  const versions = model.site.versions?.length ?? 0;
  const locales = model.site.locales?.length ?? 0;
  const parts = [...(versions > 1 ? [`${versions} versions`] : []), ...(locales > 1 ? [`${locales} locales`] : [])];
  return parts.length ? ` in ${parts.join(' × ')}` : '';
}

/** The record of the build that just published, which the next `docsgen build` checks (incremental/build-record.ts). */
async function saveRecord(
  { config, context, outDir, trees, indexer }: BuildRun,
  built: { loaded: LoadedSite; warnings: BuildWarning[]; bytes: number },
): Promise<void> {
  const outKey = outputCacheKey(outDir);
  const inputsFile = context.cachePath(`inputs-${outKey}.json`);
  const marker = outputMarker(outDir);
  if (!inputsFile || !trees || !marker) return;
  const { loaded, warnings, bytes } = built;
  const read = [...configFiles(config), ...loaded.referenced, ...loaded.specFiles];
  const inputs = { key: inputsKey({ config, fingerprint: context.fingerprint, outDir }), stamps: { ...stampFiles(read), ...trees } };
  const savedModel = loaded.saved && saveSavedModel(context.cachePath(`model-${outKey}.json`), loaded.saved);
  const searchPages = await indexer?.pagesDigest();
  const pages = Object.keys(loaded.model.pages).length;
  saveInputs(inputsFile, inputs, {
    pages,
    bytes,
    searchIndexUrl: searchIndexUrl(config),
    warnings,
    marker,
    ...(savedModel ? { savedModel } : {}),
    ...(searchPages ? { searchPages } : {}),
  });
}

/** The URL of the offline index's entry file, which pages fetch; '' in Algolia mode. */
function searchIndexUrl(config: ResolvedConfig): string {
  return config.algolia ? '' : withBase(config.baseUrl, `/${SEARCH_ENTRY}`);
}

function compressLine(done: Awaited<ReturnType<FolderOutput['compress']>>): string {
  if (!done) return '';
  const { now, given } = done;
  if (done.encodings.length === 0) return 'no compressed copies (precompress: [])';
  const suffixes = done.encodings.map((encoding) => ENCODING_SUFFIX[encoding]).join('/');
  return (
    `${done.files + now.files + given.files} text files: ${done.written + now.copies + given.copies} ${suffixes} written` +
    `${now.copies ? ` (${now.copies} as pages were rendered)` : ''}` +
    `${given.copies ? ` (${given.copies} with the search index)` : ''}, ${done.reused} kept from the last build`
  );
}

/** The write stage's line: where, and how an update in place went. */
export function writeLine(outDir: string, how: { inPlace: boolean; put: number; removed: number }): string {
  return `${where(outDir)}${how.inPlace ? `: ${how.put} files changed, ${how.removed} removed, in place` : ''}`;
}

function where(outDir: string): string {
  return path.relative(process.cwd(), outDir) || outDir;
}
