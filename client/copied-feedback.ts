// What a copy button of the static HTML says for a moment after a copy (or a failed one): its own words swapped for
// the news, read out by the live region beside it, then put back. No React: these buttons are plain HTML.
import { CODE_COPIED_ATTRIBUTE } from '../shared/code-block.js';
import { COPIED_FEEDBACK_MS } from '../shared/constants.js';

/**
 * Shows `said` (by default the button's "copied" words) on the button and in `status` for COPIED_FEEDBACK_MS.
 * Restoring needs the button's own words: they wait in data attributes meanwhile (a second click included).
 */
export function showCopied(
  button: HTMLButtonElement,
  status: Element | null,
  said = button.getAttribute(CODE_COPIED_ATTRIBUTE) ?? '',
): void {
  const { dataset } = button;
  if (dataset.copyTimer) clearTimeout(Number(dataset.copyTimer));
  else {
    dataset.copyText = button.textContent ?? '';
    if (button.hasAttribute('aria-label')) dataset.copyLabel = button.getAttribute('aria-label') ?? '';
  }
  button.textContent = said;
  // A button named by its text (no aria-label) keeps being named by it.
  if (dataset.copyLabel !== undefined) button.setAttribute('aria-label', said);
  if (status) status.textContent = said;
  const timer = setTimeout(() => {
    button.textContent = dataset.copyText ?? '';
    if (dataset.copyLabel !== undefined) button.setAttribute('aria-label', dataset.copyLabel);
    if (status) status.textContent = '';
    delete dataset.copyTimer;
    delete dataset.copyText;
    delete dataset.copyLabel;
  }, COPIED_FEEDBACK_MS);
  dataset.copyTimer = String(timer);
}
