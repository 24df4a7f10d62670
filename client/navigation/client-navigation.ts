// Client navigation: links to pages of the site are followed without a full load. The target's HTML is fetched
// (or taken from prefetch), checked to come from this very build, and swapped in; the URL, title and head follow,
// scroll goes to the top, the hash, or (back/forward) where the reader was; focus and a live region tell assistive
// technology. Anything unexpected (a failed fetch, non-HTML, another build, another layout) makes a full load of
// the URL, which is what the link would have done anyway. Loaded on the first intent toward a link (boot.ts).
import { NAVIGATED_EVENT } from '../../shared/constants.js';
import { PAGES_CHANGED_EVENT } from '../../shared/island-events.js';
import { announcePage, focusPage } from './announce-page.js';
import { fetchPage, forgetPages } from './fetch-page.js';
import { enterEntry, newEntry, saveScroll, scrollToHash, trackScroll } from './history-scroll.js';
import { bootScriptUrl, linkTarget, samePage } from './page-url.js';
import { prefetchNeighbours, prefetchOnIntent } from './prefetch.js';
import { finishProgress, startProgress } from './progress-bar.js';
import { builtAlike, swapPage } from './swap-page.js';
import type { Navigation, SetUpIslands } from './types.js';

type How = 'push' | 'replace' | 'pop';

let setUpIslands: SetUpIslands = () => undefined;
/** Bumped by each navigation: a slower, older one that finishes late must not replace a newer page. */
let latest = 0;
/** The page shown, to tell a new page (another path) from a hash or query change handled in place on back/forward. */
let shown: URL;

/** Parses fetched HTML; null when it is not a page of this build (its boot script differs), which needs a full load. */
function parsePage(html: string, url: string): Document | null {
  const next = new DOMParser().parseFromString(html, 'text/html');
  const boot = bootScriptUrl(next, url);
  return boot && boot === bootScriptUrl(document, location.href) ? next : null;
}

/** After the swap: islands set up, scroll (saved position, hash or top), focus, announcement, followers told. */
function settle(swapped: Element[], hash: string, restore: number | undefined): void {
  shown = new URL(location.href);
  for (const element of swapped) setUpIslands(element);
  let anchor: Element | null = null;
  if (restore !== undefined) window.scrollTo(0, restore);
  else if (!(anchor = scrollToHash(hash))) window.scrollTo(0, 0);
  focusPage(anchor);
  announcePage(document.title);
  window.dispatchEvent(new CustomEvent(NAVIGATED_EVENT, { detail: { path: location.pathname } }));
}

/** `restore`: for back/forward, the scroll position saved with the entry (read when it became current). */
async function navigate(url: URL, how: How, restore?: number): Promise<void> {
  const id = ++latest;
  let addressed = how === 'pop'; // the address bar already shows the URL
  startProgress();
  try {
    const page = await fetchPage(url);
    if (id !== latest) return;
    const next = parsePage(page.html, page.url);
    if (!next) throw new Error(`${url.href}: not a page of this build`);
    const target = new URL(page.url);
    target.hash = url.hash;
    // A page of another language or version is loaded in full, as one navigation (no error: it is no failure).
    if (!builtAlike(next)) {
      finishProgress();
      if (how === 'pop') location.reload();
      else location.assign(target.href);
      return;
    }
    if (how !== 'pop') {
      saveScroll();
      // The address first, so relative URLs in the new content resolve against it.
      if (how === 'push') history.pushState(newEntry(), '', target);
      else history.replaceState(newEntry(), '', target);
      addressed = true;
    }
    const swapped = swapPage(next);
    if (!swapped) throw new Error(`${url.href}: a page laid out differently`);
    settle(swapped, target.hash, restore);
    saveScroll(); // where the page starts, in case the reader leaves it without scrolling
    finishProgress();
    prefetchNeighbours();
  } catch (error) {
    if (id !== latest) return;
    console.error('docsgen: client navigation failed, loading the page in full', error);
    finishProgress();
    if (addressed) location.reload();
    else location.assign(url.href);
  }
}

/** Follows a link: client navigation for pages of the site, in place of the entry when it is the same page. */
function go(url: URL): void {
  void navigate(url, samePage(url, location) ? 'replace' : 'push');
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const url = linkTarget(link);
  if (!url) return;
  event.preventDefault();
  go(url);
}

function onPopState(): void {
  const restore = enterEntry();
  if (shown.pathname === location.pathname) {
    // A hash, or a query the page handles itself (the /search island follows popstate): same document, only the
    // position changes. A navigation still under way (back, then forward at once) is dropped.
    latest++;
    finishProgress();
    if (restore !== undefined) window.scrollTo(0, restore);
    else scrollToHash(location.hash);
    return;
  }
  void navigate(new URL(location.href), 'pop', restore);
}

/** Installs client navigation (once, from boot.ts): link clicks, back/forward, scroll memory and prefetch. */
export function start(setUp: SetUpIslands): Navigation {
  setUpIslands = setUp;
  shown = new URL(location.href);
  trackScroll();
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  window.addEventListener(PAGES_CHANGED_EVENT, forgetPages);
  prefetchOnIntent();
  prefetchNeighbours();
  return {
    follow(link) {
      const url = linkTarget(link);
      if (url) go(url);
      else location.assign(link.href);
    },
  };
}
