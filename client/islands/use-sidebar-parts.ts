import { useCallback, useState } from 'react';
import type { SidebarItem } from '../../shared/model/navigation.js';
import { loadSidebar, withSidebarParts } from './load-sidebar.js';

/**
 * A live sidebar's entries, whose big top-level categories come from files of their own (shared/islands.ts
 * SidebarData): `ensure(indexes)` fetches those not here yet and resolves once they are shown. A category the reader
 * opens calls it with its own index; client navigation with the next page's open categories, before marking it.
 */
export function useSidebarParts(dataUrl: string, initial: SidebarItem[]): [SidebarItem[], (indexes: number[]) => Promise<void>] {
  const [items, setItems] = useState(initial);
  const ensure = useCallback(
    async (indexes: number[]): Promise<void> => {
      const data = await loadSidebar(dataUrl);
      const filled = await withSidebarParts(data, data.items, indexes);
      if (filled === data.items) return;
      // Merged into what is shown, which may hold other parts loaded meanwhile.
      setItems((shown) => shown.map((item, index) => (indexes.includes(index) ? (filled[index] ?? item) : item)));
    },
    [dataUrl],
  );
  return [items, ensure];
}

/** The top-level category a toggle key names ("3"), whose part may need fetching; undefined for nested ones ("3.1"). */
export function topLevelIndex(key: string): number | undefined {
  return /^\d+$/.test(key) ? Number(key) : undefined;
}
