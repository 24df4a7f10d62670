// One successful build of `docsgen dev`, as the server answers from it: the files a build would write, held in memory
// (or named on disk: the client bundle, the static folder) and laid out as the build lays them out, so requests
// resolve exactly as `docsgen serve` resolves them against a built folder. Pages render when first requested and are
// kept until a rebuild changes them; the search index is built when first requested.
import path from 'node:path';
import type { LoadedSite } from '../builder/load-site.js';
import { htmlFileFor } from '../routes/output-file.js';
import { sitemapXml } from '../builder/sitemap.js';
import { hasMarkdown } from '../llms/llms-sections.js';
import { llmsFiles, pageMarkdownFiles, pageMarkdownOf } from '../llms/llms-files.js';
import type { ClientManifest } from '../bundle/bundle-client.js';
import { documentAssets, sidebarDataFiles, sidebarRouteIndexes, siteSearchProps } from '../render/render-inputs.js';
import { type RenderOptions, renderPage } from '../render/render-route.js';
import { pagePolicies } from '../render/page-policy.js';
import type { PolicySources } from '../../shared/model/policy.js';
import type { Page } from '../../shared/model/site.js';
import { SEARCH_ENTRY, SEARCH_FILES_DIR } from '../../shared/search-index/format.js';
import { indexPages } from '../search/page-fragment.js';
import type { PieceCache } from '../search/piece-cache.js';
import { searchIndexFiles, type SearchIndexBuild } from '../search/search-index.js';
import { isDiskFile, resolveRequest, type Resolution } from '../http/resolve-request.js';
import { pathInBase } from '../http/request-target.js';
import type { RouteChanges } from './changed-routes.js';

export interface ClientBundle {
  /** The folder holding the bundle's files (assets/ of a build). */
  assetsDir: string;
  manifest: ClientManifest;
}

/** What a path of the site is: a page (rendered on demand), text held in memory, a file on disk, or a search file. */
export type DevFile =
  | { kind: 'page'; route: string }
  | { kind: 'text'; text: () => string; immutable?: boolean }
  /**
   * `root` is the folder it was found in: its real path must stay inside it (links are resolved before sending).
   * `immutable`: named by its content (the client bundle, the sidebar data), like the build manifest's files.
   */
  | { kind: 'disk'; file: string; root: string; immutable?: boolean }
  | { kind: 'search'; name: string | undefined };

/** What a snapshot may take over from the session: the snapshot before it, what changed since, the search cache. */
export interface SnapshotHistory {
  previous?: DevSnapshot;
  changes?: RouteChanges;
  searchPieces?: PieceCache;
}

/** A path a route gives the site: the page's HTML, or its Markdown for readers' tools (config `llms`). */
type RouteFile = { kind: 'page'; route: string } | { kind: 'markdown'; route: string };

/** The folder requests are resolved against: never created, it only gives resolve-request.ts a root to work in. */
const VIRTUAL_ROOT = path.resolve('/__docsgen_dev__');

export class DevSnapshot {
  readonly loaded: LoadedSite;
  private readonly files = new Map<string, DevFile>();
  /**
   * The files of the routes (forty thousand pages: eighty thousand paths), taken over from the snapshot before while
   * the rebuild added, removed and moved no route: they name routes, not this snapshot's pages.
   */
  private readonly routeFiles: Map<string, RouteFile>;
  private readonly sidebars: ReturnType<typeof sidebarDataFiles>;
  private readonly rendered: Map<string, string>;
  private readonly renderInputs: Omit<RenderOptions, 'model'>;
  private search: SearchIndexBuild | undefined;
  private readonly policyOf: (page: Page) => PolicySources;
  /** The previous index's files: a page loaded before the rebuild may still ask for its shards. */
  private readonly previousSearch: Map<string, string> | undefined;

  /** The session's search pieces: an index built after a one-page edit cuts one page into terms. */
  private readonly searchPieces: PieceCache | undefined;

  constructor(loaded: LoadedSite, client: ClientBundle, { previous, changes, searchPieces }: SnapshotHistory = {}) {
    this.searchPieces = searchPieces;
    this.loaded = loaded;
    const { model, config, api } = loaded;
    const same = previous && previous.loaded.config === config;
    // A patched model keeps its sidebars (model-patch.ts): their files and indexes are the same, and neither is free.
    const sameSidebars = previous?.loaded.model.sidebars === model.sidebars;
    const sidebars = same && sameSidebars ? previous.sidebars : sidebarDataFiles(model);
    this.sidebars = sidebars;
    const { baseUrl } = model.site;
    this.policyOf = pagePolicies(model.site);
    this.renderInputs = {
      assets: documentAssets(baseUrl, client.manifest, loaded.componentCss),
      sidebarData: sidebars.urls,
      sidebarRoutes: previous && sameSidebars ? previous.renderInputs.sidebarRoutes : sidebarRouteIndexes(model),
      search: siteSearchProps(model.site),
    };
    // As in a build, a file the static folder holds (an llms.txt of the author's own) is the one sent.
    const fromStatic = new Set(loaded.staticFiles);
    this.routeFiles =
      same && previous.loaded.staticFiles === loaded.staticFiles && sameRoutes(previous.loaded.model, model, changes)
        ? previous.routeFiles
        : routeFilesOf(loaded, fromStatic);
    for (const file of [...client.manifest.files, 'manifest.json']) {
      const immutable = file !== 'manifest.json';
      this.files.set(`assets/${file}`, { kind: 'disk', file: path.join(client.assetsDir, file), root: client.assetsDir, immutable });
    }
    for (const [name, json] of sidebars.files) this.files.set(`assets/${name}`, { kind: 'text', text: () => json, immutable: true });
    for (const asset of loaded.mdxAssets) this.files.set(asset.path, { kind: 'text', text: () => asset.text, immutable: true });
    if (api) {
      this.files.set(api.yaml.slice(1), { kind: 'text', text: () => api.yamlText });
      this.files.set(api.json.slice(1), { kind: 'text', text: () => api.jsonText });
    }
    // Named by their content, as in a build's assets/files/.
    for (const copy of loaded.copies) this.files.set(copy.to, { kind: 'disk', file: copy.from, root: config.root, immutable: true });
    if (config.url) this.files.set('sitemap.xml', { kind: 'text', text: () => sitemapXml(model) });
    if (config.llms) {
      for (const file of llmsFiles(model, { pages: false })) {
        if (!fromStatic.has(`/${file.path}`)) this.files.set(file.path, { kind: 'text', text: once(file.text) });
      }
    }
    if (!model.site.algolia) this.files.set(SEARCH_ENTRY, { kind: 'search', name: undefined });
    // Pages the rebuild did not change keep the HTML rendered from the previous model.
    const changed = changes && !changes.all ? new Set(changes.changed) : undefined;
    this.rendered = new Map(changed && previous ? [...previous.rendered].filter(([route]) => !changed.has(route)) : []);
    this.previousSearch = previous?.search?.files ?? previous?.previousSearch;
  }

  /** Resolves a URL path (base URL already removed) with `docsgen serve`'s rules, and says what the file is. */
  resolve(urlPath: string): { resolution: Resolution; file?: DevFile } {
    const resolution = resolveRequest(VIRTUAL_ROOT, urlPath, (abs) => this.lookup(abs) !== undefined);
    return { resolution, file: resolution.kind === 'file' ? this.lookup(resolution.file) : undefined };
  }

  /**
   * The route whose HTML a page at this URL path (base URL included, as location.pathname says it) is sent: its own,
   * or "/404" for any path that is no page (dev-handler.ts answers those with the 404 page).
   */
  routeShownAt(urlPath: string): string {
    const inBase = pathInBase(urlPath, this.loaded.model.site.baseUrl);
    const file = inBase === undefined ? undefined : this.resolve(inBase).file;
    return file?.kind === 'page' ? file.route : '/404';
  }

  /** The HTML of a route, rendered now or kept from an earlier request. */
  html(route: string): string {
    let html = this.rendered.get(route);
    if (html === undefined) {
      html = renderPage(this.loaded.model.pages[route]!, { model: this.loaded.model, ...this.renderInputs });
      this.rendered.set(route, html);
    }
    return html;
  }

  /** A file of the offline search index (undefined name: the entry file), built on first request; undefined if none. */
  searchFile(name: string | undefined): string | undefined {
    this.search ??= searchIndexFiles(indexPages(this.loaded.model.search), this.loaded.model.site.locale, this.searchPieces);
    if (name === undefined) return this.search.entryJson;
    return this.search.files.get(name) ?? this.previousSearch?.get(name);
  }

  /** What the route's page needs of the Content-Security-Policy (render/page-policy.ts). */
  policy(route: string): PolicySources | undefined {
    const page = this.loaded.model.pages[route];
    return page && this.policyOf(page);
  }

  /** How many routes have been rendered (for the log). */
  get renderedCount(): number {
    return this.rendered.size;
  }

  private lookup(abs: string): DevFile | undefined {
    const rel = path.relative(VIRTUAL_ROOT, abs).split(path.sep).join('/');
    const held = this.files.get(rel);
    if (held) return held;
    const routeFile = this.routeFiles.get(rel);
    if (routeFile?.kind === 'page') return routeFile;
    if (routeFile) return { kind: 'text', text: () => pageMarkdownOf(this.loaded.model, routeFile.route) ?? '' };
    if (!this.loaded.model.site.algolia && rel.startsWith(`${SEARCH_FILES_DIR}/`))
      return { kind: 'search', name: rel.slice(SEARCH_FILES_DIR.length + 1) };
    // Sent as the build copies it: a link in static/ may lead anywhere inside the site folder (the build copies what it
    // points to), never out of it (the build stops on such a link).
    const file = path.join(this.loaded.config.staticDir, rel);
    return isDiskFile(file) ? { kind: 'disk', file, root: this.loaded.config.root } : undefined;
  }
}

/**
 * The paths of every route: its HTML, and its Markdown (config `llms`) unless the static folder has a file there
 * (`fromStatic`, URL paths): as in a build, the author's own file is the one sent.
 */
function routeFilesOf({ model, config }: LoadedSite, fromStatic: ReadonlySet<string>): Map<string, RouteFile> {
  const files = new Map<string, RouteFile>();
  for (const route of Object.keys(model.pages)) files.set(htmlFileFor(route), { kind: 'page', route });
  if (!config.llms) return files;
  for (const [file, route] of pageMarkdownFiles(model)) if (!fromStatic.has(`/${file}`)) files.set(file, { kind: 'markdown', route });
  return files;
}

/**
 * Whether two models have the same routes, each with Markdown or without as before: the rebuild's changed routes
 * (which name every route added or removed) are all in both.
 */
function sameRoutes(previous: LoadedSite['model'], next: LoadedSite['model'], changes: RouteChanges | undefined): boolean {
  if (!changes || changes.all) return false;
  return changes.changed.every((route) => {
    const before = previous.pages[route];
    const after = next.pages[route];
    return before !== undefined && after !== undefined && hasMarkdown(before) === hasMarkdown(after);
  });
}

/** `make`, called on the first request only: llms-full.txt is the whole site's text. */
function once(make: () => string): () => string {
  let text: string | undefined;
  return () => (text ??= make());
}
