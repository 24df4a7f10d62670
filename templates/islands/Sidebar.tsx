import { useState } from 'react';
import { useStrings } from '../useStrings.js';
import { ChevronIcon } from '../layout/Icons.js';
import type { SidebarRoutes } from '../layout/sidebar-route.js';
import { type SidebarReveal, SidebarNav } from '../layout/SidebarNav.js';
import { useExpandedCategories } from '../layout/useExpandedCategories.js';

interface Props {
  /** The sidebar's tree, indexed once by its holder: the build for all its pages, the island for the tree it loaded. */
  routes: SidebarRoutes;
  currentPath: string;
  baseUrl: string;
  /** Absent on the server: the sidebar renders windowed, as the island's first render does. */
  reveal?: SidebarReveal;
  /** A category was opened or closed (its key): the client fetches a top-level one's entries kept apart. */
  onToggleCategory?: (key: string) => void;
}

/** The docs sidebar: categories expand and collapse, and the whole sidebar can be hidden on wide screens. */
export function Sidebar({ routes, currentPath, baseUrl, reveal, onToggleCategory }: Props) {
  const strings = useStrings();
  const [expanded, toggle] = useExpandedCategories(routes, currentPath);
  const [hidden, setHidden] = useState(false);
  if (hidden) {
    return (
      <div className="dg-sidebar dg-sidebar--hidden">
        <button
          type="button"
          className="dg-sidebar__show"
          aria-label={strings.sidebar.show}
          title={strings.sidebar.show}
          onClick={() => setHidden(false)}
        >
          <ChevronIcon />
        </button>
      </div>
    );
  }
  return (
    <div className="dg-sidebar">
      <SidebarNav className="dg-sidebar__nav" {...{ routes, currentPath, baseUrl, expanded, toggle, onToggleCategory, reveal }} />
      <button type="button" className="dg-sidebar__hide" onClick={() => setHidden(true)}>
        <ChevronIcon />
        <span>{strings.sidebar.hide}</span>
      </button>
    </div>
  );
}
