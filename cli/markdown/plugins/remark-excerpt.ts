import type { Root } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

const MAX_EXCERPT = 200;

/**
 * The first paragraph's text, used as the page description when the front matter has none. A paragraph without text
 * (empty anchors, an image without alt) describes nothing: the next one does.
 */
export function remarkExcerpt() {
  return (tree: Root, file: VFile): void => {
    let text = '';
    for (const node of tree.children) {
      if (node.type === 'paragraph') text = mdastText(node, { includeHtml: false }).replace(/\s+/g, ' ').trim();
      if (text) break;
    }
    if (!text) return;
    file.data.excerpt = text.length > MAX_EXCERPT ? `${text.slice(0, MAX_EXCERPT - 1).replace(/\s+\S*$/, '')}…` : text;
  };
}
