import type { ComponentProps, KeyboardEvent, ReactElement, ReactNode } from 'react';
import type { NavbarItem } from '../../shared/model/navigation.js';
import { useStrings } from '../useStrings.js';
import { withBase } from '../../shared/url.js';
import { CloseIcon, MenuIcon } from '../layout/Icons.js';
import { inSection } from '../layout/nav-section.js';
import { type SidebarRoutes, sidebarRoutes } from '../layout/sidebar-route.js';
import { useExpandedCategories } from '../layout/useExpandedCategories.js';
import { type SidebarReveal, SidebarNav } from '../layout/SidebarNav.js';

/**
 * The drawer's state and its browser behaviour, from the client (client/islands/useModalDrawer.ts): focus moved in
 * and back, the page's scroll lock, the Tab trap, the portal. The refs' types are React's own for those elements, so
 * this file names no DOM type. Absent on the server, where the menu is closed.
 */
export interface DrawerControls {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  buttonRef: ComponentProps<'button'>['ref'];
  panelRef: ComponentProps<'div'>['ref'];
  /** Keeps Tab and Shift+Tab inside the open drawer: it is modal. */
  trapTab: (event: KeyboardEvent) => void;
  /** Where the open drawer is rendered. */
  portal: (drawer: ReactElement) => ReactNode;
}

interface Props {
  navbar: NavbarItem[];
  currentPath: string;
  baseUrl: string;
  siteTitle: string;
  /** The page's sidebar, indexed (sidebar-route.ts); loaded by the client before hydration, absent on the server. */
  routes?: SidebarRoutes;
  drawer?: DrawerControls;
  /** A category was opened or closed (its key): the client fetches a top-level one's entries kept apart. */
  onToggleCategory?: (key: string) => void;
  /** The sidebar's long lists start windowed, as on wide screens (templates/islands/Sidebar.tsx). */
  reveal?: SidebarReveal;
}

/** Below the desktop breakpoint: a menu button that opens a modal drawer with the navbar links and the sidebar. */
export function MobileNav({
  navbar,
  currentPath,
  baseUrl,
  siteTitle,
  routes = sidebarRoutes([]),
  drawer,
  onToggleCategory,
  reveal,
}: Props) {
  const strings = useStrings();
  const [expanded, toggle] = useExpandedCategories(routes, currentPath);

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      drawer?.onClose();
      return;
    }
    drawer?.trapTab(event);
  };

  return (
    <>
      <button
        ref={drawer?.buttonRef}
        type="button"
        className="dg-icon-button dg-mobile-nav__button"
        aria-label={strings.navbar.openMenu}
        aria-expanded={drawer?.open ?? false}
        aria-haspopup="dialog"
        onClick={drawer?.onOpen}
      >
        <MenuIcon />
      </button>
      {/* A portal to <body> (drawer.portal): the navbar's backdrop-filter would otherwise be the containing block of the fixed drawer. */}
      {drawer?.open
        ? drawer.portal(
            <div className="dg-drawer" onKeyDown={onKeyDown}>
              <div className="dg-drawer__backdrop" onClick={drawer.onClose} />
              <div ref={drawer.panelRef} className="dg-drawer__panel" role="dialog" aria-modal="true" aria-label={strings.navbar.menuTitle}>
                <div className="dg-drawer__header">
                  <span className="dg-drawer__title">{siteTitle}</span>
                  <button type="button" className="dg-icon-button" aria-label={strings.navbar.closeMenu} onClick={drawer.onClose}>
                    <CloseIcon />
                  </button>
                </div>
                <nav aria-label={strings.navbar.label} className="dg-drawer__nav">
                  <ul className="dg-menu">
                    {navbar
                      .flatMap((item) => (item.href === undefined ? (item.items ?? []) : [{ label: item.label, href: item.href }]))
                      .map((item) => {
                        const current = currentPath === item.href;
                        // The section the page is in is marked, as in the navbar; aria-current only on the page itself.
                        return (
                          <li key={`${item.label} ${item.href}`} className="dg-menu__item">
                            <a
                              className={inSection(item.href, currentPath) ? 'dg-menu__link dg-menu__link--active' : 'dg-menu__link'}
                              href={withBase(baseUrl, item.href)}
                              aria-current={current ? 'page' : undefined}
                            >
                              {item.label}
                            </a>
                          </li>
                        );
                      })}
                  </ul>
                </nav>
                {routes.items.length > 0 ? (
                  <SidebarNav
                    className="dg-drawer__sidebar"
                    {...{ routes, currentPath, baseUrl, expanded, toggle, onToggleCategory, reveal }}
                  />
                ) : null}
              </div>
            </div>,
          )
        : null}
    </>
  );
}
