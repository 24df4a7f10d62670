import type { Root } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

const MAX_EXCERPT = 200;

/** The first paragraph's text, used as the page description when the front matter has none. */
export function remarkExcerpt() {
  return (tree: Root, file: VFile): void => {
    const paragraph = tree.children.find((node) => node.type === 'paragraph');
    if (!paragraph) return;
    const text = mdastText(paragraph).replace(/\s+/g, ' ').trim();
    file.data.excerpt = text.length > MAX_EXCERPT ? `${text.slice(0, MAX_EXCERPT - 1).replace(/\s+\S*$/, '')}…` : text;
  };
}
