// Events between client navigation and the islands' code only. Kept out of constants.ts: the boot script loads the
// chunk holding that module, and every byte there is paid on every page view (tests/e2e/js-weight.test.ts).

/**
 * Dispatched on a live island's root (not bubbling) when client navigation takes its page away: the island
 * unmounts, so its effects clean up (window listeners, timers) instead of living on in a detached tree.
 */
export const UNMOUNT_ISLAND_EVENT = 'docsgen:unmount-island';
