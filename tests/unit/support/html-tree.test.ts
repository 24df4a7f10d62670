import { describe, expect, it } from 'vitest';
import { elements, findOne, findOutermost, parseHtml, textOf } from './html-tree.js';

describe('parseHtml (the test helper that reads built pages)', () => {
  it('nests elements, keeps void ones empty, reads script as raw text and decodes references', () => {
    const doc = parseHtml(
      '<!doctype html><html lang="pt"><head><meta charSet="utf-8"/><script>if (a < b && c) x("</p>")</script></head>' +
        '<body><p title="a &amp; b">Um<!-- --> &lt;dois&gt;<br/>tr&#234;s &#x2014; <b>quatro</b></p></body></html>',
    );
    const html = findOne(doc, 'html', (e) => e.tag === 'html');
    expect(html.attrs).toEqual({ lang: 'pt' });
    expect(elements(html).map((e) => e.tag)).toEqual(['head', 'body']);
    const head = elements(html)[0]!;
    expect(elements(head).map((e) => [e.tag, e.attrs, e.children])).toEqual([
      ['meta', { charset: 'utf-8' }, []],
      ['script', {}, ['if (a < b && c) x("</p>")']],
    ]);
    const p = findOne(doc, 'paragraph', (e) => e.tag === 'p');
    expect(p.attrs.title).toBe('a & b');
    expect(textOf(p)).toBe('Um <dois>três — quatro');
    expect(elements(p).map((e) => e.tag)).toEqual(['br', 'b']);
  });

  it('finds the outermost matches only', () => {
    const doc = parseHtml('<ul id="a"><li><ul id="b"><li>x</li></ul></li></ul><div><ul id="c"></ul></div>');
    expect(findOutermost(doc, (e) => e.tag === 'ul').map((e) => e.attrs.id)).toEqual(['a', 'c']);
  });
});
