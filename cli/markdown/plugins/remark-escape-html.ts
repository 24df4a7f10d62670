import type { Html, Paragraph, Root, Text } from 'mdast';
import { walkMdast } from '../tree-walk.js';

const HTML: ReadonlySet<string> = new Set(['html']);
/** Parents whose children are blocks: HTML there is a block of its own, elsewhere it is inside a line of text. */
const FLOW: ReadonlySet<string> = new Set(['root', 'blockquote', 'listItem', 'containerDirective', 'footnoteDefinition']);

/**
 * With `markdown.rawHtml: false`, HTML written in a page is shown as the text it is (escaped when written out)
 * instead of passing through: for content from untrusted hands. A block of HTML becomes a paragraph of its text.
 */
export function remarkEscapeHtml() {
  return (tree: Root): void => {
    walkMdast(tree, HTML, (node: Html, index, parent) => {
      const text: Text = { type: 'text', value: node.value, position: node.position };
      const block = FLOW.has((parent as { type?: string }).type ?? 'root');
      const replacement: Text | Paragraph = block ? { type: 'paragraph', children: [text], position: node.position } : text;
      (parent.children as unknown[])[index] = replacement;
      return 'skip';
    });
  };
}
