// Scroll positions across client navigation. Each history entry gets a key in history.state; the position of the
// entry being read is noted on every scroll (in memory, so back/forward right after a scroll still finds it) and
// written into history.state shortly after the reader stops (so it survives the back/forward cache). Back/forward
// put it back once the page is in place. The browser's own restoration is off while this document handles its
// entries (it would scroll the old content before the new one arrives), and back on when the document is left,
// so a reload or a later visit restores natively.
import { NAVIGATION } from '../../shared/constants.js';

interface EntryState {
  key?: string;
  scroll?: number;
}

const positions = new Map<string, number>();
/** The key of the entry the reader is on, as this code last saw it. */
let currentKey = '';
let timer: ReturnType<typeof setTimeout> | undefined;

function entryState(): Record<string, unknown> & EntryState {
  const state: unknown = history.state;
  return state && typeof state === 'object' ? { ...(state as Record<string, unknown>) } : {};
}

function newKey(): string {
  return Math.random().toString(36).slice(2);
}

/** The current entry's key, given one if it has none (the first page, entries the browser or other code made). */
function entryKey(): string {
  const state = entryState();
  if (typeof state.key === 'string') return state.key;
  const key = newKey();
  history.replaceState({ ...state, key }, '');
  return key;
}

function persist(): void {
  clearTimeout(timer);
  const state = entryState();
  const scroll = typeof state.key === 'string' ? positions.get(state.key) : undefined;
  if (scroll !== undefined && scroll !== state.scroll) history.replaceState({ ...state, scroll }, '');
}

/** Follows an entry made behind this code's back (a hash link, the /search island's pushState): it has no key yet. */
function syncKey(): void {
  if (entryState().key !== currentKey) currentKey = entryKey();
}

function onScroll(): void {
  syncKey();
  positions.set(currentKey, window.scrollY);
  clearTimeout(timer);
  timer = setTimeout(persist, NAVIGATION.scrollSaveDelayMs);
}

/** Notes the current scroll position for the current entry, now (before leaving it). */
export function saveScroll(): void {
  syncKey();
  positions.set(currentKey, window.scrollY);
  persist();
}

/** The state of a new history entry (pushState), which becomes the current one. */
export function newEntry(): EntryState {
  currentKey = newKey();
  return { key: currentKey };
}

/** Keeps every entry's scroll position up to date and takes over restoration from the browser. */
export function trackScroll(): void {
  history.scrollRestoration = 'manual';
  currentKey = entryKey();
  positions.set(currentKey, window.scrollY); // an entry left without scrolling still has its place
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', () => {
    persist();
    history.scrollRestoration = 'auto';
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) history.scrollRestoration = 'manual'; // back from the back/forward cache
  });
}

/**
 * On popstate: notes where the reader left the previous entry (the scroll event of a scroll made just before may
 * not have come yet) and returns the position saved for the new one, if any.
 */
export function enterEntry(): number | undefined {
  const state = entryState();
  // A traversal to a known entry; a keyless one is a new fragment entry, where the browser has already scrolled.
  if (typeof state.key === 'string') positions.set(currentKey, window.scrollY);
  currentKey = entryKey();
  const scroll = positions.get(currentKey) ?? state.scroll;
  return typeof scroll === 'number' ? scroll : undefined;
}

/** Scrolls to the element the hash names and returns it, or null when the page has none. */
export function scrollToHash(hash: string): Element | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: look the raw id up
  }
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target;
}
