// The part of a long sidebar list a page's HTML holds. Every page inlines its open sidebar branch so that it reads
// and navigates without JavaScript; in a folder of thousands of pages that branch made a page's HTML grow with its
// folder (a 1.8 KB article weighed 489 KB). A list longer than `limit` shows the entries around the one leading to the
// current page, and the rest as one button each side; the island shows the whole list once a reader reaches for it
// (templates/islands/Sidebar.tsx). Pure, shared by the server render and the island's first render so they match.

export interface WindowSize {
  /** Lists up to this long are shown whole. */
  limit: number;
  /** Entries shown on each side of the one leading to the current page. */
  around: number;
}

/** Folders of up to 40 entries (nearly every real one) are unchanged; longer ones show 25 entries. */
export const SIDEBAR_WINDOW: WindowSize = { limit: 40, around: 12 };

/** The shown entries of a list: indexes `start` (inclusive) to `end` (exclusive). */
export interface ListWindow {
  start: number;
  end: number;
}

/**
 * The entries of a list a windowed sidebar shows: all of a short list; otherwise 2 × around + 1 entries centred on
 * the entry at `holding`, the one leading to the current page (kept inside the list, so as many are shown at its
 * ends), or the first ones when the list holds none (-1: a category configured open).
 */
export function listWindow(items: { readonly length: number }, holding: number, size: WindowSize = SIDEBAR_WINDOW): ListWindow {
  if (items.length <= size.limit) return { start: 0, end: items.length };
  const span = 2 * size.around + 1;
  const start = Math.min(Math.max(0, holding - size.around), items.length - span);
  return { start, end: start + span };
}
