import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SiteModel } from '../../shared/model/site.js';
import type { SearchIslandProps } from '../../shared/islands.js';
import { withBase } from '../../shared/url.js';
import { bundleClientCached, type ClientManifest } from '../bundle/bundle-client.js';
import type { BuildWarning } from '../errors/docsgen-error.js';
import { warningReport } from '../errors/warning-report.js';
import { faultPoint } from '../fs/fault-point.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/schema.js';
import { writeSpecDownloads } from '../openapi/spec-downloads.js';
import { RenderCache } from '../render/render-cache.js';
import { pageRenderKeys } from '../render/page-render-key.js';
import { renderPage } from '../render/render-route.js';
import { pagePolicies } from '../render/page-policy.js';
import { documentAssets, sidebarDataFiles, sidebarRouteIndexes, siteSearchProps } from '../render/render-inputs.js';
import { startSearchIndexer, type SearchIndexer } from '../search/index-in-background.js';
import type { WrittenSearchIndex } from '../search/write-index.js';
import { indexPages } from '../search/page-fragment.js';
import { BuildContext, outputCacheKey } from './build-context.js';
import { loadSiteModel } from './load-site.js';
import { AtomicOutput } from './atomic-output.js';
import { OutputWriter, type PreviousOutput } from '../fs/output-writer.js';
import { SEARCH_FILES_DIR } from '../../shared/search-index/format.js';
import { htmlFileFor } from '../routes/output-file.js';
import { sitemapXml } from './sitemap.js';
import { writeBuildManifest } from './write-build-manifest.js';
import { saveFrameFile } from './frame-file.js';
import { precompressOutput, writeCompressedCopies } from './precompress.js';
import { LazyPageWriter } from './page-writer.js';
import { ENCODING_SUFFIX, shouldCompress } from '../http/compression.js';
import { contentTypeFor } from '../http/content-types.js';
import { WriteQueue } from '../fs/write-queue.js';
import { OutputListing } from './output-listing.js';
import { outputMarker, savePreviousFiles } from './previous-output.js';
import { ContentFileCache } from '../sources/content-file-cache.js';
import { type CheckedStamps, inputsKey, saveInputs, stampFiles, stampTrees } from './build-inputs.js';
import { HEADERS_FILE } from '../http/headers-file.js';
import { BUILD_MANIFEST } from '../http/build-manifest.js';
import { copyStaticFiles } from './static-files.js';
import { staticHtmlPolicies, writeHeadersFile } from './headers-output.js';
import { cspWarnings } from './csp-warnings.js';
import { writeLlmsFiles } from '../llms/write-llms-files.js';
import { formatBytes, formatMs, stage, type Log } from './stages.js';

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
  log?: Log;
  /** The config, when the caller loaded it (build-if-changed.ts): no config stage then. */
  config?: ResolvedConfig;
  /** The caches, when the caller made them. */
  context?: BuildContext;
  /** When the caller started the build (performance.now()), for the total the summary reports. */
  started?: number;
  /** The stamps the caller's check of the last build's record took (build-inputs.ts), taken over instead of again. */
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

/** The whole build, as a list of named, timed stages; the output appears only if every stage succeeded. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = options.started ?? performance.now();
  const context = options.context ?? new BuildContext({ root: options.root, cache: options.cache, cacheDir: options.cacheDir });
  context.removeLeftovers();
  const config = options.config ?? (await loadConfigStage(options.root, log));
  // In Algolia mode no page fetches the offline index: it is not built (`docsgen search push` sends the records).
  const indexer = config.algolia ? undefined : (options.indexer ?? startIndexer(context));
  try {
    const { out = 'build', threads, verbose = false } = options;
    // What the build reads, stamped before it reads it (build-inputs.ts): the next `docsgen build` compares.
    const outDir = path.resolve(config.root, out);
    const trees = context.cacheDir ? stampTrees(config, { outDir, cacheDir: context.cacheDir, checked: options.checked }) : undefined;
    const built = await buildWith({ config, context, indexer, out, threads, verbose, log, started, trees });
    await indexer?.saved();
    return built;
  } finally {
    indexer?.dispose();
  }
}

/** The search index's thread, started as a build starts: it loads its cache meanwhile. */
export function startIndexer(context: BuildContext): SearchIndexer {
  return startSearchIndexer({ cacheFile: context.cachePath('search-pieces.json'), fingerprint: context.fingerprint });
}

/** One build's settings and helpers, handed from buildSite to its stages. */
interface BuildRun {
  config: ResolvedConfig;
  context: BuildContext;
  /** The search index's thread, started with the build; none in Algolia mode. */
  indexer?: SearchIndexer;
  /** Output folder, relative to the site root unless absolute. */
  out: string;
  threads?: number;
  verbose: boolean;
  log: Log;
  /** When the build started (performance.now()), for the summary. */
  started: number;
  /** The stamps of the content and static folders as the build started; none without caches. */
  trees?: Record<string, string>;
}

async function buildWith({
  config: loadedConfig,
  context,
  indexer,
  out,
  threads,
  verbose,
  log,
  started,
  trees,
}: BuildRun): Promise<BuildResult> {
  // Keyed by docsgen and the folders: a file's ContentFile depends on nothing else but its bytes and pasted files.
  const contentKey = `${context.fingerprint}\0${loadedConfig.root}\0${loadedConfig.contentDir}`;
  const contentCache = new ContentFileCache(context.cachePath('content-files.json'), contentKey, trees);
  // The frame the next build remakes edited pages from (build-page-edits.ts), kept only where caches are.
  const saveFrame = context.cacheDir !== undefined && trees !== undefined;
  const loaded = await loadSiteModel({ root: context.root, log, config: loadedConfig, context, threads, contentCache, saveFrame });
  const { config, model, warnings, api, copies } = loaded;
  const outDir = path.resolve(config.root, out);
  if (!config.url) {
    warnings.push({
      code: 'no-url',
      file: config.configFile,
      message: 'no `url` in the config: canonical links are paths and sitemap.xml is not written',
    });
  }
  warnings.push(...cspWarnings(model));
  // The warnings are reported at the end, after the stages, even when a later stage fails.
  const report = (): void => {
    for (const line of warningReport(warnings, { all: verbose, cutNote: '(docsgen build --verbose prints them all)' })) log(line);
  };

  // One set of caches per output folder: each describes the files of its own.
  const outKey = outputCacheKey(outDir);
  const filesCache = context.cachePath(`output-${outKey}.json`);
  const output = new AtomicOutput(outDir, { root: config.root, contentDir: config.contentDir }, { filesCache });
  // Everything below writes into the temporary output through this writer, which refuses any path outside it.
  const writer = new OutputWriter(output.tmpDir, output.previous);
  // The thread pages are written on, when there are enough of them (page-writer.ts).
  const pageWriter = new LazyPageWriter({ threads });
  let searchIndexUrl = '';
  let search: WrittenSearchIndex | undefined;
  // The search index's files its thread compressed as it wrote them.
  let searchCompressed: { files: string[]; copies: number } = { files: [], copies: 0 };
  let bytes = 0;
  const pages = Object.keys(model.pages).length;
  try {
    // The index's pages go to its thread first, so it builds the index while this one bundles and renders. Both
    // write under assets/: made now, before either starts, or the bundle's copy (cpSync, which does not accept a
    // folder made meanwhile) failed with EEXIST whenever the index, all from cache, came first.
    mkdirSync(path.join(output.tmpDir, 'assets'), { recursive: true });
    const preparing = performance.now();
    const indexing = indexer?.index({
      pages: indexPages(model.search),
      locale: model.site.locale,
      outDir: output.tmpDir,
      previous: output.previous && previousForSearchThread(output.previous),
    });
    const prepared = performance.now() - preparing;
    indexing?.catch(() => {}); // awaited below; this only keeps a failure from being reported as unhandled meanwhile
    copyStaticFiles(config.staticDir, config.root, writer);
    // Their names hold a hash of their content: one the previous output has, of the same size, is the same file.
    for (const copy of copies) if (!writer.keep(copy.to, statSync(copy.from).size)) writer.copyFile(copy.from, copy.to);
    if (api) writeSpecDownloads(writer, api);
    for (const asset of loaded.mdxAssets) writer.writeFile(asset.path, asset.text);
    const client = await stage(
      log,
      'client',
      () => bundleClientCached({ writer, cacheDir: context.cachePath('client'), fingerprint: context.fingerprint, language: model.site }),
      (m) => `${m.files.length} files${m.cached ? ' (cached)' : ''}`,
    );
    const renderCache = new RenderCache(context.cachePath(`render-${outKey}.json`), outDir, context.fingerprint);
    const {
      sidebarFiles,
      compressed,
      written: pagesWritten,
    } = await stage(
      log,
      'render',
      () =>
        renderAll({
          model,
          writer,
          client,
          componentCss: loaded.componentCss,
          cache: renderCache,
          search: siteSearchProps(model.site),
          pageWriter,
        }),
      ({ written }) => `${written.size} rendered, ${renderCache.reused} unchanged`,
    );
    faultPoint('after-render');
    if (indexing) {
      search = await stage(
        log,
        'search',
        () => indexing,
        (index) =>
          `${index.records} records of ${index.pages} pages` +
          ` (${index.indexed} indexed, ${index.pages - index.indexed} from cache) in ${index.files} files, ${formatBytes(index.bytes)};` +
          ` pages prepared in ${formatMs(prepared)}, index built in ${formatMs(index.ms)} beside render`,
      );
      searchIndexUrl = withBase(config.baseUrl, search.url);
      searchCompressed = search.compressed;
      writer.keptElsewhere(search.kept);
    }
    if (config.url) writer.writeFile('sitemap.xml', sitemapXml(model));
    const llmsCache = config.llms ? new RenderCache(context.cachePath(`llms-${outKey}.json`), outDir, context.fingerprint) : undefined;
    const llms = llmsCache
      ? await stage(
          log,
          'llms',
          () => writeLlmsFiles(writer, model, { cache: llmsCache, staticFiles: new Set(loaded.staticFiles) }),
          (done) =>
            `${done.files} files for readers' tools (<route>.md, llms.txt, llms-full.txt), ${formatBytes(done.bytes)}, ${done.reused} unchanged`,
        )
      : undefined;
    // Nothing but these two files and the compressed copies is written after this listing.
    const listing = new OutputListing(output.tmpDir, { kept: writer.kept, previousDir: output.previous?.dir });
    const pageFiles = new Set(Object.keys(model.pages).map(htmlFileFor));
    const policyOf = pagePolicies(model.site);
    const sources = [...Object.values(model.pages).map(policyOf), ...staticHtmlPolicies(config.staticDir, loaded.staticFiles, pageFiles)];
    writeHeadersFile({ writer, algolia: config.algolia, staticDir: config.staticDir, sources });
    listing.add(HEADERS_FILE);
    writeBuildManifest(writer, { client, sidebarFiles, pageFiles: copies.map((copy) => copy.to), listing });
    listing.add(BUILD_MANIFEST);
    await stage(
      log,
      'compress',
      () =>
        precompressOutput(output.tmpDir, {
          previousOut: output.previous?.dir,
          // Pages compressed as they were rendered, the search index's files as they were written, and llms files
          // left to the server.
          skip: new Set([...compressed.files, ...searchCompressed.files, ...(llms?.uncompressed ?? [])]),
          listing,
          writer,
        }),
      (done) =>
        `${done.files + compressed.files.size + searchCompressed.files.length} text files:` +
        ` ${done.written + compressed.copies + searchCompressed.copies} .br/.gz written` +
        `${compressed.copies ? ` (${compressed.copies} as pages were rendered)` : ''}` +
        `${searchCompressed.copies ? ` (${searchCompressed.copies} with the search index)` : ''}, ${done.reused} kept from the last build`,
    );
    await stage(
      log,
      'write',
      // The pages and readers' files the caches recorded as written: published as written, never taken for the last build's.
      () => output.commit(listing, { recorded: new Set([...pagesWritten, ...(llms?.written ?? [])]) }),
      (how) =>
        `${path.relative(process.cwd(), outDir) || outDir}${how.inPlace ? `: ${how.put} files changed, ${how.removed} removed, in place` : ''}`,
    );
    renderCache.save();
    llmsCache?.save();
    contentCache.save();
    savePreviousFiles(filesCache, outDir, listing.entries());
    bytes = listing.siteBytes();
    const inputsFile = context.cachePath(`inputs-${outKey}.json`);
    const marker = outputMarker(outDir);
    if (inputsFile && trees && marker) {
      const read = [
        ...(config.configFile ? [path.resolve(config.root, config.configFile)] : []),
        ...loaded.referenced,
        ...loaded.specFiles,
      ];
      const inputs = { key: inputsKey({ config, fingerprint: context.fingerprint, outDir }), stamps: { ...stampFiles(read), ...trees } };
      const frame = loaded.frame && saveFrameFile(context.cachePath(`frame-${outKey}.json`), loaded.frame);
      const searchPages = search?.pagesDigest;
      saveInputs(inputsFile, inputs, {
        pages,
        bytes,
        searchIndexUrl,
        warnings,
        marker,
        ...(frame ? { frame } : {}),
        ...(searchPages ? { searchPages } : {}),
      });
    }
  } catch (error) {
    report();
    throw error;
  } finally {
    await pageWriter.stop();
    output.dispose();
  }
  report();
  const ms = performance.now() - started;
  log(
    `Built ${pages} pages (${formatBytes(bytes)}) in ${formatMs(ms)} → ${path.relative(process.cwd(), outDir) || outDir}${warnings.length ? ` (${warnings.length} warnings)` : ''}`,
  );
  return { outDir, model, pages, bytes, warnings, ms, searchIndexUrl };
}

/** What renderAll renders with. */
interface RenderAllInput {
  model: SiteModel;
  /** Writes into the folder pages go to. */
  writer: OutputWriter;
  client: ClientManifest;
  /** The URL path of MDX components' styles, when they have any. */
  componentCss: string | undefined;
  cache: RenderCache;
  search: SearchIslandProps;
  /** Where pages are written once a few have been written here. */
  pageWriter: LazyPageWriter;
}

/** What renderAll did. */
interface Rendered {
  /** The pages' files rendered (the others were kept from the previous output). */
  written: Set<string>;
  /** The sidebar data files written (content-hashed names under assets/). */
  sidebarFiles: string[];
  /** The rendered pages compressed as they were written (copies made where smaller), and how many copies that made. */
  compressed: { files: Set<string>; copies: number };
}

/**
 * Renders every page through the writer, one at a time, reusing unchanged ones from the previous output. Each page
 * is written and compressed on the thread pool while the next ones render (cli/fs/write-queue.ts); a few are in
 * flight at once, so no more than those are held in memory.
 */
async function renderAll({ model, writer, client, componentCss, cache, search, pageWriter }: RenderAllInput): Promise<Rendered> {
  const { baseUrl } = model.site;
  const { urls: sidebarData, names: sidebarFiles } = writeSidebarData(model, writer);
  const sidebarRoutes = sidebarRouteIndexes(model);
  const assets = documentAssets(baseUrl, client, componentCss);
  const keyOf = pageRenderKeys({
    hash: (parts) => cache.key(parts),
    site: model.site,
    sidebars: model.sidebars,
    assets,
    sidebarData,
    search,
  });
  const pages = Object.values(model.pages);
  // The note kept with each page: what it needs of the security policy, as JSON, which a build of edited pages compares.
  const policyOf = pagePolicies(model.site);
  const compressed = { files: new Set<string>(), copies: 0 };
  const written = new Set<string>();
  const queue = new WriteQueue();
  try {
    await renderEach();
    await queue.drain();
  } finally {
    // A failed build removes the temporary output: nothing may still be writing into it.
    await queue.settled();
  }
  return { written, sidebarFiles, compressed };

  async function renderEach(): Promise<void> {
    for (const [i, page] of pages.entries()) {
      if (i === pages.length >> 1) faultPoint('mid-render');
      const rel = htmlFileFor(page.route);
      const key = keyOf(page);
      if (cache.reuse(page.route, key, rel, writer) === undefined) {
        const html = renderPage(page, { model, assets, sidebarData, sidebarRoutes, search });
        const policyNote = JSON.stringify(policyOf(page));
        const bytes = Buffer.from(html);
        const thread = pageWriter.after(written.size);
        await queue.push(async () => {
          // Handled here whether or not a copy came out smaller: the compress stage need not try it again.
          let copies: number | undefined;
          if (thread) {
            const worth = shouldCompress(contentTypeFor(rel), bytes.length);
            // Named as every compressed copy is (ENCODING_SUFFIX).
            const targets = worth
              ? { br: writer.fileTarget(rel + ENCODING_SUFFIX.br), gzip: writer.fileTarget(rel + ENCODING_SUFFIX.gzip) }
              : undefined;
            const done = await thread.write({ target: writer.fileTarget(rel), bytes, copies: targets });
            cache.wroteStamped(page.route, key, done.stamp, policyNote);
            copies = done.copies;
          } else {
            cache.wrote(page.route, key, await writer.writeFileLater(rel, bytes), policyNote);
            copies = await writeCompressedCopies(writer, rel, bytes);
          }
          if (copies === undefined) return;
          compressed.files.add(rel);
          compressed.copies += copies;
        });
        written.add(rel);
      }
    }
  }
}

/** One hashed JSON file per sidebar, fetched by the sidebar islands only when a reader reaches for them. */
function writeSidebarData(model: SiteModel, writer: OutputWriter): { urls: Record<string, string>; names: string[] } {
  const { urls, files } = sidebarDataFiles(model);
  for (const [name, json] of files) writer.writeFile(`assets/${name}`, json);
  return { urls, names: [...files.keys()] };
}

/** The previous output as the search thread needs it: its list of files cut to the index's own (sent by copy). */
export function previousForSearchThread(previous: PreviousOutput): PreviousOutput {
  if (!previous.files) return previous;
  const prefix = `${SEARCH_FILES_DIR}/`;
  const files = new Map<string, number>();
  for (const [rel, size] of previous.files) if (rel.startsWith(prefix)) files.set(rel, size);
  return { ...previous, files };
}

/** The config stage: the site's config loaded and resolved. */
export function loadConfigStage(root: string, log: Log): Promise<ResolvedConfig> {
  return stage(
    log,
    'config',
    () => loadConfig(root),
    (c) => c.configFile ?? 'defaults (no docsgen.config.ts)',
  );
}
