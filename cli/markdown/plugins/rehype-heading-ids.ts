import type { Element, Root, Text } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import { walkElements } from '../tree-walk.js';
import { createSlugger } from '../../text/slug.js';

const HEADING = /^h[1-6]$/;
const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;

/** Gives every heading an id: "{#custom-id}" at its end when written, else an accent-free slug of its text. */
export function rehypeHeadingIds() {
  return (tree: Root): void => {
    const slug = createSlugger();
    walkElements(tree, (node: Element) => {
      if (!HEADING.test(node.tagName)) return;
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text' && CUSTOM_ID.test(last.value)) {
        const id = CUSTOM_ID.exec(last.value)![1]!;
        (last as Text).value = last.value.replace(CUSTOM_ID, '');
        node.properties.id = id;
        slug(id); // reserve it, so a later heading with the same text gets a suffix
        return;
      }
      if (!node.properties.id) node.properties.id = slug(hastText(node));
    });
  };
}
