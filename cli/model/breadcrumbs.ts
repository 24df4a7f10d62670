import type { Crumb, Sidebar, SidebarCategory, SidebarItem } from '../../shared/model/navigation.js';

/**
 * The chain of categories leading to each route of a sidebar (its first place in reading order, a category's own
 * page included), made once per sidebar: looked for page by page, a sidebar of 10,000 pages cost O(pages²).
 */
export function sidebarTrails(items: SidebarItem[]): Map<string, SidebarCategory[]> {
  const trails = new Map<string, SidebarCategory[]>();
  const walk = (list: SidebarItem[], trail: SidebarCategory[]): void => {
    for (const item of list) {
      if (item.type === 'doc' && !trails.has(item.href)) trails.set(item.href, trail);
      if (item.type === 'category') {
        const inner = [...trail, item];
        if (item.href && !trails.has(item.href)) trails.set(item.href, inner);
        walk(item.items, inner);
      }
    }
  };
  walk(items, []);
  return trails;
}

/**
 * Home › section › categories › page. The home page itself has none. `trails`: the sidebar's (sidebarTrails), when
 * the caller keeps them for many pages.
 */
export function buildBreadcrumbs(
  route: string,
  title: string,
  sidebar: Sidebar | undefined,
  home: string,
  trails: ReadonlyMap<string, SidebarCategory[]> | undefined = sidebar && sidebarTrails(sidebar.items),
): Crumb[] {
  if (route === '/') return [];
  const crumbs: Crumb[] = [{ label: home, href: '/' }];
  const trail = trails?.get(route) ?? [];
  if (sidebar?.label && sidebar.href !== route && sidebar.href !== '/') {
    crumbs.push({ label: sidebar.label, href: sidebar.href });
  }
  for (const category of trail) {
    if (category.href === route) continue;
    crumbs.push({ label: category.label, href: category.href });
  }
  crumbs.push({ label: title });
  return crumbs;
}
