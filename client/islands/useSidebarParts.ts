import { useCallback, useState } from 'react';
import type { SidebarItem } from '../../shared/model/navigation.js';
import { loadSidebar, withSidebarParts } from './load-sidebar.js';

export interface SidebarParts {
  items: SidebarItem[];
  /** Fetches the given top-level categories' entries not here yet; resolves once they are shown. */
  ensure: (indexes: number[]) => Promise<void>;
  /** For a category toggle: a top-level category the reader opens gets its entries. */
  onToggleCategory: (key: string) => void;
}

/**
 * A live sidebar's entries (the wide sidebar's and the phone menu's), whose big top-level categories come from files
 * of their own (shared/islands.ts SidebarData). A category the reader opens fetches its own; client navigation calls
 * `ensure` with the next page's open categories, before marking it.
 */
export function useSidebarParts(dataUrl: string | undefined, initial: SidebarItem[]): SidebarParts {
  const [items, setItems] = useState(initial);
  const ensure = useCallback(
    async (indexes: number[]): Promise<void> => {
      if (!dataUrl) return;
      const data = await loadSidebar(dataUrl);
      const filled = await withSidebarParts(data, data.items, indexes);
      if (filled === data.items) return;
      // Merged into what is shown, which may hold other parts loaded meanwhile.
      setItems((shown) => shown.map((item, index) => (indexes.includes(index) ? (filled[index] ?? item) : item)));
    },
    [dataUrl],
  );
  const onToggleCategory = (key: string): void => {
    const index = topLevelIndex(key);
    if (index !== undefined) void ensure([index]).catch(() => undefined);
  };
  return { items, ensure, onToggleCategory };
}

/** The top-level category a toggle key names ("3"), whose part may need fetching; undefined for nested ones ("3.1"). */
function topLevelIndex(key: string): number | undefined {
  return /^\d+$/.test(key) ? Number(key) : undefined;
}
