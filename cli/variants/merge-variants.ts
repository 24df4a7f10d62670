// The variants of a site (site-variants.ts), each read as a site of its own, made one model: the primary's pages as
// they are, the other versions' doc pages under their routes with their sidebars renamed apart, each doc page told
// its version and where the same page is in the others (the version menu, the banner, canonical links), and each
// version's search records kept for an index of its own. Pure.
import path from 'node:path';
import type { DocPage, Page, SiteModel } from '../../shared/model/site.js';
import type { SearchRecord } from '../../shared/model/search.js';
import type { Sidebar, SidebarItem } from '../../shared/model/navigation.js';
import type { SiteVersion } from '../../shared/model/variants.js';
import type { BuildWarning } from '../errors/docsgen-error.js';
import type { SiteVariant } from './site-variants.js';
import { versionRoot } from './site-variants.js';

/** One variant as read: its model and its warnings. */
export interface VariantModel {
  variant: SiteVariant;
  model: SiteModel;
}

/** What merging gives: the one model, the warnings merging found, and each other version's search records by index entry. */
export interface MergedVariants {
  model: SiteModel;
  warnings: BuildWarning[];
}

/** The search index entry of a version other than the primary's (the primary's is SEARCH_ENTRY). */
export function variantSearchEntry(key: string): string {
  return `assets/search-index-${key}.json`;
}

/**
 * The one model of a site's variants, the primary first (siteVariants' order). `contentRoute`: the site's docs route.
 */
export function mergeVariants(read: readonly VariantModel[], contentRoute: string | undefined): MergedVariants {
  const [primary, ...others] = read;
  if (!primary) throw new Error('docsgen: mergeVariants needs the primary variant');
  const pages: Record<string, Page> = { ...primary.model.pages };
  const sidebars: Record<string, Sidebar> = { ...primary.model.sidebars };
  const searchIndexes: Record<string, SearchRecord[]> = {};
  const warnings: BuildWarning[] = [];
  markVersion(pages, primary, { contentRoute, sidebarPrefix: '' });
  for (const other of others) {
    const prefix = `${other.variant.key}/`;
    const own = { ...other.model.pages };
    markVersion(own, other, { contentRoute, sidebarPrefix: prefix });
    for (const page of Object.values(own)) {
      if (page.kind !== 'doc' && page.kind !== 'tag' && page.kind !== 'tags') continue;
      const taken = pages[page.route];
      if (!taken) pages[page.route] = page;
      else if (page.kind === 'doc') warnings.push(routeTaken(page, taken));
    }
    for (const sidebar of Object.values(other.model.sidebars)) sidebars[prefix + sidebar.id] = { ...sidebar, id: prefix + sidebar.id };
    searchIndexes[variantSearchEntry(other.variant.key)] = other.model.search;
  }
  // The menu lists versions newest first, as the config does (siteVariants reads the primary first).
  const versions = configOrder(read).map((variant) => siteVersion(variant, contentRoute, pages, sidebars));
  linkVersions(pages, versions);
  return {
    model: {
      ...primary.model,
      site: { ...primary.model.site, versions },
      pages,
      sidebars,
      ...(Object.keys(searchIndexes).length ? { searchIndexes } : {}),
    },
    warnings,
  };
}

/** The variants in the config's order of versions (newest first, the current docs first). */
function configOrder(read: readonly VariantModel[]): SiteVariant[] {
  const variants = read.map(({ variant }) => variant);
  const order = variants[0]!.config.versions ?? [];
  const at = (variant: SiteVariant): number => order.findIndex((version) => version.name === variant.version.name);
  return variants.sort((a, b) => at(a) - at(b));
}

/**
 * A variant's doc pages told their version (and noIndex, and the search index they are in); other versions' sidebars
 * renamed apart. The primary's pages outside its content folder (the pages folder's) belong to no version.
 */
function markVersion(
  pages: Record<string, Page>,
  { variant }: VariantModel,
  { contentRoute, sidebarPrefix }: { contentRoute: string | undefined; sidebarPrefix: string },
): void {
  const root = versionRoot(contentRoute, variant.version.routePart);
  const folder = path.relative(variant.config.root, variant.version.contentDir).split(path.sep).join('/');
  for (const [route, page] of Object.entries(pages)) {
    if (page.kind !== 'doc' || !inFolder(page.source, folder) || !underRoot(route, root)) continue;
    pages[route] = {
      ...page,
      version: variant.version.name,
      ...(page.sidebarId && sidebarPrefix ? { sidebarId: sidebarPrefix + page.sidebarId } : {}),
      ...(variant.version.noIndex ? { noIndex: true as const } : {}),
      ...(variant.primary ? {} : { searchIndex: variantSearchEntry(variant.key) }),
    };
  }
}

function inFolder(source: string, folder: string): boolean {
  return folder === '' || folder === '.' || source === folder || source.startsWith(`${folder}/`);
}

function underRoot(route: string, root: string): boolean {
  return root === '/' || route === root || route.startsWith(`${root}/`);
}

/** Each versioned doc page told the route of the same page (its route after its version's root) in every other version. */
function linkVersions(pages: Record<string, Page>, versions: readonly SiteVersion[]): void {
  const roots = new Map(versions.map((version) => [version.name, version.root]));
  const byPlace = new Map<string, Record<string, string>>();
  const placeOf = (page: DocPage): string => page.route.slice(roots.get(page.version!)!.replace(/\/$/, '').length) || '/';
  const versioned = Object.values(pages).filter((page): page is DocPage => page.kind === 'doc' && page.version !== undefined);
  for (const page of versioned) {
    const place = placeOf(page);
    const routes = byPlace.get(place) ?? {};
    routes[page.version!] = page.route;
    byPlace.set(place, routes);
  }
  for (const page of versioned) {
    const { [page.version!]: _own, ...elsewhere } = byPlace.get(placeOf(page))!;
    if (Object.keys(elsewhere).length > 0) pages[page.route] = { ...page, versionRoutes: elsewhere };
  }
}

/** The version as the menu and banner show it: its label, its root and its first page. */
function siteVersion(
  variant: SiteVariant,
  contentRoute: string | undefined,
  pages: Record<string, Page>,
  sidebars: Record<string, Sidebar>,
): SiteVersion {
  const { version } = variant;
  const root = versionRoot(contentRoute, version.routePart);
  const prefix = variant.primary ? '' : `${variant.key}/`;
  return {
    name: version.name,
    label: version.label,
    root,
    home: versionHome(
      root,
      version.name,
      pages,
      Object.entries(sidebars).filter(([id]) => ownSidebar(id, prefix)),
    ),
    ...(version.banner ? { banner: version.banner } : {}),
    isLast: version.isLast,
  };
}

function ownSidebar(id: string, prefix: string): boolean {
  return prefix ? id.startsWith(prefix) : !id.includes('/');
}

/** A version's first page: the page at its root, else its first sidebar's first page, else its first page by route. */
function versionHome(root: string, name: string, pages: Record<string, Page>, sidebars: Array<[string, Sidebar]>): string {
  const isOwn = (route: string | undefined): route is string => {
    const page = route === undefined ? undefined : pages[route];
    return page?.kind === 'doc' && page.version === name;
  };
  if (isOwn(root)) return root;
  for (const [, sidebar] of sidebars) {
    const first = firstPage(sidebar.items, isOwn);
    if (first) return first;
  }
  return Object.keys(pages).filter(isOwn).sort()[0] ?? root;
}

function firstPage(items: readonly SidebarItem[], isOwn: (route: string | undefined) => route is string): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' && isOwn(item.href)) return item.href;
    if (item.type === 'category') {
      if (isOwn(item.href)) return item.href;
      const inside = firstPage(item.items, isOwn);
      if (inside) return inside;
    }
  }
  return undefined;
}

/** Two versions' pages at one route: the version's route part clashes with a route of the other's. */
function routeTaken(page: DocPage, taken: Page): BuildWarning {
  const other = taken.kind === 'doc' ? taken.source : `the ${taken.kind} page`;
  return {
    code: 'version-route-clash',
    file: page.source,
    message:
      `its route ${page.route} is taken by ${other}: this version's page is left out ` +
      "(give the version another `path` in the config's `versions`)",
  };
}
