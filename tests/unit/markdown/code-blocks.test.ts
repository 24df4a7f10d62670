// Code blocks as mdBook, Docusaurus and VitePress write them, through the whole Markdown pipeline: the language read
// from the info string, the title bar, marked and numbered lines, the removed highlight comments, the grammar a
// language without one is shown with, the plain-text label, the copy button, and the warnings for marks that do not fit.
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { codeBlockStrings, renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { rehypeCodeBlocks } from '../../../cli/markdown/plugins/rehype-code-blocks.js';
import { PT_STRINGS as strings } from '../../../shared/i18n/strings.pt.js';
import { elements, findAll, findOne, hasClass, type HtmlElement, type HtmlNode, parseHtml } from '../support/html-tree.js';

const { copyLabel } = codeBlockStrings(strings.codeBlock);

const raw = (node: HtmlNode): string => (typeof node === 'string' ? node : node.children.map(raw).join(''));

interface Block {
  /** The wrapper's classes. */
  classes: string;
  /** The <code> element's classes. */
  codeClass: string | undefined;
  /** The code exactly as the <code> holds it. */
  text: string;
  /** Each line's text, its mark (the class after dg-code__line) and its number, when the block has line spans. */
  lines: { text: string; mark?: string; number?: string }[];
  title?: string;
  language?: string;
  label?: string;
  /** The labels of mdBook attributes in the bar. */
  attributes: string[];
  /** Token classes highlight.js put in, in order. */
  tokens: string[];
  copy: HtmlElement;
}

function blocksOf(markdown: string): { blocks: Block[]; warnings: unknown[] } {
  const result = renderMarkdown(markdown);
  const tree = parseHtml(result.html);
  const blocks = findAll(tree, (el) => hasClass(el, 'dg-code')).map((wrapper): Block => {
    const pre = findOne(wrapper, 'pre', (el) => el.tag === 'pre');
    const code = findOne(pre, 'code', (el) => el.tag === 'code');
    const lineSpans = elements(code).filter((el) => hasClass(el, 'dg-code__line'));
    const title = findAll(wrapper, (el) => hasClass(el, 'dg-code__title'))[0];
    const language = findAll(wrapper, (el) => hasClass(el, 'dg-code__lang'))[0];
    return {
      classes: wrapper.attrs.class!,
      codeClass: code.attrs.class,
      text: raw(code),
      lines: lineSpans.map((span) => {
        const mark = span.attrs.class!.split(' ').find((name) => name.startsWith('dg-code__line--'));
        return {
          text: raw(span),
          ...(mark ? { mark: mark.slice('dg-code__line--'.length) } : {}),
          ...(span.attrs['data-line'] ? { number: span.attrs['data-line'] } : {}),
        };
      }),
      ...(title ? { title: raw(title) } : {}),
      ...(language ? { language: raw(language) } : {}),
      ...(pre.attrs['data-label'] ? { label: pre.attrs['data-label'] } : {}),
      attributes: findAll(wrapper, (el) => hasClass(el, 'dg-code__attr')).map(raw),
      tokens: findAll(code, (el) => el.tag === 'span' && /\bhljs-/.test(el.attrs.class ?? '')).map((el) => el.attrs.class!),
      copy: findOne(wrapper, 'copy button', (el) => el.tag === 'button'),
    };
  });
  return { blocks, warnings: result.warnings ?? [] };
}

const blockOf = (markdown: string): Block => {
  const { blocks } = blocksOf(markdown);
  expect(blocks).toHaveLength(1);
  return blocks[0]!;
};

describe('the language of a fence', () => {
  // mdBook's attributes (its guide, "Rust code block attributes") are not languages: no "rust,editable" label. mdBook
  // writes them as classes after the language (html/tree.rs: `<code class="language-rust ignore">`); those that say
  // how the example behaves are labelled in the bar, the playground's and the tests' (editable, edition2021) are not.
  it.each([
    ['rust,ignore', 'hljs language-rust ignore', ['ignore']],
    ['rust,no_run', 'hljs language-rust no_run', ['no_run']],
    ['rust,should_panic', 'hljs language-rust should_panic', ['should_panic']],
    ['rust,ignore,does_not_compile', 'hljs language-rust ignore does_not_compile', ['ignore', 'does_not_compile']],
    ['rust editable', 'hljs language-rust', []],
    ['rust,editable', 'hljs language-rust editable', []],
    ['rust,compile_fail', 'hljs language-rust compile_fail', ['compile_fail']],
    ['rust,edition2021', 'hljs language-rust edition2021', []],
    ['rust,noplayground', 'hljs language-rust noplayground', []],
  ])('```%s is Rust, highlighted, with classes %j and labels %j', (info, codeClass, attributes) => {
    const block = blockOf(`\`\`\`${info}\nfn main() {}\n\`\`\`\n`);
    expect(block.codeClass).toBe(codeClass);
    expect(block.attributes).toEqual(attributes);
    expect(block.tokens).toEqual(['hljs-keyword', 'hljs-title function_']);
    expect(block.text).toBe('fn main() {}\n');
    expect(block.language).toBeUndefined();
    expect(block.title).toBeUndefined();
  });

  it("keeps a title beside the labels, and a text block's edition out of its language", () => {
    const titled = blockOf('```rust,should_panic title="main.rs"\nfn main() {}\n```\n');
    expect(titled.title).toBe('main.rs');
    expect(titled.attributes).toEqual(['should_panic']);
    expect(blockOf('```text,edition2021\nplain\n```\n').codeClass).toBe('hljs language-text edition2021');
  });

  it('reads VitePress forms: ranges and line numbers glued to the language, a label with no language', () => {
    expect(blockOf('```js{1}\nlet a\n```\n').codeClass).toBe('hljs language-js');
    expect(blockOf('```ts:line-numbers=3\nlet a\n```\n').lines).toEqual([{ text: 'let a', number: '3' }]);
    const envFile = blockOf('```[.env]\nKEY=1\n```\n');
    expect(envFile.codeClass).toBeUndefined();
    expect(envFile.title).toBe('.env');
    expect(envFile.label).toBe('.env');
  });

  it('leaves a block without an info string as it was: no language class, no line spans', () => {
    const block = blockOf('```\n<b>\n```\n');
    expect(block.codeClass).toBeUndefined();
    expect(block.text).toBe('<b>\n');
    expect(block.lines).toEqual([]);
    expect(block.classes).toBe('dg-code');
  });
});

describe('title bar and label', () => {
  it.each([
    ['title="src/App.js"', 'src/App.js'],
    ["title='Meu arquivo.js'", 'Meu arquivo.js'],
    ['title=app.js', 'app.js'],
    ['title="a [b] {2}"', 'a [b] {2}'],
  ])('%s shows "%s" above the block, and names the copy button', (meta, title) => {
    const block = blockOf(`\`\`\`js ${meta}\nx\n\`\`\`\n`);
    expect(block.title).toBe(title);
    expect(block.lines).toEqual([]);
    expect(block.copy.attrs['aria-label']).toBe(copyLabel(title));
  });

  it('keeps a [label] as data-label on the <pre> and shows it as the title', () => {
    const block = blockOf('```bash [npm]\nnpm install\n```\n');
    expect(block.label).toBe('npm');
    expect(block.title).toBe('npm');
    expect(block.codeClass).toBe('hljs language-bash');
  });

  it('prefers title= over the label for the bar, and keeps both', () => {
    const block = blockOf('```js [npm] title="install.js"\nx\n```\n');
    expect(block.title).toBe('install.js');
    expect(block.label).toBe('npm');
  });
});

describe('marked lines', () => {
  it('marks {1,3-5}, counting from 1', () => {
    const block = blockOf('```js {1,3-5}\na\nb\nc\nd\ne\nf\n```\n');
    expect(block.lines).toEqual([
      { text: 'a', mark: 'highlight' },
      { text: 'b' },
      { text: 'c', mark: 'highlight' },
      { text: 'd', mark: 'highlight' },
      { text: 'e', mark: 'highlight' },
      { text: 'f' },
    ]);
    expect(block.text).toBe('a\nb\nc\nd\ne\nf\n');
  });

  it('marks what // highlight-next-line and highlight-start … highlight-end name, and removes those comments', () => {
    const block = blockOf(
      '```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n// highlight-start\nconst c = 3;\nconst d = 4;\n// highlight-end\nconst e = 5;\n```\n',
    );
    expect(block.lines.map((line) => line.mark ?? '')).toEqual(['', 'highlight', 'highlight', 'highlight', '']);
    expect(block.text).toBe('const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;\n');
  });

  it.each([
    ['python', '# highlight-next-line'],
    ['bash', '  # highlight-next-line'],
    ['yaml', '# highlight-next-line'],
    ['html', '<!-- highlight-next-line -->'],
    ['jsx', '{/* highlight-next-line */}'],
    ['sql', '-- highlight-next-line'],
  ])('reads the %s comment %s', (language, comment) => {
    const block = blockOf(`\`\`\`${language}\nx\n${comment}\ny\n\`\`\`\n`);
    expect(block.lines).toEqual([{ text: 'x' }, { text: 'y', mark: 'highlight' }]);
  });

  it('reads VitePress [!code …] comments at the end of a line and removes them', () => {
    const block = blockOf('```js\nold() // [!code --]\nnew() // [!code ++]\nkey() // [!code highlight]\nplain()\n```\n');
    expect(block.lines).toEqual([
      { text: 'old()', mark: 'removed' },
      { text: 'new()', mark: 'added' },
      { text: 'key()', mark: 'highlight' },
      { text: 'plain()' },
    ]);
    expect(block.classes).toBe('dg-code dg-code--diff');
  });

  it('keeps a token that spans lines whole on each of them', () => {
    const block = blockOf('```js {2}\nconst s = `a\nb`;\n```\n');
    expect(block.lines).toEqual([{ text: 'const s = `a' }, { text: 'b`;', mark: 'highlight' }]);
    expect(block.tokens).toEqual(['hljs-keyword', 'hljs-string', 'hljs-string']);
  });
});

describe('line numbers', () => {
  it('numbers the lines from 1 with showLineNumbers, from N with showLineNumbers=N', () => {
    expect(blockOf('```js showLineNumbers\na\nb\n```\n').lines).toEqual([
      { text: 'a', number: '1' },
      { text: 'b', number: '2' },
    ]);
    const from = blockOf('```js showLineNumbers=99 {2}\na\nb\n```\n');
    expect(from.lines).toEqual([
      { text: 'a', number: '99' },
      { text: 'b', number: '100', mark: 'highlight' },
    ]);
    expect(from.classes).toBe('dg-code dg-code--numbered');
    expect(blockOf('```js showLineNumbers=999\na\nb\n```\n').classes).toBe('dg-code dg-code--numbered dg-code--wide-numbers');
  });

  it('puts the numbers in attributes, never in the code text a copy takes', () => {
    expect(blockOf('```js showLineNumbers\na\n\nb\n```\n').text).toBe('a\n\nb\n');
  });
});

describe('languages without a grammar', () => {
  it.each([
    ['vue', 'hljs-tag'],
    ['svelte', 'hljs-tag'],
    ['astro', 'hljs-tag'],
    ['go-html-template', 'hljs-template-variable'],
  ])('shows %s with the closest grammar (its first token: %s)', (language, token) => {
    const block = blockOf(`\`\`\`${language}\n{{ .Title }}<p>{{ end }}</p>\n\`\`\`\n`);
    expect(block.codeClass).toBe(`hljs language-${language}`);
    expect(block.tokens[0]).toBe(token);
    expect(block.language).toBeUndefined();
  });

  it('shows mdx as Markdown, jsonc as JSON and console as a shell session', () => {
    expect(blockOf('```mdx\n# Título\n```\n').tokens).toEqual(['hljs-section']);
    expect(blockOf('```jsonc\n{ "a": 1 // c\n}\n```\n').tokens).toEqual([
      'hljs-punctuation',
      'hljs-attr',
      'hljs-punctuation',
      'hljs-number',
      'hljs-comment',
      'hljs-punctuation',
    ]);
    expect(blockOf('```console\n$ ls\nfile.txt\n```\n').tokens).toEqual(['hljs-meta prompt_', 'hljs-built_in']);
  });

  it('shows text, txt and plain as plain text without a label', () => {
    for (const language of ['text', 'txt', 'plain', 'output']) {
      const block = blockOf(`\`\`\`${language}\nif x then y\n\`\`\`\n`);
      expect(block.tokens, language).toEqual([]);
      expect(block.language, language).toBeUndefined();
      expect(block.text).toBe('if x then y\n');
    }
  });

  it('shows a language nothing fits as plain text, labelled with its name', () => {
    const block = blockOf('```plantuml\n@startuml\nA -> B\n@enduml\n```\n');
    expect(block.tokens).toEqual([]);
    expect(block.language).toBe('plantuml');
    expect(block.title).toBeUndefined();
    expect(block.codeClass).toBe('hljs language-plantuml');
    expect(block.text).toBe('@startuml\nA -> B\n@enduml\n');
  });
});

describe('the copy button', () => {
  it('comes before the code, with the words of the translations table and a live region after', () => {
    const { html } = renderMarkdown('```js\nx\n```\n');
    expect(html).toBe(
      '<div class="dg-code">' +
        `<button type="button" class="dg-copy" data-copy="" data-copied="${strings.codeBlock.copied}" aria-label="${copyLabel()}">${strings.codeBlock.copy}</button>` +
        '<pre tabindex="0"><code class="hljs language-js">x\n</code></pre>' +
        '<p class="dg-visually-hidden" aria-live="polite"></p>' +
        '</div>',
    );
  });

  it('is there for an indented block too, which is read as literal text', () => {
    const block = blockOf('Texto\n\n    // highlight-next-line\n    x\n');
    expect(block.text).toBe('// highlight-next-line\nx\n');
    expect(block.copy.children).toEqual([strings.codeBlock.copy]);
  });
});

describe('marks that do not fit', () => {
  it('warns with the line of the fence or of the comment, and says what to do', () => {
    const { blocks, warnings } = blocksOf(
      [
        '# Página', // 1
        '', // 2
        '```js {2,4-9,3-2,5-}', // 3
        'a', // 4
        'b', // 5
        'c', // 6
        'd', // 7
        '```', // 8
        '', // 9
        '```js', // 10
        '// highlight-end', // 11
        'e', // 12
        '// highlight-start', // 13
        'f', // 14
        '// highlight-next-line', // 15
        '```', // 16
      ].join('\n'),
    );
    expect(blocks.map((block) => block.lines.map((line) => line.mark ?? ''))).toEqual([
      ['', 'highlight', '', ''],
      ['', 'highlight'],
    ]);
    expect(warnings).toEqual([
      { code: 'code-line-marks', line: 3, message: '4-9 in {2,4-9,3-2,5-} goes past the block’s 4 lines: not marked' },
      {
        code: 'code-line-marks',
        line: 3,
        message: '3-2 in {2,4-9,3-2,5-} is not a range of lines (they count from 1, the smaller first, like 3-5): not marked',
      },
      { code: 'code-line-marks', line: 3, message: '"5-" in {2,4-9,3-2,5-} is not a line or a range like 3-5: not marked' },
      {
        code: 'code-line-marks',
        line: 11,
        message: 'highlight-end without a highlight-start above it: removed; add the start or delete the comment',
      },
      {
        code: 'code-line-marks',
        line: 15,
        message: 'highlight-next-line on the block’s last line marks nothing: put it above the line to mark',
      },
      {
        code: 'code-line-marks',
        line: 13,
        message: 'highlight-start without a highlight-end: marked to the end of the block; add the end comment',
      },
    ]);
  });
});

describe('inside a tab panel', () => {
  /** A fenced `bash [npm]` block alone in the panel of the tab named `tab`, rendered. */
  function inPanel(tab: string): string {
    const code: Element = {
      type: 'element',
      tagName: 'code',
      properties: { className: ['language-bash'] },
      data: { meta: '[npm]' } as unknown as Element['data'],
      children: [{ type: 'text', value: 'npm install\n' }],
    };
    const pre: Element = { type: 'element', tagName: 'pre', properties: {}, children: [code] };
    const panel: Element = { type: 'element', tagName: 'div', properties: { role: 'tabpanel', dataTab: tab }, children: [pre] };
    const root: Root = { type: 'root', children: [panel] };
    return toHtml(
      unified()
        .use(rehypeCodeBlocks, { strings: codeBlockStrings(strings.codeBlock) })
        .runSync(root) as Root,
    );
  }

  it('keeps the label as data-label but shows no title bar when the tab is named by it (a code group)', () => {
    const html = inPanel('npm');
    expect(html).toContain('<pre data-label="npm"><code class="hljs language-bash">');
    expect(html).not.toContain('dg-code__bar');
    expect(html).toContain(`aria-label="${copyLabel('npm')}"`);
  });

  it('shows the label in a title bar when the tab has a name of its own (::tab[Linux])', () => {
    expect(inPanel('Linux')).toContain('<div class="dg-code__bar"><span class="dg-code__title">npm</span></div>');
  });
});
