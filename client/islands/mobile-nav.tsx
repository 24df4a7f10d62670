import { hydrateRoot } from 'react-dom/client';
import type { MobileNavProps } from '../../templates/islands.js';
import { MobileNav } from '../../templates/islands/MobileNav.js';
import { loadSidebar } from './load-sidebar.js';

export async function hydrate(root: HTMLElement, props: MobileNavProps): Promise<void> {
  const items = props.dataUrl ? (await loadSidebar(props.dataUrl)).items : [];
  hydrateRoot(root, <MobileNav {...props} items={items} />);
}
