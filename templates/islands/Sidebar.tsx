import { useState } from 'react';
import type { SidebarItem } from '../model.js';
import { strings } from '../strings.pt.js';
import { ChevronIcon } from '../layout/icons.js';
import { initiallyExpanded, SidebarTree } from '../layout/SidebarTree.js';

interface Props {
  items: SidebarItem[];
  currentPath: string;
  baseUrl: string;
}

/** The docs sidebar: categories expand and collapse, and the whole sidebar can be hidden on wide screens. */
export function Sidebar({ items, currentPath, baseUrl }: Props) {
  const [expanded, setExpanded] = useState(() => initiallyExpanded(items, currentPath));
  const [hidden, setHidden] = useState(false);
  const toggle = (key: string): void =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  if (hidden) {
    return (
      <div className="dg-sidebar dg-sidebar--hidden">
        <button type="button" className="dg-sidebar__show" aria-label={strings.sidebar.show} title={strings.sidebar.show} onClick={() => setHidden(false)}>
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
