// The Rust book's <Listing> tags, compared with what its mdbook-trpl-listing preprocessor documents
// (packages/mdbook-trpl/src/listing/mod.rs): `<figure class="listing" id="listing-1-2">`, the file's name in a span
// above, `<figcaption><a href="#listing-1-2">Listing 1-2</a>: Some <em>text</em>, yeah?</figcaption>` below.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';

const PAGE = [
  'Intro.',
  '',
  '<Listing number="1-2" file-name="src/main.rs" caption="Some *text*, yeah? With `code`">',
  '',
  '```rust',
  'fn main() {}',
  '```',
  '',
  '</Listing>',
  '',
  '<Listing>',
  '',
  '```text',
  'plain',
  '```',
  '',
  '</Listing>',
  '',
  'After.',
  '',
].join('\n');

describe("the Rust book's <Listing> tags (markdown.listingTags)", () => {
  it('makes a numbered figure: the file name above, the linked number and the Markdown caption below', () => {
    const { html, warnings } = renderMarkdown(PAGE, { baseUrl: '/', listingTags: true, strings: EN_STRINGS });
    expect(html).toContain('<figure class="dg-listing" id="listing-1-2">\n<span class="dg-listing__file">Filename: src/main.rs</span>');
    expect(html).toContain(
      '<figcaption><a href="#listing-1-2">Listing 1-2</a>: Some <em>text</em>, yeah? With <code>code</code></figcaption>\n</figure>',
    );
    // Without number or caption, only the figure, as the preprocessor writes it.
    expect(html).toMatch(/<figure class="dg-listing">\s*<div[^>]*dg-code[\s\S]*?plain[\s\S]*?<\/div>\s*<\/figure>/);
    expect(html).not.toMatch(/<\/?Listing/);
    expect(warnings ?? []).toEqual([]);
  });

  it('leaves the tags to the component warning on a site without the preprocessor', () => {
    const { html, warnings } = renderMarkdown(PAGE, { baseUrl: '/', strings: EN_STRINGS });
    expect(html).toContain('<Listing number="1-2"');
    expect(warnings?.map((warning) => warning.code)).toEqual(['component-tag']);
  });
});
