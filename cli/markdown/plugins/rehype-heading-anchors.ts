import type { Element, Root } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import { walkElements } from '../tree-walk.js';

export interface HeadingAnchorOptions {
  /** Accessible name of the anchor link, from the translations table. */
  label: (headingText: string) => string;
}

/** Adds a "#" link to h2–h6 so readers can copy a link to a section. */
export function rehypeHeadingAnchors(options: HeadingAnchorOptions) {
  return (tree: Root): void => {
    walkElements(tree, (node: Element) => {
      if (!/^h[2-6]$/.test(node.tagName) || typeof node.properties.id !== 'string') return;
      const text = hastText(node).trim();
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['dg-anchor'], href: `#${node.properties.id}`, ariaLabel: options.label(text) },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
