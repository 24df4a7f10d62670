import type { Crumb, Sidebar } from '../../shared/model/navigation.js';
import { findTrail } from './sidebar.js';

/** Home › section › categories › page. The home page itself has none. */
export function buildBreadcrumbs(route: string, title: string, sidebar: Sidebar | undefined, home: string): Crumb[] {
  if (route === '/') return [];
  const crumbs: Crumb[] = [{ label: home, href: '/' }];
  const trail = sidebar ? (findTrail(sidebar.items, route) ?? []) : [];
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
