import type { Element, Root } from 'hast';
import { visit, SKIP } from 'unist-util-visit';

/**
 * Wide tables scroll inside their own box instead of widening the page on phones.
 * The box is focusable and labelled so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function rehypeTableWrap(options: { label: string }) {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      const wrapper: Element = {
        type: 'element', tagName: 'div',
        properties: { className: ['dg-table-wrap'], tabIndex: 0, role: 'region', ariaLabel: options.label },
        children: [node],
      };
      parent.children[index] = wrapper;
      return SKIP;
    });
  };
}
