import type { Element, Root } from 'hast';
import { walkElements } from '../tree-walk.js';
import type { VFile } from 'vfile';

export interface CollectedLink {
  href: string;
  /** Line in the Markdown body (1-based), when known. */
  line?: number;
}

/** Records links to this site (absolute paths and relative ones) in file.data.links for the link checker. */
export function rehypeCollectLinks() {
  return (tree: Root, file: VFile): void => {
    const links: CollectedLink[] = [];
    walkElements(tree, (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const href = node.properties.href;
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return; // another site, mailto:, tel:
      if (Array.isArray(node.properties.className) && node.properties.className.includes('dg-anchor')) return;
      links.push({ href, line: node.position?.start.line });
    });
    file.data.links = links;
  };
}
