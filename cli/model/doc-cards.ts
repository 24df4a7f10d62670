// MDX's <DocCardList /> (templates/mdx/DocCardList.tsx) leaves a mark in the page's HTML; here, where the sidebar is
// known, the mark becomes the cards of the page's category, as Docusaurus shows them: each page and sub-category of
// the category the page opens (or, for a page inside one, of the category it sits in), linked, a category with the
// number of its pages.
import type { Sidebar, SidebarCategory, SidebarItem } from '../../shared/model/navigation.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import { DOC_CARDS_ATTRIBUTE } from '../../shared/constants.js';
import { escapeHtml } from '../../shared/escape-html.js';
import { plural } from '../../shared/i18n/format.js';
import { routeHref } from '../../shared/url.js';

const MARK = `<div ${DOC_CARDS_ATTRIBUTE}=""></div>`;

export interface DocCardsInput {
  html: string;
  route: string;
  sidebar: Sidebar | undefined;
  /** The sidebar's categories leading to each route (breadcrumbs.ts's sidebarTrails). */
  trail: readonly SidebarCategory[] | undefined;
  baseUrl: string;
  strings: Pick<UiStrings, 'docCardItems'>;
}

/** The page's HTML with each <DocCardList /> mark replaced by its cards (the HTML as it was when it has none). */
export function withDocCards({ html, route, sidebar, trail, baseUrl, strings }: DocCardsInput): string {
  if (!html.includes(MARK)) return html;
  const category = trail?.at(-1);
  const items = category?.items ?? sidebar?.items ?? [];
  const cards = items
    .filter((item) => item.type !== 'doc' || item.href !== route)
    .map((item) => card(item, baseUrl, strings))
    .join('');
  return html.replaceAll(MARK, cards ? `<ul class="dg-cards">${cards}</ul>` : '');
}

function card(item: SidebarItem, baseUrl: string, strings: Pick<UiStrings, 'docCardItems'>): string {
  const href = item.type === 'link' ? item.href : item.href && routeHref(baseUrl, item.href);
  const title = `<span class="dg-card__title">${escapeHtml(item.label)}</span>`;
  const count =
    item.type === 'category' ? `<span class="dg-card__meta">${escapeHtml(plural(strings.docCardItems, pages(item)))}</span>` : '';
  const inner = `${title}${count}`;
  return `<li>${href ? `<a class="dg-card" href="${escapeHtml(href)}">${inner}</a>` : `<div class="dg-card">${inner}</div>`}</li>`;
}

/** The pages a category holds, its sub-categories' included. */
function pages(category: SidebarCategory): number {
  return category.items.reduce((sum, item) => sum + (item.type === 'category' ? pages(item) : 1), 0);
}
