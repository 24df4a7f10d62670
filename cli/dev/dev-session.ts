// One `docsgen dev` session's builds: the site it holds between rebuilds, the snapshot the server answers from, the
// error shown while the last rebuild failed, and the open pages to reload. A rebuild never throws: its error becomes
// the overlay, and the server keeps answering from the last good snapshot.
import { performance } from 'node:perf_hooks';
import { formatMs, type Log } from '../log/stages.js';
import type { SiteModel } from '../../shared/model/site.js';
import { cachedClientBundle, type ClientBundle } from '../bundle/bundle-client.js';
import type { BundleLanguage } from '../bundle/site-strings-plugin.js';
import type { BuildWarning } from '../errors/docsgen-error.js';
import { formatError, formatWarning } from '../errors/format-error.js';
import { warningReport } from '../errors/warning-report.js';
import { docsgenFolder } from '../fs/docsgen-folder.js';
import { changedRoutes } from '../incremental/changed-routes.js';
import type { DevState } from './dev-handler.js';
import { DevSite } from './dev-site.js';
import { DevSnapshot } from './dev-snapshot.js';
import { LiveReload } from './live-reload.js';
import { errorView } from './overlay.js';
import { clock, describeChanges, describeRoutes } from './rebuild-log.js';
import { siteHasDiagrams } from '../model/site-diagrams.js';
import { siteHasMath } from '../model/site-math.js';
import type { Page } from '../../shared/model/site.js';

/** A little of everything the Markdown pipeline does (highlighting, tables, admonitions, links). */
const WARM_UP =
  '# T\n\nTexto com `código` e [link](/x).\n\n## Seção\n\n```js\nconst a = { b: 1 };\n```\n\n' +
  '```bash\ncurl -X GET https://x\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n:::tip\nDica.\n:::\n';

export class DevSession {
  readonly site: DevSite;
  readonly live = new LiveReload();
  /** What the request handler answers from; replaced by each rebuild. */
  readonly state: DevState;
  private markReady!: () => void;
  /**
   * The client bundle depends on docsgen, the site's language and whether it has diagrams only: bundled once per
   * docsgen version, language and that (kept on disk), and held here for what the site has now.
   */
  private client: { key: string; bundle: Promise<ClientBundle> } | undefined;
  /** Each other language's bundle, by its language, strings and diagrams. */
  private readonly localeClients = new Map<string, Promise<ClientBundle>>();
  /**
   * Whether the bundle holds Mermaid: from the first page holding a diagram on (as `docsgen build` decides,
   * model/site-diagrams.ts), for the rest of the session.
   */
  private diagrams = false;
  /** Whether the bundle holds the math stylesheet: likewise, from the first page holding math (model/site-math.ts). */
  private math = false;
  /** The warnings of the last build, so a rebuild prints only new ones. */
  private printed = new Set<string>();

  constructor(
    options: { root: string; cache?: boolean },
    private readonly log: Log,
  ) {
    this.site = new DevSite(options);
    this.state = { ready: new Promise((resolve) => (this.markReady = resolve)), snapshot: undefined, error: undefined };
  }

  /** The bundle for the site's language (and diagrams), made when they are new to this session. */
  private clientFor(language: BundleLanguage): Promise<ClientBundle> {
    const { diagrams, math } = this;
    const key = JSON.stringify([language.locale, language.strings, diagrams, math]);
    if (this.client?.key !== key) {
      const bundle = cachedClientBundle(
        docsgenFolder(this.site.root, 'cache', 'client'),
        this.site.context.fingerprint,
        language,
        diagrams,
        math,
      ).then(({ assetsDir, manifest, cached }): ClientBundle => ({ manifest, dir: assetsDir, cached }));
      bundle.catch(() => {}); // awaited by the build, and by start()
      this.client = { key, bundle };
    }
    return this.client.bundle;
  }

  /**
   * The site's bundle with each other language's beside it (a site with locales): their pages load their own, with
   * their strings. Each is made once per language and bundle key in the session (on disk, cached, as the site's).
   */
  private async withLocales(client: ClientBundle, model: SiteModel): Promise<ClientBundle> {
    const others = Object.entries(model.localeSites ?? {});
    if (others.length === 0) return client;
    const bundles = await Promise.all(
      others.map(async ([code, site]) => {
        const key = JSON.stringify([site.locale, site.strings, this.diagrams, this.math]);
        let bundle = this.localeClients.get(key);
        if (!bundle) {
          bundle = cachedClientBundle(
            docsgenFolder(this.site.root, 'cache', 'client'),
            this.site.context.fingerprint,
            site,
            this.diagrams,
            this.math,
          ).then(({ assetsDir, manifest, cached }): ClientBundle => ({ manifest, dir: assetsDir, cached }));
          this.localeClients.set(key, bundle);
        }
        return [code, await bundle] as const;
      }),
    );
    return { ...client, locales: Object.fromEntries(bundles) };
  }

  /** The first build, with its stage lines; requests wait for it. Rejects only when the client bundle cannot be made. */
  async start(): Promise<void> {
    try {
      await this.build();
      await this.client?.bundle;
    } finally {
      this.markReady();
    }
    // Load and run the Markdown pipeline now, so the first edit does not wait ~0.5 s for its imports and warm-up.
    void this.site.warmUp(WARM_UP).catch(() => {});
  }

  /** A rebuild for paths that changed (an editor's temporary file changes nothing and builds nothing). */
  async rebuild(changes: Set<string>): Promise<void> {
    await this.build(changes);
  }

  /** One build; `changes` undefined for the first. Never throws: an error becomes the overlay. */
  private async build(changes?: Set<string>): Promise<void> {
    const begin = performance.now();
    const kinds = changes ? this.site.invalidate(changes) : undefined;
    if (kinds && kinds.size === 0) return;
    const what = changes ? describeChanges(this.site.root, changes) : '';
    const { state, log } = this;
    try {
      const loaded = await this.site.build(changes ? () => {} : log);
      const config = this.site.config!;
      const previous = state.snapshot;
      const routes = changedRoutes(previous?.model, loaded.model);
      // Only a changed page can bring the first diagram: the others were read when they changed.
      const pages = routes.all ? loaded.model.pages : pick(loaded.model.pages, routes.changed);
      this.diagrams ||= siteHasDiagrams(pages);
      this.math ||= siteHasMath(pages);
      const bundleBefore = this.client?.key;
      const client = await this.withLocales(await this.clientFor(loaded.model.site), loaded.model);
      // Another bundle (the first diagram brought Mermaid in) is another boot script, which every page names.
      const newBundle = bundleBefore !== undefined && bundleBefore !== this.client?.key;
      // Another theme stylesheet (a stylesheet of `theme.css`, or what it imports, was saved) is a link every page has.
      const newTheme = previous !== undefined && previous.loaded.theme?.href !== loaded.theme?.href;
      const searchPieces = this.site.context.searchPieces;
      // The static folder's files may be shown by any page: every route's files are made again.
      const everyRoute = (kinds?.has('static') ?? true) || newBundle || newTheme;
      state.snapshot = await DevSnapshot.make({ config, loaded, client, previous, changes: routes, everyRoute, searchPieces });
      const recovered = state.error !== undefined;
      state.error = undefined;
      this.printWarnings(loaded.warnings);
      if (!kinds) return;
      // Static files may be shown by any page; a fixed error must leave the overlay: those reload every page.
      const everyPage = routes.all || recovered || kinds.has('static') || newBundle || newTheme;
      if (routes.changed.length === 0 && !everyPage) return; // a save that changed nothing
      this.live.reload(everyPage ? undefined : showsChangedRoute(routes.changed, [previous, state.snapshot]));
      log(
        `${clock()} ${what}: rebuilt in ${formatMs(performance.now() - begin)}, ${describeRoutes(routes)}${recovered ? ' (error fixed)' : ''}`,
      );
    } catch (error) {
      const view = errorView(error);
      const same = JSON.stringify(view) === JSON.stringify(state.error);
      state.error = view;
      if (changes) {
        log(
          `${clock()} ${what}: rebuild failed in ${formatMs(performance.now() - begin)}${same ? ', same error as before' : ' (shown in the browser)'}`,
        );
      }
      if (same) return;
      log(formatError(error));
      this.live.reload();
    }
  }

  /**
   * Reports the warnings the previous build did not have, grouped and cut as `docsgen build` does: the first build
   * reports them all, a rebuild only those the edit brought.
   */
  private printWarnings(warnings: BuildWarning[]): void {
    const lines = warnings.map(formatWarning);
    const fresh = warnings.filter((_, i) => !this.printed.has(lines[i]!));
    for (const line of warningReport(fresh)) this.log(line);
    this.printed = new Set(lines);
  }

  close(): void {
    this.live.close();
  }
}

/**
 * Whether a page at a URL path shows one of the changed routes, before or after the rebuild: a page added at a path
 * that showed the 404 page, or removed from one, changes what that path shows too.
 */
function showsChangedRoute(changed: string[], snapshots: Array<DevSnapshot | undefined>): (urlPath: string) => boolean {
  const routes = new Set(changed);
  return (urlPath) => snapshots.some((snapshot) => snapshot !== undefined && routes.has(snapshot.routeShownAt(urlPath)));
}

/** The pages of these routes (a route no page has any more is left out). */
function pick(pages: Record<string, Page>, routes: readonly string[]): Record<string, Page> {
  return Object.fromEntries(routes.flatMap((route) => (pages[route] ? [[route, pages[route]]] : [])));
}
