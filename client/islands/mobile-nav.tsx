import type { MobileNavProps } from '../../templates/islands.js';
import { MobileNav } from '../../templates/islands/MobileNav.js';
import { loadSidebar } from './load-sidebar.js';
import { hydrateIsland } from './hydrate-island.js';

export async function hydrate(root: HTMLElement, props: MobileNavProps): Promise<void> {
  const items = props.dataUrl ? (await loadSidebar(props.dataUrl)).items : [];
  await hydrateIsland(root, <MobileNav {...props} items={items} />);
}
