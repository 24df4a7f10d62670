import type { BlockContent, Paragraph, Parent, PhrasingContent } from 'mdast';

/** The callout kinds with a look of their own (site.css); any other container is a neutral callout. */
export const CALLOUT_KINDS = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important'] as const;
export const NEUTRAL_CALLOUT = 'neutral';

/**
 * Makes `node` (a container directive or a GitHub alert's quote) a titled callout box, in place: the title goes first
 * as a paragraph of its own. Containers, alerts and the tests all meet this one shape.
 */
export function makeCallout(node: Parent, kind: string, title: PhrasingContent[]): void {
  node.data = { ...node.data, hName: 'div', hProperties: { className: ['dg-admonition', `dg-admonition--${kind}`] } } as never;
  const heading: Paragraph = {
    type: 'paragraph',
    data: { hName: 'p', hProperties: { className: ['dg-admonition__title'] } },
    children: title,
  };
  (node.children as BlockContent[]).unshift(heading);
}
