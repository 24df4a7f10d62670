import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { DrawerControls } from '../../templates/islands/MobileNav.js';
import { firstFocusable, trapTab } from '../dom/trap-tab.js';

/** On <html> while the drawer is open: the page behind it does not scroll (site.css). */
const NO_SCROLL_CLASS = 'dg-no-scroll';

/**
 * The browser side of MobileNav's drawer: open or closed, focus into the drawer when it opens and back to the menu
 * button when it closes, the page's scroll locked meanwhile, Tab kept inside, and the drawer rendered in <body>.
 */
export function useModalDrawer(): DrawerControls {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const root = document.documentElement;
    if (open) {
      firstFocusable(panel.current)?.focus();
      // A long sidebar opens where the reader is, not at its top (the current page may be the 500th entry).
      panel.current?.querySelector('.dg-drawer__sidebar [aria-current="page"]')?.scrollIntoView({ block: 'center' });
      root.classList.add(NO_SCROLL_CLASS);
    } else {
      root.classList.remove(NO_SCROLL_CLASS);
      if (wasOpen.current) button.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  // Replaced while open (client navigation from a link in the drawer): the page must scroll again.
  useEffect(() => () => document.documentElement.classList.remove(NO_SCROLL_CLASS), []);

  return {
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    buttonRef: button,
    panelRef: panel,
    trapTab: (event: KeyboardEvent) => trapTab(event, panel.current),
    // The navbar's backdrop-filter would otherwise be the containing block of the fixed drawer.
    portal: (drawer) => createPortal(drawer, document.body),
  };
}
