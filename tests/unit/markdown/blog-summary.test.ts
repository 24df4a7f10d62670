// A blog post's summary (MarkdownResult.summary, plugins/rehype-blog-summary.ts): the post's HTML up to the first
// top-level truncation marker, rendered once with the body, with ids dropped and headings a level down; the marker
// taken out of the body. A page given no markers (every page but a blog's posts) is rendered as it always was.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { DEFAULT_MARKDOWN_OPTIONS, type MarkdownPage } from '../../../cli/markdown/markdown-result.js';

/** The config's default markers (blog-schema.ts). */
const POST: MarkdownPage = { summaryMarkers: ['<!-- truncate -->', '{/* truncate */}'] };
const MATERIAL: MarkdownPage = { summaryMarkers: ['<!-- more -->'] };

const post = (body: string, page: MarkdownPage = POST, options = DEFAULT_MARKDOWN_OPTIONS) => renderMarkdown(body, options, page);

describe('a blog post’s summary', () => {
  it('ends at `<!-- truncate -->`, written with any spaces inside, which leaves the body', () => {
    for (const marker of ['<!-- truncate -->', '<!--truncate-->', '<!--   truncate\t-->', '<!--\ntruncate\n-->']) {
      const result = post(`Primeiro parágrafo.\n\nSegundo.\n\n${marker}\n\nO resto.\n`);
      expect(result.summary, marker).toEqual({ html: '<p>Primeiro parágrafo.</p>\n<p>Segundo.</p>', truncated: true });
      expect(result.html, marker).toBe('<p>Primeiro parágrafo.</p>\n<p>Segundo.</p>\n<p>O resto.</p>');
    }
  });

  it('ends at `{/* truncate */}` in a post that is no MDX, as Docusaurus reads it in every post', () => {
    for (const marker of ['{/* truncate */}', '{/*truncate*/}', '{ /*  truncate  */ }']) {
      const result = post(`Antes.\n\n${marker}\n\nDepois.\n`);
      expect(result.summary, marker).toEqual({ html: '<p>Antes.</p>', truncated: true });
      expect(result.html, marker).toBe('<p>Antes.</p>\n<p>Depois.</p>');
    }
  });

  it('ends at the first marker only: a second one stays in the body as the comment it is', () => {
    const result = post('Um.\n\n<!-- truncate -->\n\nDois.\n\n<!-- truncate -->\n\nTrês.\n');
    expect(result.summary).toEqual({ html: '<p>Um.</p>', truncated: true });
    expect(result.html).toBe('<p>Um.</p>\n<p>Dois.</p>\n<!-- truncate -->\n<p>Três.</p>');
  });

  it('ends at `<!-- more -->` when that is the marker given (MkDocs Material), and not at `<!-- truncate -->` then', () => {
    const result = post('Um.\n\n<!-- truncate -->\n\nDois.\n\n<!--  more -->\n\nTrês.\n', MATERIAL);
    expect(result.summary).toEqual({ html: '<p>Um.</p>\n<!-- truncate -->\n<p>Dois.</p>', truncated: true });
    expect(result.html).toBe('<p>Um.</p>\n<!-- truncate -->\n<p>Dois.</p>\n<p>Três.</p>');
    // And `<!-- more -->` is no marker of a Docusaurus blog.
    expect(post('Um.\n\n<!-- more -->\n\nDois.\n').summary).toMatchObject({ truncated: false });
  });

  it('leaves a marker in code, inside a line, in a list or a quote alone', () => {
    const body = [
      'Texto com <!-- truncate --> no meio e `<!-- truncate -->` em código.',
      '',
      '```md',
      '<!-- truncate -->',
      '{/* truncate */}',
      '```',
      '',
      '    <!-- truncate -->',
      '',
      '- item',
      '',
      '  <!-- truncate -->',
      '',
      '> {/* truncate */}',
      '',
    ].join('\n');
    const result = post(body);
    expect(result.summary?.truncated).toBe(false);
    expect(result.html).toBe(renderMarkdown(body).html);
    expect(result.html.match(/<!-- truncate -->/g)).toHaveLength(2); // the one in the line and the list's, still comments
    expect(result.html).toContain('&#x3C;!-- truncate -->'); // in code, as text
  });

  it('drops ids and puts headings a level down in the summary (h6 stays h6), leaving the body’s as they were', () => {
    const body = [
      'Abertura.',
      '',
      '## Começo',
      '',
      'Texto com <a id="ancora"></a> âncora e nota.',
      '',
      '### Parte',
      '',
      '###### Fundo',
      '',
      '<!-- truncate -->',
      '',
      '## Resto',
      '',
    ].join('\n');
    const result = post(body);
    const summary = result.summary!.html;
    expect(summary).not.toMatch(/\sid=/);
    expect(summary).not.toContain('dg-anchor'); // the "#" links lead to ids the list has not
    expect(summary).toBe(
      ['<p>Abertura.</p>', '<h3>Começo</h3>', '<p>Texto com <a></a> âncora e nota.</p>', '<h4>Parte</h4>', '<h6>Fundo</h6>'].join('\n'),
    );
    expect(result.html).toContain('<h2 id="começo">Começo<a class="dg-anchor" href="#começo"');
    expect(result.html).toContain('<h3 id="parte">');
    expect(result.html).toContain('<h6 id="fundo">');
    expect(result.html).toContain('<a id="ancora"></a>');
    expect(result.headings.map((heading) => heading.id)).toEqual(['começo', 'parte', 'fundo', 'resto']);
  });

  it('is the post’s own HTML: the same highlighting and the same file-ref tokens as the body', () => {
    const body = 'Veja [o guia](../guia/intro.md) e ![fig](./fig.png).\n\n```ts\nconst a: number = 1;\n```\n\n<!-- truncate -->\n\nFim.\n';
    const result = post(body);
    const summary = result.summary!.html;
    expect(result.refs).toHaveLength(2);
    expect(result.html.startsWith(summary)).toBe(true);
    expect(summary).toContain('hljs-keyword');
    expect(summary).toContain(result.refNonce!);
  });

  it('is the whole body, not truncated, in a post with no marker', () => {
    const body = '## Título\n\nTudo.\n\n```js\nx()\n```\n';
    const result = post(body);
    expect(result.summary?.truncated).toBe(false);
    expect(result.summary?.html).toBe(
      result.html
        .replace(/ id="titulo"/, '')
        .replace(/<a class="dg-anchor"[^>]*>#<\/a>/, '')
        .replace(/h2>/g, 'h3>')
        .replace('<h2', '<h3'),
    );
    expect(result.html).toBe(renderMarkdown(body).html);
  });

  it('ends at the marker with raw HTML off too, where the marker would be a paragraph of its text', () => {
    const result = post('Antes <b>x</b>.\n\n<!-- truncate -->\n\nDepois.\n', POST, { ...DEFAULT_MARKDOWN_OPTIONS, rawHtml: false });
    expect(result.summary).toEqual({ html: '<p>Antes &#x3C;b>x&#x3C;/b>.</p>', truncated: true });
    expect(result.html).toBe('<p>Antes &#x3C;b>x&#x3C;/b>.</p>\n<p>Depois.</p>');
  });

  it('keeps the lines of the page’s warnings', () => {
    const body = 'Antes.\n\n<!-- truncate -->\n\n[mau](javascript:alert(1))\n';
    expect(post(body).warnings).toEqual(renderMarkdown(body).warnings);
    expect(post(body).warnings?.[0]).toMatchObject({ code: 'unsafe-url', line: 5 });
  });
});

describe('a page given no markers', () => {
  it('has no summary, and its comments stay in its HTML', () => {
    const body = 'Antes.\n\n<!-- truncate -->\n\nDepois.\n';
    const result = renderMarkdown(body);
    expect('summary' in result).toBe(false);
    expect(result.html).toBe('<p>Antes.</p>\n<!-- truncate -->\n<p>Depois.</p>');
    // Nor is any of its result changed by the step being there: an empty list of markers is a post's, not this.
    expect(renderMarkdown(body, DEFAULT_MARKDOWN_OPTIONS, {})).toEqual(result);
  });

  it('with an empty list of markers (a blog configured with none), is a post whose summary is all of it', () => {
    expect(post('Antes.\n\n<!-- truncate -->\n', { summaryMarkers: [] }).summary).toEqual({
      html: '<p>Antes.</p>\n<!-- truncate -->',
      truncated: false,
    });
  });
});
