// `docsgen build` after an edit of a few pages' text: when nothing other pages show of them changed (their title,
// front matter, heading ids, files, warnings, policy: incremental/page-edits.ts), those pages are remade against the last
// build's saved model, and the same emitters as a whole build's (cli/emit/) are asked for their routes alone: the
// page, its `.md`, its line of llms.txt and section of llms-full.txt, the search index's files that hold it, the
// build manifest. The output is updated in place with those files; every other file is the last build's, as a build
// of the whole site would have made it again (the in-place tests compare both byte for byte). At 40,000 pages a
// one-page edit rebuilt the whole model, every page's key and llms-full.txt: 9–11 s. Whatever does not allow it
// falls back to the whole build, with the reason on the `edits` line.
import { performance } from 'node:perf_hooks';
import type { SiteInfo, SiteModel } from '../../shared/model/site.js';
import { cachedClientBundle, type ClientBundle } from '../bundle/bundle-client.js';
import type { ResolvedConfig } from '../config/schema.js';
import { startEmit } from '../emit/emit-site.js';
import { WholeSiteNeeded } from '../emit/emitter.js';
import { faultPoint } from '../fs/test-hooks.js';
import { startMarkdownThread } from '../markdown/markdown-thread.js';
import { siteInfo } from '../model/build-site-model.js';
import type { SavedModel } from '../incremental/saved-model.js';
import { FolderOutput } from '../output/folder-output.js';
import { STALE_PIECES } from '../search/build-and-write.js';
import type { SearchIndexer } from '../search/index-in-background.js';
import { type BuildContext, outputCacheKey } from '../incremental/build-context.js';
import { type BuiltSummary, type CheckedStamps, saveInputs } from '../incremental/build-record.js';
import { writeLine } from './build-site.js';
import { loadSavedModel } from '../incremental/saved-model.js';
import { markdownOptionsOf } from '../markdown/markdown-options.js';
import { type EditedPage, planPageEdits, type PageEditsPlan } from '../incremental/page-edits.js';
import { outputMarker } from '../incremental/last-output.js';
import { type Log, stage, stageLine } from '../log/stages.js';
import { siteHasDiagrams } from '../model/site-diagrams.js';
import { siteHasMath } from '../model/site-math.js';

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

/**
 * Remakes the edited pages alone and updates the output in place, or returns why the site must be built whole (then
 * nothing was changed, neither the output nor the caches).
 */
export async function buildPageEdits(input: PageEditsInput): Promise<PageEditsResult | { why: string }> {
  const started = performance.now();
  const plan = await planOf(input);
  const line = (text: string): void => input.log(stageLine('edits', performance.now() - started, text));
  if ('why' in plan) {
    line(`${plan.why}: building the whole site`);
    return { why: plan.why };
  }
  const names = plan.pages.map((page) => page.file.file).join(', ');
  line(`${plan.pages.length} ${plan.pages.length === 1 ? 'page' : 'pages'} edited (${names}), remade alone`);
  try {
    return await publishEdits(input, plan);
  } catch (error) {
    if (!(error instanceof WholeSiteNeeded) && !(error instanceof Error && error.message.includes(STALE_PIECES))) throw error;
    input.log(`  ${'edits'.padEnd(9)} ${''.padStart(8)}  ${error.message}: building the whole site`);
    return { why: error.message };
  }
}

/** The edited pages remade against the last build's saved model, or why they cannot be. */
async function planOf({ config, context, outDir, checked, summary }: PageEditsInput): Promise<PageEditsPlan> {
  // Started first: it loads the Markdown pipeline while this thread reads the saved model.
  const markdown = startMarkdownThread(markdownOptionsOf(config), config.blog?.truncateMarkers);
  try {
    if (summary.marker !== outputMarker(outDir)) return { why: 'the output changed since the last build' };
    const file = context.cachePath(`model-${outputCacheKey(outDir)}.json`);
    const saved = summary.savedModel ? loadSavedModel(file, summary.savedModel) : undefined;
    return await planPageEdits({ config, context, outDir, checked, summary, saved, markdown });
  } catch (error) {
    // A page that does not read or render (bad front matter…): the whole build says so, with its file and line.
    return { why: `${(error as Error).message.split('\n')[0]}` };
  } finally {
    markdown.stop();
  }
}

/** Emits the edited pages' files into the output, updated in place, and saves the build's record. */
async function publishEdits(input: PageEditsInput, plan: Extract<PageEditsPlan, { pages: EditedPage[] }>): Promise<PageEditsResult> {
  const { config, context, outDir, summary, log, indexer } = input;
  const outKey = outputCacheKey(outDir);
  const files = context.cachePath(`output-${outKey}.json`);
  const records = context.cachePath(`output-records-${outKey}.json`);
  if (!files || !records) throw new WholeSiteNeeded('no caches');
  const guard = { root: config.root, contentDir: config.contentDir };
  const caches = { files, records, fingerprint: context.fingerprint };
  const output = new FolderOutput({ outDir, guard, caches, update: true, precompress: config.precompress });
  try {
    if (!output.canUpdate) throw new WholeSiteNeeded("no list of the output's files");
    if (indexer && !summary.searchPages) throw new WholeSiteNeeded('no record of the search index’s pages');
    const { saved, pages } = plan;
    const model = editedModel(siteInfo(config), saved, pages);
    const routes = { all: false as const, changed: pages.map(({ page }) => page.route) };
    const last = {
      pages: summary.pages,
      searchPages: summary.searchPages ?? '',
      searchAt: new Map(pages.map((one) => [one.page.route, one.searchAt])),
    };
    const site = { staticFiles: saved.staticFiles, copies: saved.copies, mdxAssets: [], ...(saved.theme ? { theme: saved.theme } : {}) };
    // The search index's edits go to its thread first: it works on them while the client is checked and pages render.
    const emit = startEmit({ config, model, routes, site, output, indexer, last });
    // The last build's bundle, with Mermaid if the site had a diagram or an edited page brings one (then it is another
    // bundle, not in the output: the whole site is built). A diagram taken away keeps Mermaid until the next build.
    const client = await clientOf(context, model.site, output, {
      diagrams: saved.diagrams === true || siteHasDiagrams(model.pages),
      math: saved.math === true || siteHasMath(model.pages),
    });
    await emit.run({ client, componentCss: saved.componentCss, log });
    await output.compress();
    await stage(
      log,
      'write',
      () => output.commit(),
      (how) => writeLine(outDir, how),
    );
    faultPoint('after-page-edits');
    output.save();
    const bytes = output.bytes();
    await saveRecord(input, { changes: plan.changes, bytes });
    await indexer?.saved();
    return { edited: pages.length, pages: summary.pages, bytes, searchIndexUrl: summary.searchIndexUrl, warnings: summary.warnings };
  } finally {
    await output.dispose();
  }
}

/** The model a build of edited pages emits: the site and its sidebars, with those pages and their records alone. */
function editedModel(site: SiteInfo, saved: SavedModel, pages: EditedPage[]): SiteModel {
  return {
    site,
    sidebars: saved.sidebars,
    pages: Object.fromEntries(pages.map(({ page }) => [page.route, page])),
    // In the order of the pages (emit/emitter.ts's LastBuild): the search index's edits are made from them.
    search: pages.flatMap((one) => one.records),
    ...(saved.blogs ? { blogs: saved.blogs } : {}),
  };
}

/** The record of this build: the last build's, with the edited files' stamps and the output's new figures. */
async function saveRecord(
  { context, outDir, checked, summary, key, indexer }: PageEditsInput,
  { changes, bytes }: { changes: Record<string, string>; bytes: number },
): Promise<void> {
  const marker = outputMarker(outDir);
  const file = context.cachePath(`inputs-${outputCacheKey(outDir)}.json`);
  if (!file || !marker) return;
  const searchPages = await indexer?.pagesDigest();
  // The last build's stamps with the edited files' new ones (taken over: nothing falls back to a whole build now).
  const stamps = Object.assign(checked.recorded, changes);
  saveInputs(file, { key, stamps }, { ...summary, bytes, marker, ...(searchPages ? { searchPages } : {}) });
}

/** The client bundle the last build published (its files are in the output); another one needs the whole build. */
async function clientOf(
  context: BuildContext,
  site: SiteInfo,
  output: FolderOutput,
  { diagrams, math }: { diagrams: boolean; math: boolean },
): Promise<ClientBundle> {
  const cacheDir = context.cachePath('client')!;
  const { assetsDir, manifest, cached } = await cachedClientBundle(cacheDir, context.fingerprint, site, diagrams, math);
  if (!cached || manifest.files.some((file) => !output.holds(`assets/${file.split(/[\\/]/).join('/')}`))) {
    throw new WholeSiteNeeded('the client bundle changed');
  }
  return { manifest, dir: assetsDir, cached };
}
