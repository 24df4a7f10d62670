import type { Parent, PhrasingContent, Root } from 'mdast';
import type { LeafDirective, TextDirective, ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';

type Directive = TextDirective | LeafDirective | ContainerDirective;

/**
 * remark-directive reads ":word" in prose as a directive and would drop it from the page ("Nota:exemplo").
 * Any directive no plugin claimed (no hName set) goes back to the text the author wrote.
 */
export function remarkUnknownDirectives() {
  return (tree: Root): void => {
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return;
      const directive = node as Directive;
      if (directive.data?.hName) return;
      const colons = directive.type === 'textDirective' ? ':' : directive.type === 'leafDirective' ? '::' : ':::';
      const label = directive.children.length > 0 && directive.type !== 'containerDirective' ? `[${toString(directive)}]` : '';
      const text: PhrasingContent = { type: 'text', value: `${colons}${directive.name}${label}` };
      if (directive.type === 'textDirective') {
        parent.children.splice(index, 1, text as never);
      } else if (directive.type === 'leafDirective') {
        parent.children.splice(index, 1, { type: 'paragraph', children: [text] } as never);
      } else {
        parent.children.splice(index, 1, { type: 'paragraph', children: [text] } as never, ...(directive.children as never[]));
      }
      return [SKIP, index];
    });
  };
}
