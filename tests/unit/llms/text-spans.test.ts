// llms.txt and llms-full.txt are edited in place after a build that remade a few pages (emit/llms-files.ts): the
// pieces replaced at the recorded spans must give exactly the text a build of the whole site joins, and spans that
// still find every page's piece for the next edit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSpans, encodeSpans, joinWithSpans, replaceSpans } from '../../../cli/llms/text-spans.js';
import { fuzzRuns } from '../../support/fuzz.js';

/** Parts as llms-full.txt has them: a head of no page, then one piece a page (texts with any letters, é and emoji too). */
const parts = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 12 })
  .chain((routes) =>
    fc.tuple(
      fc.string({ unit: 'grapheme', maxLength: 8 }),
      fc.array(fc.string({ unit: 'grapheme', maxLength: 30 }), { minLength: routes.length, maxLength: routes.length }),
      fc.constant(routes.map((route) => `/${route}`)),
    ),
  );

describe('text spans', () => {
  it("replacing pages' pieces gives the text joined from the new pieces, with its spans", () => {
    fc.assert(
      fc.property(
        parts,
        fc.array(fc.tuple(fc.nat(), fc.string({ unit: 'grapheme', maxLength: 40 })), { maxLength: 4 }),
        ([head, texts, routes], edits) => {
          const before = joinWithSpans([{ text: head }, ...routes.map((route, i) => ({ route, text: texts[i]! }))], '\n\n---\n\n', '\n');
          const after = [...texts];
          const pieces = new Map<string, string>();
          for (const [at, text] of edits) {
            after[at % routes.length] = text;
            pieces.set(routes[at % routes.length]!, text);
          }
          const expected = joinWithSpans([{ text: head }, ...routes.map((route, i) => ({ route, text: after[i]! }))], '\n\n---\n\n', '\n');
          const spliced = replaceSpans({ ...before, ...decodeSpans(encodeSpans(before))! }, pieces);
          expect(spliced).toEqual(expected);
          // Each page's piece is where its span says.
          for (const [i] of routes.entries()) expect(spliced!.text.slice(spliced!.starts[i], spliced!.ends[i])).toBe(after[i]);
        },
      ),
      { numRuns: fuzzRuns() },
    );
  });

  it('finds nothing to replace for a page that has no piece, and reads no note that is not its own', () => {
    const spans = joinWithSpans([{ text: '# T' }, { route: '/a', text: 'A' }], '\n', '\n');
    expect(replaceSpans(spans, new Map([['/b', 'B']]))).toBeUndefined();
    expect(decodeSpans('')).toBeUndefined();
    expect(decodeSpans('{"routes":[]}')).toBeUndefined();
    expect(decodeSpans('[["/a"],[0],[]]')).toBeUndefined();
    expect(decodeSpans('not json')).toBeUndefined();
  });
});
