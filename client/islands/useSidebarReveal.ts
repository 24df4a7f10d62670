import { type FocusEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SidebarReveal } from '../../templates/layout/SidebarNav.js';

/**
 * When the live sidebar shows its whole tree: it starts windowed, as the page's HTML holds it (long lists only
 * around the current page, templates/layout/sidebar-window.ts), and shows everything once a reader reaches for it:
 * a "show more" button, or keyboard focus entering it. A mouse pointer only hydrates it, so nothing moves under the
 * pointer before a click. The focused entry keeps its place as entries come in above it, and a button's reader goes
 * on from the first entry it revealed.
 */
export function useSidebarReveal(): SidebarReveal {
  const [windowed, setWindowed] = useState(true);
  const [focusKey, setFocusKey] = useState<string>();
  const navRef = useRef<HTMLElement>(null);
  const anchor = useRef<{ element: Element; top: number }>(undefined);

  const reveal = useCallback((): void => {
    const focused = document.activeElement;
    if (focused && navRef.current?.contains(focused)) anchor.current = { element: focused, top: focused.getBoundingClientRect().top };
    setWindowed(false);
  }, []);

  useLayoutEffect(() => {
    const nav = navRef.current;
    if (windowed || !nav) return;
    const target = nav.querySelector<HTMLElement>('[data-reveal-focus] :is(a, button)');
    if (target) {
      target.focus();
      setFocusKey(undefined); // a category reopened later must not take focus again
      return;
    }
    const held = anchor.current;
    anchor.current = undefined;
    if (held) scrollingBox(nav).scrollTop += held.element.getBoundingClientRect().top - held.top;
  }, [windowed]);

  // Keyboard focus that arrived before the island was live: the focus that hydrated it.
  useEffect(() => {
    const focused = document.activeElement;
    if (focused && navRef.current?.contains(focused) && reachedByKeyboard(focused)) reveal();
  }, [reveal]);

  return {
    windowed,
    focusKey,
    navRef,
    showAll: (key) => {
      setFocusKey(key);
      reveal();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (windowed && reachedByKeyboard(event.target)) reveal();
    },
  };
}

/**
 * Keyboard focus on an entry. A "show more" button is left to be pressed: revealing on its focus would remove the
 * button holding focus (Shift+Tab into the sidebar reaches it first).
 */
function reachedByKeyboard(element: Element): boolean {
  return element.matches(':focus-visible') && !element.matches('.dg-menu__more-button');
}

/** What scrolls the sidebar: its own box on wide screens, the drawer's panel on phones (overflow-anchor: none on both). */
function scrollingBox(nav: HTMLElement): HTMLElement {
  for (let box: HTMLElement | null = nav; box; box = box.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(box).overflowY)) return box;
  }
  return nav;
}
