// Whatever the code and its language, cutting a highlighted block into lines (to mark and number them) changes no
// character of it and no token: the <code> holds the text as written, one line span per line, numbered in order, and
// each character keeps the token classes it has in the same block unmarked (a comment or string across lines included).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../../cli/markdown/pipeline.js';
import { fuzzRuns, fuzzTimeout } from '../../support/fuzz.js';
import { elements, findAll, findOne, hasClass, type HtmlNode, parseHtml } from '../support/html-tree.js';

const render = createMarkdownRenderer();
const LANGUAGES = ['js', 'html', 'go-html-template', 'python', 'rust', 'css', 'json', 'markdown', 'console', 'text', 'klingon'];
/** Pieces that open and close tokens across lines in those grammars; no "~" (the fence) and no highlight comment. */
const PIECES = [
  '/*',
  '*/',
  '`',
  "'",
  '"',
  '<a href="',
  '>',
  '</a>',
  '{{',
  '}}',
  '<!--',
  '-->',
  '#',
  '//',
  '$ ',
  'fn',
  'let x = 1;',
  ' ',
  '  ',
  '\\',
  '{',
  '}',
  'é',
];
const raw = (node: HtmlNode): string => (typeof node === 'string' ? node : node.children.map(raw).join(''));

/**
 * Each character with the token classes it sits in, outermost first (the line spans left out): what a reader sees.
 * Newlines show no colour, and a cut token leaves them between the lines: they are left out.
 */
function styledCharacters(node: HtmlNode, classes: string[] = []): string[] {
  if (typeof node === 'string') return [...node.replaceAll('\n', '')].map((char) => `${char}|${classes.join(' > ')}`);
  const own = hasClass(node, 'dg-code__line') || node.tag === 'code' ? [] : [node.attrs.class ?? ''];
  return node.children.flatMap((child) => styledCharacters(child, [...classes, ...own]));
}

const codeLine = fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((pieces) => pieces.join(''));

describe('code lines (property)', () => {
  it(
    'keeps every character of any block it marks and numbers',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...LANGUAGES),
          fc.array(codeLine, { minLength: 1, maxLength: 12 }),
          fc.nat(),
          (language, lines, first) => {
            const text = lines.join('\n');
            fc.pre(text !== ''); // one empty line is an empty block: no lines to cut
            const codeOf = (info: string) =>
              findOne(parseHtml(render(`~~~~${info}\n${text}\n~~~~\n`).html), 'code', (el) => el.tag === 'code');
            const code = codeOf(`${language} {1} showLineNumbers=${first}`);
            const spans = elements(code).filter((el) => hasClass(el, 'dg-code__line'));
            expect(raw(code)).toBe(`${text}\n`);
            expect(styledCharacters(code)).toEqual(styledCharacters(codeOf(language)));
            expect(spans.map(raw)).toEqual(lines);
            expect(spans.map((span) => span.attrs['data-line'])).toEqual(lines.map((_, index) => String(first + index)));
            expect(findAll(code, (el) => el.tag === 'span' && hasClass(el, 'dg-code__line--highlight'))).toHaveLength(1);
          },
        ),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(20),
  );
});
