// Include directives as VitePress and mdBook write them: what is pasted, which lines, and the warnings a reader's
// missing text would otherwise hide.
import { describe, expect, it } from 'vitest';
import { expandIncludes, type IncludedText } from '../../../cli/sources/includes.js';
import { docsgenErrorOf } from '../support/docsgen-error-of.js';

/** A reader over an in-memory site: paths relative to the site root. */
function reader(files: Record<string, string>): (rel: string) => IncludedText {
  return (rel) => {
    if (rel.startsWith('../')) return { kind: 'outside' };
    if (rel.split('/').some((part) => part.startsWith('.'))) return { kind: 'hidden' };
    return rel in files ? { kind: 'text', text: files[rel]! } : { kind: 'missing' };
  };
}
const expand = (text: string, files: Record<string, string>, file = 'content/guide/page.md') =>
  expandIncludes(text, { file, contentDir: 'content', read: reader(files) });

const PARTIAL =
  '---\ntitle: Parts\n---\n# Parts\n\n<!-- #region usage -->\nUse it.\n<!-- #endregion usage -->\n\n## Basic usage\n\nOne.\n\n## Next\n\nTwo.';

describe('VitePress includes', () => {
  it('pastes a file from the page folder, without its front matter, and links stay pointing where they did', () => {
    const files = { 'content/guide/parts/a.md': '---\ntitle: A\n---\nSee [b](./b.md) and ![x](../img/x.png) and [c](/c.md).' };
    const out = expand('Before\n<!--@include: ./parts/a.md-->\nAfter', files);
    expect(out.text).toBe('Before\nSee [b](/guide/parts/b.md) and ![x](/guide/img/x.png) and [c](/c.md).\nAfter');
    expect(out.files).toEqual(['content/guide/parts/a.md']);
    expect(out.warnings).toEqual([]);
  });

  it('selects lines, a region or a heading’s section, and "@/" starts at the content folder', () => {
    const files = { 'content/parts.md': PARTIAL };
    expect(expand('<!--@include: @/parts.md{4,5}-->', files).text).toBe('# Parts\n');
    expect(expand('<!--@include: ../parts.md#usage-->', files).text).toBe('Use it.');
    expect(expand('<!--@include: ../parts.md#basic-usage-->', files).text).toBe('## Basic usage\n\nOne.\n');
    expect(expand('<!--@include: ../parts.md#basic-usage{,1}-->', files).text).toBe('## Basic usage');
  });

  it('warns, naming the directive, when the file or the section is not there, and pastes nothing', () => {
    const out = expand('Text\n\n<!--@include: ./gone.md-->\n<!--@include: ../parts.md#nope-->', { 'content/parts.md': PARTIAL });
    expect(out.text).toBe('Text\n\n\n');
    expect(out.warnings).toEqual([
      { code: 'missing-file', line: 3, message: '@include ./gone.md: content/guide/gone.md does not exist' },
      { code: 'include-selection', line: 4, message: '@include ../parts.md#nope: content/parts.md has no region or heading "nope"' },
    ]);
  });
});

describe('mdBook includes', () => {
  const listing =
    '// ANCHOR: all\nuse std::io;\n\n// ANCHOR: main\nfn main() {\n    println!("Hi");\n}\n// ANCHOR_END: main\n// ANCHOR_END: all\n';
  const files = { 'listings/ch01/main.rs': listing };
  const page = 'content/ch01.md';

  it('pastes the whole file, lines, or an anchor’s lines, always without the anchor markers', () => {
    const at = (selector: string) =>
      expand(`\`\`\`rust\n{{#rustdoc_include ../listings/ch01/main.rs${selector}}}\n\`\`\``, files, page).text;
    expect(at('')).toBe('```rust\nuse std::io;\n\nfn main() {\n    println!("Hi");\n}\n```');
    expect(at(':main')).toBe('```rust\nfn main() {\n    println!("Hi");\n}\n```');
    expect(at(':2')).toBe('```rust\nuse std::io;\n```');
    expect(at(':5:6')).toBe('```rust\nfn main() {\n    println!("Hi");\n```');
    expect(at('::2')).toBe('```rust\nuse std::io;\n```');
    expect(at(':7:')).toBe('```rust\n}\n```');
    expect(expand('{{#include ../listings/ch01/main.rs:main}}', files, page).text).toBe('fn main() {\n    println!("Hi");\n}');
  });

  it('keeps an escaped directive as text, without its backslash', () => {
    expect(expand('Write \\{{#include file.rs}} to paste a file.', files, page).text).toBe('Write {{#include file.rs}} to paste a file.');
  });

  it('maps each pasted line to the directive’s line, and the lines after it to their own', () => {
    const out = expand('# Title\n\n{{#include ../listings/ch01/main.rs:main}}\n\nEnd', files, page);
    expect(out.text.split('\n')).toEqual(['# Title', '', 'fn main() {', '    println!("Hi");', '}', '', 'End']);
    expect(out.origins).toEqual([1, 2, 3, 3, 3, 4, 5]);
  });

  it('refuses a file outside the site, a hidden file and a loop, each with its warning', () => {
    const loop = { 'content/a.md': 'A {{#include b.md}}', 'content/b.md': 'B {{#include a.md}}' };
    expect(expand('{{#include a.md}}', loop, 'content/a.md').warnings).toEqual([
      { code: 'include-loop', line: 1, message: '{{#include}} a.md: content/a.md → content/a.md is a loop' },
    ]);
    const out = expand('{{#include ../../etc/passwd}}\n{{#include .env}}\n{{#include ../listings/ch01/main.rs:nope}}', files, page);
    expect(out.text).toBe('\n\n');
    expect(out.warnings).toEqual([
      { code: 'file-outside-site', line: 1, message: '{{#include}} ../../etc/passwd: points outside the site folder: it is not read' },
      { code: 'hidden-file', line: 2, message: '{{#include}} .env: names a hidden file or folder: it is not read' },
      {
        code: 'include-selection',
        line: 3,
        message: '{{#include}} ../listings/ch01/main.rs:nope: listings/ch01/main.rs has no anchor "nope"',
      },
    ]);
  });

  it('leaves a page without directives as it is, with no line map', () => {
    expect(expand('# Plain\n\nText {{ not }} @include', files, page)).toEqual({
      text: '# Plain\n\nText {{ not }} @include',
      files: [],
      warnings: [],
    });
  });
});

describe("mdBook's playground", () => {
  it("pastes the file as a Rust code block, the words after its path the block's attributes, as mdBook does", () => {
    const files = { 'content/example.rs': 'fn main() {\n#     // hidden\n}\n' };
    // mdBook: {{#playground example.rs editable}} is ```rust,editable around the file (hidden `# ` lines kept for the block).
    expect(expand('Run it:\n\n{{#playground example.rs editable}}\n', files, 'content/page.md').text).toBe(
      'Run it:\n\n```rust,editable\nfn main() {\n#     // hidden\n}\n```\n',
    );
    expect(expand('{{#playpen example.rs}}', files, 'content/page.md').text).toBe('```rust\nfn main() {\n#     // hidden\n}\n```');
    // A fence inside the file (a doc comment's example) is outrun by a longer one.
    const fenced = { 'content/doc.rs': '/// ```\n/// x\n/// ```\nfn f() {}' };
    expect(expand('{{#playground doc.rs}}', fenced, 'content/page.md').text).toBe('````rust\n/// ```\n/// x\n/// ```\nfn f() {}\n````');
  });
});

describe('the size a page may reach through its includes', () => {
  /** Files each pasting the next ten times, `depth` deep, the last ten lines of text: 10^depth lines in all. */
  function bomb(depth: number, directive: (target: string) => string): Record<string, string> {
    const files: Record<string, string> = {};
    for (let level = 1; level <= depth; level++) {
      files[`content/parts/p${level}.md`] =
        level < depth ? `${directive(`p${level + 1}.md`)}\n`.repeat(10) : 'Texto colado no fundo.\n'.repeat(10);
    }
    return files;
  }
  const chain = (depth: number) =>
    ['content/index.md', ...Array.from({ length: depth }, (_, i) => `content/parts/p${i + 1}.md`)].join(' → ');

  it('stops at 10,000 files pasted, naming the page, its directive and the chain of includes, after reading each file once', () => {
    const files = bomb(5, (target) => `{{#include ${target}}}`);
    const reads: string[] = [];
    const read = reader(files);
    const error = docsgenErrorOf(() =>
      expandIncludes('# Bomba\n\n{{#include parts/p1.md}}\n', {
        file: 'content/index.md',
        contentDir: 'content',
        read: (rel) => {
          reads.push(rel);
          return read(rel);
        },
        maxBytes: 10_000_000,
        bodyStartLine: 4,
      }),
    );
    expect(error).toMatchObject({
      code: 'include-too-large',
      file: 'content/index.md',
      line: 6,
      message: `the includes paste more than 10,000 files into the page; the paste past the limit: ${chain(2)}`,
    });
    expect(reads.sort()).toEqual(Object.keys(files).sort());
  });

  it("stops when the pasted text would pass the page's limit (maxPageBytes), and pastes up to it", () => {
    const files = bomb(3, (target) => `<!--@include: ./${target}-->`);
    const context = { file: 'content/index.md', contentDir: 'content', read: reader(files) };
    const page = '<!--@include: ./parts/p1.md-->\n';
    // 100 pastes of ten 23-character lines, and the line breaks between them: 23,111 characters fit in 30,000.
    expect(expandIncludes(page, { ...context, maxBytes: 30_000 }).text.length).toBe(23_111);
    const error = docsgenErrorOf(() => expandIncludes(page, { ...context, maxBytes: 20_000 }));
    expect(error).toMatchObject({
      code: 'include-too-large',
      line: 1,
      message: `the includes make the page larger than 20 KB (maxPageBytes); the paste past the limit: ${chain(3)}`,
    });
  });
});
