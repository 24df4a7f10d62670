import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { NavbarItem, SidebarItem } from '../../shared/model/navigation.js';
import { strings } from '../../shared/strings.pt.js';
import { withBase } from '../../shared/url.js';
import { CloseIcon, MenuIcon } from '../layout/icons.js';
import { SidebarTree } from '../layout/SidebarTree.js';
import { firstFocusable, trapTab } from '../layout/trap-tab.js';
import { useExpandedCategories } from '../layout/useExpandedCategories.js';

interface Props {
  navbar: NavbarItem[];
  currentPath: string;
  baseUrl: string;
  siteTitle: string;
  /** The page's sidebar; loaded by the client before hydration, absent on the server. */
  items?: SidebarItem[];
}


/** Below the desktop breakpoint: a menu button that opens a modal drawer with the navbar links and the sidebar. */
export function MobileNav({ navbar, currentPath, baseUrl, siteTitle, items = [] }: Props) {
  const [open, setOpen] = useState(false);
  const [expanded, toggle] = useExpandedCategories(items, currentPath);
  const button = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      firstFocusable(drawer.current)?.focus();
      document.documentElement.classList.add('dg-no-scroll');
    } else {
      document.documentElement.classList.remove('dg-no-scroll');
      if (wasOpen.current) button.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  // Replaced while open (client navigation from a link in the drawer): the page must scroll again.
  useEffect(() => () => document.documentElement.classList.remove('dg-no-scroll'), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      return;
    }
    trapTab(event, drawer.current); // the drawer is modal
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="dg-icon-button dg-mobile-nav__button"
        aria-label={strings.navbar.openMenu}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {/* A portal to <body>: the navbar's backdrop-filter would otherwise be the containing block of the fixed drawer. */}
      {open ? createPortal(
        <div className="dg-drawer" onKeyDown={onKeyDown}>
          <div className="dg-drawer__backdrop" onClick={() => setOpen(false)} />
          <div ref={drawer} className="dg-drawer__panel" role="dialog" aria-modal="true" aria-label={strings.navbar.menuTitle}>
            <div className="dg-drawer__header">
              <span className="dg-drawer__title">{siteTitle}</span>
              <button type="button" className="dg-icon-button" aria-label={strings.navbar.closeMenu} onClick={() => setOpen(false)}>
                <CloseIcon />
              </button>
            </div>
            <nav aria-label={strings.navbar.label} className="dg-drawer__nav">
              <ul className="dg-menu">
                {navbar.map((item) => {
                  const current = currentPath === item.href;
                  return (
                    <li key={item.href} className="dg-menu__item">
                      <a className={current ? 'dg-menu__link dg-menu__link--active' : 'dg-menu__link'} href={withBase(baseUrl, item.href)} aria-current={current ? 'page' : undefined}>
                        {item.label}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
            {items.length > 0 ? (
              <nav aria-label={strings.sidebar.label} className="dg-drawer__sidebar">
                <SidebarTree items={items} currentPath={currentPath} baseUrl={baseUrl} expanded={expanded} onToggle={toggle} />
              </nav>
            ) : null}
          </div>
        </div>,
        document.body,
      ) : null}
    </>
  );
}
