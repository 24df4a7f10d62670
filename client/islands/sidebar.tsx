import { useEffect, useState } from 'react';
import { NAVIGATED_EVENT } from '../../shared/constants.js';
import type { SidebarIslandProps } from '../../shared/islands.js';
import type { SidebarItem } from '../../shared/model/navigation.js';
import { Sidebar } from '../../templates/islands/Sidebar.js';
import { loadSidebar } from './load-sidebar.js';
import { hydrateIsland } from './hydrate-island.js';
import { useSidebarReveal } from './use-sidebar-reveal.js';

/**
 * The sidebar as it lives in the browser: client navigation keeps it across pages of the same sidebar
 * (swap-page.ts), giving its root the new page's props; it then marks the new current page and keeps the rest of
 * its state (hidden or not, the categories the reader opened or closed).
 */
function LiveSidebar({ root, items, initial }: { root: HTMLElement; items: SidebarItem[]; initial: SidebarIslandProps }) {
  const [currentPath, setCurrentPath] = useState(initial.currentPath);
  const reveal = useSidebarReveal();
  useEffect(() => {
    const follow = (): void => {
      const props = JSON.parse(root.dataset.props ?? '{}') as Partial<SidebarIslandProps>;
      if (props.currentPath) setCurrentPath(props.currentPath);
    };
    window.addEventListener(NAVIGATED_EVENT, follow);
    return () => window.removeEventListener(NAVIGATED_EVENT, follow);
  }, [root]);
  return <Sidebar items={items} currentPath={currentPath} baseUrl={initial.baseUrl} reveal={reveal} />;
}

export async function hydrate(root: HTMLElement, props: SidebarIslandProps): Promise<void> {
  const make = async (again = false) => {
    const { items } = await loadSidebar(props.dataUrl, again);
    return <LiveSidebar root={root} items={items} initial={props} />;
  };
  await hydrateIsland(root, await make(), () => make(true));
}
