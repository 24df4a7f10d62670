// Where the current page sits in a sidebar: the categories that open and are marked for it, the top-level parts the
// island needs first, and the entries leading to it, found from one index of the tree.
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../shared/model/navigation.js';
import {
  categoriesHolding,
  initiallyExpanded,
  openAtFirst,
  sidebarRoutes,
  trailIndex,
  trailTo,
} from '../../../templates/layout/sidebar-route.js';

const doc = (href: string): SidebarItem => ({ type: 'doc', label: href, href }) as SidebarItem;
const category = (label: string, items: SidebarItem[], extra: Partial<{ href: string; collapsed: boolean }> = {}): SidebarItem =>
  ({ type: 'category', label, collapsed: true, items, ...extra }) as SidebarItem;

const items: SidebarItem[] = [
  doc('/'),
  category('Guia', [doc('/guia/a'), category('Fundo', [doc('/guia/fundo/x')]), doc('/guia/b')]),
  category('Referência', [doc('/ref/a')], { href: '/ref', collapsed: false }),
  category('Aberta', [category('Dentro', [doc('/aberta/y')], { collapsed: false })]),
  { type: 'link', label: 'GitHub', href: 'https://github.com/coins' } as SidebarItem,
  category('Repetida', [doc('/guia/a')]),
];
const tree = sidebarRoutes(items);

describe('sidebar-route', () => {
  it('names the entries leading to a page, every place it appears', () => {
    expect([...trailTo(tree, '/guia/fundo/x')]).toEqual(['1', '1.1', '1.1.0']);
    expect([...trailTo(tree, '/guia/a')]).toEqual(['1', '1.0', '5', '5.0']);
    expect([...trailTo(tree, '/ref')]).toEqual(['2']);
    expect([...trailTo(tree, '/nowhere')]).toEqual([]);
  });

  it('opens the categories that hold the page, a category that is the page included, and no page', () => {
    expect(categoriesHolding(tree, '/guia/fundo/x')).toEqual(['1', '1.1']);
    expect(categoriesHolding(tree, '/ref')).toEqual(['2']);
    expect(categoriesHolding(tree, '/ref/a')).toEqual(['2']);
    expect(categoriesHolding(tree, '/')).toEqual([]);
  });

  it('starts with the configured-open categories, at any depth, and those holding the page', () => {
    expect([...initiallyExpanded(tree, '/guia/b')].sort()).toEqual(['1', '2', '3.0']);
    expect([...initiallyExpanded(tree, '/')].sort()).toEqual(['2', '3.0']);
  });

  it('names the top-level parts needed first: open ones and the one holding the page', () => {
    expect(openAtFirst(tree, '/guia/fundo/x')).toEqual([1, 2]);
    expect(openAtFirst(tree, '/')).toEqual([2]);
  });

  it('finds the entry on the trail in each list', () => {
    const trail = trailTo(tree, '/guia/fundo/x');
    expect(trailIndex(trail, '')).toBe(1);
    expect(trailIndex(trail, '1.')).toBe(1);
    expect(trailIndex(trail, '1.1.')).toBe(0);
    expect(trailIndex(trail, '2.')).toBe(-1);
  });

  it('indexes each tree it is given: a new tree (the client merging a part) gets an index of its own', () => {
    const grown = sidebarRoutes([...items, category('Nova', [doc('/nova')])]);
    expect([...trailTo(grown, '/nova')]).toEqual(['6', '6.0']);
    expect([...trailTo(tree, '/nova')]).toEqual([]);
    expect(tree.items).toBe(items);
  });
});
