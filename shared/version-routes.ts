// Where a page's version and language links go (the version menu, the banner, the language menu, hreflang) and where
// the reader's remembered version moves a link into the docs (client/navigation/preferred-version.ts): pure, so the
// templates and the browser agree and the tests need no DOM.
import type { PageVariant, SiteLocale, SiteVersion, VersionsFile } from './model/variants.js';

/** The version at the docs' route (canonical links and the banner point to it). */
export function lastVersion<V extends { isLast: boolean }>(versions: readonly V[]): V | undefined {
  return versions.find((version) => version.isLast) ?? versions[0];
}

/** The same page in `version` when it exists there, else that version's first page (the page's own: its route). */
export function versionRoute(version: SiteVersion, page: PageVariant & { route: string }): string {
  if (version.name === page.version) return page.route;
  return page.versionRoutes?.[version.name] ?? version.home;
}

/** The same page in `locale` (or its fallback there), else that locale's home (the page's own: its route). */
export function localeRoute(locale: SiteLocale, page: PageVariant & { route: string }, current: string): string {
  if (locale.code === current) return page.route;
  return page.localeRoutes?.[locale.code] ?? locale.home;
}

/** Whether `route` is `root` or under it ("/docs" holds "/docs/intro", not "/docsify"). */
export function underRoot(route: string, root: string): boolean {
  if (root === '/' || route === root) return true;
  return route.startsWith(root.endsWith('/') ? root : `${root}/`);
}

/**
 * Where a link to `route` goes for a reader who prefers version `preferred`: a route in the last version's docs (under
 * its root and under no other version's, since "/docs" also holds "/docs/next") becomes the same route in the
 * preferred version when that version has it, else the preferred version's home. Any other route, and any route when
 * the preferred version is the last or unknown: undefined (the link stays as it is).
 */
export function preferredVersionRoute(route: string, preferred: string, file: VersionsFile): string | undefined {
  const last = lastVersion(file.versions);
  const target = file.versions.find((version) => version.name === preferred);
  if (!last || !target || target === last || !underRoot(route, last.root)) return undefined;
  const inOther = file.versions.some(
    (version) => version !== last && version.root.length > last.root.length && underRoot(route, version.root),
  );
  if (inOther) return undefined;
  const rest = route.slice(last.root === '/' ? 0 : last.root.length);
  const moved = joinRoute(target.root, rest);
  const routes = new Set(target.routes);
  return routes.has(moved) ? moved : target.home;
}

/** A root and the rest of a route after another root: "/docs/next" + "/intro" → "/docs/next/intro"; "" keeps the root. */
function joinRoute(root: string, rest: string): string {
  if (rest === '' || rest === '/') return rest === '/' && root !== '/' ? `${root.replace(/\/$/, '')}/` : root;
  return `${root.replace(/\/$/, '')}${rest.startsWith('/') ? rest : `/${rest}`}`;
}
