// YAML aliases let a few lines stand for millions of values (the "billion laughs": nine levels of `&a [*b, *b, …]`
// are 905 bytes). js-yaml shares an aliased node rather than copying it, so parsing is quick; but swagger-parser's
// bundler, its validator and the downloads the build writes all walk the spec as a tree, and ran past 90 s. Spec files
// are parsed here instead of by json-schema-ref-parser's own YAML parser (its `parse.yaml` option), with the same
// js-yaml call, and one that aliases blow up is refused before anything walks it.
import { JSON_SCHEMA, load } from 'js-yaml';

/** Values YAML aliases may add to a spec file. Real specs that use aliases add a few thousand; 600,000 build in 2 s. */
export const MAX_ALIAS_VALUES = 1_000_000;

/**
 * An anchor (`&name`) as YAML allows one: after a line break, a space, a tab, `[`, `{`, `,` or a JSON key's `:`. A
 * file without one has no alias, and is not walked (200 ms for an 8.6 MB spec); "a & b" and "?a=1&b=2" are no anchors.
 */
const ANCHOR = /(?:^|[\s[{,:\uFEFF])&\S/;

/** A file whose aliases expand past MAX_ALIAS_VALUES: its URL as the resolver names it, and its counts. */
export interface AliasBomb {
  url: string;
  written: number;
  expanded: number;
}

/**
 * How many values (mappings, lists and scalars, the document itself included) `root` holds as written, each shared
 * node once, and once every alias is expanded. Each node is visited once: the sizes of shared nodes are kept.
 */
export function aliasExpansion(root: unknown): { written: number; expanded: number } {
  const sizes = new Map<object, number>();
  const isNode = (value: unknown): value is object => typeof value === 'object' && value !== null;
  if (!isNode(root)) return { written: 1, expanded: 1 };
  let written = 1;
  const open = (node: object) => {
    const children = Object.values(node);
    written += children.length;
    return { node, children, next: 0, size: 1 };
  };
  // Depth first, without recursion: a spec may nest deeper than the call stack allows.
  const stack = [open(root)];
  const onPath = new Set<object>([root]);
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.next < top.children.length) {
      const child = top.children[top.next++];
      const known = isNode(child) ? sizes.get(child) : 1;
      if (known !== undefined) top.size += known;
      // A node inside itself (js-yaml makes none; a parser that did would loop here) counts once.
      else if (onPath.has(child as object)) top.size += 1;
      else {
        onPath.add(child as object);
        stack.push(open(child as object));
      }
      continue;
    }
    stack.pop();
    onPath.delete(top.node);
    sizes.set(top.node, top.size);
    if (stack.length > 0) stack[stack.length - 1]!.size += top.size;
  }
  return { written, expanded: sizes.get(root)! };
}

/**
 * json-schema-ref-parser's YAML parser with the alias check: `onBomb` is told of a file whose aliases add more than
 * MAX_ALIAS_VALUES values, and the parse fails (the resolver wraps the error; the caller reports the bomb instead).
 */
export function boundedYamlParser(onBomb: (bomb: AliasBomb) => void) {
  return {
    parse(file: { url: string; data: unknown }): unknown {
      const text = Buffer.isBuffer(file.data) ? file.data.toString() : file.data;
      if (typeof text !== 'string') return text;
      const value = load(text, { schema: JSON_SCHEMA });
      if (!ANCHOR.test(text)) return value;
      const { written, expanded } = aliasExpansion(value);
      if (expanded - written > MAX_ALIAS_VALUES) {
        onBomb({ url: file.url, written, expanded });
        throw new Error(`YAML aliases expand ${file.url} from ${written} values to ${expanded}`);
      }
      return value;
    },
  };
}
