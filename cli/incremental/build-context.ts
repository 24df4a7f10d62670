import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { docsgenFolder } from '../fs/docsgen-folder.js';
import { removeDeadLeftovers } from '../fs/leftovers.js';
import { pipelineFingerprint } from '../fs/pipeline-fingerprint.js';
import { ModelCache } from '../model/model-cache.js';
import type { LastModel } from './model-update.js';
import { PageTermsCache } from '../search/page-terms-cache.js';
import { AssetFiles } from '../sources/asset-files.js';

/** The caches kept under `.docsgen/cache`, one name each. */
export type CacheName =
  | 'markdown.jsonl'
  | 'client'
  | 'search-terms.json'
  | 'content-files.json'
  | `output-records-${string}.json`
  | `output-${string}.json`
  | `inputs-${string}.json`
  | `model-${string}.json`
  /** A version's own caches (builder/load-variants.ts), a folder of these names. */
  | `variant-${string}`;

/**
 * A name of CacheName's, as a cache folder holds it (the `${string}` parts are outputCacheKey's): how a folder is
 * known to be docsgen's caches before a build writes or deletes in it (builder/write-folders.ts). Beside the type, so
 * that a new cache is added to both.
 */
export const CACHE_NAME =
  /^(?:client|variant-[\w.-]+|markdown\.jsonl|content-files\.json|search-terms\.json|(?:inputs|model|output|output-records)-[0-9a-f]{12}\.json)$/;

/**
 * Everything builds keep from one to the next: the caches under `<root>/.docsgen/cache` (none with --no-cache) and
 * those in memory. `docsgen build` makes one per run and `docsgen dev` one per session, and each stage is handed the
 * cache it uses: no module keeps state of its own, so a dev server running for hours holds nothing stale or growing.
 */
export class BuildContext {
  readonly root: string;
  /** `<root>/.docsgen/cache` or the folder given, or undefined when builds may neither read nor write caches. */
  readonly cacheDir: string | undefined;
  /** What makes the output (pipeline-fingerprint.ts): part of every cache key, so a new docsgen never reads an old entry. */
  readonly fingerprint = pipelineFingerprint();
  /** What the model stage reuses between builds (records of unchanged pages, resolved links). */
  readonly model: ModelCache;
  /**
   * The last build's model, which the next updates when only pages' contents changed: kept only when builds follow
   * one another (`docsgen dev`); a single build does not hold it (the raw Markdown of every page).
   */
  readonly lastModel?: LastModel;
  /** The search index's page pieces, for an index built on this thread (`docsgen dev`); builds use the file. */
  readonly searchPieces = new PageTermsCache();
  /** The files pages refer to, with their hashes and sizes: `docsgen dev` reads again only those that changed. */
  readonly assetFiles = new AssetFiles();

  /**
   * `cacheDir`: where to keep the caches instead (relative to the root unless absolute), as `--cache-dir` says.
   * `session`: builds follow one another in this process (`docsgen dev`), so each keeps what the next may patch.
   */
  constructor(options: { root: string; cache?: boolean; cacheDir?: string; session?: boolean }) {
    this.root = path.resolve(options.root);
    this.model = new ModelCache();
    if (options.session) this.lastModel = {};
    const cacheDir = options.cacheDir ? path.resolve(this.root, options.cacheDir) : docsgenFolder(this.root, 'cache');
    this.cacheDir = options.cache === false ? undefined : cacheDir;
  }

  /**
   * Deletes, in the background, the temporary files and folders that processes killed mid-write left in the caches
   * (their writes are atomic, so those are never read; only their space is wasted).
   */
  removeLeftovers(): void {
    // MDX pages' bundles (render-mdx-pages.ts), kept with or without caches.
    void removeDeadLeftovers(docsgenFolder(this.root, 'mdx'));
    if (!this.cacheDir) return;
    for (const folder of [this.cacheDir, path.join(this.cacheDir, 'client')]) void removeDeadLeftovers(folder);
    // Where docsgen kept a file per Markdown result until they moved into markdown.jsonl (markdown-cache.ts).
    void rm(path.join(this.cacheDir, 'markdown'), { recursive: true, force: true }).catch(() => undefined);
    // Caches under the names an older docsgen gave them, read by no build now (the output's records were two files).
    void removeRenamedCaches(this.cacheDir);
  }

  /** Where a cache lives, or undefined when caches are off. */
  cachePath(name: CacheName): string | undefined {
    return this.cacheDir && path.join(this.cacheDir, name);
  }
}

/** The part of a cache's name that says which output folder it describes: each folder has caches of its own. */
export function outputCacheKey(outDir: string): string {
  return createHash('sha1').update(outDir).digest('hex').slice(0, 12);
}

/** Old names of caches this docsgen keeps under others (the render and llms records, the frame, the search pieces). */
const RENAMED = /^(?:render-\w+\.json|llms-\w+\.json|frame-\w+\.json|search-pieces\.json)$/;

/** Deletes the caches an older docsgen left under names this one no longer reads. */
async function removeRenamedCaches(cacheDir: string): Promise<void> {
  try {
    const names = await readdir(cacheDir);
    await Promise.all(names.filter((name) => RENAMED.test(name)).map((name) => rm(path.join(cacheDir, name), { force: true })));
  } catch {
    // No cache folder yet: nothing to remove.
  }
}
