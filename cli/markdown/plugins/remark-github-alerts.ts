import type { Blockquote, Root } from 'mdast';
import { walkMdast } from '../tree-walk.js';
import { makeCallout } from './callout.js';

const QUOTES: ReadonlySet<string> = new Set(['blockquote']);
/** GitHub's alert marker alone on the quote's first line, in any case, as GitHub reads it. */
const MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\n|$)/i;

export interface GithubAlertOptions {
  /** Title per kind, from the translations table (the alerts' kinds are callout kinds). */
  titles: Record<'note' | 'tip' | 'important' | 'warning' | 'caution', string>;
}

/**
 * GitHub alerts (`> [!NOTE]` then the quote's text) become the callouts of the same kind, the marker line removed.
 * Any other quote stays a quote.
 */
export function remarkGithubAlerts(options: GithubAlertOptions) {
  return (tree: Root): void => {
    walkMdast(tree, QUOTES, (quote: Blockquote) => {
      const paragraph = quote.children[0];
      if (paragraph?.type !== 'paragraph') return;
      const text = paragraph.children[0];
      const marker = text?.type === 'text' ? MARKER.exec(text.value) : null;
      if (text?.type !== 'text' || !marker) return;
      text.value = text.value.slice(marker[0].length);
      // "> [!NOTE]  " (two spaces: a hard break) leaves the break behind the marker.
      if (!text.value) paragraph.children.splice(0, paragraph.children[1]?.type === 'break' ? 2 : 1);
      if (!paragraph.children.length) quote.children.shift();
      const kind = marker[1]!.toLowerCase() as keyof GithubAlertOptions['titles'];
      makeCallout(quote, kind, [{ type: 'text', value: options.titles[kind] }]);
    });
  };
}
