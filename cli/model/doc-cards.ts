// MDX's <DocCardList /> (templates/mdx/DocCardList.tsx) leaves a mark in the page's HTML; here, where the sidebar is
// known, its cards are worked out as Docusaurus shows them: each page and sub-category of the category the page opens
// (or, for a page inside one, of the category it sits in), linked, a category with the number of its pages. The
// page's render writes them in the mark's place (templates/mdx/DocCards.tsx).
import { DOC_CARDS_MARK } from '../../shared/constants.js';
import type { Sidebar, SidebarCategory, SidebarItem } from '../../shared/model/navigation.js';
import type { DocCard } from '../../shared/model/site.js';
import { routeHref } from '../../shared/url.js';

export interface DocCardsInput {
  html: string;
  route: string;
  sidebar: Sidebar | undefined;
  /** The sidebar's categories leading to each route (breadcrumbs.ts's sidebarTrails). */
  trail: readonly SidebarCategory[] | undefined;
  baseUrl: string;
}

/** The cards of the page's <DocCardList />, or undefined when its HTML holds none. */
export function docCards({ html, route, sidebar, trail, baseUrl }: DocCardsInput): DocCard[] | undefined {
  if (!html.includes(DOC_CARDS_MARK)) return undefined;
  const category = trail?.at(-1);
  const items = category?.items ?? sidebar?.items ?? [];
  return items.filter((item) => item.type !== 'doc' || item.href !== route).map((item) => card(item, baseUrl));
}

function card(item: SidebarItem, baseUrl: string): DocCard {
  const href = item.type === 'link' ? item.href : item.href && routeHref(baseUrl, item.href);
  return {
    label: item.label,
    ...(href ? { href } : {}),
    ...(item.type === 'category' ? { pages: pages(item) } : {}),
  };
}

/** The pages a category holds, its sub-categories' included. */
function pages(category: SidebarCategory): number {
  return category.items.reduce((sum, item) => sum + (item.type === 'category' ? pages(item) : 1), 0);
}
