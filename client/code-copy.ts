// The copy button of Markdown code blocks (static HTML written by the build), part of the copy buttons' chunk
// (copy-button.ts) the boot script loads on the first intent toward one, so reading pages costs nothing. No React.
import { CODE_BLOCK_CLASS } from '../shared/code-block.js';
import { CODE_REVEAL_ATTRIBUTE } from '../shared/constants.js';
import { showCopied } from './copied-feedback.js';
import { copyText } from './copy-text.js';

/**
 * The code as the reader means to take it: the text of the <code> (line numbers are drawn by the stylesheet, so they
 * are not in it), without the lines a diff marks removed, nor hidden lines while hidden, and without the final newline.
 */
export function codeText(code: Element, shown?: boolean): string {
  // rustdoc's hidden lines are copied only while shown, as mdBook copies the text the reader sees.
  const revealed =
    shown ?? code.closest(`.${CODE_BLOCK_CLASS.block}`)?.querySelector(`[${CODE_REVEAL_ATTRIBUTE}][aria-pressed="true"]`) != null;
  // An annotation's marker is a link to its note, not code: copied without it, as Material copies.
  const annotations = code.querySelectorAll(`.${CODE_BLOCK_CLASS.annotation}`);
  if (annotations.length > 0) {
    const copy = code.cloneNode(true) as Element;
    for (const marker of copy.querySelectorAll(`.${CODE_BLOCK_CLASS.annotation}`)) marker.remove();
    return codeText(copy, revealed);
  }
  const lines = [...code.children]
    .flatMap((child) => (child.classList.contains(CODE_BLOCK_CLASS.hidden) ? (revealed ? [...child.children] : []) : [child]))
    .filter((child) => child.classList.contains(CODE_BLOCK_CLASS.line));
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
