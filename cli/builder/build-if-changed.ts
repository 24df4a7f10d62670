// `docsgen build` as the command runs it: nothing is built when every file the last build read is as it was then
// (incremental/build-record.ts), the config resolves the same and the output is the one that build published. At 40,000 pages a
// build that changed nothing read and hashed every source again for ten seconds to publish the same bytes.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { strictFailure } from '../errors/strict-failure.js';
import { warningReport } from '../errors/warning-report.js';
import { outputSiblings } from '../output/atomic-output.js';
import { BuildContext, outputCacheKey } from '../incremental/build-context.js';
import { type CheckedStamps, checkInputs, inputsKey } from '../incremental/build-record.js';
import { buildSite, startIndexer, type BuildOptions, type BuildResult } from './build-site.js';
import { readConfig } from './read-config.js';
import { checkWriteFolders } from './write-folders.js';
import type { SearchIndexer } from '../search/index-in-background.js';
import { buildPageEdits } from './build-page-edits.js';
import { outputMarker } from '../incremental/last-output.js';
import { formatBytes, formatMs, stage } from '../log/stages.js';

/** What a command's build did: built, or found the output up to date (the last build's figures). */
export type BuildOutcome =
  | ({ upToDate: false; edited?: undefined } & BuildResult)
  /** Only edited pages were remade (build-page-edits.ts). */
  | { upToDate: false; edited: number; outDir: string; pages: number; bytes: number; warnings: BuildResult['warnings']; ms: number }
  | { upToDate: true; outDir: string; pages: number; bytes: number; warnings: BuildResult['warnings']; ms: number };

/** Builds the site unless its output is up to date; with caches off (`--no-cache`), always builds. */
export async function buildIfChanged(options: BuildOptions): Promise<BuildOutcome> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const context = new BuildContext({ root: options.root, cache: options.cache, cacheDir: options.cacheDir });
  const read = await readConfig(options.root, log);
  const config = options.strict && !read.strict ? { ...read, strict: true as const } : read;
  const outDir = path.resolve(config.root, options.out ?? config.site?.outDir ?? 'build');
  checkWriteFolders(config, { outDir, cacheDir: context.cacheDir });
  const record = context.cachePath(`inputs-${outputCacheKey(outDir)}.json`);
  // What killed builds left beside the output (a half-done update to undo) is repaired by a build, never skipped.
  const siblings = outputSiblings(outDir);
  let checked: CheckedStamps | undefined;
  let indexer: SearchIndexer | undefined;
  if (record && siblings.tmp.length + siblings.old.length + siblings.undo.length === 0) {
    const key = inputsKey({ config, fingerprint: context.fingerprint, outDir });
    const check = await stage(
      log,
      'check',
      () => checkInputs(record, { key, marker: outputMarker(outDir) }),
      (found) =>
        found.upToDate
          ? `${found.files} files and folders as the last build read them: nothing to build`
          : found.changed === 'all'
            ? 'no record of the last build here, or docsgen, its config or the output changed: building'
            : `${found.changed} of the files and folders the last build read changed: building`,
    );
    const where = path.relative(process.cwd(), outDir) || outDir;
    const report = (warnings: BuildResult['warnings']): void => {
      for (const line of warningReport(warnings, { all: options.verbose, cutNote: '(docsgen build --verbose prints them all)' })) log(line);
    };
    const warned = (warnings: BuildResult['warnings']): string => (warnings.length ? ` (${warnings.length} warnings)` : '');
    if (check.upToDate) {
      const { pages, bytes, warnings } = check.summary;
      // Nothing to build, but strict mode fails on what the last build warned of, as a build would.
      const strict = config.strict && strictFailure(warnings, config.configFile);
      if (strict) throw strict;
      report(warnings);
      const ms = performance.now() - started;
      log(`Up to date: ${pages} pages (${formatBytes(bytes)}) in ${where}, checked in ${formatMs(ms)}${warned(warnings)}`);
      return { upToDate: true, outDir, pages, bytes, warnings, ms };
    }
    checked = check.stamps;
    // Strict mode builds whole: its check runs before anything is written, which remaking pages in place does not allow.
    if (!config.strict && check.stamps && check.summary && check.changed !== 'all' && check.changed > 0) {
      // Started now, it loads its cache while the edited pages are remade; a whole build takes it over.
      indexer = config.algolia ? undefined : startIndexer(context);
      const edits = await buildPageEdits({
        config,
        context,
        outDir,
        checked: check.stamps,
        summary: check.summary,
        key,
        log,
        indexer,
      }).catch((error: unknown) => {
        indexer?.dispose();
        throw error;
      });
      if (!('why' in edits)) {
        indexer?.dispose();
        const { pages, bytes, warnings, edited } = edits;
        report(warnings);
        const ms = performance.now() - started;
        log(`Built ${pages} pages (${formatBytes(bytes)}) in ${formatMs(ms)} → ${where}${warned(warnings)}`);
        return { upToDate: false, edited, outDir, pages, bytes, warnings, ms };
      }
      if (indexer?.asked) {
        indexer.dispose();
        indexer = undefined;
      }
    }
  }
  return { upToDate: false, ...(await buildSite({ ...options, log, config, context, started, checked, indexer })) };
}
