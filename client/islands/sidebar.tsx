import type { SidebarIslandProps } from '../../templates/islands.js';
import { Sidebar } from '../../templates/islands/Sidebar.js';
import { loadSidebar } from './load-sidebar.js';
import { hydrateIsland } from './hydrate-island.js';

export async function hydrate(root: HTMLElement, props: SidebarIslandProps): Promise<void> {
  const { items } = await loadSidebar(props.dataUrl);
  await hydrateIsland(root, <Sidebar items={items} currentPath={props.currentPath} baseUrl={props.baseUrl} />);
}
