import { useEffect, useMemo, useState } from 'react';
import { NAVIGATED_EVENT } from '../../shared/constants.js';
import type { MobileNavProps } from '../../shared/islands.js';
import type { SidebarItem } from '../../shared/model/navigation.js';
import { MobileNav } from '../../templates/islands/MobileNav.js';
import { sidebarRoutes } from '../../templates/layout/sidebar-route.js';
import { loadSidebarItems } from './load-sidebar.js';
import { useSidebarParts } from './useSidebarParts.js';
import { useSidebarReveal } from './useSidebarReveal.js';
import { hydrateIsland } from './hydrate-island.js';
import { useModalDrawer } from './useModalDrawer.js';

interface View {
  props: MobileNavProps;
  items: SidebarItem[];
  /** A new menu (closed, its categories opened for the new page) after each client navigation. */
  generation: number;
}

async function sidebarItems(props: MobileNavProps): Promise<SidebarItem[]> {
  return props.dataUrl ? loadSidebarItems(props.dataUrl, props.sidebarParts) : [];
}

/**
 * The menu with its drawer's browser behaviour (focus, scroll lock, Tab trap, portal) and its sidebar's entries (a
 * category opened there fetches its part). A new one per page (the key), so its entries start from `items`.
 */
function Menu({ items: loaded, ...props }: MobileNavProps & { items: SidebarItem[] }) {
  const drawer = useModalDrawer();
  const reveal = useSidebarReveal();
  const { items, onToggleCategory } = useSidebarParts(props.dataUrl, loaded);
  // Indexed once per tree: a part merged in makes a new one (use-sidebar-parts.ts).
  const routes = useMemo(() => sidebarRoutes(items), [items]);
  return <MobileNav {...props} routes={routes} onToggleCategory={onToggleCategory} drawer={drawer} reveal={reveal} />;
}

/**
 * The menu stays in the navbar across client navigation; the navigation gives its root the new page's props
 * (current page, sidebar) and this follows them, closing the drawer the reader may have navigated from.
 */
function LiveMobileNav({ root, initial }: { root: HTMLElement; initial: View }) {
  const [view, setView] = useState(initial);
  useEffect(() => {
    const follow = (): void => {
      const props = JSON.parse(root.dataset.props ?? '{}') as MobileNavProps;
      // Closed at once; a different sidebar follows when its data is here (usually cached already).
      setView((previous) => ({
        props,
        items: previous.props.dataUrl === props.dataUrl ? previous.items : [],
        generation: previous.generation + 1,
      }));
      void sidebarItems(props).then(
        (items) =>
          setView((previous) =>
            previous.props === props && previous.items !== items ? { props, items, generation: previous.generation + 1 } : previous,
          ),
        () => undefined,
      );
    };
    window.addEventListener(NAVIGATED_EVENT, follow);
    return () => window.removeEventListener(NAVIGATED_EVENT, follow);
  }, [root]);
  return <Menu key={view.generation} {...view.props} items={view.items} />;
}

export async function hydrate(root: HTMLElement, props: MobileNavProps): Promise<void> {
  const items = await sidebarItems(props);
  await hydrateIsland(root, <LiveMobileNav root={root} initial={{ props, items, generation: 0 }} />);
}
