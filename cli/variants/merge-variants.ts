// The variants of a site (site-variants.ts), each read as a site of its own, made one model: the primary's pages as
// they are, the other variants' doc pages under their routes with their sidebars renamed apart, each doc page told
// its version and locale and where the same page is in the others (the menus, the banner, canonical and hreflang
// links), and each variant's search records kept for an index of its own. Pure.
import path from 'node:path';
import type { Sidebar, SidebarItem } from '../../shared/model/navigation.js';
import type { DocPage, Page, SiteInfo, SiteModel } from '../../shared/model/site.js';
import type { SiteLocale, SiteVersion } from '../../shared/model/variants.js';
import type { BuildWarning } from '../errors/docsgen-error.js';
import type { SiteVariant } from './site-variants.js';

/** One variant as read: its model, and the files (from the site root) published in it untranslated. */
export interface VariantModel {
  variant: SiteVariant;
  model: SiteModel;
  untranslated?: ReadonlySet<string>;
}

/** What merging gives: the one model and the warnings merging found. */
export interface MergedVariants {
  model: SiteModel;
  warnings: BuildWarning[];
}

/** The search index entry of a variant other than the primary (whose is SEARCH_ENTRY). */
export function variantSearchEntry(key: string): string {
  return `${SEARCH_ENTRY_PREFIX}${key}.json`;
}

/** The key of the variant whose search index entry this is (variantSearchEntry's inverse). */
export function variantKeyOfSearchEntry(entry: string): string | undefined {
  return entry.startsWith(SEARCH_ENTRY_PREFIX) && entry.endsWith('.json')
    ? entry.slice(SEARCH_ENTRY_PREFIX.length, -'.json'.length)
    : undefined;
}

const SEARCH_ENTRY_PREFIX = 'assets/search-index-';

/** Where a doc page sits: its variant, and its route after the variant's root ("/" for the root itself). */
interface Place {
  variant: SiteVariant;
  place: string;
}

/** The one model of a site's variants, the primary first (siteVariants' order). */
export function mergeVariants(read: readonly VariantModel[]): MergedVariants {
  const [primary] = read;
  if (!primary) throw new Error('docsgen: mergeVariants needs the primary variant');
  const pages: Record<string, Page> = {};
  const sidebars: Record<string, Sidebar> = { ...primary.model.sidebars };
  const searchIndexes: NonNullable<SiteModel['searchIndexes']> = {};
  const places = new Map<string, Place>();
  const warnings: BuildWarning[] = [];
  for (const one of read) {
    const prefix = one === primary ? '' : `${one.variant.key}/`;
    for (const page of Object.values(one.model.pages)) {
      const mine = one === primary || page.kind === 'doc' || page.kind === 'tag' || page.kind === 'tags';
      if (!mine) continue;
      const taken = pages[page.route];
      if (taken) {
        if (page.kind === 'doc' && one !== primary) warnings.push(routeTaken(page, taken));
        continue;
      }
      const place = page.kind === 'doc' ? placeOf(page, one) : undefined;
      pages[page.route] = place ? markVariant(page as DocPage, one, prefix) : page;
      if (place !== undefined) places.set(page.route, { variant: one.variant, place });
    }
    if (one === primary) continue;
    for (const sidebar of Object.values(one.model.sidebars)) sidebars[prefix + sidebar.id] = { ...sidebar, id: prefix + sidebar.id };
    searchIndexes[variantSearchEntry(one.variant.key)] = { locale: one.model.site.locale, records: one.model.search };
  }
  const versions = siteVersions(read, places);
  const locales = siteLocales(read, places);
  linkPlaces(pages, places);
  const variantInfo = { ...(versions ? { versions } : {}), ...(locales ? { locales } : {}) };
  return {
    model: {
      ...primary.model,
      site: { ...primary.model.site, ...variantInfo },
      pages,
      sidebars,
      ...(Object.keys(searchIndexes).length ? { searchIndexes } : {}),
      ...(locales ? { localeSites: localeSitesOf(read, variantInfo, pages) } : {}),
    },
    warnings,
  };
}

/**
 * A doc page's place in its variant: its route after the variant's root, when it is one of the variant's docs (its
 * file in the variant's folder, or a fallback page); undefined for the primary's pages folder's pages.
 */
function placeOf(page: DocPage, { variant, untranslated }: VariantModel): string | undefined {
  const folder = path.relative(variant.config.root, variant.config.contentDir).split(path.sep).join('/');
  const inFolder = folder === '' || page.source === folder || page.source.startsWith(`${folder}/`);
  if (!inFolder && !untranslated?.has(page.source)) return undefined;
  const { root } = variant;
  if (root !== '/' && page.route !== root && !page.route.startsWith(`${root}/`)) return undefined;
  return root === '/' ? page.route : page.route.slice(root.length) || '/';
}

/** A variant's doc page told its version, locale, whether it is untranslated, noIndex, its sidebar's new id and its index. */
function markVariant(page: DocPage, { variant, untranslated }: VariantModel, sidebarPrefix: string): DocPage {
  const { version, locale } = variant;
  return {
    ...page,
    ...(version ? { version: version.name } : {}),
    ...(locale ? { locale: locale.code } : {}),
    ...(untranslated?.has(page.source) ? { untranslated: true as const } : {}),
    ...(page.sidebarId && sidebarPrefix ? { sidebarId: sidebarPrefix + page.sidebarId } : {}),
    ...(version?.noIndex ? { noIndex: true as const } : {}),
    ...(variant.primary ? {} : { searchIndex: variantSearchEntry(variant.key) }),
  };
}

/**
 * Each doc page told the route of the same page (same place) in the other versions of its locale, and in the other
 * locales of its version.
 */
function linkPlaces(pages: Record<string, Page>, places: ReadonlyMap<string, Place>): void {
  const byVersion = new Map<string, Record<string, string>>();
  const byLocale = new Map<string, Record<string, string>>();
  const versionKey = ({ variant, place }: Place) => `${variant.locale?.code ?? ''}\0${place}`;
  const localeKey = ({ variant, place }: Place) => `${variant.version?.name ?? ''}\0${place}`;
  for (const [route, at] of places) {
    if (at.variant.version) (byVersion.get(versionKey(at)) ?? setNew(byVersion, versionKey(at)))[at.variant.version.name] = route;
    if (at.variant.locale) (byLocale.get(localeKey(at)) ?? setNew(byLocale, localeKey(at)))[at.variant.locale.code] = route;
  }
  for (const [route, at] of places) {
    const page = pages[route] as DocPage;
    const versionRoutes = at.variant.version ? others(byVersion.get(versionKey(at))!, at.variant.version.name) : undefined;
    const localeRoutes = at.variant.locale ? others(byLocale.get(localeKey(at))!, at.variant.locale.code) : undefined;
    if (!versionRoutes && !localeRoutes) continue;
    pages[route] = { ...page, ...(versionRoutes ? { versionRoutes } : {}), ...(localeRoutes ? { localeRoutes } : {}) };
  }
}

function setNew(map: Map<string, Record<string, string>>, key: string): Record<string, string> {
  const made: Record<string, string> = {};
  map.set(key, made);
  return made;
}

/** The routes but the page's own; undefined when none is left. */
function others(routes: Record<string, string>, own: string): Record<string, string> | undefined {
  const { [own]: _own, ...rest } = routes;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** The versions as the menu and banner show them, newest first, their roots and first pages the default locale's. */
function siteVersions(read: readonly VariantModel[], places: ReadonlyMap<string, Place>): SiteVersion[] | undefined {
  const inDefault = read.filter(({ variant }) => variant.version && (!variant.locale || variant.locale.isDefault));
  if (inDefault.length < 2) return undefined;
  const order = read[0]!.variant.config.versions ?? [];
  const at = ({ variant }: VariantModel): number => order.findIndex((version) => version.name === variant.version!.name);
  return [...inDefault]
    .sort((a, b) => at(a) - at(b))
    .map((one) => {
      const { variant } = one;
      const version = variant.version!;
      return {
        name: version.name,
        label: version.label,
        root: variant.root,
        home: variantHome(one, places),
        ...(version.banner ? { banner: version.banner } : {}),
        isLast: version.isLast,
      };
    });
}

/** The locales as the language menu shows them, the default first, their homes in the last version. */
function siteLocales(read: readonly VariantModel[], places: ReadonlyMap<string, Place>): SiteLocale[] | undefined {
  const inLast = read.filter(({ variant }) => variant.locale && (!variant.version || variant.version.isLast));
  if (inLast.length < 2) return undefined;
  return inLast.map((one) => {
    const locale = one.variant.locale!;
    return {
      code: locale.code,
      lang: locale.lang,
      label: locale.label,
      home: variantHome(one, places),
      dir: locale.dir,
      isDefault: locale.isDefault,
    };
  });
}

/** A variant's first page: the page at its root, else its first sidebar's first page, else its first page by route. */
function variantHome({ variant, model }: VariantModel, places: ReadonlyMap<string, Place>): string {
  const isOwn = (route: string | undefined): route is string => route !== undefined && places.get(route)?.variant === variant;
  if (isOwn(variant.root)) return variant.root;
  for (const sidebar of Object.values(model.sidebars)) {
    const first = firstPage(sidebar.items, isOwn);
    if (first) return first;
  }
  return [...places.keys()].filter(isOwn).sort()[0] ?? variant.root;
}

function firstPage(items: readonly SidebarItem[], isOwn: (route: string | undefined) => route is string): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' && isOwn(item.href)) return item.href;
    if (item.type !== 'category') continue;
    if (isOwn(item.href)) return item.href;
    const inside = firstPage(item.items, isOwn);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * Each locale's site, as its pages show it: its own interface language and strings, the menus the same, and its
 * navbar's and footer's links into the docs leading to its own pages where it has them (`/docs/intro` → `/fr/docs/intro`).
 */
function localeSitesOf(
  read: readonly VariantModel[],
  variantInfo: Pick<SiteInfo, 'versions' | 'locales'>,
  pages: Readonly<Record<string, Page>>,
): Record<string, SiteInfo> {
  const sites: Record<string, SiteInfo> = {};
  for (const { variant, model } of read) {
    const code = variant.locale?.code;
    if (!code || sites[code] || variant.locale!.isDefault) continue;
    const part = variant.locale!.routePart;
    const own = (href: string): string => {
      if (!part || !href.startsWith('/')) return href;
      const [route = '', hash] = href.split('#');
      const mine = route === '/' ? `/${part}` : `/${part}${route}`;
      return pages[mine] ? (hash === undefined ? mine : `${mine}#${hash}`) : href;
    };
    const link = <T extends { href: string }>(item: T): T => ({ ...item, href: own(item.href) });
    const { navbar, footer } = model.site;
    sites[code] = {
      ...model.site,
      ...variantInfo,
      navbar: navbar.map((item) => ({
        ...item,
        ...(item.href ? { href: own(item.href) } : {}),
        ...(item.items ? { items: item.items.map(link) } : {}),
      })),
      footer: {
        ...footer,
        ...(footer.links ? { links: footer.links.map((column) => ({ ...column, items: column.items.map(link) })) } : {}),
      },
    };
  }
  return sites;
}

/** Two variants' pages at one route: a version's or locale's route part clashes with a route of another's. */
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
