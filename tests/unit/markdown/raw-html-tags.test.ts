// The raw HTML reader behind file references and anchors: it must find the attributes a browser would find, and no
// others (not in comments, not in a script's text), and point at exactly the characters of each value.
import { describe, expect, it } from 'vitest';
import { applyEdits, decodeCharacterReferences, rawHtmlTags } from '../../../cli/markdown/raw-html-tags.js';
import { srcsetUrls } from '../../../cli/markdown/plugins/rehype-file-refs.js';

/** Each tag as "name attr=value …", values as the reader decoded them. */
const shown = (html: string): string[] =>
  rawHtmlTags(html).map((tag) => [tag.name, ...tag.attributes.map((a) => `${a.name}=${a.value}`)].join(' '));

describe('rawHtmlTags', () => {
  it('reads double-quoted, single-quoted, unquoted and bare attributes, names in lower case', () => {
    expect(shown(`<IMG SRC="a b.png" alt='it"s' width=75 hidden data-x = "y">`)).toEqual([
      'img src=a b.png alt=it"s width=75 hidden= data-x=y',
    ]);
  });

  it('points at exactly the characters of each value, whatever the quotes', () => {
    const html = `<a href='x.md#y' id=top>`;
    const [tag] = rawHtmlTags(html);
    expect(tag!.attributes.map((a) => html.slice(a.start, a.end))).toEqual(['x.md#y', 'top']);
    expect(html.slice(0, tag!.nameEnd)).toBe('<a');
  });

  it('decodes character references in values', () => {
    expect(shown('<a href="a&amp;b.pdf" title="&#x41;&#66;&quot;&eacute;">')).toEqual(['a href=a&b.pdf title=AB"&eacute;']);
    expect(decodeCharacterReferences('&lt;&gt;&apos;&#0;')).toBe(`<>'&#0;`);
  });

  it('sees no tag in a comment, nor in the text of a script, a style, a textarea or a title', () => {
    const html = [
      '<!-- <img src="comentado.png"> -->',
      '<script>const s = "<img src=\'script.png\'>";</script>',
      '<style>a::after { content: "<img src=css.png>" }</style>',
      '<textarea><a href="t.md"></textarea>',
      '<img src="real.png">',
    ].join('\n');
    expect(shown(html)).toEqual(['script', 'style', 'textarea', 'img src=real.png']);
  });

  it('reads end tags, declarations and a lone "<" as no start tag', () => {
    expect(shown('<!DOCTYPE html></div> 1 < 2 <span id="s">')).toEqual(['span id=s']);
  });
});

describe('srcsetUrls', () => {
  it('finds each candidate URL, without its descriptor or the comma after it', () => {
    const value = ' a.png 1x,b.png  2x , c.png, d,e.png 640w';
    const html = `<img srcset="${value}">`;
    const start = html.indexOf(value);
    expect(srcsetUrls(html, start, start + value.length).map((url) => html.slice(url.start, url.end))).toEqual([
      'a.png',
      'b.png',
      'c.png',
      'd,e.png',
    ]);
  });
});

describe('applyEdits', () => {
  it('makes edits given in any order, insertions included', () => {
    expect(
      applyEdits('<img src="a.png">', [
        { start: 10, end: 15, text: 'b.webp' },
        { start: 4, end: 4, text: ' loading="lazy"' },
      ]),
    ).toBe('<img loading="lazy" src="b.webp">');
  });
});
