// The chunk behind every copy button of the static HTML, loaded by the boot script on the first intent toward one:
// a code block's copies its code, the page's "Copiar como Markdown" the page's Markdown (its attribute names the URL).
import { COPY_BUTTON_ATTRIBUTE } from '../shared/constants.js';
import { copyCodeBlock } from './code-copy.js';
import { copyPageMarkdown } from './page-markdown-copy.js';

/** Does what the button was clicked for. */
export function copy(button: HTMLButtonElement): Promise<void> {
  return button.getAttribute(COPY_BUTTON_ATTRIBUTE) ? copyPageMarkdown(button) : copyCodeBlock(button);
}
