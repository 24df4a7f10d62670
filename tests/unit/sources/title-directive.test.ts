// mdBook's `{{#title …}}` (its guide, format/mdbook.md "Controlling page <title>"; its renderer uses the directive's
// text as the whole <title>, no " - Book" after it): the HTML title only, the sidebar label and the h1 unchanged, and
// the directive never shown; `\{{#title …}}` is the directive as text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { readTitleDirective } from '../../../cli/sources/title-directive.js';
import { tempSite } from '../support/temp-site.js';

const quiet = { log: () => {} };

describe('{{#title}}', () => {
  it('is cut out, the last one giving the title; an escaped one stays as text, less its backslash', () => {
    expect(readTitleDirective('{{#title My Title}}\n# Chapter\n')).toEqual({ text: '\n# Chapter\n', title: 'My Title' });
    expect(readTitleDirective('{{ #title  First }}\n{{#title Second}}')).toEqual({ text: '\n', title: 'Second' });
    expect(readTitleDirective('`\\{{#title My Title}}`\n')).toEqual({ text: '`{{#title My Title}}`\n' });
    expect(readTitleDirective('No directive here.\n')).toEqual({ text: 'No directive here.\n' });
  });

  it("sets a book chapter's <title> alone, as mdBook does: the h1 and the sidebar keep the chapter's name", async () => {
    const root = tempSite({
      'book.toml': '[book]\ntitle = "The Book"\n',
      'src/SUMMARY.md': '# Summary\n\n- [Chapter One](chapter.md)\n- [Other](other.md)\n',
      'src/chapter.md': '{{#title A Custom Title}}\n# Chapter One\n\nText, and `\\{{#title Shown}}` as code.\n',
      'src/other.md': '# Other\n',
    });
    await buildSite({ root, ...quiet });
    const html = readFileSync(path.join(root, 'book', 'chapter', 'index.html'), 'utf8');
    expect(html).toContain('<title>A Custom Title</title>');
    expect(html).toMatch(/<h1[^>]*>Chapter One<\/h1>/);
    expect(html).toContain('<code>{{#title Shown}}</code>');
    expect(html).not.toContain('{{#title A Custom Title}}');
    expect(html).toMatch(/<a[^>]*href="\/chapter"[^>]*>Chapter One<\/a>/);
    const other = readFileSync(path.join(root, 'book', 'other', 'index.html'), 'utf8');
    expect(other).toContain('<title>Other | The Book</title>');
  });
});
