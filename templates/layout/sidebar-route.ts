// Where the current page sits in a sidebar tree: which entries lead to it (the categories holding it start open and
// are marked). Entries are named by their key: their indexes from the top, joined by "." ("3", "3.5", "3.5.12").
//
// The server renders every page of a site with the same sidebar, and each render asks where its page sits. Walking
// the tree for it made the render quadratic: 40 folders × 1,000 pages spent most of their render walking sidebars.
// So a tree is indexed once (sidebarRoutes: a map from route to the keys leading to it) and the index is handed to
// whoever asks. Its owner is whoever holds the tree: the build makes one per sidebar for all the pages it renders
// (cli/render/render-inputs.ts), the client one per tree it renders with (its JSON parts make a new one). Not a memo
// here: a module's memo would outlive the build that made it, and `docsgen dev` runs for hours.
import type { SidebarItem } from '../../shared/model/navigation.js';

/** One sidebar tree and where each route sits in it: the answers of this module, found in one walk. */
export interface SidebarRoutes {
  /** The tree indexed. */
  items: readonly SidebarItem[];
  /** Per route: the keys of the entries on the way to it, its own entry included, wherever it appears. */
  trails: ReadonlyMap<string, readonly string[]>;
  /** The keys of the tree's categories. */
  categories: ReadonlySet<string>;
  /** Keys of the categories configured open (`collapsed: false`), at any depth. */
  configuredOpen: readonly string[];
}

/** Indexes a tree: one walk, depth first, for every question about it that follows. */
export function sidebarRoutes(items: readonly SidebarItem[]): SidebarRoutes {
  const trails = new Map<string, string[]>();
  const categories = new Set<string>();
  const configuredOpen: string[] = [];
  // Depth first, with the keys of the categories above.
  const walk = (list: readonly SidebarItem[], prefix: string, above: string[]): void => {
    list.forEach((item, i) => {
      const key = `${prefix}${i}`;
      const trail = [...above, key];
      if (item.href !== undefined) {
        const known = trails.get(item.href);
        if (known) known.push(...trail);
        else trails.set(item.href, [...trail]);
      }
      if (item.type !== 'category') return;
      categories.add(key);
      if (!item.collapsed) configuredOpen.push(key);
      walk(item.items, `${key}.`, trail);
    });
  };
  walk(items, '', []);
  return { items, trails, categories, configuredOpen };
}

/** The keys of the entries on the way to `route` (the categories holding it and its own entry), wherever it appears. */
export function trailTo(routes: SidebarRoutes, route: string): ReadonlySet<string> {
  return new Set(routes.trails.get(route));
}

/** The keys of the categories that hold `route`: they open when it becomes the current page. */
export function categoriesHolding(routes: SidebarRoutes, route: string): string[] {
  return [...trailTo(routes, route)].filter((key) => routes.categories.has(key));
}

/** Keys of the categories open at first render: those holding the current page, or configured open. */
export function initiallyExpanded(routes: SidebarRoutes, route: string): Set<string> {
  return new Set([...routes.configuredOpen, ...categoriesHolding(routes, route)]);
}

/**
 * The indexes of the top-level categories open at first render (holding the route, or configured open): the parts of
 * the sidebar's JSON the island needs before its first render (shared/islands.ts SidebarData).
 */
export function openAtFirst(routes: SidebarRoutes, route: string): number[] {
  const trail = trailTo(routes, route);
  return routes.items.flatMap((item, index) => (item.type === 'category' && (!item.collapsed || trail.has(String(index))) ? [index] : []));
}

/** The index, in the list whose keys start with `prefix`, of the entry on the trail (-1 when the list holds none). */
export function trailIndex(trail: ReadonlySet<string>, prefix: string): number {
  for (const key of trail) {
    if (!key.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    if (rest && !rest.includes('.')) return Number(rest);
  }
  return -1;
}
