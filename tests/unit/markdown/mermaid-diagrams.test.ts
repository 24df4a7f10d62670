// A ```mermaid fence, as Docusaurus (theme-mermaid), VitePress (vitepress-plugin-mermaid) and MkDocs Material (the
// superfences custom fence) write one, is a diagram the browser draws: the block the diagrams' chunk looks for, its
// source kept as code inside (readable without JavaScript, out of the search index), never a highlighted code block.
import { describe, expect, it } from 'vitest';
import { createCodeBlockHtml } from '../../../cli/markdown/code-block-html.js';
import { DEFAULT_MARKDOWN_OPTIONS } from '../../../cli/markdown/markdown-result.js';
import { createMdxCompiler } from '../../../cli/markdown/mdx-compile.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';

const FLOWCHART = 'graph TD\n  A[Start] --> B{Is it?}\n  B -->|Yes| C[OK]';
const DIAGRAM =
  '<div class="dg-diagram" data-diagram="mermaid"><pre class="dg-diagram__source" tabindex="0"><code>graph TD\n' +
  '  A[Start] --> B{Is it?}\n  B -->|Yes| C[OK]\n</code></pre></div>';

describe('a mermaid fence', () => {
  it('is the diagram block the chunk draws, with its source as code, not a highlighted block', () => {
    const { html } = renderMarkdown(`Before.\n\n\`\`\`mermaid\n${FLOWCHART}\n\`\`\`\n`);
    expect(html).toBe(`<p>Before.</p>\n${DIAGRAM}`);
    expect(html).not.toContain('hljs');
    expect(html).not.toContain('data-copy');
  });

  it('marks the page as needing the diagrams chunk; a page without one is not marked', () => {
    expect(renderMarkdown(`\`\`\`mermaid\n${FLOWCHART}\n\`\`\`\n`).html).toContain('data-diagram="mermaid"');
    expect(renderMarkdown('```js\nconst mermaid = 1;\n```\n').html).not.toContain('data-diagram');
  });

  it('leaves its source out of the search text', () => {
    const { sections } = renderMarkdown(`Text.\n\n\`\`\`mermaid\n${FLOWCHART}\n\`\`\`\n`);
    expect(sections).toEqual([{ texts: ['Text.'] }]);
  });

  it('is a diagram in an MDX page too', () => {
    const compile = createMdxCompiler(DEFAULT_MARKDOWN_OPTIONS);
    const { mdxModule } = compile(`import X from './x.js';\n\n<X />\n\n\`\`\`mermaid\n${FLOWCHART}\n\`\`\`\n`, { mdx: 'always' });
    expect(mdxModule).toContain('"data-diagram": "mermaid"');
    expect(mdxModule).not.toContain('hljs');
  });

  it('is a diagram through MDX\'s <CodeBlock language="mermaid">', () => {
    expect(createCodeBlockHtml()(FLOWCHART, 'mermaid', '')).toBe(DIAGRAM);
  });
});
