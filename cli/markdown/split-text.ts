// Cutting a match out of the text of a Markdown node into a node of its own (`==mark==`, `++ctrl++`, an abbreviation),
// the text around it kept, with the position it came from so that a warning on it still names its line.
import type { Parent, PhrasingContent, Text } from 'mdast';

/** A text node; cut from `from`, it keeps that node's position. */
export function textNode(value: string, from?: Text): Text {
  return { type: 'text', value, ...(from?.position ? { position: from.position } : {}) };
}

/** Each match of `pattern` (global) in `parent`'s text children replaced by the node `make` gives. */
export function splitText(parent: Parent, pattern: RegExp, make: (match: RegExpExecArray) => PhrasingContent): void {
  const children = parent.children as PhrasingContent[];
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    if (child.type !== 'text') continue;
    const pieces: PhrasingContent[] = [];
    let at = 0;
    for (const match of child.value.matchAll(pattern)) {
      if (match.index > at) pieces.push(textNode(child.value.slice(at, match.index), child));
      pieces.push(make(match));
      at = match.index + match[0].length;
    }
    if (pieces.length === 0) continue;
    if (at < child.value.length) pieces.push(textNode(child.value.slice(at), child));
    children.splice(index, 1, ...pieces);
    index += pieces.length - 1;
  }
}
