// Which way a language is written, for `<html dir>`. Intl knows it (CLDR's layout data): `getTextInfo()` in the
// standard, `textInfo` in Node 20's V8. Where neither exists, the languages CLDR writes right to left.

/** Languages written right to left (CLDR characterOrder right-to-left), for runtimes whose Intl.Locale cannot say. */
const RIGHT_TO_LEFT: readonly string[] = ['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug', 'syr'];

type TextInfo = { direction?: string };
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };

/** 'rtl' for Arabic, Hebrew, Persian…; 'ltr' for every other language, and for a tag Intl cannot read. */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  let locale: LocaleWithTextInfo;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return 'ltr';
  }
  const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
  if (direction === 'rtl' || direction === 'ltr') return direction;
  return RIGHT_TO_LEFT.includes(locale.language) ? 'rtl' : 'ltr';
}
