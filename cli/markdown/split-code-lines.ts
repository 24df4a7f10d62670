import type { Element, ElementContent } from 'hast';

/**
 * Cuts highlighted code into its lines, so each can be wrapped (marked, numbered). A token that spans lines (a block
 * comment, a template string, the HTML part of a template) is closed at each line's end and opened again on the
 * next, with the same classes. Returns one list of nodes per line; the text after the last "\n" is the last line.
 */
export function splitCodeLines(nodes: readonly ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  /** The current line's copies of the tokens the text being placed sits in, outermost first. */
  let open: { source: Element; copy: Element }[] = [];

  const place = (text: string, path: readonly Element[]): void => {
    let depth = 0;
    while (depth < open.length && depth < path.length && open[depth]!.source === path[depth]) depth++;
    open = open.slice(0, depth);
    for (const source of path.slice(depth)) {
      const copy: Element = { type: 'element', tagName: source.tagName, properties: { ...source.properties }, children: [] };
      (open.at(-1)?.copy.children ?? lines.at(-1)!).push(copy);
      open.push({ source, copy });
    }
    (open.at(-1)?.copy.children ?? lines.at(-1)!).push({ type: 'text', value: text });
  };

  const walk = (children: readonly ElementContent[], path: readonly Element[]): void => {
    for (const node of children) {
      if (node.type === 'element') walk(node.children, [...path, node]);
      else if (node.type === 'text') {
        node.value.split('\n').forEach((part, index) => {
          if (index > 0) {
            lines.push([]);
            open = [];
          }
          if (part) place(part, path);
        });
      }
    }
  };
  walk(nodes, []);
  return lines;
}
