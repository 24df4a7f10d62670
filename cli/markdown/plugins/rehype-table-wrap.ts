import type { Element, Root } from 'hast';
import { SKIP_CHILDREN, walkElements } from '../tree-walk.js';

/**
 * Wide tables scroll inside their own box instead of widening the page on phones.
 * The box is focusable and labelled so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function rehypeTableWrap(options: { label: string }) {
  return (tree: Root): void => {
    walkElements(tree, (node: Element, index, parent) => {
      if (node.tagName !== 'table') return;
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['dg-table-wrap'], tabIndex: 0, role: 'region', ariaLabel: options.label },
        children: [node],
      };
      parent.children[index] = wrapper;
      return SKIP_CHILDREN;
    });
  };
}
