import { useState } from 'react';
import { categoriesHolding, initiallyExpanded, type SidebarRoutes } from './sidebar-route.js';

/**
 * Which sidebar categories are open, starting with those that hold the current page; toggle(key) flips one. When
 * the current page changes (a sidebar kept across client navigation), its categories open too and the others stay
 * as the reader left them.
 */
export function useExpandedCategories(routes: SidebarRoutes, currentPath: string): [Set<string>, (key: string) => void] {
  const [expanded, setExpanded] = useState(() => initiallyExpanded(routes, currentPath));
  const [shownFor, setShownFor] = useState(currentPath);
  if (shownFor !== currentPath) {
    // Adjusting state while rendering, React's pattern for state that follows a prop.
    setShownFor(currentPath);
    setExpanded((previous) => new Set([...previous, ...categoriesHolding(routes, currentPath)]));
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
