// Where the current page sits in a sidebar tree: which entries lead to it (the categories holding it start open and
// are marked). Entries are named by their key: their indexes from the top, joined by "." ("3", "3.5", "3.5.12").
//
// The server renders every page of a site with the same sidebar, and each render asks where its page sits. Walking
// the tree for it made the render quadratic: 40 folders × 1,000 pages spent most of their render walking sidebars.
// So each tree is indexed once (a map from route to the keys leading to it), remembered per tree object; the client
// indexes the tree it renders with, once per tree it gets (its JSON parts make a new one).
import type { SidebarItem } from '../../shared/model/navigation.js';

/** The keys leading to each route, which keys are categories, and the categories configured open, of one tree. */
interface RouteIndex {
  /** Per route: the keys of the entries on the way to it, its own entry included, wherever it appears. */
  trails: Map<string, string[]>;
  /** The keys of the tree's categories. */
  categories: Set<string>;
  /** Keys of the categories configured open (`collapsed: false`), at any depth. */
  configuredOpen: string[];
}

/** One index per tree object: a pure function's memo, dropped with the tree (a WeakMap holds no tree alive). */
const indexes = new WeakMap<readonly SidebarItem[], RouteIndex>();

function routeIndex(items: readonly SidebarItem[]): RouteIndex {
  let index = indexes.get(items);
  if (index) return index;
  index = { trails: new Map(), categories: new Set(), configuredOpen: [] };
  const { trails, categories, configuredOpen } = index;
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
  indexes.set(items, index);
  return index;
}

/** The keys of the entries on the way to `route` (the categories holding it and its own entry), wherever it appears. */
export function trailTo(items: readonly SidebarItem[], route: string): ReadonlySet<string> {
  return new Set(routeIndex(items).trails.get(route));
}

/** The keys of the categories that hold `route`: they open when it becomes the current page. */
export function categoriesHolding(items: readonly SidebarItem[], route: string): string[] {
  const { categories } = routeIndex(items);
  return [...trailTo(items, route)].filter((key) => categories.has(key));
}

/** Keys of the categories open at first render: those holding the current page, or configured open. */
export function initiallyExpanded(items: readonly SidebarItem[], route: string): Set<string> {
  return new Set([...routeIndex(items).configuredOpen, ...categoriesHolding(items, route)]);
}

/**
 * The indexes of the top-level categories open at first render (holding the route, or configured open): the parts of
 * the sidebar's JSON the island needs before its first render (shared/islands.ts SidebarData).
 */
export function openAtFirst(items: readonly SidebarItem[], route: string): number[] {
  const trail = trailTo(items, route);
  return items.flatMap((item, index) => (item.type === 'category' && (!item.collapsed || trail.has(String(index))) ? [index] : []));
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
