// Where the current page sits in a sidebar tree: which categories hold it (they start open and are marked). Pure.
import type { SidebarItem } from '../../shared/model/navigation.js';

/** True when the route is this item or inside it: such categories start open and are marked. */
export function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.href === route) return true;
  return item.type === 'category' && item.items.some((child) => containsRoute(child, route));
}

/** The keys of the categories that hold `route`: they open when it becomes the current page. */
export function categoriesHolding(items: SidebarItem[], route: string, prefix = ''): string[] {
  return items.flatMap((item, index) =>
    item.type === 'category' && containsRoute(item, route)
      ? [`${prefix}${index}`, ...categoriesHolding(item.items, route, `${prefix}${index}.`)]
      : [],
  );
}

/** Keys of the categories open at first render: those holding the current page, or configured open. */
export function initiallyExpanded(items: SidebarItem[], route: string, prefix = ''): Set<string> {
  const open = new Set<string>();
  items.forEach((item, index) => {
    if (item.type !== 'category') return;
    const key = `${prefix}${index}`;
    if (!item.collapsed || containsRoute(item, route)) open.add(key);
    for (const inner of initiallyExpanded(item.items, route, `${key}.`)) open.add(inner);
  });
  return open;
}

/**
 * The indexes of the top-level categories open at first render (holding the route, or configured open): the parts of
 * the sidebar's JSON the island needs before its first render (shared/islands.ts SidebarData).
 */
export function openAtFirst(items: SidebarItem[], route: string): number[] {
  return items.flatMap((item, index) => (item.type === 'category' && (!item.collapsed || containsRoute(item, route)) ? [index] : []));
}
