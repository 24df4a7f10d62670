import type { PageLink, Sidebar } from '../../templates/model.js';
import { flattenSidebar } from './sidebar.js';

export interface PrevNextOverrides {
  /** Route from front matter; null hides the link. */
  prev?: string | null;
  next?: string | null;
}

/** Previous and next pages in the sidebar's reading order, unless the front matter says otherwise. */
export function buildPrevNext(
  route: string, sidebar: Sidebar | undefined, overrides: PrevNextOverrides, labelOf: (route: string) => string | undefined,
): { prev?: PageLink; next?: PageLink } {
  const order = sidebar ? flattenSidebar(sidebar.items).filter((link, i, all) => all.findIndex((l) => l.href === link.href) === i) : [];
  const index = order.findIndex((link) => link.href === route);
  const pick = (override: string | null | undefined, fallback: PageLink | undefined): PageLink | undefined => {
    if (override === null) return undefined;
    if (override !== undefined) {
      const label = labelOf(override);
      return label ? { label, href: override } : undefined;
    }
    return fallback;
  };
  return {
    prev: pick(overrides.prev, index > 0 ? order[index - 1] : undefined),
    next: pick(overrides.next, index >= 0 && index < order.length - 1 ? order[index + 1] : undefined),
  };
}
