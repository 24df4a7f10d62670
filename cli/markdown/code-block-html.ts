// A code block's HTML outside a page's Markdown: MDX's <CodeBlock> (templates/mdx/CodeBlock.tsx) asks for it at
// render time, and gets exactly what a fence with that language and info string becomes in a page, from the same step.
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import type { Root } from 'hast';
import { DEFAULT_MARKDOWN_OPTIONS, type MarkdownOptions } from './markdown-result.js';
import { codeBlockStrings } from './pipeline.js';
import { rehypeCodeBlocks } from './plugins/rehype-code-blocks.js';
import { rehypeFocusableCode } from './plugins/rehype-focusable-code.js';
import { PT_STRINGS } from '../../shared/i18n/strings.pt.js';

export type CodeBlockHtml = (code: string, language: string | undefined, meta: string) => string;

export function createCodeBlockHtml(options: MarkdownOptions = DEFAULT_MARKDOWN_OPTIONS): CodeBlockHtml {
  const strings = options.strings ?? PT_STRINGS;
  const processor = unified()
    .use(rehypeCodeBlocks, { strings: codeBlockStrings(strings.codeBlock), rustHiddenLines: options.rustHiddenLines ?? false })
    .use(rehypeFocusableCode)
    .use(rehypeStringify);
  return (code, language, meta) => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'pre',
          properties: {},
          children: [
            {
              type: 'element',
              tagName: 'code',
              properties: language ? { className: [`language-${language}`] } : {},
              data: { meta } as never,
              // As remark-rehype leaves a fence's text: with its last newline.
              children: [{ type: 'text', value: `${code}\n` }],
            },
          ],
        },
      ],
    };
    return processor.stringify(processor.runSync(tree) as Root);
  };
}
