// The one formatter of interface strings, run by the build and the browser alike: placeholders filled in by name,
// counts worded by their plural form.
import { describe, expect, it } from 'vitest';
import { format, joinList, placeholders, plural } from '../../../shared/i18n/format.js';

describe('format', () => {
  it('puts each value in place of its {name}, every time it occurs, numbers as written', () => {
    expect(format('Expand the {label} category', { label: 'Guide' })).toBe('Expand the Guide category');
    expect(format('{a} and {a}, then {b}', { a: 'x', b: 3 })).toBe('x and x, then 3');
  });

  it('leaves a placeholder without a value as written, so the gap shows instead of "undefined"', () => {
    expect(format('Results for "{query}"', {})).toBe('Results for "{query}"');
  });

  it('does not read placeholders out of the values it puts in', () => {
    expect(format('Results for "{query}"', { query: '{query} {count}' })).toBe('Results for "{query} {count}"');
  });

  it('lists the placeholders a template uses, each once, in order of first use', () => {
    expect(placeholders('{count} docs tagged with "{label}" ({count})')).toEqual(['count', 'label']);
    expect(placeholders('On this page')).toEqual([]);
  });
});

describe('plural', () => {
  const results = { one: '{count} result', other: '{count} results' };

  it('words 1 with the "one" form and every other count, 0 included, with "other" (English)', () => {
    expect([0, 1, 2, 21].map((count) => plural('en', results, count))).toEqual(['0 results', '1 result', '2 results', '21 results']);
  });

  it('fills in the other values too', () => {
    expect(
      plural('en', { one: '{count} doc tagged with "{label}"', other: '{count} docs tagged with "{label}"' }, 2, { label: 'setup' }),
    ).toBe('2 docs tagged with "setup"');
  });

  it('picks the form by the language’s plural rules (Intl.PluralRules): Russian one / few / many', () => {
    const ru = { one: '{count} результат', few: '{count} результата', many: '{count} результатов', other: '{count} результата' };
    expect([1, 2, 5, 21].map((count) => plural('ru', ru, count))).toEqual(['1 результат', '2 результата', '5 результатов', '21 результат']);
  });

  it('Arabic: zero, one, two, few, many and other', () => {
    const ar = { zero: 'z{count}', one: 'o{count}', two: 't{count}', few: 'f{count}', many: 'm{count}', other: 'x{count}' };
    expect([0, 1, 2, 3, 11, 100].map((count) => plural('ar', ar, count))).toEqual(['z0', 'o1', 't2', 'f3', 'm11', 'x100']);
  });

  it('says every count with "other" in a language without plural forms (Japanese), and where a table lacks the category', () => {
    expect(plural('ja', { other: '{count} 件' }, 1)).toBe('1 件');
    expect(plural('ru', { other: '{count} шт.' }, 1)).toBe('1 шт.');
  });

  it('Portuguese, English and Spanish say 0 and 1.5 as before (one only for exactly 1)', () => {
    for (const locale of ['pt', 'en', 'es']) {
      expect(
        [0, 1, 1.5, 2].map((count) => plural(locale, { one: 'one', other: 'other' }, count)),
        locale,
      ).toEqual(['other', 'one', 'other', 'other']);
    }
  });
});

describe('joinList', () => {
  it('joins items as a sentence does, the last with the table\'s word for "and"', () => {
    expect([[], ['A'], ['A', 'B'], ['A', 'B', 'C']].map((items) => joinList(items, 'e'))).toEqual(['', 'A', 'A e B', 'A, B e C']);
  });
});
