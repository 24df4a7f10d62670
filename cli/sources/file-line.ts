/**
 * The line in a content file of a body line (1-based) that Markdown reports: past the front matter, and through any
 * includes (a pasted line stands for its directive's line). `lineOrigins` is ContentFile's.
 */
export function fileLineOf(content: { bodyStartLine: number; lineOrigins?: number[] }, bodyLine: number): number {
  return (content.lineOrigins?.[bodyLine - 1] ?? bodyLine) + content.bodyStartLine - 1;
}
