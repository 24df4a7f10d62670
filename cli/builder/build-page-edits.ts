// `docsgen build` after an edit of a few pages' text: when nothing other pages show of them changed (their title,
// front matter, heading ids, files, warnings: page-edits-plan.ts), those pages are remade against the last build's
// saved frame and the output is updated in place with their files alone: the page, its `.md`, its line of llms.txt
// and section of llms-full.txt, the search index's blocks that hold it, the build manifest. Every other file is the
// last build's, as a build of the whole site would have made it again (the in-place tests compare both byte for
// byte). At 40,000 pages a one-page edit rebuilt the whole model, every page's key and llms-full.txt: 9–11 s.
// Whatever does not allow it falls back to the whole build, with the reason on the `edits` line.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SiteInfo } from '../../shared/model/site.js';
import { SEARCH_ENTRY, SEARCH_FILES_DIR } from '../../shared/search-index/format.js';
import { markdownPath } from '../../shared/url.js';
import { cachedClientBundle, type ClientManifest } from '../bundle/bundle-client.js';
import type { ResolvedConfig } from '../config/schema.js';
import { faultPoint } from '../fs/fault-point.js';
import { OutputWriter } from '../fs/output-writer.js';
import { BUILD_MANIFEST } from '../http/build-manifest.js';
import { ENCODING_SUFFIX } from '../http/compression.js';
import { spliceLlmsFiles } from '../llms/splice-llms-files.js';
import { startMarkdownThread } from '../markdown/markdown-thread.js';
import { siteInfo } from '../model/build-site-model.js';
import type { SavedFrame } from '../model/saved-frame.js';
import { pageRenderKeys } from '../render/page-render-key.js';
import { pagePolicies } from '../render/page-policy.js';
import { RenderCache } from '../render/render-cache.js';
import { renderPage } from '../render/render-route.js';
import { documentAssets, sidebarDataFiles, sidebarRouteIndexes, siteSearchProps } from '../render/render-inputs.js';
import { htmlFileFor } from '../routes/output-file.js';
import { STALE_PIECES } from '../search/build-and-write.js';
import type { SearchIndexer } from '../search/index-in-background.js';
import type { WrittenSearchIndex } from '../search/write-index.js';
import { indexPages } from '../search/page-fragment.js';
import { AtomicOutput } from './atomic-output.js';
import { type BuildContext, outputCacheKey } from './build-context.js';
import { type BuiltSummary, type CheckedStamps, saveInputs } from './build-inputs.js';
import { previousForSearchThread } from './build-site.js';
import { loadFrameFile } from './frame-file.js';
import { markdownOptionsOf } from './load-site.js';
import { OutputListing } from './output-listing.js';
import { type EditedPage, planPageEdits } from './page-edits-plan.js';
import { writeCompressedCopies } from './precompress.js';
import { outputMarker, savePreviousFiles } from './previous-output.js';
import { type Log, stage } from './stages.js';
import { writeBuildManifest } from './write-build-manifest.js';

export interface PageEditsInput {
  config: ResolvedConfig;
  context: BuildContext;
  outDir: string;
  /** What the check compared: the last build's stamps and the files' now. */
  checked: CheckedStamps;
  /** The last build's record. */
  summary: BuiltSummary;
  /** The key of what else the output depends on (inputsKey), for this build's record. */
  key: string;
  log: Log;
  /**
   * The search index's thread, started by the caller as the check found changes: it loads its cache while the edited
   * pages are remade. Asked for an index only once they are; if the site is then built whole, that build takes it over.
   */
  indexer?: SearchIndexer;
}

/** What a build of edited pages did: the site's figures, as a whole build reports them. */
export interface PageEditsResult {
  edited: number;
  pages: number;
  bytes: number;
  searchIndexUrl: string;
  warnings: BuiltSummary['warnings'];
}

/** A reason to build the whole site after all, found once files were being written (nothing is published then). */
class WholeBuild extends Error {}

/**
 * Remakes the edited pages alone and updates the output in place, or returns why the site must be built whole (then
 * nothing was changed, neither the output nor the caches).
 */
export async function buildPageEdits(input: PageEditsInput): Promise<PageEditsResult | { why: string }> {
  const { config, context, outDir, log } = input;
  const outKey = outputCacheKey(outDir);
  const started = performance.now();
  let plan: Awaited<ReturnType<typeof planPageEdits>>;
  // Started first: it loads the Markdown pipeline while this thread reads the frame.
  const markdown = startMarkdownThread(markdownOptionsOf(config));
  try {
    if (input.summary.marker !== outputMarker(outDir)) plan = { why: 'the output changed since the last build' };
    else {
      const frame = input.summary.frame ? loadFrameFile(context.cachePath(`frame-${outKey}.json`), input.summary.frame) : undefined;
      plan = await planPageEdits({ config, context, outDir, checked: input.checked, summary: input.summary, frame, markdown });
    }
  } catch (error) {
    // A page that does not read or render (bad front matter…): the whole build says so, with its file and line.
    plan = { why: `${(error as Error).message.split('\n')[0]}` };
  } finally {
    markdown.stop();
  }
  const took = performance.now() - started;
  const line = (text: string): void => log(`  ${'edits'.padEnd(9)} ${formatTook(took).padStart(8)}  ${text}`);
  if ('why' in plan) {
    line(`${plan.why}: building the whole site`);
    return { why: plan.why };
  }
  line(
    `${plan.pages.length} ${plan.pages.length === 1 ? 'page' : 'pages'} edited (${plan.pages.map((page) => page.file.file).join(', ')}), remade alone`,
  );
  try {
    return await publishEdits({ ...input, pages: plan.pages, frame: plan.frame, changes: plan.changes, outKey });
  } catch (error) {
    if (!(error instanceof WholeBuild) && !(error instanceof Error && error.message.includes(STALE_PIECES))) throw error;
    log(`  ${'edits'.padEnd(9)} ${''.padStart(8)}  ${error.message}: building the whole site`);
    return { why: error.message };
  }
}

function formatTook(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

interface Publish extends PageEditsInput {
  pages: EditedPage[];
  frame: SavedFrame;
  changes: Record<string, string>;
  outKey: string;
}

/** Writes the edited pages' files into a staging folder, then moves them into the output under its journal. */
async function publishEdits({
  config,
  context,
  outDir,
  checked,
  summary,
  key,
  log,
  pages,
  frame,
  changes,
  outKey,
  indexer,
}: Publish): Promise<PageEditsResult> {
  const filesCache = context.cachePath(`output-${outKey}.json`);
  const output = new AtomicOutput(outDir, { root: config.root, contentDir: config.contentDir }, { filesCache });
  try {
    const previous = output.previous;
    if (!previous?.files) throw new WholeBuild("no list of the output's files");
    if (indexer && !summary.searchPages) throw new WholeBuild('no record of the search index’s pages');
    const writer = new OutputWriter(output.tmpDir, previous);
    mkdirSync(path.join(output.tmpDir, 'assets'), { recursive: true });
    const edits = pages.map(({ records, searchAt }) => ({ at: searchAt, page: indexPages(records)[0]! }));
    const indexing = indexer?.index({
      pages: { edits, of: summary.searchPages! },
      locale: config.locale,
      outDir: output.tmpDir,
      previous: previousForSearchThread(previous),
    });
    indexing?.catch(() => {}); // awaited below
    const site = siteInfo(config);
    const model = { site, sidebars: frame.sidebars };
    const client = await clientOf(context, site, previous.files);
    const sidebarData = sidebarDataFiles(model);
    const assets = documentAssets(site.baseUrl, client, frame.componentCss);
    const search = siteSearchProps(site);
    const written = new Set<string>();
    const renderCache = new RenderCache(context.cachePath(`render-${outKey}.json`), outDir, context.fingerprint);
    // Every other page stays as the last build wrote it, and so does its record.
    renderCache.carryOver();
    await stage(
      log,
      'render',
      async () => {
        const sidebarRoutes = sidebarRouteIndexes(model);
        const keyOf = pageRenderKeys({ hash: (parts) => renderCache.key(parts), ...model, assets, sidebarData: sidebarData.urls, search });
        const policyOf = pagePolicies(site);
        for (const { page } of pages) {
          const rel = htmlFileFor(page.route);
          const before = renderCache.recorded(page.route, rel);
          if (!before) throw new WholeBuild(`the last build's record of ${rel} is missing`);
          const pageKey = keyOf(page);
          if (pageKey === before.key) continue;
          const note = JSON.stringify(policyOf(page));
          // The _headers file's policy is made from every page's sources: a new inline script's hash changes it.
          if (note !== before.note) throw new WholeBuild(`${page.source} needs another Content-Security-Policy`);
          const html = renderPage(page, { model, assets, sidebarData: sidebarData.urls, sidebarRoutes, search });
          const bytes = Buffer.from(html);
          renderCache.wrote(page.route, pageKey, writer.writeFile(rel, bytes), note);
          await writeCompressedCopies(writer, rel, bytes);
          written.add(rel);
        }
      },
      () => `${written.size} rendered, ${summary.pages - written.size} unchanged`,
    );
    const llmsCache = config.llms ? new RenderCache(context.cachePath(`llms-${outKey}.json`), outDir, context.fingerprint) : undefined;
    if (llmsCache) {
      llmsCache.carryOver();
      const spliced = await stage(
        log,
        'llms',
        () =>
          spliceLlmsFiles({
            writer,
            records: llmsCache,
            site,
            pages: pages.map(({ page }) => page),
            previousDir: outDir,
            staticFiles: new Set(frame.staticFiles),
            ownerOf: markdownOwners(frame),
          }),
        (done) => (done ? `${done.written.length} files for readers' tools written again` : 'not spliced'),
      );
      if (!spliced) throw new WholeBuild("the last build's record of the files for readers' tools is missing");
      for (const file of spliced.written) written.add(file);
      for (const file of spliced.written) {
        if (!spliced.uncompressed.has(file)) await writeCompressedCopies(writer, file, readFileSync(path.join(output.tmpDir, file)));
      }
    }
    let index: WrittenSearchIndex | undefined;
    if (indexing) {
      index = await stage(
        log,
        'search',
        () => indexing,
        (done) => `${done.pages} pages, ${done.files - done.kept.length} files written`,
      );
      await writeCompressedCopies(writer, SEARCH_ENTRY, readFileSync(path.join(output.tmpDir, SEARCH_ENTRY)));
    }
    // The files written are few; every other file of the output stays, but for the copies of those written again and
    // the search index's files its thread did not keep.
    const rewritten = new Set([...new OutputListing(output.tmpDir).written(), BUILD_MANIFEST]);
    const searchKept = new Set(index?.kept.map(([rel]) => rel));
    const staticFiles = new Set(frame.staticFiles);
    const dropped = new Set<string>();
    for (const rel of previous.files.keys()) {
      const original = rel.endsWith('.br') || rel.endsWith('.gz') ? rel.slice(0, -3) : undefined;
      // A copy the site ships itself (static/data.json.gz) is its own, as the compress stage leaves it.
      const stale = original !== undefined && rewritten.has(original) && !staticFiles.has(`/${rel}`);
      const unindexed = rel.startsWith(`${SEARCH_FILES_DIR}/`) && !searchKept.has(original ?? rel);
      if (stale || unindexed) dropped.add(rel);
    }
    const listing = new OutputListing(output.tmpDir, { previousDir: outDir, base: { files: previous.files, dropped } });
    writeBuildManifest(writer, { client, sidebarFiles: [...sidebarData.files.keys()], pageFiles: frame.copies, listing });
    await writeCompressedCopies(writer, BUILD_MANIFEST, readFileSync(path.join(output.tmpDir, BUILD_MANIFEST)));
    for (const rel of ['', ...Object.values(ENCODING_SUFFIX)].map((suffix) => BUILD_MANIFEST + suffix)) {
      if (existsSync(path.join(output.tmpDir, rel))) listing.add(rel);
    }
    await stage(
      log,
      'write',
      () => output.commit(listing, { recorded: written }),
      (how) =>
        `${path.relative(process.cwd(), outDir) || outDir}${how.inPlace ? `: ${how.put} files changed, ${how.removed} removed, in place` : ''}`,
    );
    faultPoint('after-page-edits');
    renderCache.save();
    llmsCache?.save();
    savePreviousFiles(filesCache, outDir, listing.entries());
    const bytes = listing.siteBytes();
    const marker = outputMarker(outDir);
    const inputsFile = context.cachePath(`inputs-${outKey}.json`);
    const searchPages = index?.pagesDigest;
    // The last build's stamps with the edited files' new ones (taken over: nothing falls back to a whole build now).
    const stamps = Object.assign(checked.recorded, changes);
    if (inputsFile && marker)
      saveInputs(inputsFile, { key, stamps }, { ...summary, bytes, marker, ...(searchPages ? { searchPages } : {}) });
    await indexer?.saved();
    return { edited: pages.length, pages: summary.pages, bytes, searchIndexUrl: summary.searchIndexUrl, warnings: summary.warnings };
  } finally {
    output.dispose();
  }
}

/** The client bundle the last build published (its files are in the output); another one needs the whole build. */
async function clientOf(context: BuildContext, site: SiteInfo, files: ReadonlyMap<string, number>): Promise<ClientManifest> {
  if (!context.cacheDir) throw new WholeBuild('no caches');
  const { manifest, cached } = await cachedClientBundle(context.cachePath('client')!, context.fingerprint, site);
  if (!cached || manifest.files.some((file) => !files.has(`assets/${file.split(path.sep).join('/')}`))) {
    throw new WholeBuild('the client bundle changed');
  }
  return manifest;
}

/** Which route's page writes each `.md` path, as the whole build decides it (the first page to claim it). */
function markdownOwners(frame: SavedFrame): (file: string) => string | undefined {
  let owners: Map<string, string | null> | undefined;
  return (file) => {
    if (!owners) {
      owners = new Map();
      for (const route of [...frame.routes, ...frame.apiRoutes]) {
        const own = markdownPath(route).slice(1);
        // Two routes with one `.md` path: which claims it depends on the model's order; the whole build decides.
        owners.set(own, owners.has(own) ? null : route);
      }
    }
    return owners.get(file) ?? undefined;
  };
}
