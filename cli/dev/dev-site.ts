// The site as `docsgen dev` holds it between rebuilds: the config, the content files, the Markdown results and the API
// reference stay in memory, and a rebuild loads again only the sources the changed paths belong to before it builds
// a whole new SiteModel from them (so renames, additions and deletions reach sidebars, prev/next, tags and search).
import path from 'node:path';
import { loadSiteModel, markdownOptionsOf, type LoadedSite } from '../builder/load-site.js';
import { listStaticFiles } from '../builder/static-files.js';
import { stage, type Log } from '../builder/stages.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/schema.js';
import { loadApiReference, type LoadedApi } from '../openapi/build-api-reference.js';
import type { ContentFile } from '../sources/content-files.js';
import { ContentCache } from './content-cache.js';
import { MemoryMarkdownCache } from './memory-markdown-cache.js';
import { sourceKind, watchTargets, type SourceKind, type WatchTargets } from './watch-site.js';

export interface DevSiteOptions {
  root: string;
  /** Keep Markdown results in .docsgen/cache too (as `build` does), so the next start is fast. Default true. */
  cache?: boolean;
}

export class DevSite {
  readonly root: string;
  private config: ResolvedConfig | undefined;
  private configStale = true;
  private content: ContentCache | undefined;
  private markdown: MemoryMarkdownCache | undefined;
  private api: LoadedApi | undefined;
  private staticFiles: string[] | undefined;

  constructor(private readonly options: DevSiteOptions) {
    this.root = path.resolve(options.root);
  }

  /** What to watch now: from the config, or docsgen's default folders while the config does not load. */
  targets(): WatchTargets {
    return watchTargets(this.root, this.config);
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
    const config = this.config && !this.configStale
      ? this.config
      : await stage(log, 'config', () => this.loadConfig(), (c) => c.configFile ?? 'defaults (no docsgen.config.ts)');
    let files: ContentFile[] = [];
    const loaded = await loadSiteModel({
      root: this.root, log, config, cache: this.options.cache,
      sources: {
        contentFiles: () => (files = this.content!.read()),
        markdownCache: this.markdown,
        loadApi: async (current) => (this.api ??= await loadApiReference({
          file: current.openapi!.file, root: current.root, route: current.openapi!.route, markdown: markdownOptionsOf(current),
        })),
        staticFiles: (current) => (this.staticFiles ??= listStaticFiles(current.staticDir)),
      },
    });
    this.markdown!.keepOnly(new Set(files.map((file) => file.hash)));
    return loaded;
  }

  private async loadConfig(): Promise<ResolvedConfig> {
    const next = await loadConfig(this.root);
    const previous = this.config;
    this.config = next;
    this.configStale = false;
    this.api = undefined;
    this.staticFiles = undefined;
    if (!previous || previous.contentDir !== next.contentDir) this.content = new ContentCache(this.root, next.contentDir);
    const salt = JSON.stringify(markdownOptionsOf(next));
    if (!previous || JSON.stringify(markdownOptionsOf(previous)) !== salt) {
      const dir = this.options.cache === false ? undefined : path.join(this.root, '.docsgen/cache/markdown');
      this.markdown = new MemoryMarkdownCache(dir, salt);
    }
    return next;
  }
}
