// TeX rendered at build time by KaTeX (rehype-katex), as MathML only: KaTeX's HTML output is laid out by hundreds of
// style attributes, which the Content-Security-Policy (`style-src 'self'`, no 'unsafe-inline') would refuse, and it
// needs KaTeX's stylesheet and fonts; MathML needs neither, every current browser draws it (MathML Core), and the
// markup stays KaTeX's (`<span class="katex"><math>…`). What KaTeX cannot read it shows as written in a
// `.katex-error` span: the colour attribute it gives that span is dropped (math.css colours the class), and its
// message becomes the warning `math-invalid` with the formula's line.
import type { Element, Root } from 'hast';
import rehypeKatex from 'rehype-katex';
import type { VFile } from 'vfile';
import type { MarkdownWarning } from '../markdown-result.js';
import { SKIP_CHILDREN, walkElements } from '../tree-walk.js';

export function rehypeMath() {
  // `strict: 'ignore'`: KaTeX's strictness notes (unicode text in math mode…) go to the console, not to the author.
  const katex = rehypeKatex({ output: 'mathml', strict: 'ignore' });
  return (tree: Root, file: VFile): void => {
    const before = file.messages.length;
    katex(tree, file);
    let math = false;
    walkElements(tree, (node: Element) => {
      const classes = node.properties.className;
      if (!Array.isArray(classes)) return;
      if (classes.includes('katex-error')) delete node.properties.style;
      else if (!classes.includes('katex')) return;
      math = true;
      return SKIP_CHILDREN;
    });
    const failures = file.messages.splice(before).filter((message) => message.source === 'rehype-katex');
    const warnings: MarkdownWarning[] = failures.map((failure) => ({
      code: 'math-invalid',
      ...(failure.line == null ? {} : { line: failure.line }),
      message: `TeX does not parse: ${String((failure.cause as Error | undefined)?.message ?? failure.reason).replace(/^KaTeX parse error: /, '')}`,
    }));
    const data = file.data as { warnings?: MarkdownWarning[]; math?: true };
    if (warnings.length > 0) data.warnings = [...(data.warnings ?? []), ...warnings];
    if (math) data.math = true;
  };
}
