// Breadcrumbs from a sidebar: the categories above a page's first place in reading order.
import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from '../../../cli/model/breadcrumbs.js';
import type { Sidebar, SidebarItem } from '../../../shared/model/navigation.js';

const doc = (href: string): SidebarItem => ({ type: 'doc', label: href, href });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({
  type: 'category',
  label,
  collapsed: false,
  items,
  ...(href ? { href } : {}),
});

const sidebar: Sidebar = {
  id: 'guia',
  label: 'Guia',
  href: '/guia',
  items: [
    category('Começo', [doc('/guia/instalar'), category('Avançado', [doc('/guia/ajustes')], '/guia/avancado')]),
    // A page listed twice: its breadcrumbs follow its first place.
    category('Referência', [doc('/guia/ajustes'), doc('/guia/tabela')]),
  ],
};

const labels = (route: string) => buildBreadcrumbs(route, 'Página', sidebar, 'Início').map((crumb) => crumb.label);

describe('breadcrumbs', () => {
  it('name the section and every category above the page, its first place in the sidebar when it has several', () => {
    expect(labels('/guia/instalar')).toEqual(['Início', 'Guia', 'Começo', 'Página']);
    expect(labels('/guia/ajustes')).toEqual(['Início', 'Guia', 'Começo', 'Avançado', 'Página']);
    expect(labels('/guia/tabela')).toEqual(['Início', 'Guia', 'Referência', 'Página']);
  });

  it("give a category's own page the categories above it, not itself", () => {
    expect(labels('/guia/avancado')).toEqual(['Início', 'Guia', 'Começo', 'Página']);
  });

  it('give a page the sidebar does not hold only home and the section', () => {
    expect(labels('/outra')).toEqual(['Início', 'Guia', 'Página']);
    expect(buildBreadcrumbs('/', 'Início', sidebar, 'Início')).toEqual([]);
  });
});
