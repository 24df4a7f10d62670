// The site as `docsgen dev` holds it between rebuilds: the config, the content files, the Markdown results and the API
// reference stay in memory, and a rebuild loads again only the sources the changed paths belong to before it builds
// a whole new SiteModel from them (so renames, additions and deletions reach sidebars, prev/next, tags and search).
import path from 'node:path';
import { BuildContext } from '../incremental/build-context.js';
import type { LoadedSite } from '../builder/load-site.js';
import { loadSite } from '../builder/load-variants.js';
import { markdownOptionsOf } from '../markdown/markdown-options.js';
import { listStaticFiles } from '../builder/static-files.js';
import { readConfig } from '../builder/read-config.js';
import { contentRulesOf } from '../sources/content-files.js';
import type { Log } from '../log/stages.js';
import type { ResolvedConfig } from '../config/schema.js';
import { checkContentFolder } from '../config/load-config.js';
import type { LoadedApi } from '../openapi/build-api-reference.js';
import { keptRenderer, type RendererNeeds } from '../markdown/load-renderer.js';
import type { MarkdownRenderer } from '../markdown/pipeline.js';
import { headStamp, readCommitTimes, type CommitTimes } from '../sources/commit-times.js';
import type { ContentFile } from '../sources/content-files.js';
import { ContentCache } from './content-cache.js';
import { markdownCacheKey } from '../markdown/markdown-cache.js';
import { MemoryMarkdownCache } from './memory-markdown-cache.js';
import { sourceKind, watchTargets, type SourceKind, type WatchTargets } from './watch-site.js';

export interface DevSiteOptions {
  root: string;
  /** Keep Markdown results in .docsgen/cache too (as `build` does), so the next start is fast. Default true. */
  cache?: boolean;
}

export class DevSite {
  readonly root: string;
  /** The session's caches: every rebuild is handed them, so nothing is kept in modules. */
  readonly context: BuildContext;
  private resolved: ResolvedConfig | undefined;
  private configStale = true;
  private content: ContentCache | undefined;
  private markdown: MemoryMarkdownCache | undefined;
  /** Renders edited pages on this thread, made with the Markdown options once and kept while they hold. */
  private renderer: ((needs: RendererNeeds) => Promise<MarkdownRenderer>) | undefined;
  private api: LoadedApi | undefined;
  private staticFiles: string[] | undefined;
  /** The files the last build's pages referred to (absolute): a change to one rebuilds, like a page's. */
  private pageFiles: string[] = [];
  /** The content files' commit times (config `lastUpdated`), read again only after a commit (headStamp). */
  private commitTimes: { folder: string; stamp: string | undefined; times: Promise<CommitTimes> } | undefined;

  constructor(options: DevSiteOptions) {
    this.root = path.resolve(options.root);
    this.context = new BuildContext({ root: this.root, cache: options.cache, session: true });
  }

  /** The config the last build read (read again when its file changes); undefined before the first. */
  get config(): ResolvedConfig | undefined {
    return this.resolved;
  }

  /** What to watch now: from the config, or docsgen's default folders while the config does not load. */
  targets(): WatchTargets {
    return watchTargets(this.root, this.resolved, this.pageFiles);
  }

  /** Forgets what the changed paths held; returns the kinds of source they were (nothing: no source changed). */
  invalidate(changes: Iterable<string>): Set<SourceKind> {
    const targets = this.targets();
    const kinds = new Set<SourceKind>();
    for (const file of changes) {
      const kind = sourceKind(targets, file);
      if (!kind) continue;
      kinds.add(kind);
      if (kind === 'content') this.content?.invalidate(file);
      // A file pasted into pages (an include), in the content folder or not: those pages are read again.
      if (kind === 'content' || kind === 'page-file') this.content?.invalidateIncluders(file);
      if (kind === 'static') this.staticFiles = undefined;
      // The config decides where the spec is (it may find a new one in openapi/): load both again.
      if (kind === 'config' || kind === 'openapi') {
        this.configStale = true;
        this.api = undefined;
      }
    }
    return kinds;
  }

  /** Whether a content file differs on disk from what the last rebuild read (other sources: false). */
  changedSinceRead(file: string): boolean {
    return sourceKind(this.targets(), file) === 'content' && (this.content?.changedSinceRead(file) ?? false);
  }

  /** Builds the SiteModel from what is held and what changed; throws the first error as the build would. */
  async build(log: Log): Promise<LoadedSite> {
    const config = this.resolved && !this.configStale ? this.resolved : await this.readConfig(log);
    checkContentFolder(config.contentDir, config.configFile);
    let files: ContentFile[] = [];
    const loaded = await loadSite({
      log,
      config,
      context: this.context,
      // The blog's drafts are published while writing, never by a build (as Docusaurus's `start` and Material's serve).
      drafts: true,
      sources: {
        contentFiles: (_config, skipped) => (files = this.content!.read(skipped)),
        markdownCache: this.markdown,
        markdownRenderer: (needs) => this.markdownRenderer(config, needs),
        loadApi: async (current) => (this.api ??= await (await import('../openapi/build-api-reference.js')).siteApiReference(current)),
        staticFiles: (current) => (this.staticFiles ??= listStaticFiles(current.staticDir, current.root)),
        commitTimes: (current) => this.commitTimesOf(current.contentDir),
      },
    });
    this.markdown!.keepOnly(new Set(files.map((file) => markdownCacheKey(file, config.blog?.truncateMarkers))));
    this.pageFiles = loaded.referenced;
    return loaded;
  }

  /** One `git log` for the session, and one more after each commit: not one per rebuild (each save). */
  private commitTimesOf(folder: string): Promise<CommitTimes> {
    const stamp = headStamp(folder);
    const held = this.commitTimes;
    if (held?.folder === folder && held.stamp === stamp) return held.times;
    this.commitTimes = { folder, stamp, times: readCommitTimes(folder) };
    return this.commitTimes.times;
  }

  /** The config stage of this session's road (read-config.ts), at its start and after each change to the config. */
  private async readConfig(log: Log): Promise<ResolvedConfig> {
    const next = await readConfig(this.root, log);
    const previous = this.resolved;
    this.resolved = next;
    this.configStale = false;
    this.api = undefined;
    this.staticFiles = undefined;
    const rules = contentRulesOf(next);
    if (!previous || previous.contentDir !== next.contentDir || JSON.stringify(contentRulesOf(previous)) !== JSON.stringify(rules))
      this.content = new ContentCache(this.root, next.contentDir, rules);
    const salt = JSON.stringify(markdownOptionsOf(next));
    if (!previous || JSON.stringify(markdownOptionsOf(previous)) !== salt) {
      this.markdown = new MemoryMarkdownCache(this.context.cachePath('markdown.jsonl'), { fingerprint: this.context.fingerprint, salt });
      this.renderer = undefined;
    }
    return next;
  }

  /**
   * The renderer for edited pages. The pipeline is imported when first needed, not at start: unified and its plugins
   * take ~200 ms to load, which a start with every page cached does not need.
   */
  markdownRenderer(config: ResolvedConfig, needs: RendererNeeds = { mdx: false }): Promise<MarkdownRenderer> {
    this.renderer ??= keptRenderer(() => markdownOptionsOf(config));
    return this.renderer(needs);
  }

  /** Loads the pipeline and runs it once on `sample`, so the first edit does not wait for its imports and compilation. */
  async warmUp(sample: string): Promise<void> {
    if (this.resolved) (await this.markdownRenderer(this.resolved))(sample);
  }
}
