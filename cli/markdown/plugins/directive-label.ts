import type { PhrasingContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';

/** The directive's `[label]` (remark-directive's first paragraph, so marked), taken out of its content. */
export function takeLabel(node: ContainerDirective): PhrasingContent[] | undefined {
  const first = node.children[0];
  if (first?.type !== 'paragraph' || !(first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) return undefined;
  node.children.shift();
  return first.children;
}
