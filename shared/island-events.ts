// Events between client navigation, the islands' code and `docsgen dev`'s live-reload listener only. Kept out of
// constants.ts: the boot script loads the chunk holding that module, and every byte there is paid on every page view
// (tests/e2e/js-weight.test.ts).

/**
 * Dispatched on a live island's root (not bubbling) when client navigation takes its page away: the island
 * unmounts, so its effects clean up (window listeners, timers) instead of living on in a detached tree.
 */
export const UNMOUNT_ISLAND_EVENT = 'docsgen:unmount-island';

/**
 * Fired on window by `docsgen dev`'s live-reload listener (cli/dev/live-reload.ts) when a rebuild changed pages other
 * than the one shown, which then does not reload: the pages client navigation fetched before, and the search index
 * read before, may be out of date.
 */
export const PAGES_CHANGED_EVENT = 'docsgen:pages-changed';
