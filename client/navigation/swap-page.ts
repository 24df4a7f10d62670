// Puts a fetched page in place of the current one, keeping what persists between pages alive: the announcement
// bar, the navbar with its search (and its open modal state), colour-mode and mobile-menu islands, the footer.
// What differs between pages is swapped whole: the page frame (sidebar, main column, TOC) and the navbar's per-page
// parts. See templates/layout/Layout.tsx for the structure this relies on.
import { ISLANDS } from '../../shared/constants.js';
import { UNMOUNT_ISLAND_EVENT } from '../../shared/island-events.js';
import { showSidebarCurrent } from '../dom/show-sidebar-current.js';

/**
 * Swapped as a whole: every page renders each of these (or none of them, for the navbar's item list and the version
 * menu). The language menu is the navbar end's last disclosure (a navbar item's own menus are swapped with the items).
 */
const SWAPPED = [
  '.dg-page',
  '.dg-navbar__items',
  '.dg-navbar__end > details.dg-dropdown:not(.dg-version-menu)',
  'details.dg-version-menu',
] as const;
/** The head's per-page tags: description, robots, canonical, hreflang alternates, Open Graph (a post's article dates too) and Twitter cards. */
const HEAD_TAGS =
  'meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"]';
const SIDEBAR_ISLAND = `[data-island="${ISLANDS.sidebar}"]`;
const SIDEBAR_SCROLLER = '.dg-sidebar__nav';

/**
 * Replaces the current page's content with `next`'s and returns the new elements (to set up their islands),
 * or null without touching anything when the two pages are not built alike (the caller then loads `next` fully).
 */
export function swapPage(next: Document): Element[] | null {
  if (!builtAlike(next)) return null;
  const pairs = SWAPPED.map((selector) => [document.querySelector(selector), next.querySelector(selector)] as const);

  const kept = keptSidebar(next);
  // The live islands of what leaves (but a sidebar that stays) unmount, so their effects clean up.
  for (const [current] of pairs) {
    for (const island of current?.querySelectorAll<HTMLElement>('[data-island][data-hydrated]') ?? []) {
      if (island !== kept?.island) island.dispatchEvent(new Event(UNMOUNT_ISLAND_EVENT));
    }
  }
  const sidebarScroll = kept ? undefined : keptSidebarScroll(next);
  const swapped: Element[] = [];
  for (const [current, incoming] of pairs) {
    if (!current || !incoming) continue;
    const adopted = document.adoptNode(incoming);
    current.replaceWith(adopted);
    swapped.push(adopted);
  }
  if (kept) {
    // The live sidebar takes the place of the new page's static copy, with its props (the new current page); it
    // follows on NAVIGATED_EVENT. Moving its element keeps its React state and its scroll.
    const { island, incoming } = kept;
    const scroll = island.querySelector(SIDEBAR_SCROLLER)?.scrollTop;
    island.dataset.props = incoming.dataset.props;
    document.querySelector(SIDEBAR_ISLAND)?.replaceWith(island);
    const scroller = island.querySelector(SIDEBAR_SCROLLER);
    if (scroller && scroll !== undefined) scroller.scrollTop = scroll;
  } else {
    // The same sidebar (not live yet) keeps the reader's place; either way the new current page is shown.
    const scroller = document.querySelector(`${SIDEBAR_ISLAND} ${SIDEBAR_SCROLLER}`);
    if (scroller && sidebarScroll !== undefined) scroller.scrollTop = sidebarScroll;
    showSidebarCurrent();
  }
  followPersistingIslands(next);
  swapHead(next);
  return swapped;
}

/**
 * The live sidebar, when the next page shows the same one: it is kept whole (hidden or shown, categories as the
 * reader left them, its scroll) instead of the next page's static copy. A sidebar not hydrated yet holds no state.
 */
function keptSidebar(next: Document): { island: HTMLElement; incoming: HTMLElement } | undefined {
  const island = document.querySelector<HTMLElement>(SIDEBAR_ISLAND);
  const incoming = next.querySelector<HTMLElement>(SIDEBAR_ISLAND);
  if (!island || !incoming || !island.hasAttribute('data-hydrated') || sidebarData(island) !== sidebarData(incoming)) return undefined;
  return { island, incoming };
}

/** The sidebar's scroll position, when the next page shows the same sidebar: the reader's place in it stays. */
function keptSidebarScroll(next: Document): number | undefined {
  const current = document.querySelector<HTMLElement>(SIDEBAR_ISLAND);
  const incoming = next.querySelector<HTMLElement>(SIDEBAR_ISLAND);
  if (!current || !incoming || sidebarData(current) !== sidebarData(incoming)) return undefined;
  return current.querySelector(SIDEBAR_SCROLLER)?.scrollTop;
}

function sidebarData(island: HTMLElement): string | undefined {
  try {
    return (JSON.parse(island.dataset.props ?? '{}') as { dataUrl?: string }).dataUrl;
  } catch {
    return undefined;
  }
}

/**
 * Whether `next` can replace the current page's content: the same language, the same search, the same parts. The
 * caller asks before it changes the address, so a page loaded in full instead is one navigation, not two.
 */
export function builtAlike(next: Document): boolean {
  // Another language: its navbar, footer and interface strings differ, which only a full load brings.
  if (next.documentElement.lang !== document.documentElement.lang) return false;
  // Another docs version: its search (its own index, or Algolia's filter on it) is set in the search island's props,
  // which a live search does not take again; a full load gives the page its version's search.
  if (searchPropsOf(next) !== searchPropsOf(document)) return false;
  const pairs = SWAPPED.map((selector) => [document.querySelector(selector), next.querySelector(selector)] as const);
  return !!pairs[0]![0] && pairs.every(([current, incoming]) => !current === !incoming);
}

/** The search island's props as the page gives them (absent: a page without search). */
function searchPropsOf(page: Document): string | undefined {
  return page.querySelector<HTMLElement>(`[data-island="${ISLANDS.search}"]`)?.dataset.props;
}

/**
 * Islands that stay hold per-page props (the mobile menu: current page, sidebar): give them the new page's, so
 * one hydrated later starts right, and a live one follows on NAVIGATED_EVENT.
 */
function followPersistingIslands(next: Document): void {
  for (const incoming of next.querySelectorAll<HTMLElement>('.dg-navbar [data-island]')) {
    const current = document.querySelector<HTMLElement>(`.dg-navbar [data-island="${incoming.dataset.island}"]`);
    if (current && incoming.dataset.props !== undefined) current.dataset.props = incoming.dataset.props;
  }
}

function swapHead(next: Document): void {
  document.title = next.title;
  for (const tag of document.head.querySelectorAll(HEAD_TAGS)) tag.remove();
  const before = document.head.querySelector('link[rel="stylesheet"]');
  for (const tag of next.head.querySelectorAll(HEAD_TAGS)) document.head.insertBefore(document.adoptNode(tag), before);
}
