// Which entries of a long sidebar list a page's HTML holds: all of a short list; around the current page in a long
// one, as many at its ends; the first ones of a list that does not lead to the current page.
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../shared/model/navigation.js';
import { sidebarRoutes, trailIndex, trailTo } from '../../../templates/layout/sidebar-route.js';
import { listWindow as windowOf } from '../../../templates/layout/sidebar-window.js';

const docs = (count: number, prefix = '/p'): SidebarItem[] =>
  Array.from({ length: count }, (_, i) => ({ type: 'doc', label: `Página ${i}`, href: `${prefix}${i}` }) as SidebarItem);
const size = { limit: 10, around: 2 };
/** The window of a top-level list, the current page found as the sidebar finds it. */
const listWindow = (items: SidebarItem[], route: string, limits: typeof size) =>
  windowOf(items, trailIndex(trailTo(sidebarRoutes(items), route), ''), limits);

describe('listWindow', () => {
  it('shows a list up to the limit whole', () => {
    expect(listWindow(docs(10), '/p9', size)).toEqual({ start: 0, end: 10 });
    expect(listWindow(docs(3), '/elsewhere', size)).toEqual({ start: 0, end: 3 });
  });

  it('shows the entries around the current page in a longer list', () => {
    expect(listWindow(docs(11), '/p5', size)).toEqual({ start: 3, end: 8 });
    expect(listWindow(docs(2000), '/p1000', size)).toEqual({ start: 998, end: 1003 });
  });

  it('keeps as many entries when the current page is at either end', () => {
    expect(listWindow(docs(50), '/p0', size)).toEqual({ start: 0, end: 5 });
    expect(listWindow(docs(50), '/p1', size)).toEqual({ start: 0, end: 5 });
    expect(listWindow(docs(50), '/p49', size)).toEqual({ start: 45, end: 50 });
  });

  it('centres on the category that holds the current page, deep inside it', () => {
    const items = docs(30);
    items[20] = {
      type: 'category',
      label: 'Pasta',
      collapsed: true,
      items: [{ type: 'category', label: 'Funda', collapsed: true, items: docs(3, '/fundo') }],
    };
    expect(listWindow(items, '/fundo2', size)).toEqual({ start: 18, end: 23 });
  });

  it('shows the first entries of a long list that does not hold the current page', () => {
    expect(listWindow(docs(30), '/elsewhere', size)).toEqual({ start: 0, end: 5 });
  });
});
