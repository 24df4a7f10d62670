import type { Element, Root } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import { walkElements } from '../tree-walk.js';
import type { VFile } from 'vfile';
import type { Heading } from '../../../shared/model/navigation.js';

/** Records h2–h6 (id, depth, text) in file.data.headings, for the table of contents and the link checker. */
export function rehypeCollectHeadings() {
  return (tree: Root, file: VFile): void => {
    const headings: Heading[] = [];
    walkElements(tree, (node: Element) => {
      const match = /^h([2-6])$/.exec(node.tagName);
      if (!match || typeof node.properties.id !== 'string') return;
      headings.push({ depth: Number(match[1]), id: node.properties.id, text: hastText(node).trim() });
    });
    file.data.headings = headings;
  };
}
