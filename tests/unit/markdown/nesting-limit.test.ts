import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { MarkdownCache } from '../../../cli/markdown/markdown-cache.js';
import { MAX_NESTING } from '../../../cli/markdown/nesting-limit.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { renderPages } from '../../../cli/markdown/render-pages.js';
import type { ContentFile } from '../../../cli/sources/content-files.js';

/** Renders and returns the error, or fails; with the time it took, which must stay in seconds. */
function failure(body: string): { error: DocsgenError; ms: number } {
  const started = performance.now();
  try {
    renderMarkdown(body);
  } catch (error) {
    if (!(error instanceof DocsgenError)) throw error;
    return { error, ms: performance.now() - started };
  }
  throw new Error('expected the page to be refused');
}

const indentedList = (levels: number): string => Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}- nível ${i}`).join('\n');

describe('nesting limit', () => {
  it.each([
    ['a 10,000-level list on one line', `Texto\n\n${'- '.repeat(10_000)}fundo\n`, 3, /lists and quotes nested deeper than 50 levels/],
    ['10,000-level blockquotes', `Texto\n\n${'> '.repeat(10_000)}fundo\n`, 3, /lists and quotes/],
    ['a list nested by indentation', `Texto\n\n${indentedList(1_000)}\n`, 3 + MAX_NESTING, /lists and quotes/],
    [
      'quotes growing a level a line',
      Array.from({ length: 2_000 }, (_, i) => `${'>'.repeat(i + 1)} ${i}`).join('\n'),
      MAX_NESTING + 1,
      /lists and quotes/,
    ],
    ['10,000 nested emphases', `Texto\n\n${'*a '.repeat(10_000)}fundo${' a*'.repeat(10_000)}\n`, 3, /emphasis, links or brackets/],
    ['2,000 nested ":::" blocks', `Texto\n\n${':::note\n'.repeat(2_000)}`, 3 + MAX_NESTING, /":::" blocks nested deeper than 50 levels/],
    ['20,000 closing "*" with no opening one', `Texto\n\n${' a*'.repeat(20_000)}\n`, 3, /closing emphasis markers .* close nothing/],
    [
      'a list nested behind lazy continuation lines',
      Array.from({ length: 3_000 }, (_, i) => `${'  '.repeat(i)}- nível ${i}\npreguiçosa`).join('\n'),
      1 + 2 * MAX_NESTING,
      /lists and quotes/,
    ],
    ['a "[" that never closes, then 200 KB of paragraph', `Texto\n\n[ ${'palavra www '.repeat(20_000)}\n`, 3, /a "\[" that never closes/],
    ['10,000 nested brackets', `${'['.repeat(10_000)}fundo${'](/x)'.repeat(10_000)}\n`, 1, /emphasis, links or brackets/],
  ])('refuses %s in seconds, naming the line', (_, body, line, message) => {
    const { error, ms } = failure(body);
    expect(error.code).toBe('markdown-nesting');
    // The pipeline is given the body alone: the line is the body's, and the file is the caller's to add.
    expect(error.file).toBeUndefined();
    expect(error.message).toMatch(message);
    expect(error.message).not.toMatch(/call stack/);
    expect(error.line).toBe(line);
    expect(error.hint).toMatch(/flatten|escape/);
    expect(ms).toBeLessThan(10_000);
  });

  // 20,000 closing markers in all: counted as one paragraph they would pass the limit, so each paragraph counts anew.
  it('renders many closing markers spread over paragraphs', { timeout: 20_000 }, () => {
    const paragraphs = Array.from({ length: 200 }, () => ' a*'.repeat(100)).join('\n\n');
    expect(renderMarkdown(paragraphs).html.match(/<p>/g)).toHaveLength(200);
  });

  it('renders nesting up to the limit', () => {
    const list = renderMarkdown(`${indentedList(MAX_NESTING)}\n`).html;
    expect(list.match(/<ul>/g)).toHaveLength(MAX_NESTING);
    const quotes = renderMarkdown(`${'> '.repeat(MAX_NESTING)}fundo\n`).html;
    expect(quotes.match(/<blockquote>/g)).toHaveLength(MAX_NESTING);
    const notes = renderMarkdown(`${':::note\n'.repeat(MAX_NESTING)}fundo\n${':::\n'.repeat(MAX_NESTING)}`).html;
    expect(notes.match(/class="dg-admonition dg-admonition--note"/g)).toHaveLength(MAX_NESTING);
  });

  it('counts levels by where the content of each item starts, so wide markers ("10.", four-space indents) are not over-counted', () => {
    const ordered = Array.from({ length: MAX_NESTING }, (_, i) => `${'   '.repeat(i)}1. nível ${i}`).join('\n');
    expect(renderMarkdown(`${ordered}\n`).html.match(/<ol>/g)).toHaveLength(MAX_NESTING);
    const wide = Array.from({ length: MAX_NESTING }, (_, i) => `${'    '.repeat(i)}- nível ${i}`).join('\n');
    expect(renderMarkdown(`${wide}\n`).html.match(/<ul>/g)).toHaveLength(MAX_NESTING);
    // Back out and in again: the depth follows the indentation, it does not add up over the page.
    const waves = Array.from({ length: 20 }, () => indentedList(MAX_NESTING - 1)).join('\n\n');
    expect(renderMarkdown(`${waves}\n`).html.match(/<ul>/g)?.length).toBeGreaterThan(MAX_NESTING);
  });

  it('renders long paragraphs whose brackets close, and a lone "[" in an ordinary paragraph', () => {
    const closed = `[link](/x) ${'palavra '.repeat(20_000)}[another] ${'palavra '.repeat(100)}`;
    expect(renderMarkdown(`${closed}\n`).html).toContain('<a href="/x">link</a>');
    expect(renderMarkdown(`[WIP ${'palavra '.repeat(2_000)}\n\n${'palavra '.repeat(20_000)}\n`).html).toContain('[WIP');
  });

  it('counts each table cell apart, as GFM parses them: unclosed "[" in many cells never add up', () => {
    const row = `| ${Array.from({ length: 3 }, () => '![[](/guia "t") :abbr[[]{#id}').join(' | ')} |`;
    const table = [row, '|---|---|---|', ...Array.from({ length: 40 }, () => row)].join('\n');
    expect(renderMarkdown(`${table}\n`).html.match(/<tr>/g)).toHaveLength(41);
  });

  it('does not count what only looks like nesting: thematic breaks, code, snake_case and pointers', () => {
    const body = [
      '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
      '',
      '```c',
      ...Array.from({ length: 80 }, (_, i) => `int *p${i} = *q${i}; char _tmp${i}[8];`),
      '```',
      '',
      Array.from({ length: 80 }, (_, i) => `\`*x${i}\` e _private${i}`).join(' '),
      '',
      '```',
      `${'> '.repeat(80)}citação dentro de código`,
      '```',
    ].join('\n');
    const { html } = renderMarkdown(body);
    const text = html.replace(/<[^>]+>/g, '');
    expect(html).toContain('<hr>');
    expect(text).toContain('int *p79 = *q79;');
    expect(text).toContain('_private79');
    expect(text).toContain(`${'> '.repeat(80)}citação dentro de código`);
  });

  it('gives the page file and its line when rendering fails', async () => {
    const file: ContentFile = {
      id: 'fundo',
      file: 'content/fundo.md',
      route: '/fundo',
      frontMatter: { tags: [] },
      body: `Texto\n\n${'> '.repeat(5_000)}fundo\n`,
      bodyStartLine: 5,
      hash: 'x',
    };
    // No folder: nothing is cached, so the page is rendered.
    const cache = new MarkdownCache(undefined, { fingerprint: '' });
    await expect(renderPages([file], cache, {})).rejects.toMatchObject({
      code: 'markdown-nesting',
      file: 'content/fundo.md',
      line: 7,
      hint: expect.stringMatching(/flatten/),
    });
  });
});
