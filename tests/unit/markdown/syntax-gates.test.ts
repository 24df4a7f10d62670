// The Markdown pipeline leaves GFM tables, URL literals and directives out of the parse of a page whose text cannot
// hold them, and runs the address/URL pass only on blocks that can (syntax-gates.ts, remark-page-parse.ts). A reader
// must never see the difference: for every page, the tree (positions included, which warnings quote) must be the one
// the parser with every extension gives.
import fc from 'fast-check';
import { createRequire } from 'node:module';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../../cli/markdown/pipeline.js';
import { remarkDirectiveSyntax } from '../../../cli/markdown/plugins/remark-directive-syntax.js';
import { remarkGfmSyntax } from '../../../cli/markdown/plugins/remark-gfm-syntax.js';
import { remarkPageParse } from '../../../cli/markdown/plugins/remark-page-parse.js';
import { mayHoldDirective, mayHoldTable, mayHoldUrlLiteral } from '../../../cli/markdown/syntax-gates.js';
import { fuzzRuns } from '../../support/fuzz.js';

const tree = (parse: typeof remarkParse | typeof remarkPageParse) => {
  const processor = unified()
    .use(parse as typeof remarkParse)
    .use(remarkGfmSyntax)
    .use(remarkDirectiveSyntax);
  return (markdown: string) => processor.runSync(processor.parse(markdown));
};
const everyExtension = tree(remarkParse);
const gated = tree(remarkPageParse);

/** Pages that hold each syntax in the least likely way a gate could miss. */
const EDGES = [
  'a\n:-', // a table of one column, written without a pipe
  'a\n-:',
  'a\n :-: ',
  '> a\n> :-\n> b',
  '- a\n\n  b\n  -:',
  'a | b\n-|-\nc | d',
  'HTTPS://COINS.COM.BR/a_b',
  'see WWW.coins.com.br now',
  'at 10:30 the :abbr[x] and :çedilha',
  '::youtube[Video]{#id}',
  ':::note\nbody\n:::',
  'write to contato@coins.com.br or mailto:a@b.io',
  '*emphasis* with https://x.io/*a* and _b_',
  'text\\:name escaped',
  'a :\tb', // a tab opens a directive (micromark-extension-directive 4.0.0)
  'std::io::Result, x\\::y and x::y',
  '- :::tip\n  body\n  :::\n\n1. ::leaf[x]\n\n> ::leaf',
  '[^1]:::tip\n\n[^2]: ::leaf', // a footnote's content starts where a leaf or a container may
  '- [ ] task\n- [x] done',
  'a[^1]\n\n[^1]: note',
  '~~gone~~ and ~one~',
];

describe('syntax left out of the parse of a page that cannot hold it', () => {
  it.each(EDGES)('gives the tree every extension gives: %j', (markdown) => {
    expect(gated(markdown)).toEqual(everyExtension(markdown));
  });

  it('gives the same tree for every CommonMark example', () => {
    const spec = createRequire(import.meta.url)('commonmark-spec') as { tests: Array<{ markdown: string }> };
    for (const { markdown } of spec.tests) expect(gated(markdown)).toEqual(everyExtension(markdown));
  });

  it('gives the same tree for text made of the characters the gates read', () => {
    const piece = fc.constantFrom(
      ...[
        '|',
        ':',
        '-',
        ' ',
        '\n',
        '\n\n',
        '\r\n',
        '\r',
        '\u00a0',
        '>',
        '*',
        '_',
        '~',
        '@',
        '.',
        '/',
        'h',
        'w',
        'a',
        '1',
        'ç',
        '[',
        ']',
        '{',
        '}',
        '\\',
        '\t',
      ],
      ...['http://', 'HTTPS://', 'www.', 'WWW.', ':::', '::', ':-', '-:', '---', 'x@y.io', '- ', '1. ', '```\n', '    ', '[^1]:'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const markdown = pieces.join('');
        expect(gated(markdown)).toEqual(everyExtension(markdown));
      }),
      { numRuns: fuzzRuns(400) },
    );
  });

  it('parses most prose without the three gated extensions', () => {
    const prose = 'O saldo de pontos é somado às 10 horas.\n\n## Resgate\n\nVeja [a API](/api) e `GET /saldo`.';
    expect([mayHoldTable(prose), mayHoldUrlLiteral(prose), mayHoldDirective(prose)]).toEqual([false, false, false]);
    expect(mayHoldDirective('Nota: veja')).toBe(false);
    expect(mayHoldDirective('Nota:veja')).toBe(true);
    expect(mayHoldDirective('use std::io::Result;')).toBe(false);
  });
});

describe('the Markdown pipeline with gated syntax', () => {
  const render = createMarkdownRenderer({ baseUrl: '/', rawHtml: true });

  it('still reads each gated syntax where a page has it', () => {
    const html = render(':::tip\nUse https://coins.com.br e contato@coins.com.br.\n:::\n\n| a | b |\n| - | - |\n| 1 | 2 |\n').html;
    expect(html).toContain('href="https://coins.com.br"');
    expect(html).toContain('href="mailto:contato@coins.com.br"');
    expect(html).toContain('<table>');
    expect(html).toMatch(/class="[^"]*\btip\b/);
  });

  it('warns at the same line as before on a page without the gated syntax', () => {
    const result = render('Texto.\n\n\nOutro parágrafo com [link](/nao-existe).\n');
    expect(result.links.map((link) => link.line)).toEqual([4]);
  });
});
