import type { Parent, PhrasingContent, Root } from 'mdast';
import type { LeafDirective, TextDirective, ContainerDirective } from 'mdast-util-directive';
import { toString as mdastText } from 'mdast-util-to-string';
import { walkMdast } from '../tree-walk.js';

const DIRECTIVES: ReadonlySet<string> = new Set(['textDirective', 'leafDirective', 'containerDirective']);

type Directive = TextDirective | LeafDirective | ContainerDirective;

/**
 * remark-directive reads ":word" in prose as a directive and would drop it from the page ("Nota:exemplo").
 * Any directive no plugin claimed (no hName set) goes back to the text the author wrote.
 */
export function remarkUnknownDirectives() {
  return (tree: Root): void => {
    walkMdast(tree, DIRECTIVES, (directive: Directive, index, parentLike) => {
      const parent = parentLike as Parent;
      if (directive.data?.hName) return;
      const colons = directive.type === 'textDirective' ? ':' : directive.type === 'leafDirective' ? '::' : ':::';
      const label = directive.children.length > 0 && directive.type !== 'containerDirective' ? `[${mdastText(directive)}]` : '';
      const text: PhrasingContent = { type: 'text', value: `${colons}${directive.name}${label}` };
      if (directive.type === 'textDirective') {
        parent.children.splice(index, 1, text as never);
      } else if (directive.type === 'leafDirective') {
        parent.children.splice(index, 1, { type: 'paragraph', children: [text] } as never);
      } else {
        parent.children.splice(index, 1, { type: 'paragraph', children: [text] } as never, ...(directive.children as never[]));
      }
    });
  };
}
