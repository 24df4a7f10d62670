import type { FocusEvent, Ref } from 'react';
import { useStrings } from '../useStrings.js';
import { type SidebarRoutes, trailTo } from './sidebar-route.js';
import { SidebarTree } from './SidebarTree.js';

/** How the live sidebar shows its whole tree when a reader reaches for it (client/islands/useSidebarReveal.ts). */
export interface SidebarReveal {
  /** Long lists show only the entries around the current page, as the page's HTML holds them. */
  windowed: boolean;
  /** The entry focus goes to once it is in the page: the first a "show more" button revealed. */
  focusKey?: string;
  /** A "show more" button was chosen; `focusKey` is the first entry it reveals. */
  showAll: (focusKey: string) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  navRef: Ref<HTMLElement>;
}

interface Props {
  /** The sidebar's tree, indexed (sidebar-route.ts). */
  routes: SidebarRoutes;
  currentPath: string;
  baseUrl: string;
  className: string;
  /** The open categories and their toggle (useExpandedCategories), kept by the parent while this is not shown. */
  expanded: Set<string>;
  toggle: (key: string) => void;
  /** A category was opened or closed (its key): the client fetches a top-level one's entries kept apart. */
  onToggleCategory?: (key: string) => void;
  /** Absent on the server: long lists render windowed, as the island's first render does. */
  reveal?: SidebarReveal;
}

/** The sidebar's navigation landmark and tree, windowed until revealed: the wide sidebar's and the phone menu's. */
export function SidebarNav({ routes, currentPath, baseUrl, className, expanded, toggle, onToggleCategory, reveal }: Props) {
  const strings = useStrings();
  return (
    <nav className={className} aria-label={strings.sidebar.label} ref={reveal?.navRef} onFocus={reveal?.onFocus}>
      <SidebarTree
        items={routes.items}
        trail={trailTo(routes, currentPath)}
        currentPath={currentPath}
        baseUrl={baseUrl}
        expanded={expanded}
        onToggle={(key) => {
          toggle(key);
          onToggleCategory?.(key);
        }}
        windowed={reveal?.windowed ?? true}
        focusKey={reveal?.focusKey}
        onShowAll={reveal?.showAll}
      />
    </nav>
  );
}
