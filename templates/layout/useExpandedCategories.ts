import { useState } from 'react';
import type { SidebarItem } from '../../shared/model/navigation.js';
import { initiallyExpanded } from './SidebarTree.js';

/** Which sidebar categories are open, starting with those that hold the current page; toggle(key) flips one. */
export function useExpandedCategories(items: SidebarItem[], currentPath: string): [Set<string>, (key: string) => void] {
  const [expanded, setExpanded] = useState(() => initiallyExpanded(items, currentPath));
  const toggle = (key: string): void =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return [expanded, toggle];
}
