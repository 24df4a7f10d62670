import type { SidebarIslandProps } from '../../shared/islands.js';
import { Sidebar } from '../../templates/islands/Sidebar.js';
import { loadSidebar } from './load-sidebar.js';
import { hydrateIsland } from './hydrate-island.js';

export async function hydrate(root: HTMLElement, props: SidebarIslandProps): Promise<void> {
  const make = async (again = false) => {
    const { items } = await loadSidebar(props.dataUrl, again);
    return <Sidebar items={items} currentPath={props.currentPath} baseUrl={props.baseUrl} />;
  };
  await hydrateIsland(root, await make(), () => make(true));
}
