// A page that needs nothing but CommonMark and GFM is parsed by the native parser (native-parse.ts), not micromark.
// Nothing a reader or a plugin sees may change: the tree, positions and the destinations' offsets (which the `.md`
// copies are rewritten by) included. Each page below is parsed both ways and the trees compared.
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import matter from 'gray-matter';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNativeParse } from '../../../cli/markdown/native-parse.js';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../../cli/markdown/pipeline.js';
import { remarkDirectiveSyntax } from '../../../cli/markdown/plugins/remark-directive-syntax.js';
import { remarkGfmSyntax } from '../../../cli/markdown/plugins/remark-gfm-syntax.js';
import { type NativeParse, remarkPageParse } from '../../../cli/markdown/plugins/remark-page-parse.js';
import { remarkSourceUrls } from '../../../cli/markdown/plugins/remark-source-urls.js';
import { remarkBareTextDirectives } from '../../../cli/markdown/plugins/remark-unknown-directives.js';
import { fuzzRuns } from '../../support/fuzz.js';

let native: NativeParse;
let calls = 0;
beforeAll(async () => {
  const loaded = await loadNativeParse();
  if (!loaded) throw new Error('the native parser did not load on this platform');
  native = (text) => {
    calls += 1;
    return loaded(text);
  };
});

const parser = (withNative: boolean) => {
  const processor = unified()
    .use(remarkPageParse, withNative ? { native: (text: string) => native(text) } : {})
    .use(remarkGfmSyntax)
    .use(remarkDirectiveSyntax)
    .use(remarkSourceUrls)
    // Bare text directives (`image:latest`) are text again after this step, as the native parser leaves them.
    .use(remarkBareTextDirectives);
  return (markdown: string) => processor.runSync(processor.parse(markdown));
};
const micromark = parser(false);
const nativeFirst = parser(true);

/**
 * The native tree, less the positions micromark's lacks. The one difference allowed: e-mail addresses, and URLs the
 * parser's own construct does not take (after "["), are linked after a micromark parse (remark-gfm-syntax.ts), by a
 * pass that makes the link and the text it splits off without a position; the native parser links them as it parses,
 * with their places. Nothing docsgen shows or warns of reads them (a mailto: or http link is never checked).
 */
function asMicromarkPlaces(native: unknown, theirs: unknown): unknown {
  if (Array.isArray(native)) return native.map((item, index) => asMicromarkPlaces(item, (theirs as unknown[] | undefined)?.[index]));
  if (!native || typeof native !== 'object') return native;
  const node = { ...(native as Record<string, unknown>) };
  const other = theirs as Record<string, unknown> | undefined;
  if (other && typeof other === 'object' && 'type' in node && other.position === undefined) delete node.position;
  if (Array.isArray(node.children)) node.children = asMicromarkPlaces(node.children, other?.children);
  return node;
}
/** The two renderers, made once: with the native parser first, and with micromark alone. */
const renderers = (() => {
  let made: { fast: MarkdownRenderer; plain: MarkdownRenderer } | undefined;
  return () =>
    (made ??= {
      fast: createMarkdownRenderer({ baseUrl: '/', rawHtml: true }, undefined, undefined, (text) => native(text)),
      plain: createMarkdownRenderer({ baseUrl: '/', rawHtml: true }),
    });
})();
const fast = () => renderers().fast;
const plain = () => renderers().plain;
/** A result as JSON, less the nonce each render draws anew. */
const withoutNonce = (result: unknown) => JSON.stringify(result).replace(/"refNonce":"[^"]*"|dg-ref-[0-9a-z]+/g, '');

const sameTree = (markdown: string) => {
  const theirs = micromark(markdown);
  expect(asMicromarkPlaces(nativeFirst(markdown), theirs)).toEqual(theirs);
};

/** Pages written to reach where two parsers most easily part: destinations, titles, escapes, containers, GFM. */
const EDGES = [
  '[a](b) [c](<d e> "t") ![i](j \'t\') [k](l (t)) [m]() [n](<>)',
  '[a](b(c)d) [e](f\\)g) [h](\\(i) [j](k "t\\"u")',
  '> [quoted](x\n> "title")\n\n- [item](y)\n\n  [def]: z "w"\n\n[def]',
  "[x]: <a b>\n[y]: c\n  't'\n[z]:d\n\n[x] [y] [z]",
  '[a *b* `c](d)` e](f)',
  ':::tip\nDica **forte**.\n:::\n\n:::warning[Cuidado]\ntexto\n:::\n\n:::note{.x #y}\na\n:::',
  '::::tabs\n:::tab[A]\na\n:::\n::::\n\n> :::tip\n> x\n> :::\n\n- :::info\n  a\n  :::\n\n:::details[Mais] \nb\n:::',
  'image:latest, 10:30 and *a:b* _a:b_c_ **x**:y [a:b](c:d) `e:f` :a :b\t',
  '<https://x.io> https://y.io www.z.io a@b.io',
  '| a | b |\n| - | :-: |\n| `|` | \\| |',
  '- [ ] task\n- [x] done\n\n~~s~~ ~t~\n\na[^1]\n\n[^1]: note',
  '---\ntitle: not front matter\n---',
  'line\\\nbreak  \nhard\n\n***\n\n    code\n\n```js\nx\n```',
  '<div>\n*raw*\n</div>\n\n<span>inline</span> &amp; &copy; &#35;',
  'Title\n=====\n\nSub\n---',
  '1) one\n2) two\n\n10. ten\n\n* a\n\n  b',
  'a\r\nb\r\n\r\n[c](d)\r\n',
];

describe('the native parser', () => {
  it('is what parses a page of CommonMark and GFM', () => {
    const before = calls;
    nativeFirst('Um parágrafo com [link](/a) e uma tabela:\n\n| a |\n| - |\n| 1 |\n');
    expect(calls).toBe(before + 1);
  });

  it('leaves a page that may hold a directive to micromark', () => {
    const before = calls;
    for (const page of ['Tecle :kbd[Ctrl].', '::video{src=x}', 'Veja :smile:x', 'a :b\t']) nativeFirst(page);
    expect(calls).toBe(before);
  });

  it("parses a page whose only directives are bare text ones, which are text again after docsgen's steps", () => {
    const before = calls;
    const page = 'Use a imagem exemplo/painel:latest às 10:30.\n';
    expect(nativeFirst(page)).toEqual(micromark(page));
    expect(calls).toBe(before + 1);
  });

  it.each(EDGES)('makes the tree micromark makes: %j', sameTree);

  it('makes the tree micromark makes for every CommonMark example', () => {
    const spec = createRequire(import.meta.url)('commonmark-spec') as { tests: Array<{ markdown: string }> };
    for (const { markdown } of spec.tests) sameTree(markdown);
  });

  // Text made of Markdown's pieces finds a few trees that differ in ways no reader or warning sees (satteri 0.10.5:
  // "]:" and " y" left as two text nodes after a URL literal opened by "["; an unclosed fence in a blockquote ending a
  // character earlier): so here what the page's render gives, HTML, links with their lines, source URLs and warnings.
  it("renders text made of Markdown's pieces as micromark does", () => {
    const piece = fc.constantFrom(
      ...['[', ']', '(', ')', '<', '>', '"', "'", '\\', '!', '*', '_', '`', '~', '|', '-', ':', '#', ' ', '\t', '\n', '\n\n'],
      ...['a', 'b c', 'https://x.io', 'www.y.io', 'a@b.io', '&amp;', '[^1]', '- ', '> ', '1. ', '```\n', '    ', '[x]: y'],
      ...[':name', 'img:latest', '::', '10:30', '# ', '<b>', '&#58;', 'x|y', '\r\n', '| - |', ':smile:', '~~'],
      ...[':::tip\n', ':::\n', '::::tabs\n', ':::note[T]\n', ':::x{.y}\n', '::leaf\n', '  :::', '[l]'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const page = pieces.join('');
        expect(withoutNonce(fast()(page))).toBe(withoutNonce(plain()(page)));
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  it("renders the fixture folders' pages as micromark does, warnings and source URLs included", () => {
    const fixtures = path.join(import.meta.dirname, '../../fixtures');
    const pages = readdirSync(fixtures, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.md') && !file.includes('node_modules'))
      .map((file) => matter(readFileSync(path.join(fixtures, file), 'utf8')).content);
    expect(pages.length).toBeGreaterThan(100);
    const before = calls;
    for (const page of pages) expect(withoutNonce(fast()(page))).toBe(withoutNonce(plain()(page)));
    expect(calls - before).toBeGreaterThan(pages.length / 4);
  });
});
