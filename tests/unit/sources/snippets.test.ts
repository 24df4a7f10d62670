// pymdownx.snippets (`--8<--`) as pymdownx documents it: the single-line and block forms, lines and sections, the
// indent kept, escapes, base_path and auto_append; and what it never does: read above its base or outside the site,
// drop a missing file without a word, or loop.
import { describe, expect, it } from 'vitest';
import type { IncludedText } from '../../../cli/sources/includes.js';
import { expandSnippets, type SnippetOptions } from '../../../cli/sources/snippets.js';

function reader(files: Record<string, string>): (rel: string) => IncludedText {
  return (rel) => {
    if (rel.startsWith('../')) return { kind: 'outside' };
    return rel in files ? { kind: 'text', text: files[rel]! } : { kind: 'missing' };
  };
}
const expand = (text: string, files: Record<string, string>, options: Partial<SnippetOptions> = {}) =>
  expandSnippets(text, { file: 'docs/page.md', read: reader(files), options: { basePath: ['.'], autoAppend: [], ...options } });

const FILES = {
  'parts/a.md': 'Line 1\nLine 2\nLine 3\n',
  'parts/b.md': 'B\n--8<-- "parts/a.md:2:2"',
  'parts/sections.md': 'top\n# --8<-- [start:usage]\nUse it.\n# --8<-- [end:usage]\nbottom',
  'docs/snippets/c.md': 'C from docs',
};

describe('pymdownx.snippets', () => {
  it('pastes a file named on a line of its own, from the site root, its snippets pasted too', () => {
    const out = expand('Before\n--8<-- "parts/b.md"\nAfter', FILES);
    expect(out.text).toBe('Before\nB\nLine 2\nAfter');
    expect(out.files).toEqual(['parts/b.md', 'parts/a.md']);
    expect(out.origins).toEqual([1, 2, 2, 3]);
    expect(out.warnings).toEqual([]);
  });

  it('pastes each file of a block, lines and sections selected, with the marker’s indent on every line', () => {
    const out = expand('- item\n\n    --8<--\n    parts/a.md:1:2\n    parts/sections.md:usage\n    --8<--\n', FILES);
    expect(out.text).toBe('- item\n\n    Line 1\n    Line 2\n    Use it.\n');
    const single = expand("    --8<-- 'parts/a.md::1'", FILES);
    expect(single.text).toBe('    Line 1');
  });

  it('shows an escaped marker without its semicolon, and leaves other text alone', () => {
    expect(expand(';--8<-- "parts/a.md"\n--8<-- "parts/a.md" and more', FILES).text).toBe(
      '--8<-- "parts/a.md"\n--8<-- "parts/a.md" and more',
    );
  });

  it('looks in base_path’s folders in order, and never above them', () => {
    expect(expand('--8<-- "snippets/c.md"', FILES, { basePath: ['parts', 'docs'] }).text).toBe('C from docs');
    const out = expand('--8<-- "../parts/a.md"', FILES, { basePath: ['docs'] });
    expect(out.text).toBe('');
    expect(out.warnings).toEqual([
      {
        code: 'file-outside-site',
        line: 1,
        message: '--8<-- "../parts/a.md": points outside the site folder or its base_path: it is not read',
      },
    ]);
  });

  it('warns of a missing file or section, naming the page’s line, and pastes nothing', () => {
    const out = expand('Text\n\n--8<-- "gone.md"\n--8<-- "parts/sections.md:nope"', FILES);
    expect(out.text).toBe('Text\n');
    expect(out.warnings).toEqual([
      { code: 'missing-file', line: 3, message: '--8<-- "gone.md": gone.md does not exist' },
      { code: 'include-selection', line: 4, message: '--8<-- "parts/sections.md:nope": parts/sections.md has no section "nope"' },
    ]);
    expect(out.files).toContain('gone.md');
  });

  it('refuses a file pasting itself', () => {
    const out = expand('--8<-- "loop.md"', { 'loop.md': 'x\n--8<-- "loop.md"' });
    expect(out.text).toBe('x');
    expect(out.warnings.map((warning) => warning.code)).toEqual(['include-loop']);
  });

  it('pastes auto_append’s files after every page, standing for its last line', () => {
    const out = expand(
      '# Page\nSee [mkdocs].',
      { 'includes/links.md': '  [mkdocs]: https://www.mkdocs.org' },
      { autoAppend: ['includes/links.md'] },
    );
    expect(out.text).toBe('# Page\nSee [mkdocs].\n\n  [mkdocs]: https://www.mkdocs.org');
    expect(out.origins).toEqual([1, 2, 2, 2]);
  });
});
