import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { MarkdownPage, MarkdownWarning } from '../markdown-result.js';
import { findMdxSyntax } from '../mdx-syntax.js';

/**
 * A page rendered as Markdown that holds MDX (with `markdown.format: "md"`, with `markdown.rawHtml: false`, or a `.md`
 * page that did not compile as MDX) shows its imports as text and its components as raw tags: one warning names the
 * first such line and what to do. The page still builds.
 */
export function remarkMdxInMarkdown({ untrusted = false }: { untrusted?: boolean } = {}) {
  return (_tree: Root, file: VFile): void => {
    const page = file.data as MarkdownPage;
    if (page.fragment || page.mdx) return; // a fallback from MDX says why itself (pipeline.ts)
    const found = findMdxSyntax(String(file.value));
    if (!found) return;
    const data = file.data as { warnings?: MarkdownWarning[] };
    data.warnings = [
      ...(data.warnings ?? []),
      {
        code: 'mdx-in-markdown',
        line: found.line,
        message: untrusted
          ? `this Markdown page holds MDX (${found.what}), which is shown as text: with \`markdown.rawHtml\` false (pages from untrusted hands) no page is compiled as MDX, whose code runs at build time`
          : `this Markdown page holds MDX (${found.what}), which Markdown shows as text: rename the file to .mdx, or set \`markdown.format\` to "detect" or "mdx"`,
      },
    ];
  };
}
