import type { Paragraph, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString as mdastText } from 'mdast-util-to-string';
import { walkMdast } from '../tree-walk.js';

const CONTAINERS: ReadonlySet<string> = new Set(['containerDirective']);

export interface AdmonitionOptions {
  /** Default title per kind, from the translations table. */
  titles: Record<string, string>;
}

/** `:::tip[Title]` … `:::` becomes a titled callout box; the kinds are the keys of `titles`. */
export function remarkAdmonitions(options: AdmonitionOptions) {
  return (tree: Root): void => {
    walkMdast(tree, CONTAINERS, (node: ContainerDirective) => {
      const kind = node.name.toLowerCase();
      const defaultTitle = options.titles[kind];
      if (!defaultTitle) return;
      const first = node.children[0] as Paragraph | undefined;
      let title = defaultTitle;
      if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        title = mdastText(first);
        node.children.shift();
      }
      node.data = { hName: 'div', hProperties: { className: ['dg-admonition', `dg-admonition--${kind}`] } };
      node.children.unshift({
        type: 'paragraph',
        data: { hName: 'p', hProperties: { className: ['dg-admonition__title'] } },
        children: [{ type: 'text', value: title }],
      });
    });
  };
}
