import type { Parent, PhrasingContent, Root, Text } from 'mdast';
import type { Position } from 'unist';
import type { LeafDirective, TextDirective, ContainerDirective } from 'mdast-util-directive';
import { toString as mdastText } from 'mdast-util-to-string';
import { walkMdast } from '../tree-walk.js';

const DIRECTIVES: ReadonlySet<string> = new Set(['textDirective', 'leafDirective', 'containerDirective']);

type Directive = TextDirective | LeafDirective | ContainerDirective;

const TEXT_DIRECTIVES: ReadonlySet<string> = new Set(['textDirective']);

/**
 * A bare `:name` in text (no label, no attributes: `image:latest`, `às 10:30`) is text again as soon as the page is
 * parsed, joined with the text around it: no step of docsgen's claims a text directive, and so the steps that read
 * text (icon and emoji shortcodes, mkdocstrings' `::: name`) read it as the author wrote it, and as a parse without
 * directives reads it (the native parser's, native-parse.ts).
 */
export function remarkBareTextDirectives() {
  return (tree: Root): void => {
    walkMdast(tree, TEXT_DIRECTIVES, (directive: TextDirective, index, parent) => {
      if (directive.children.length > 0 || Object.keys(directive.attributes ?? {}).length > 0) return undefined;
      return joinText(parent as Parent, index, { type: 'text', value: `:${directive.name}` }, directive.position);
    });
  };
}

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
      const text: Text = { type: 'text', value: `${colons}${directive.name}${label}` };
      if (directive.type === 'textDirective') {
        // One text with its neighbours, as the page wrote it and as a parse without directives reads it.
        return joinText(parent, index, text, directive.position);
      } else if (directive.type === 'leafDirective') {
        parent.children.splice(index, 1, { type: 'paragraph', children: [text] } as never);
      } else {
        parent.children.splice(index, 1, { type: 'paragraph', children: [text] } as never, ...(directive.children as never[]));
      }
    });
  };
}

/**
 * Puts `text` in place of the node at `index`, joined with the texts before and after it (their positions joined
 * too); returns the index the walk goes on from, the joined text's own.
 */
function joinText(parent: Parent, index: number, text: Text, place: Position | undefined): number {
  const children = parent.children as PhrasingContent[];
  const before = children[index - 1];
  const after = children[index + 1];
  let start = index;
  let end = index + 1;
  let value = text.value;
  let from = place?.start;
  let to = place?.end;
  if (before?.type === 'text') {
    start -= 1;
    value = before.value + value;
    from = before.position?.start;
  }
  if (after?.type === 'text') {
    end += 1;
    value += after.value;
    to = after.position?.end;
  }
  const joined: Text = { type: 'text', value, ...(from && to ? { position: { start: from, end: to } } : {}) };
  children.splice(start, end - start, joined);
  return start + 1;
}
