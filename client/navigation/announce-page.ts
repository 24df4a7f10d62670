// After client navigation a screen-reader or keyboard user must learn that the page changed and start reading it
// from the top, as a full load would do: focus moves to the new page's heading (or the hash's target) and a polite
// live region says the new title.
import { DOM_IDS, ROUTE_ANNOUNCER_SLOT } from '../../shared/constants.js';

/**
 * Moves focus to `target`, or else the page's h1, or else its main landmark, without scrolling; unless the reader is in
 * a modal dialog opened while the page loaded (the search), which keeps the focus: taken out from under it, Escape and
 * Tab would no longer reach the dialog still covering the page.
 */
export function focusPage(target: Element | null): void {
  if (document.activeElement?.closest('[role="dialog"][aria-modal="true"]')) return;
  const element = (target ?? document.querySelector('main h1, .dg-page h1') ?? document.querySelector('main')) as HTMLElement | null;
  if (!element) return;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1'); // focusable by script only
  element.focus({ preventScroll: true });
}

/** Says "Página carregada: <title>" through the route announcer rendered by the layout. */
export function announcePage(title: string): void {
  const region = document.getElementById(DOM_IDS.routeAnnouncer);
  if (!region) return;
  const message = (region.dataset.message ?? ROUTE_ANNOUNCER_SLOT).replace(ROUTE_ANNOUNCER_SLOT, title);
  // Emptied first, so the same title twice in a row is still a change to announce.
  region.textContent = '';
  region.textContent = message;
}
