import { useState } from 'react';
import type { SidebarItem } from '../../shared/model/navigation.js';
import { useStrings } from '../useStrings.js';
import { ChevronIcon } from '../layout/icons.js';
import { SidebarTree } from '../layout/SidebarTree.js';
import { useExpandedCategories } from '../layout/useExpandedCategories.js';

interface Props {
  items: SidebarItem[];
  currentPath: string;
  baseUrl: string;
}

/** The docs sidebar: categories expand and collapse, and the whole sidebar can be hidden on wide screens. */
export function Sidebar({ items, currentPath, baseUrl }: Props) {
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
      <nav className="dg-sidebar__nav" aria-label={strings.sidebar.label}>
        <SidebarTree items={items} currentPath={currentPath} baseUrl={baseUrl} expanded={expanded} onToggle={toggle} />
      </nav>
      <button type="button" className="dg-sidebar__hide" onClick={() => setHidden(true)}>
        <ChevronIcon />
        <span>{strings.sidebar.hide}</span>
      </button>
    </div>
  );
}
