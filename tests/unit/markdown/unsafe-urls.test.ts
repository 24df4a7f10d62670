import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { isUnsafeUrl } from '../../../cli/markdown/unsafe-url.js';

describe('unsafe URLs in Markdown', () => {
  it.each([
    ['[x](javascript:alert(1))', 'javascript:alert(1)'],
    ['[x](JaVaScRiPt:alert(1))', 'JaVaScRiPt:alert(1)'],
    ['[x](vbscript:msgbox)', 'vbscript:msgbox'],
    ['[x](java&#x09;script:alert(1))', 'java%09script:alert(1)'],
    ['[x](data:text/html,<script>alert(1)</script>)', 'data:text/html'],
    ['[x][r]\n\n[r]: javascript:alert(1)', 'javascript:alert(1)'],
    ['<javascript:alert(1)>', 'javascript:alert(1)'],
  ])('does not make %j a live link, and warns with its line', (markdown, quoted) => {
    const { html, warnings } = renderMarkdown(`Texto.\n\n${markdown}\n`);
    expect(html).not.toMatch(/<a [^>]*href=/);
    expect(html).toContain('<span>');
    expect(warnings).toHaveLength(1);
    expect(warnings![0]).toMatchObject({ code: 'unsafe-url', line: 3 });
    expect(warnings![0]!.message).toContain(quoted);
  });

  it('keeps an image with a data: image source, and turns another data: source into its alt text', () => {
    const { html, warnings } = renderMarkdown(
      '![ponto](data:image/png;base64,iVBORw0KGgo=)\n\n![capa](data:image/svg+xml;base64,PHN2Zz4=)\n',
    );
    expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="ponto" decoding="async">');
    expect(html).not.toContain('svg+xml');
    expect(html).toContain('<span>capa</span>');
    expect(warnings!.map((w) => w.line)).toEqual([3]);
  });

  it('leaves ordinary links alone and warns about nothing', () => {
    const { html, warnings } = renderMarkdown('[a](https://exemplo.com) [b](/guia) [c](mailto:a@b.c) [d](#topo) [e](javascript.md)\n');
    expect(html.match(/<a href=/g)).toHaveLength(5);
    expect(warnings).toBeUndefined();
  });

  it('judges a URL by its scheme as a browser reads it', () => {
    expect(isUnsafeUrl(' javascript:x', false)).toBe(true);
    expect(isUnsafeUrl('java\nscript:x', false)).toBe(true);
    expect(isUnsafeUrl('%6Aavascript:x', false)).toBe(true);
    expect(isUnsafeUrl('\u0000javascript:x', false)).toBe(true);
    expect(isUnsafeUrl('FILE:///etc/passwd', false)).toBe(true);
    expect(isUnsafeUrl('data:image/png;base64,AA', false)).toBe(true);
    expect(isUnsafeUrl('data:image/webp;base64,AA', true)).toBe(false);
    expect(isUnsafeUrl('/pagina?next=javascript:x', false)).toBe(false);
    expect(isUnsafeUrl('https://exemplo.com/javascript:', false)).toBe(false);
  });
});

describe('raw HTML', () => {
  it('passes through by default: authors are trusted', () => {
    const { html } = renderMarkdown('<div class="nota">Olá <b>mundo</b></div>\n\nTexto com <kbd>Ctrl</kbd>.\n');
    expect(html).toContain('<div class="nota">Olá <b>mundo</b></div>');
    expect(html).toContain('<kbd>Ctrl</kbd>');
  });

  it('is escaped and shown as text with rawHtml: false', () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script>\n\nTexto com <img src=x onerror=alert(1)> e <kbd>Ctrl</kbd>.\n\n> <iframe src="https://mal.example"></iframe>\n',
      {
        baseUrl: '/',
        rawHtml: false,
      },
    );
    expect(html).not.toMatch(/<(script|img|kbd|iframe)/);
    expect(html).toContain('<p>&#x3C;script>alert(1)&#x3C;/script></p>');
    expect(html).toContain('Texto com &#x3C;img src=x onerror=alert(1)> e &#x3C;kbd>Ctrl&#x3C;/kbd>.');
    expect(html).toContain('<blockquote>\n<p>&#x3C;iframe');
  });
});
