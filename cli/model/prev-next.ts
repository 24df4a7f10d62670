import type { PageLink, Sidebar } from '../../shared/model/navigation.js';
import { flattenSidebar } from './sidebar.js';

export interface PrevNextOverrides {
  /** Route from front matter; null hides the link. */
  prev?: string | null;
  next?: string | null;
}

/** A sidebar's pages in reading order, each once, with a route → position index. Built once per sidebar. */
export interface ReadingOrder {
  pages: PageLink[];
  position: Map<string, number>;
}

export function readingOrder(sidebar: Sidebar): ReadingOrder {
  const position = new Map<string, number>();
  const pages: PageLink[] = [];
  // The section's own page (e.g. /api) comes first, even when the sidebar does not list it.
  const own = sidebar.href ? [{ label: sidebar.label, href: sidebar.href }] : [];
  for (const link of [...own, ...flattenSidebar(sidebar.items)]) {
    if (position.has(link.href)) continue;
    position.set(link.href, pages.length);
    pages.push(link);
  }
  return { pages, position };
}

/** Previous and next pages in the sidebar's reading order, unless the front matter says otherwise. */
export function buildPrevNext(
  route: string,
  order: ReadingOrder | undefined,
  overrides: PrevNextOverrides,
  labelOf: (route: string) => string | undefined,
): { prev?: PageLink; next?: PageLink } {
  const index = order?.position.get(route) ?? -1;
  const pick = (override: string | null | undefined, fallback: PageLink | undefined): PageLink | undefined => {
    if (override === null) return undefined;
    if (override !== undefined) {
      const label = labelOf(override);
      return label ? { label, href: override } : undefined;
    }
    return fallback;
  };
  return {
    prev: pick(overrides.prev, index > 0 ? order!.pages[index - 1] : undefined),
    next: pick(overrides.next, index >= 0 && index < order!.pages.length - 1 ? order!.pages[index + 1] : undefined),
  };
}
