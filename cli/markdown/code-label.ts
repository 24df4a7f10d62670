import type { Code } from 'mdast';

/**
 * A fenced block's `[label]` (VitePress: ```` ```sh [npm] ````), which names its tab in a code group: the first
 * bracketed text of the info string after the language. Kept apart so the code-block step can own the parsing.
 */
export function codeLabel(code: Code): string | undefined {
  const label = /\[([^\]]*)\]/.exec(code.meta ?? '')?.[1]?.trim();
  return label || undefined;
}
