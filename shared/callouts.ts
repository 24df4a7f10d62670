// The callout boxes' kinds and markup, shared by the Markdown step (containers, GitHub alerts) and MDX's
// <Admonition> (templates/mdx/Admonition.tsx), so a box looks the same however the page wrote it.

/** The callout kinds with a look of their own (site.css); any other container is a neutral callout. */
export const CALLOUT_KINDS = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important'] as const;
export type CalloutKind = (typeof CALLOUT_KINDS)[number];
export const NEUTRAL_CALLOUT = 'neutral';

export const CALLOUT_CLASS = {
  box: 'dg-admonition',
  kind: (kind: string) => `dg-admonition--${kind}`,
  title: 'dg-admonition__title',
} as const;

/** Docusaurus's other names for kinds: `secondary` is its neutral box, `success` its tip. */
const ALIASES: Record<string, CalloutKind | typeof NEUTRAL_CALLOUT> = { secondary: NEUTRAL_CALLOUT, success: 'tip' };

/** The kind a callout written as `type` is shown as. */
export function calloutKind(type: string): CalloutKind | typeof NEUTRAL_CALLOUT {
  const name = type.toLowerCase();
  return (CALLOUT_KINDS as readonly string[]).includes(name) ? (name as CalloutKind) : (ALIASES[name] ?? NEUTRAL_CALLOUT);
}
