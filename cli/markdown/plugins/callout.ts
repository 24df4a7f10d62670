import type { BlockContent, Paragraph, Parent, PhrasingContent } from 'mdast';
import { CALLOUT_CLASS } from '../../../shared/callouts.js';

export { CALLOUT_KINDS, NEUTRAL_CALLOUT } from '../../../shared/callouts.js';

/**
 * Makes `node` (a container directive or a GitHub alert's quote) a titled callout box, in place: the title goes first
 * as a paragraph of its own. Containers, alerts and the tests all meet this one shape.
 */
export function makeCallout(node: Parent, kind: string, title: PhrasingContent[]): void {
  node.data = { ...node.data, hName: 'div', hProperties: { className: [CALLOUT_CLASS.box, CALLOUT_CLASS.kind(kind)] } } as never;
  const heading: Paragraph = {
    type: 'paragraph',
    data: { hName: 'p', hProperties: { className: [CALLOUT_CLASS.title] } },
    children: title,
  };
  (node.children as BlockContent[]).unshift(heading);
}
