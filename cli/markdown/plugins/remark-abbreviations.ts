// Python-Markdown's abbr on an MkDocs site: every use of a word the page defines (`*[HTML]: Hyper Text Markup
// Language`, taken out of the text by pymdown-text.ts, auto_append's snippets included) is an <abbr title>, as a whole
// word, anywhere in the page's text but code.
import type { Parent, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { splitText } from '../split-text.js';

export function remarkAbbreviations() {
  return (tree: Root, file: VFile): void => {
    const abbreviations = (file.data as { abbreviations?: Record<string, string> }).abbreviations;
    if (!abbreviations) return;
    // Longest first, so "HTML5" is not taken as "HTML" and a stray "5".
    const words = Object.keys(abbreviations).sort((a, b) => b.length - a.length);
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
    visit(tree, (node) => {
      if (!('children' in node) || (node.data as { hName?: string } | undefined)?.hName === 'abbr') return;
      splitText(node as Parent, pattern, (match) => ({
        type: 'emphasis',
        data: { hName: 'abbr', hProperties: { title: abbreviations[match[0]] } },
        children: [{ type: 'text', value: match[0] }],
      }));
    });
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
