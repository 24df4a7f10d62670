import type { Element, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { SKIP_CHILDREN, walkElements } from '../tree-walk.js';

const HEADING = /^h[1-6]$/;

/** A heading's words without its "#" link (rehype-heading-anchors adds one with class dg-anchor). */
function headingText(heading: Element): string {
  const own = heading.children.filter(
    (child) => !(child.type === 'element' && String(child.properties.className ?? '').includes('dg-anchor')),
  );
  return textOf({ type: 'element', tagName: 'span', properties: {}, children: own }).trim();
}

/**
 * Wide tables scroll inside their own box instead of widening the page on phones.
 * The box is focusable and labelled so keyboard users can scroll it too (axe: scrollable-region-focusable). Each
 * label is unique on the page, as a screen reader's list of regions needs: `labelled` with the heading above it
 * ("Tabela: Eventos disponíveis"), else `label` alone; a label met again gets its number (" 2"). Raw HTML tables stay
 * raw text here (no rehype-raw), so they are neither wrapped nor counted.
 */
export function rehypeTableWrap(options: { label: string; labelled: (heading: string) => string }) {
  return (tree: Root): void => {
    let heading = '';
    const seen = new Map<string, number>();
    walkElements(tree, (node: Element, index, parent) => {
      if (HEADING.test(node.tagName)) {
        heading = headingText(node);
        return SKIP_CHILDREN;
      }
      if (node.tagName !== 'table') return;
      const base = heading ? options.labelled(heading) : options.label;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['dg-table-wrap'], tabIndex: 0, role: 'region', ariaLabel: count > 1 ? `${base} ${count}` : base },
        children: [node],
      };
      parent.children[index] = wrapper;
      return SKIP_CHILDREN;
    });
  };
}
