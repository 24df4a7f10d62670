// The page's "Copiar como Markdown" button (static HTML above the page's text, config `llms`): copies the page's
// Markdown, fetched from its `.md` on click, for the reader to paste into an AI assistant or an editor. Part of the
// copy buttons' chunk (copy-button.ts), loaded on the first intent toward the button: reading costs nothing.
import { COPY_BUTTON_ATTRIBUTE } from '../shared/constants.js';
import { PAGE_MARKDOWN_FAILED_ATTRIBUTE } from '../shared/page-markdown.js';
import { showCopied } from './copied-feedback.js';
import { copyText } from './copy-text.js';

/** Copies the Markdown the button names, then says so (or that it could not) on the button and beside it. */
export async function copyPageMarkdown(button: HTMLButtonElement): Promise<void> {
  const status = button.parentElement?.querySelector('[aria-live]') ?? null;
  const text = fetch(button.getAttribute(COPY_BUTTON_ATTRIBUTE)!).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return response.text();
  });
  try {
    await copyWhenFetched(text);
    showCopied(button, status);
  } catch (error) {
    console.error('docsgen: the page’s Markdown could not be copied', error);
    showCopied(button, status, button.getAttribute(PAGE_MARKDOWN_FAILED_ATTRIBUTE) ?? '');
  }
}

/**
 * The clipboard takes text that is still on its way when given a promise of it (ClipboardItem): the write starts
 * within the click, as Safari requires, and ends when the text arrives. Elsewhere the text is awaited, then copied.
 */
async function copyWhenFetched(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // A browser that takes no promise in a ClipboardItem, or refused: the text itself, the old way if need be.
    }
  }
  await copyText(await text);
}
