// Which packs a query loads (shared/search-index/format.ts): the packs of its words hold copies of many pages'
// fragments in one file each, and a request costs about what the bytes of twenty fragments cost, so the pages a query
// needs come through as few packs as cover them, and only the pages no pack holds come from their own files.

/** A pack a query may load: its file and the pages whose fragments it holds. */
export interface PackOffer {
  file: string;
  pages: readonly number[];
}

/** A pack is loaded for at least this many of the pages needed: for one page its own file is one request too. */
const MIN_PAGES_FROM_PACK = 2;
/**
 * A query loads at most this many packs at once (each some 40 KB gz). A first keystroke ("p") matches the headings
 * of many words, each of whose packs holds a few of the query's best pages: loading all of them made a first query
 * download 220 KB of index instead of 70; with two, 130, and warm queries load no more files than without a limit.
 */
const MOST_PACKS = 2;

/**
 * The packs to load for `needed` (pages not loaded yet), greedily: the one holding the most needed pages, then the
 * one holding the most of the rest, while one holds at least MIN_PAGES_FROM_PACK of them, MOST_PACKS at most.
 * Returns each chosen pack with the needed pages it is loaded for.
 */
export function choosePacks(needed: Iterable<number>, offers: Iterable<PackOffer>): Array<{ file: string; pages: number[] }> {
  const left = new Set(needed);
  const open = new Map<string, readonly number[]>();
  for (const offer of offers) open.set(offer.file, offer.pages);
  const chosen: Array<{ file: string; pages: number[] }> = [];
  while (left.size >= MIN_PAGES_FROM_PACK && chosen.length < MOST_PACKS) {
    let best: { file: string; pages: number[] } | undefined;
    for (const [file, pages] of open) {
      const held = pages.filter((page) => left.has(page));
      if (held.length >= MIN_PAGES_FROM_PACK && held.length > (best?.pages.length ?? 0)) best = { file, pages: held };
    }
    if (!best) break;
    chosen.push(best);
    open.delete(best.file);
    for (const page of best.pages) left.delete(page);
  }
  return chosen;
}
