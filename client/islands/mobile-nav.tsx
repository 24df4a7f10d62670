import type { MobileNavProps } from '../../templates/islands.js';
import { MobileNav } from '../../templates/islands/MobileNav.js';
import { loadSidebar } from './load-sidebar.js';
import { hydrateIsland } from './hydrate-island.js';

export async function hydrate(root: HTMLElement, props: MobileNavProps): Promise<void> {
  const make = async (again = false) => {
    const items = props.dataUrl ? (await loadSidebar(props.dataUrl, again)).items : [];
    return <MobileNav {...props} items={items} />;
  };
  await hydrateIsland(root, await make(), () => make(true));
}
