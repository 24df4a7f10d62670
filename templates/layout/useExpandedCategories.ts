import { useState } from 'react';
import type { SidebarItem } from '../../shared/model/navigation.js';
import { categoriesHolding, initiallyExpanded } from './sidebar-route.js';

/**
 * Which sidebar categories are open, starting with those that hold the current page; toggle(key) flips one. When
 * the current page changes (a sidebar kept across client navigation), its categories open too and the others stay
 * as the reader left them.
 */
export function useExpandedCategories(items: SidebarItem[], currentPath: string): [Set<string>, (key: string) => void] {
  const [expanded, setExpanded] = useState(() => initiallyExpanded(items, currentPath));
  const [shownFor, setShownFor] = useState(currentPath);
  if (shownFor !== currentPath) {
    // Adjusting state while rendering, React's pattern for state that follows a prop.
    setShownFor(currentPath);
    setExpanded((previous) => new Set([...previous, ...categoriesHolding(items, currentPath)]));
  }
  const toggle = (key: string): void =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return [expanded, toggle];
}
