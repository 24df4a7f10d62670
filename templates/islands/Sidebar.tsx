import { type FocusEvent, type Ref, useState } from 'react';
import type { SidebarItem } from '../../shared/model/navigation.js';
import { useStrings } from '../useStrings.js';
import { ChevronIcon } from '../layout/icons.js';
import { SidebarTree } from '../layout/SidebarTree.js';
import { useExpandedCategories } from '../layout/useExpandedCategories.js';

/** How the live sidebar shows its whole tree when a reader reaches for it (client/islands/use-sidebar-reveal.ts). */
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
  items: SidebarItem[];
  currentPath: string;
  baseUrl: string;
  /** Absent on the server: the sidebar renders windowed, as the island's first render does. */
  reveal?: SidebarReveal;
  /** A category was opened or closed (its key): the client fetches a top-level one's entries kept apart. */
  onToggleCategory?: (key: string) => void;
}

/** The docs sidebar: categories expand and collapse, and the whole sidebar can be hidden on wide screens. */
export function Sidebar({ items, currentPath, baseUrl, reveal, onToggleCategory }: Props) {
  const strings = useStrings();
  const [expanded, toggle] = useExpandedCategories(items, currentPath);
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
      <nav className="dg-sidebar__nav" aria-label={strings.sidebar.label} ref={reveal?.navRef} onFocus={reveal?.onFocus}>
        <SidebarTree
          items={items}
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
      <button type="button" className="dg-sidebar__hide" onClick={() => setHidden(true)}>
        <ChevronIcon />
        <span>{strings.sidebar.hide}</span>
      </button>
    </div>
  );
}
