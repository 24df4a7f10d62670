// The built-in tables must be interchangeable: the same keys as the Portuguese one (which declares the shape), each text
// with the placeholders the components fill in, and nothing left untranslated or empty.
import { describe, expect, it } from 'vitest';
import { placeholders } from '../../../shared/i18n/format.js';
import { LOCALE_STRINGS, LOCALES } from '../../../shared/i18n/locales.js';
import { mergeStrings } from '../../../shared/i18n/merge-strings.js';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';
import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';

/** Every text of a table by its dotted key. */
function leaves(table: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(table as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [inner, text] of leaves(value, name)) out.set(inner, text);
  }
  return out;
}

describe('the built-in strings tables', () => {
  const reference = leaves(PT_STRINGS);

  for (const locale of LOCALES) {
    it(`${locale}: the same keys as pt, the same placeholders in each text, none empty`, () => {
      const table = leaves(LOCALE_STRINGS[locale]);
      expect([...table.keys()]).toEqual([...reference.keys()]);
      for (const [key, text] of table) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text).sort(), key).toEqual(placeholders(reference.get(key)!).sort());
      }
    });
  }

  it('quote with typographic marks (“ ” in pt and en, « » in es), never a straight "', () => {
    for (const locale of LOCALES) {
      const straight = [...leaves(LOCALE_STRINGS[locale])].filter(([, text]) => text.includes('"')).map(([key]) => key);
      expect(straight, locale).toEqual([]);
    }
  });

  it('are plain JSON, as the browser bundle and the config carry them', () => {
    for (const locale of LOCALES) expect(JSON.parse(JSON.stringify(LOCALE_STRINGS[locale]))).toEqual(LOCALE_STRINGS[locale]);
  });

  it('English and Spanish say the words readers know from other docs sites', () => {
    expect([
      EN_STRINGS.toc,
      EN_STRINGS.pagination.previous,
      EN_STRINGS.pagination.next,
      EN_STRINGS.admonitions.tip,
      EN_STRINGS.admonitions.warning,
    ]).toEqual(['On this page', 'Previous', 'Next', 'Tip', 'Warning']);
    expect([LOCALE_STRINGS.es.toc, LOCALE_STRINGS.es.pagination.next, LOCALE_STRINGS.es.admonitions.tip]).toEqual([
      'En esta página',
      'Siguiente',
      'Consejo',
    ]);
  });
});

describe('mergeStrings', () => {
  it("puts the override's texts in place, keeps every other, and changes neither input", () => {
    const merged = mergeStrings(EN_STRINGS, { toc: 'Contents', search: { resultsCount: { other: '{count} hits' } } });
    expect(merged.toc).toBe('Contents');
    expect(merged.search.resultsCount).toEqual({ one: '{count} result', other: '{count} hits' });
    expect(merged.search.button).toBe('Search');
    expect(EN_STRINGS.toc).toBe('On this page');
    expect(EN_STRINGS.search.resultsCount.other).toBe('{count} results');
  });
});
