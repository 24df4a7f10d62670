import type { Element, Root as HastRoot, RootContent } from 'hast';
import type { Root as MdastRoot } from 'mdast';

/** A node with children, in either tree. */
interface ParentLike {
  children: unknown[];
}
interface NodeLike {
  type: string;
  children?: unknown[];
}

/** Returned by a visitor: do not descend into the node just seen (it was replaced or needs no look inside). */
export const SKIP_CHILDREN = 'skip';
/** A visitor; returning SKIP_CHILDREN (or, in walkMdast, an index) changes the walk. */
type Visit<T> = (node: T, index: number, parent: ParentLike) => unknown;

/**
 * Calls `visit` for every HAST element, depth first. A plain loop: unist-util-visit builds a closure per node,
 * which profiling showed as 13% of Markdown time once seven plugins each walked the tree with it.
 */
export function walkElements(tree: HastRoot | Element, visit: Visit<Element>): void {
  const children = tree.children as NodeLike[];
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    if (child.type === 'element') {
      if (visit(child as unknown as Element, index, tree) === SKIP_CHILDREN) continue;
      walkElements(children[index] as unknown as Element, visit);
    } else if (child.children) {
      // A root, or in an MDX page a JSX element (<Tabs>…</Tabs>), whose Markdown children are elements like any.
      walkElements(child as unknown as HastRoot, visit);
    }
  }
}

/**
 * Calls `visit` for every MDAST node of one of `types`, depth first; the visitor may replace the node in its parent,
 * or take it out and return the index to go on from (as unist-util-visit's visitors do).
 */
export function walkMdast<T>(tree: MdastRoot | ParentLike, types: ReadonlySet<string>, visit: Visit<T>): void {
  const children = tree.children as NodeLike[];
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    if (types.has(child.type)) {
      const next = visit(child as T, index, tree);
      if (next === SKIP_CHILDREN) continue;
      if (typeof next === 'number') {
        index = next - 1;
        continue;
      }
    }
    const current = children[index];
    if (current && (current as NodeLike).children) walkMdast(current as ParentLike, types, visit);
  }
}

/** Calls `visit` for every HAST node under `tree` (raw HTML and text included), depth first, in document order. */
export function walkNodes(tree: HastRoot | Element, visit: (node: RootContent) => void): void {
  for (const child of tree.children) {
    visit(child);
    if ('children' in child) walkNodes(child as Element, visit);
  }
}
