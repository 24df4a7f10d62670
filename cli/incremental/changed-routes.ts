// Which routes a rebuild changed: the routes whose HTML would differ. A page's HTML is a function of its own data, its
// sidebar and the site's settings (what incremental/output-records.ts keeps a build's pages by), so those are compared.
import type { SiteModel } from '../../shared/model/site.js';

/**
 * Whether two plain-data values serialize to the same JSON (a missing key and an `undefined` one are the same).
 * Shared references compare in O(1): an unchanged page keeps its Markdown's HTML string and the API reference's
 * objects from one rebuild to the next, so comparing a thousand pages costs far less than serializing them.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], other[i])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in left) {
    if (left[key] === undefined) continue;
    count += 1;
    if (!sameJson(left[key], right[key])) return false;
  }
  for (const key in right) if (right[key] !== undefined) count -= 1;
  return count === 0;
}

export interface RouteChanges {
  /** Routes whose HTML changed, added and removed ones included, sorted. */
  changed: string[];
  /** True when something every page shows changed (the site's settings): every route is in `changed`. */
  all: boolean;
}

/** The routes of `next` (and of `previous`) whose rendered HTML would differ between the two models. Pure. */
export function changedRoutes(previous: SiteModel | undefined, next: SiteModel): RouteChanges {
  if (!previous || !sameJson(previous.site, next.site)) {
    const routes = new Set([...Object.keys(previous?.pages ?? {}), ...Object.keys(next.pages)]);
    return { changed: [...routes].sort(), all: true };
  }
  const sidebarChanged = new Map<string, boolean>();
  const sidebarOf = (model: SiteModel, route: string): string | undefined => {
    const page = model.pages[route];
    return page && 'sidebarId' in page ? page.sidebarId : undefined;
  };
  // Removed routes, then every route of the new model (no set of both: eighty thousand keys at every rebuild).
  const changed = Object.keys(previous.pages).filter((route) => !Object.hasOwn(next.pages, route));
  for (const route of Object.keys(next.pages)) {
    const before = Object.hasOwn(previous.pages, route) ? previous.pages[route] : undefined;
    const after = next.pages[route];
    if (!before || !after || !sameJson(before, after)) {
      changed.push(route);
      continue;
    }
    const id = sidebarOf(next, route);
    if (id === undefined) continue;
    if (!sidebarChanged.has(id)) sidebarChanged.set(id, !sameJson(previous.sidebars[id], next.sidebars[id]));
    if (sidebarChanged.get(id)) changed.push(route);
  }
  return { changed: changed.sort(), all: false };
}
