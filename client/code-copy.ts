// The copy button of Markdown code blocks (static HTML written by the build): a chunk of its own, loaded by the boot
// script on the first intent toward a copy button, so reading pages costs nothing. No React.
import { CODE_BLOCK_CLASS, CODE_COPIED_ATTRIBUTE } from '../shared/code-block.js';
import { COPIED_FEEDBACK_MS } from '../shared/constants.js';
import { copyText } from './copy-text.js';

/**
 * The code as the reader means to take it: the text of the <code> (line numbers are drawn by the stylesheet, so they
 * are not in it), without the lines a diff marks removed, and without the newline the block ends with.
 */
export function codeText(code: Element): string {
  const lines = [...code.children].filter((child) => child.classList.contains(CODE_BLOCK_CLASS.line));
  const text =
    lines.length === 0
      ? (code.textContent ?? '')
      : lines
          .filter((line) => !line.classList.contains(CODE_BLOCK_CLASS.lineMark.removed))
          .map((line) => line.textContent ?? '')
          .join('\n');
  return text.replace(/\n$/, '');
}

/** Copies the button's code block, then says so on the button and in the block's live region for a moment. */
export async function copyCodeBlock(button: HTMLButtonElement): Promise<void> {
  const block = button.closest(`.${CODE_BLOCK_CLASS.block}`);
  const code = block?.querySelector('pre > code');
  if (!block || !code) return;
  await copyText(codeText(code));
  showCopied(button, block.querySelector('[aria-live]'));
}

/** Restoring needs the button's own words: they wait in data attributes while it says "copied" (a second click included). */
function showCopied(button: HTMLButtonElement, status: Element | null): void {
  const copied = button.getAttribute(CODE_COPIED_ATTRIBUTE) ?? '';
  const { dataset } = button;
  if (dataset.copyTimer) clearTimeout(Number(dataset.copyTimer));
  else {
    dataset.copyText = button.textContent ?? '';
    dataset.copyLabel = button.getAttribute('aria-label') ?? '';
  }
  button.textContent = copied;
  button.setAttribute('aria-label', copied);
  if (status) status.textContent = copied;
  const timer = setTimeout(() => {
    button.textContent = dataset.copyText ?? '';
    button.setAttribute('aria-label', dataset.copyLabel ?? '');
    if (status) status.textContent = '';
    delete dataset.copyTimer;
    delete dataset.copyText;
    delete dataset.copyLabel;
  }, COPIED_FEEDBACK_MS);
  dataset.copyTimer = String(timer);
}
