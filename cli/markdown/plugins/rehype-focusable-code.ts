import type { Element, Root } from 'hast';
import { walkElements } from '../tree-walk.js';

/** Code blocks scroll sideways on narrow screens: make them focusable so keyboard users can scroll them too (axe: scrollable-region-focusable). */
export function rehypeFocusableCode() {
  return (tree: Root): void => {
    walkElements(tree, (node: Element) => {
      if (node.tagName === 'pre') node.properties.tabIndex = 0;
    });
  };
}
