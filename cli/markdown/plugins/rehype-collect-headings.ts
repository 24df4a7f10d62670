import type { Element, Root } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import { walkElements } from '../tree-walk.js';
import type { VFile } from 'vfile';
import type { Heading } from '../../../shared/model/navigation.js';

/**
 * Records h1–h6 (id, depth, text) in file.data.headings: the table of contents takes h2–h3, the link checker every id
 * (an h1 kept in the body is a link target too).
 */
export function rehypeCollectHeadings() {
  return (tree: Root, file: VFile): void => {
    const headings: Heading[] = [];
    walkElements(tree, (node: Element) => {
      const match = /^h([1-6])$/.exec(node.tagName);
      if (!match || typeof node.properties.id !== 'string') return;
      headings.push({ depth: Number(match[1]), id: node.properties.id, text: hastText(node).trim() });
    });
    file.data.headings = headings;
  };
}
