// The Markdown stage's half of file references: which URLs become tokens (and which stay as written), what it lists
// for the model, the images' loading attributes, and the ids a link may name besides the headings'.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { refToken } from '../../../cli/markdown/ref-tokens.js';

describe('file references in the Markdown stage', () => {
  it('lists each URL that may name a file, with its kind, tag and line, in the order of the page', () => {
    const { refs } = renderMarkdown(
      [
        '[a](CLI.md#--configpath) [b](../guia/intro.md) [c](/config/opcoes.md#base)',
        '',
        '[d](<com espaço.md>) [e](com%20espaço.md) [f](./features) [g](manual.pdf)',
        '',
        '![i](./img/x.png) ![j](/og.webp)',
      ].join('\n'),
    );
    expect(refs).toEqual([
      { kind: 'link', tag: 'a', url: 'CLI.md#--configpath', line: 1 },
      { kind: 'link', tag: 'a', url: '../guia/intro.md', line: 1 },
      { kind: 'link', tag: 'a', url: '/config/opcoes.md#base', line: 1 },
      { kind: 'link', tag: 'a', url: 'com%20espa%C3%A7o.md', line: 3 },
      { kind: 'link', tag: 'a', url: 'com%20espa%C3%A7o.md', line: 3 },
      { kind: 'link', tag: 'a', url: './features', line: 3 },
      { kind: 'link', tag: 'a', url: 'manual.pdf', line: 3 },
      { kind: 'embed', tag: 'img', url: './img/x.png', line: 5 },
      { kind: 'embed', tag: 'img', url: '/og.webp', line: 5 },
    ]);
  });

  it('leaves routes, anchors and other sites as they are', () => {
    const { refs, links, html } = renderMarkdown(
      '[a](/guia/intro) [b](/api/) [c](#secao) [d](https://x.com/a.md) [e](mailto:a@b.c) [f](/guia/x.html) ![g](https://x.com/i.png)\n',
    );
    expect(refs).toBeUndefined();
    expect(links.map((link) => link.href)).toEqual(['/guia/intro', '/api/', '#secao', '/guia/x.html']);
    expect(html).toContain('src="https://x.com/i.png"');
  });

  it('reads raw HTML: <a href>, <img src> and srcset, <source>, <video src> and poster, <audio src>; line by line', () => {
    const { refs } = renderMarkdown(
      [
        'Texto.',
        '',
        '<picture>',
        '  <source srcset="img/a.webp 1x, img/a@2x.webp 2x" type="image/webp">',
        '  <img src="img/a.png" alt="A">',
        '</picture>',
        '',
        '<video src="v.mp4" poster="v.jpg"></video> <audio src="/s.mp3"></audio>',
        '',
        'Veja <a href="../x.md#y">x</a> e <a href="https://x.com/">fora</a>.',
      ].join('\n'),
    );
    expect(refs).toEqual([
      { kind: 'embed', tag: 'source', url: 'img/a.webp', line: 4, raw: true },
      { kind: 'embed', tag: 'source', url: 'img/a@2x.webp', line: 4, raw: true },
      { kind: 'embed', tag: 'img', url: 'img/a.png', line: 5, raw: true },
      { kind: 'embed', tag: 'video', url: 'v.mp4', line: 8, raw: true },
      { kind: 'embed', tag: 'video', url: 'v.jpg', line: 8, raw: true },
      { kind: 'embed', tag: 'audio', url: '/s.mp3', line: 8, raw: true },
      { kind: 'link', tag: 'a', url: '../x.md#y', line: 10, raw: true },
    ]);
  });

  it('puts a token in each URL’s place and a size marker on images whose author gave no size, raw HTML kept byte for byte', () => {
    const { html, refNonce } = renderMarkdown('![a](a.png)\n\n<img class="c" src=\'b.png\' width="75">\n');
    const t = (i: number): string => refToken(refNonce!, i);
    expect(html).toBe(
      `<p><img src="${t(0)}" alt="a" data-docsgen-size="${refNonce}:0" decoding="async"></p>\n` +
        `<img loading="lazy" decoding="async" class="c" src='${t(1)}' width="75">`,
    );
  });

  it('makes a token no text of the page contains', () => {
    const first = renderMarkdown('![a](a.png)\n');
    const text = `![a](a.png)\n\n${first.refNonce}\n`;
    const second = renderMarkdown(text);
    expect(second.refNonce).not.toBe(first.refNonce);
    expect(text).not.toContain(second.refNonce!);
  });

  it('keeps every link as written where the text reaches no model (the OpenAPI descriptions)', () => {
    const { html, refs } = renderMarkdown('[a](a.md) ![b](b.png)\n', { baseUrl: '/', fileRefs: false });
    expect(refs).toBeUndefined();
    expect(html).toBe('<p><a href="a.md">a</a> <img src="b.png" alt="b" decoding="async"></p>');
  });
});

describe('image loading', () => {
  it('decodes every image off the main thread and loads all but the first lazily, keeping what the author wrote', () => {
    const { html } = renderMarkdown(
      '![1](https://x.com/1.png)\n\n![2](https://x.com/2.png)\n\n<img src="https://x.com/3.png" loading="eager"><img src="https://x.com/4.png" decoding=sync>\n',
    );
    expect(html).toBe(
      '<p><img src="https://x.com/1.png" alt="1" decoding="async"></p>\n' +
        '<p><img src="https://x.com/2.png" alt="2" loading="lazy" decoding="async"></p>\n' +
        '<p><img decoding="async" src="https://x.com/3.png" loading="eager"><img loading="lazy" src="https://x.com/4.png" decoding=sync></p>',
    );
  });
});

describe('anchors besides headings', () => {
  it('lists raw HTML ids and <a name>, and the ids of footnotes; not the headings’ own', () => {
    const { anchors } = renderMarkdown(
      '## Título\n\n<a id="nome-antigo"></a>\n\n<span id=marca>x</span> <a name="velho">y</a> <p name="nao">z</p>\n\nNota[^1].\n\n[^1]: Texto.\n',
    );
    expect(anchors).toEqual(['nome-antigo', 'marca', 'velho', 'user-content-fnref-1', 'user-content-fn-1']);
  });
});
