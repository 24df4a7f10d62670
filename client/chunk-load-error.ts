// When an island's script chunk fails to load (offline, or a deploy removed the old hashed files), the island's
// static HTML stays and keeps working; this says what failed and offers to load it again. Plain DOM, as it ships
// with the boot script; the notice's markup and wording come from a <template> in the page (ChunkErrorTemplate).
import { DOM_IDS } from '../shared/constants.js';

const notices = new Map<HTMLElement, HTMLElement>();

/** Shows the notice for the island `root` (one at a time) with the error's text; its button calls `retry`. */
export function showChunkLoadError(root: HTMLElement, error: unknown, retry: () => void): void {
  const template = document.getElementById(DOM_IDS.chunkErrorTemplate) as HTMLTemplateElement | null;
  const notice = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!notice || !root.isConnected) return; // an island client navigation has already taken away
  dismiss(root);
  notice.querySelector('[data-error-detail]')!.textContent = error instanceof Error ? error.message : String(error);
  notice.querySelector('button')!.addEventListener('click', () => {
    // The button goes away with the notice: leave focus on the island, not lost on <body>.
    root.querySelector<HTMLElement>('button, a[href], input')?.focus();
    dismiss(root);
    retry();
  });
  notices.set(root, notice);
  template!.parentElement!.append(notice);
}

/** Removes the notice of `root`, if any, and those of islands no longer in the page (left by client navigation). */
export function dismiss(root?: HTMLElement): void {
  for (const [island, notice] of notices) {
    if (island !== root && island.isConnected) continue;
    notice.remove();
    notices.delete(island);
  }
}
