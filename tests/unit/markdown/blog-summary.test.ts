// A blog post's summary (MarkdownResult.summary, plugins/rehype-blog-summary.ts): the post's HTML up to the first
// top-level truncation marker, rendered once with the body, with ids dropped and headings a level down; the marker
// taken out of the body. A page given no markers (every page but a blog's posts) is rendered as it always was.
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { MarkdownCache, markdownCacheKey } from '../../../cli/markdown/markdown-cache.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { startMarkdownThread } from '../../../cli/markdown/markdown-thread.js';
import { renderPages } from '../../../cli/markdown/render-pages.js';
import { serveMarkdownBatches } from '../../../cli/markdown/serve-markdown-batches.js';
import type { BlogSource } from '../../../cli/sources/blog-source.js';
import type { ContentFile } from '../../../cli/sources/content-files.js';
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

describe('the Markdown stage’s posts', () => {
  const blog: BlogSource = { blog: '/blog', date: '2024-01-02T00:00:00.000Z', authors: [], words: 3 };
  const doc: ContentFile = {
    id: 'guia',
    file: 'content/guia.md',
    route: '/guia',
    frontMatter: { tags: [] },
    body: 'Guia.\n\n<!-- truncate -->\n\nResto.\n',
    bodyStartLine: 1,
    hash: 'hash-guia',
  };
  const post: ContentFile = { ...doc, id: 'ola', file: 'blog/2024-01-02-ola.md', route: '/blog/ola', hash: 'hash-ola', blog };
  const markers = ['<!-- truncate -->', '{/* truncate */}'];
  const cacheFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'docsgen-summary-')), 'markdown.jsonl');
  const cacheAt = (file: string) => new MarkdownCache(file, { fingerprint: 'f', salt: 's' });

  it('are rendered with the blog’s markers, and only they: a page keeps its HTML and has no summary', async () => {
    const { results } = await renderPages([doc, post], cacheAt(cacheFile()), { threads: 1, summaryMarkers: markers });
    expect(results[0]).toEqual(renderMarkdown(doc.body));
    expect(results[0]!.html).toContain('<!-- truncate -->');
    expect(results[1]!.summary).toEqual({ html: '<p>Guia.</p>', truncated: true });
    expect(results[1]!.html).toBe('<p>Guia.</p>\n<p>Resto.</p>');
  });

  it('are cached under their hash and markers; every other page under its hash alone, as before blogs', async () => {
    expect(markdownCacheKey(doc, markers)).toBe(doc.hash);
    expect(markdownCacheKey(post)).toBe(post.hash); // no blog configured: no markers, no summary
    expect(markdownCacheKey(post, markers)).not.toBe(post.hash);
    expect(markdownCacheKey(post, ['<!-- more -->'])).not.toBe(markdownCacheKey(post, markers));
    const file = cacheFile();
    await renderPages([doc, post], cacheAt(file), { threads: 1, summaryMarkers: markers });
    // The page's entry is where a docsgen without blogs stored and looks for it: its key is the hash alone.
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(cacheAt(file).get(doc.hash)?.html).toBe(renderMarkdown(doc.body).html);
    expect(cacheAt(file).get(post.hash)).toBeUndefined();
    expect(cacheAt(file).get(markdownCacheKey(post, markers))?.summary?.truncated).toBe(true);
    // Other markers render the posts again, and only them.
    const again = await renderPages([doc, post], cacheAt(file), { threads: 1, summaryMarkers: ['<!-- more -->'] });
    expect(again.cached).toBe(1);
    expect(again.results[1]!.summary).toEqual({ html: '<p>Guia.</p>\n<!-- truncate -->\n<p>Resto.</p>', truncated: false });
    expect((await renderPages([doc, post], cacheAt(file), { threads: 1, summaryMarkers: markers })).cached).toBe(2);
  });

  it('are rendered with the markers by the thread of a build of edited pages, and on a worker', async () => {
    const thread = startMarkdownThread(DEFAULT_MARKDOWN_OPTIONS, markers);
    const [page, one] = await thread.render([doc, post]);
    thread.stop();
    expect(page!.summary).toBeUndefined();
    expect(one!.summary).toEqual({ html: '<p>Guia.</p>', truncated: true });
    // What a worker answers to the page render-pages.ts posts (pageOf gives the post its markers).
    const { port1, port2 } = new MessageChannel();
    try {
      serveMarkdownBatches(DEFAULT_MARKDOWN_OPTIONS, port2);
      port1.postMessage([{ index: 0, body: post.body, page: { summaryMarkers: markers } }]);
      const [replies] = (await once(port1, 'message')) as [Array<{ result?: { summary?: unknown } }>];
      expect(replies[0]!.result!.summary).toEqual({ html: '<p>Guia.</p>', truncated: true });
    } finally {
      port1.close();
      port2.close();
    }
  });
});
