// Prefetch: a page is fetched when the reader shows intent toward its link (pointer over it, focus on it), and the
// previous/next pages once the browser is idle, so the click finds it already here. Once per URL (fetch-page.ts
// keeps it), and never on a data-saving or 2G connection, where the reader pays for every byte.
import { NAVIGATION } from '../../shared/constants.js';
import { fetchPage } from './fetch-page.js';
import { linkTarget } from './page-url.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the connection asks to save data or is slow (Network Information API, where the browser has it). */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !(NAVIGATION.slowConnections as readonly string[]).includes(connection.effectiveType ?? '');
}

/** Prefetches the page a link leads to, when client navigation would follow it. */
export function prefetchLink(link: Element | null): void {
  if (!(link instanceof HTMLAnchorElement) || !prefetchAllowed()) return;
  const url = linkTarget(link);
  if (url) fetchPage(url).catch(() => undefined); // a failure is retried by the click, or ends in a full load
}

/** Prefetches on intent from now on, including toward the link that is already hovered or focused. */
export function prefetchOnIntent(): void {
  const onIntent = (event: Event): void => prefetchLink((event.target as Element).closest?.('a[href]') ?? null);
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  prefetchLink(document.querySelector('a[href]:hover'));
  prefetchLink(document.activeElement?.closest('a[href]') ?? null);
}

/** Prefetches the page's previous and next pages when the browser is idle. */
export function prefetchNeighbours(): void {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  whenIdle(() => {
    for (const link of document.querySelectorAll('a[rel="prev"], a[rel="next"]')) prefetchLink(link);
  });
}
