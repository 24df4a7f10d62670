import type { Element, Root } from 'hast';
import { walkElements } from '../tree-walk.js';

/** Site-absolute links and images ("/guide/x") get the base URL the site is served under ("/docs/guide/x"). */
export function rehypeBaseUrl(options: { baseUrl: string }) {
  const prefix = options.baseUrl.replace(/\/$/, '');
  return (tree: Root): void => {
    if (!prefix) return;
    walkElements(tree, (node: Element) => {
      for (const attribute of ['href', 'src'] as const) {
        const value = node.properties[attribute];
        if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) node.properties[attribute] = `${prefix}${value}`;
      }
    });
  };
}
