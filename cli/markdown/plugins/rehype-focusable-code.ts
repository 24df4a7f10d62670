import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** Code blocks scroll sideways on narrow screens: make them focusable so keyboard users can scroll them too (axe: scrollable-region-focusable). */
export function rehypeFocusableCode() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre') node.properties.tabIndex = 0;
    });
  };
}
