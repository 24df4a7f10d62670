// The HTML of a Markdown code block, as the build writes it (cli/markdown/plugins/rehype-code-blocks.ts) and the
// copy button's chunk reads it (client/code-copy.ts). The copy button is plain HTML: no island, no React.

export const CODE_BLOCK_CLASS = {
  block: 'dg-code',
  /** Modifiers of the block: its lines are numbered; some of its lines are marked added or removed. */
  numbered: 'dg-code--numbered',
  wideNumbers: 'dg-code--wide-numbers',
  diff: 'dg-code--diff',
  bar: 'dg-code__bar',
  title: 'dg-code__title',
  /** The name of a language shown as plain text (no grammar fits it). */
  language: 'dg-code__lang',
  /** An mdBook attribute of the block (`ignore`, `should_panic`), as a label in its bar. */
  attribute: 'dg-code__attr',
  line: 'dg-code__line',
  lineMark: { highlight: 'dg-code__line--highlight', added: 'dg-code__line--added', removed: 'dg-code__line--removed' },
  copy: 'dg-copy',
  /** A line rustdoc hides (`# ` in Rust), with its newline; shown while the block's eye button is pressed. */
  hidden: 'dg-code__hidden',
  reveal: 'dg-code__reveal',
  /** MkDocs Material's code annotations: the block, a marker in its code (a link), the list of notes under it. */
  annotated: 'dg-code--annotated',
  annotation: 'dg-code__annotation',
  annotations: 'dg-code-annotations',
} as const;

/** On the copy button: what it says for a moment after copying (the site's language, written by the build). */
export const CODE_COPIED_ATTRIBUTE = 'data-copied';
