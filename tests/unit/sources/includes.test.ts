// Include directives as VitePress and mdBook write them: what is pasted, which lines, and the warnings a reader's
// missing text would otherwise hide.
import { describe, expect, it } from 'vitest';
import { expandIncludes, type IncludedText } from '../../../cli/sources/includes.js';

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
