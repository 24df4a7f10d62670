// rustdoc's hidden lines in Rust blocks, as mdBook renders them (its guide, "Hiding code lines", and hide_lines_rust):
// `# ` lines and a lone `#` are hidden, `##` writes a `#`, `#[derive]`/`#![…]` are code. On for mdBook's books only.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { DEFAULT_MARKDOWN_OPTIONS, type MarkdownOptions } from '../../../cli/markdown/markdown-result.js';
import { rustHiddenLines } from '../../../cli/markdown/rust-hidden-lines.js';
import { findAll, hasClass, parseHtml, type HtmlNode } from '../support/html-tree.js';

const raw = (node: HtmlNode): string => (typeof node === 'string' ? node : node.children.map(raw).join(''));
const MDBOOK: MarkdownOptions = { ...DEFAULT_MARKDOWN_OPTIONS, rustHiddenLines: true };

/** The block's lines as the reader sees them before and after pressing the eye button. */
function shownLines(markdown: string, options = MDBOOK) {
  const tree = parseHtml(renderMarkdown(markdown, options).html);
  const code = findAll(tree, (el) => el.tag === 'code')[0]!;
  const hidden = findAll(code, (el) => hasClass(el, 'dg-code__hidden')).map((el) => raw(el).replace(/\n$/, ''));
  const buttons = findAll(tree, (el) => el.tag === 'button' && el.attrs['data-code-reveal'] !== undefined);
  return { all: raw(code).replace(/\n$/, '').split('\n'), hidden, buttons };
}

const GUIDE = '```rust\n# fn main() {\n    let x = 5;\n    let y = 6;\n\n    println!("{}", x + y);\n# }\n```\n';

describe('rustdoc hidden lines in Rust blocks (mdBook)', () => {
  it("hides the guide's example lines and keeps the rest, with the # cut", () => {
    const { all, hidden, buttons } = shownLines(GUIDE);
    expect(all).toEqual(['fn main() {', '    let x = 5;', '    let y = 6;', '', '    println!("{}", x + y);', '}']);
    expect(hidden).toEqual(['fn main() {', '}']);
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.attrs['aria-pressed']).toBe('false');
    expect(buttons[0]!.attrs['aria-label']).toBe('Mostrar as linhas ocultas');
  });

  it('reads the rule as mdBook does: indentation, a lone #, ## escapes, attributes kept', () => {
    expect(rustHiddenLines('#\n  # let x = 1;\n##[cfg(x)]\n#[derive(Debug)]\n#![allow(unused)]\n#x\nlet y = 2;')).toEqual({
      text: '\n  let x = 1;\n#[cfg(x)]\n#[derive(Debug)]\n#![allow(unused)]\n#x\nlet y = 2;',
      hidden: [true, true, false, false, false, false, false],
    });
    expect(rustHiddenLines('#[derive(Debug)]\nstruct A;')).toBeUndefined();
  });

  it('applies to `rust,ignore` blocks, keeps line marks on the right lines, and leaves other languages alone', () => {
    const marked = shownLines('```rust,ignore {2}\n# use std::io;\nlet a = 1;\n```\n');
    expect(marked.hidden).toEqual(['use std::io;']);
    const html = renderMarkdown('```rust,ignore {2}\n# use std::io;\nlet a = 1;\n```\n', MDBOOK).html;
    expect(html).toMatch(/dg-code__line--highlight"><span class="hljs-keyword">let</);
    expect(shownLines('```bash\n# a comment\necho\n```\n').hidden).toEqual([]);
    expect(shownLines('```\n# heading\n```\n').buttons).toHaveLength(0);
  });

  it('is off outside mdBook: the lines are shown as written', () => {
    const { all, hidden, buttons } = shownLines(GUIDE, DEFAULT_MARKDOWN_OPTIONS);
    expect(all[0]).toBe('# fn main() {');
    expect(hidden).toEqual([]);
    expect(buttons).toHaveLength(0);
  });
});
