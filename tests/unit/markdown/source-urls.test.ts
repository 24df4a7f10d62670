// Where a page's Markdown writes its URLs (plugins/remark-source-urls.ts), and putting others in their place
// (rewrite-source-urls.ts): what a page's `.md` for readers' tools is made from, every other byte as written.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { rewriteSourceUrls } from '../../../cli/markdown/rewrite-source-urls.js';

/** The text found where each URL is said to be, beside what it says. */
function placed(body: string): Array<[string, string]> {
  const lines = body.split('\n');
  return (renderMarkdown(body).sourceUrls ?? []).map((u) => [lines[u.line - 1]!.slice(u.column, u.column + u.written.length), u.url]);
}

describe('the URLs a page writes', () => {
  it('finds each destination exactly: titles, angle brackets, escapes, images, reference definitions', () => {
    const body = [
      '# Título',
      '',
      'Veja [a](./a.md#x "Título [b]") e ![i](<img um.png>) e [r][d] e [e](caf\\_e.md).',
      '',
      '[d]: https://exemplo.com/d',
    ].join('\n');
    expect(placed(body)).toEqual([
      ['./a.md#x', './a.md#x'],
      ['img um.png', 'img um.png'],
      ['caf\\_e.md', 'caf_e.md'],
      ['https://exemplo.com/d', 'https://exemplo.com/d'],
    ]);
    expect(renderMarkdown(body).sourceUrls!.map((u) => u.kind)).toEqual(['link', 'image', 'link', 'link']);
  });

  it('reads href, src and srcset in raw HTML, character references decoded, but not where a quote or list changes the text', () => {
    const body = [
      '<a href="/b.md">b</a> <img src="a&amp;b.png" srcset="x.png 1x, y.png 2x">',
      '',
      '> <div>',
      '> <img src="quote.png">',
      '> </div>',
      '',
      '> Inline in a quote: <img src="inline.png">',
    ].join('\n');
    const urls = renderMarkdown(body).sourceUrls!;
    expect(urls.map((u) => [u.written, u.url, u.kind, u.html])).toEqual([
      ['/b.md', '/b.md', 'link', true],
      ['a&amp;b.png', 'a&b.png', 'image', true],
      ['x.png', 'x.png', 'image', true],
      ['y.png', 'y.png', 'image', true],
      ['inline.png', 'inline.png', 'image', true],
    ]);
  });

  it('says whether the page has an h1 of its own, even one that titles the page and leaves its body', () => {
    expect(renderMarkdown('# Título\n\nTexto.\n').hasH1).toBe(true);
    expect(renderMarkdown('Texto.\n\n# Mais abaixo\n').hasH1).toBe(true);
    expect(renderMarkdown('## Só h2\n\nTexto.\n').hasH1).toBeUndefined();
  });

  it('lists nothing for a page without URLs', () => {
    expect(renderMarkdown('Texto sem links.\n').sourceUrls).toBeUndefined();
  });
});

describe('rewriteSourceUrls', () => {
  const rewrite = (body: string, to: (url: string) => string | undefined) =>
    rewriteSourceUrls(body, renderMarkdown(body).sourceUrls, (u) => to(u.url));

  it('replaces the URLs and nothing else, in angle brackets too, escaping what a destination or an attribute cannot hold', () => {
    const body = '[a](a.md "t")  ![i](<i m.png>)\n\n<a href="b.md">b</a>\n';
    const out = rewrite(body, (url) => `https://x.com/${url.replace(' ', '%20')}?q=(1)&r='2'`);
    expect(out).toBe(
      "[a](https://x.com/a.md?q=\\(1\\)&r='2' \"t\")  ![i](<https://x.com/i%20m.png?q=\\(1\\)&r='2'>)\n\n" +
        '<a href="https://x.com/b.md?q=(1)&#38;r=&#39;2&#39;">b</a>\n',
    );
  });

  it('leaves a URL as written when told nothing, or where the text at its place differs (a rewritten "::: tip" line)', () => {
    const body = '::: tip Veja [x](x.md)\nTexto [y](y.md).\n:::\n';
    expect(rewrite(body, (url) => (url === 'y.md' ? undefined : `/${url}`))).toBe(body);
  });
});
