// The example answer's choice of status (templates/api/ResponseExamples.tsx): native radio buttons, so showing the
// chosen panel is all there is to do. No React: the island hydrates by adding two listeners.
import { SHOW_RESPONSE_EXAMPLE_EVENT } from '../../shared/constants.js';

/** Shows the panel of the checked status and hides the others. */
function showChecked(root: HTMLElement): void {
  const status = root.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
  if (status === undefined) return;
  for (const panel of root.querySelectorAll<HTMLElement>('.dg-response-examples__panel')) panel.hidden = panel.dataset.status !== status;
  revealInRow(root.querySelector<HTMLElement>('input[type="radio"]:checked')!.parentElement!);
}

/** Scrolls the row of statuses sideways so `label` shows; never the page (on a phone the panel is far above the rows). */
function revealInRow(label: HTMLElement): void {
  const row = label.parentElement!;
  const box = row.getBoundingClientRect();
  const own = label.getBoundingClientRect();
  if (own.left < box.left || own.right > box.right) row.scrollLeft += own.left - box.left - (box.width - own.width) / 2;
}

export function hydrate(root: HTMLElement): void {
  // A status checked before the island was live (its click came before its code): shown now.
  showChecked(root);
  root.addEventListener('change', () => showChecked(root));
  root.addEventListener(SHOW_RESPONSE_EXAMPLE_EVENT, (event) => {
    const status = (event as CustomEvent<string>).detail;
    const input = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.value === status);
    if (!input) return;
    input.checked = true;
    showChecked(root);
  });
}
