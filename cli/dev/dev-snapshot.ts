// One successful build of `docsgen dev`, as the server answers from it: the site's emitters (cli/emit/) run into
// memory (output/memory-output.ts), so the files are those a build would write, laid out as the build lays them out,
// and requests resolve exactly as `docsgen serve` resolves them against a built folder. Pages render when first
// requested and are kept until a rebuild changes them; the search index is built when first requested.
import path from 'node:path';
import type { PolicySources } from '../../shared/model/policy.js';
import type { SiteModel } from '../../shared/model/site.js';
import type { LoadedSite } from '../builder/load-site.js';
import { siteFilesOf } from '../builder/build-site.js';
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { ResolvedConfig } from '../config/schema.js';
import { type Emitted, emitSite } from '../emit/emit-site.js';
import type { RouteSet } from '../emit/emitter.js';
import { pathInBase } from '../http/request-target.js';
import { resolveRequest, type Resolution } from '../http/resolve-request.js';
import type { RouteChanges } from '../incremental/changed-routes.js';
import { type HeldFile, MemoryOutput } from '../output/memory-output.js';
import { htmlFileFor } from '../routes/output-file.js';
import type { PageTermsCache } from '../search/page-terms-cache.js';

/** What a snapshot is made from: the site as read, with the config it was read with, and its client bundle. */
export interface SnapshotInput {
  config: ResolvedConfig;
  loaded: LoadedSite;
  client: ClientBundle;
  /** The snapshot before, what changed since (its routes) and whether anything every page shows changed besides. */
  previous?: DevSnapshot;
  changes?: RouteChanges;
  /** Something every page may show changed beyond the model (the static folder): every route is made again. */
  everyRoute?: boolean;
  /** The session's cache of pages' terms: an index built after a one-page edit cuts one page into terms. */
  searchPieces?: PageTermsCache;
}

/** The folder requests are resolved against: never created, it only gives resolve-request.ts a root to work in. */
const VIRTUAL_ROOT = path.resolve('/__docsgen_dev__');

export class DevSnapshot {
  private constructor(
    readonly config: ResolvedConfig,
    readonly loaded: LoadedSite,
    private readonly output: MemoryOutput,
    /** The render inputs, which the next snapshot takes over while the sidebars stay the same. */
    private readonly render: Emitted['render'],
  ) {}

  /** The snapshot of a build: every route's files, or, after an edit, the changed routes' over the snapshot before's. */
  static async make({ config, loaded, client, previous, changes, everyRoute = false, searchPieces }: SnapshotInput): Promise<DevSnapshot> {
    const { model } = loaded;
    const same = previous?.config === config && previous.loaded.staticFiles === loaded.staticFiles;
    // A patched model keeps its sidebars (incremental/model-update.ts): their files and indexes are the same, and neither is free.
    const sidebars = same && previous.loaded.model.sidebars === model.sidebars ? previous.render : undefined;
    const routes: RouteSet = same && changes && !changes.all && !everyRoute ? { all: false, changed: changes.changed } : { all: true };
    const output = new MemoryOutput(config.root, routes.all ? undefined : { previous: previous!.output, changed: routes.changed });
    const site = siteFilesOf(loaded);
    const { componentCss } = loaded;
    const emitted = await emitSite({
      config,
      model,
      routes,
      site,
      client,
      componentCss,
      sidebars,
      output,
      log: () => {},
      ...(searchPieces ? { searchPieces } : {}),
    });
    return new DevSnapshot(config, loaded, output, emitted.render);
  }

  get model(): SiteModel {
    return this.loaded.model;
  }

  /** Resolves a URL path (base URL already removed) with `docsgen serve`'s rules, and says what the file is. */
  resolve(urlPath: string): { resolution: Resolution; file?: HeldFile } {
    const resolution = resolveRequest(VIRTUAL_ROOT, urlPath, (abs) => this.lookup(abs) !== undefined);
    return { resolution, file: resolution.kind === 'file' ? this.lookup(resolution.file) : undefined };
  }

  /**
   * The route whose HTML a page at this URL path (base URL included, as location.pathname says it) is sent: its own,
   * or "/404" for any path that is no page (dev-handler.ts answers those with the 404 page).
   */
  routeShownAt(urlPath: string): string {
    const inBase = pathInBase(urlPath, this.model.site.baseUrl);
    const file = inBase === undefined ? undefined : this.resolve(inBase).file;
    return file?.kind === 'text' && file.page && file.route !== undefined ? file.route : '/404';
  }

  /** The HTML of a route's page, rendered now or kept from an earlier request. */
  html(route: string): string {
    const file = this.output.get(htmlFileFor(route));
    if (file?.kind !== 'text') throw new Error(`docsgen: no page at ${route}`);
    return String(file.body());
  }

  /** What the route's page needs of the Content-Security-Policy (render/page-policy.ts). */
  policy(route: string): PolicySources | undefined {
    const file = this.output.get(htmlFileFor(route));
    return file?.kind === 'text' ? file.policy : undefined;
  }

  private lookup(abs: string): HeldFile | undefined {
    return this.output.get(path.relative(VIRTUAL_ROOT, abs).split(path.sep).join('/'));
  }
}
