// VitePress's `[[toc]]`: a paragraph holding only it becomes the page's table of contents there, its h2 and h3
// headings as nested lists of links (the same HTML as Docusaurus's <TOCInline>, templates/mdx/TOCInline.tsx). Runs
// after the headings have their ids and were collected (rehype-collect-headings.ts).
import type { Element, ElementContent, Root } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import type { Heading } from '../../../shared/model/navigation.js';

const MARKER = /^\s*\[\[toc\]\]\s*$/i;

export function rehypeTocMarker({ label }: { label: string }) {
  return (tree: Root, file: VFile): void => {
    const headings = ((file.data.headings ?? []) as Heading[]).filter((heading) => heading.depth === 2 || heading.depth === 3);
    tree.children = tree.children.map((node) => {
      if (node.type !== 'element' || node.tagName !== 'p' || !MARKER.test(hastText(node))) return node;
      return {
        type: 'element',
        tagName: 'nav',
        properties: { className: ['dg-toc-inline'], ariaLabel: label },
        children: [list(headings)],
      };
    });
  };
}

/** The headings as nested lists: each h3 under the h2 before it. */
function list(headings: Heading[]): Element {
  const top: Element = { type: 'element', tagName: 'ul', properties: {}, children: [] };
  let last: Element | undefined;
  for (const heading of headings) {
    const link: ElementContent = {
      type: 'element',
      tagName: 'a',
      properties: { href: `#${heading.id}` },
      children: [{ type: 'text', value: heading.text }],
    };
    const item: Element = { type: 'element', tagName: 'li', properties: {}, children: [link] };
    if (heading.depth === 3 && last) {
      let nested = last.children.find((child): child is Element => child.type === 'element' && child.tagName === 'ul');
      if (!nested) {
        nested = { type: 'element', tagName: 'ul', properties: {}, children: [] };
        last.children.push(nested);
      }
      nested.children.push(item);
    } else {
      top.children.push(item);
      last = item;
    }
  }
  return top;
}
