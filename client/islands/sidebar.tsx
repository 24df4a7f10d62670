import { useEffect, useMemo, useState } from 'react';
import { NAVIGATED_EVENT } from '../../shared/constants.js';
import type { SidebarIslandProps } from '../../shared/islands.js';
import type { SidebarItem } from '../../shared/model/navigation.js';
import { Sidebar } from '../../templates/islands/Sidebar.js';
import { sidebarRoutes } from '../../templates/layout/sidebar-route.js';
import { hydrateIsland } from './hydrate-island.js';
import { loadSidebarItems } from './load-sidebar.js';
import { useSidebarParts } from './useSidebarParts.js';
import { useSidebarReveal } from './useSidebarReveal.js';

/**
 * The sidebar as it lives in the browser: client navigation keeps it across pages of the same sidebar
 * (swap-page.ts), giving its root the new page's props; it then marks the new current page (once that page's
 * folder is here) and keeps the rest of its state (hidden or not, the categories the reader opened or closed).
 */
function LiveSidebar({ root, items: initialItems, initial }: { root: HTMLElement; items: SidebarItem[]; initial: SidebarIslandProps }) {
  const [currentPath, setCurrentPath] = useState(initial.currentPath);
  const { items, ensure: ensureParts, onToggleCategory } = useSidebarParts(initial.dataUrl, initialItems);
  // Indexed once per tree: a part merged in makes a new one (use-sidebar-parts.ts).
  const routes = useMemo(() => sidebarRoutes(items), [items]);
  const reveal = useSidebarReveal();
  useEffect(() => {
    const follow = (): void => {
      const props = JSON.parse(root.dataset.props ?? '{}') as Partial<SidebarIslandProps>;
      const next = props.currentPath;
      if (!next) return;
      ensureParts(props.parts ?? []).then(
        () => setCurrentPath(next),
        () => setCurrentPath(next),
      );
    };
    window.addEventListener(NAVIGATED_EVENT, follow);
    return () => window.removeEventListener(NAVIGATED_EVENT, follow);
  }, [root, ensureParts]);
  return (
    <Sidebar routes={routes} currentPath={currentPath} baseUrl={initial.baseUrl} reveal={reveal} onToggleCategory={onToggleCategory} />
  );
}

export async function hydrate(root: HTMLElement, props: SidebarIslandProps): Promise<void> {
  const make = async (again = false) => {
    const items = await loadSidebarItems(props.dataUrl, props.parts, again);
    return <LiveSidebar root={root} items={items} initial={props} />;
  };
  await hydrateIsland(root, await make(), () => make(true));
}
