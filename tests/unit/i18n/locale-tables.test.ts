// The built-in tables must be interchangeable: the same keys as the Portuguese one (which declares the shape), each text
// with the placeholders the components fill in, each count with exactly its language's plural categories, and nothing
// left untranslated or empty.
import { describe, expect, it } from 'vitest';
import { placeholders, plural, pluralRulesLocale } from '../../../shared/i18n/format.js';
import { LOCALE_STRINGS, LOCALES } from '../../../shared/i18n/locales.js';
import { mergeStrings } from '../../../shared/i18n/merge-strings.js';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';
import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';

const isPlural = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && typeof (value as { other?: unknown }).other === 'string';

/** Every text of a table by its dotted key; a count's wording (an object with `other`) is one entry. */
function leaves(table: unknown, prefix = ''): Map<string, string | Record<string, string>> {
  const out = new Map<string, string | Record<string, string>>();
  for (const [key, value] of Object.entries(table as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || isPlural(value)) out.set(name, value as string | Record<string, string>);
    else for (const [inner, text] of leaves(value, name)) out.set(inner, text);
  }
  return out;
}

/** Every single text, plural forms as `key.category`. */
function texts(table: unknown): [string, string][] {
  return [...leaves(table)].flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[key, value] as [string, string]]
      : Object.entries(value).map(([form, text]) => [`${key}.${form}`, text] as [string, string]),
  );
}

describe('the built-in strings tables', () => {
  const reference = leaves(EN_STRINGS);
  const referenceText = (key: string): string => {
    const value = reference.get(key)!;
    return typeof value === 'string' ? value : value.other!;
  };

  it('cover the languages issue 35 asks for', () => {
    expect([...LOCALES].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'zh-CN', 'zh-TW']);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every key of the shape, none empty, the same placeholders as English in each text`, () => {
      const table = leaves(LOCALE_STRINGS[locale]);
      expect([...table.keys()]).toEqual([...leaves(PT_STRINGS).keys()]);
      for (const [key, value] of table) {
        for (const text of typeof value === 'string' ? [value] : Object.values(value)) {
          expect(text.trim(), key).not.toBe('');
          expect(placeholders(text).sort(), key).toEqual(placeholders(referenceText(key)).sort());
        }
      }
    });

    it(`${locale}: each count gives exactly the plural categories Intl.PluralRules lists for the language`, () => {
      const categories = new Intl.PluralRules(pluralRulesLocale(locale)).resolvedOptions().pluralCategories;
      const counts = [...leaves(LOCALE_STRINGS[locale])].filter(([, value]) => typeof value !== 'string');
      expect(counts.length).toBe([...reference.values()].filter((value) => typeof value !== 'string').length);
      for (const [key, forms] of counts) expect(Object.keys(forms as object).sort(), key).toEqual([...categories].sort());
    });
  }

  it('speak their own language: a table shares with English only names and codes', () => {
    // Words a language writes as English does: product and protocol names, units, key caps, code, loanwords (Home,
    // File, Minimum).
    const same =
      /^(?:OpenAPI \(YAML\)|OpenAPI \(JSON\)|OAuth 2\.0|OpenID Connect|HTTP \{scheme\}|\{ms\} ?ms|Esc|Ctrl|K|Enter|YOUR_API_KEY|Menu|Info|Details|Version|Type|Name|Description|Status|Contact|Server|Endpoint|Parameter|Tags|Tags:|optional|Important|Danger|Annotation \{n\}|Cookies|Header|Documentation|Password|Listing \{n\}|Token \(bearer\)|\[key\]|\{count\} item|Minimum: \{v\}|Maximum: \{v\}|Home|File:|Version: \{version\})$/;
    const english = new Map(texts(EN_STRINGS));
    const untranslated = LOCALES.filter((locale) => locale !== 'en').flatMap((locale) =>
      texts(LOCALE_STRINGS[locale])
        .filter(([key, text]) => english.get(key) === text && !same.test(text))
        .map(([key, text]) => `${locale} ${key}: ${text}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('words Russian and Arabic counts by their plural rules', () => {
    const ru = LOCALE_STRINGS.ru.search.resultsCount;
    expect([1, 2, 5, 21].map((count) => plural('ru', ru, count))).toEqual(['1 результат', '2 результата', '5 результатов', '21 результат']);
    const ar = LOCALE_STRINGS.ar.tags.countLabel;
    expect([0, 1, 2, 3, 11, 100].map((count) => plural('ar', ar, count))).toEqual([
      '0 مستند',
      '1 مستند',
      '2 مستندان',
      '3 مستندات',
      '11 مستندًا',
      '100 مستند',
    ]);
    expect(plural('ja', LOCALE_STRINGS.ja.search.resultsCount, 1)).toBe('1 件の結果');
  });

  it('quote with typographic marks (“ ” in pt and en, « » in es, „ “ in de, 「」 in ja…), never a straight "', () => {
    for (const locale of LOCALES) {
      const straight = texts(LOCALE_STRINGS[locale])
        .filter(([, text]) => text.includes('"'))
        .map(([key]) => key);
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
