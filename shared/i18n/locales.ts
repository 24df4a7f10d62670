// The built-in interface languages. Node code only picks a table here; the browser receives its site's one table
// (client/site-strings.ts), never all of them.
import { AR_STRINGS } from './strings.ar.js';
import { DE_STRINGS } from './strings.de.js';
import { EN_STRINGS } from './strings.en.js';
import { ES_STRINGS } from './strings.es.js';
import { FR_STRINGS } from './strings.fr.js';
import { IT_STRINGS } from './strings.it.js';
import { JA_STRINGS } from './strings.ja.js';
import { KO_STRINGS } from './strings.ko.js';
import { PT_STRINGS, type UiStrings } from './strings.pt.js';
import { RU_STRINGS } from './strings.ru.js';
import { ZH_CN_STRINGS } from './strings.zh-cn.js';
import { ZH_TW_STRINGS } from './strings.zh-tw.js';

export type { UiStrings } from './strings.pt.js';

/** BCP 47 tags, as `<html lang>` says them: Chinese by the script its readers read (zh-CN simplified, zh-TW traditional). */
export const LOCALES = ['pt', 'en', 'es', 'fr', 'de', 'it', 'ja', 'ko', 'zh-CN', 'zh-TW', 'ru', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
/**
 * A folder with no config is in English: docsgen guesses no language from the content. A site brought from another
 * generator has the language its config gives (cli/sites/); the Coins site says `locale: 'pt'`.
 */
export const DEFAULT_LOCALE: Locale = 'en';

/** Chinese written in traditional characters: the script said (Hant) or a region that writes it (Taiwan, Hong Kong, Macau). */
const TRADITIONAL_CHINESE: readonly string[] = ['hant', 'tw', 'hk', 'mo'];

/**
 * docsgen's table for a language tag ("en-US", "pt-BR", "fr-CA", "zh-Hans", "zh-hant"): the table of that language,
 * its region set aside, or undefined when docsgen has none. Chinese goes by script: zh-Hant, zh-TW, zh-HK and zh-MO to
 * zh-TW's table, any other Chinese (zh, zh-Hans, zh-CN, zh-SG) to zh-CN's.
 */
export function interfaceLocaleOf(tag: string): Locale | undefined {
  const [language, ...rest] = tag.toLowerCase().split(/[-_]/);
  if (language === 'zh') return rest.some((part) => TRADITIONAL_CHINESE.includes(part)) ? 'zh-TW' : 'zh-CN';
  return (LOCALES as readonly string[]).includes(language!) ? (language as Locale) : undefined;
}

export const LOCALE_STRINGS: Record<Locale, UiStrings> = {
  pt: PT_STRINGS,
  en: EN_STRINGS,
  es: ES_STRINGS,
  fr: FR_STRINGS,
  de: DE_STRINGS,
  it: IT_STRINGS,
  ja: JA_STRINGS,
  ko: KO_STRINGS,
  'zh-CN': ZH_CN_STRINGS,
  'zh-TW': ZH_TW_STRINGS,
  ru: RU_STRINGS,
  ar: AR_STRINGS,
};

/** OpenGraph's `og:locale` (language_TERRITORY) for each: the territory most of its docs readers are in. */
export const OG_LOCALES: Record<Locale, string> = {
  pt: 'pt_BR',
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  it: 'it_IT',
  ja: 'ja_JP',
  ko: 'ko_KR',
  'zh-CN': 'zh_CN',
  'zh-TW': 'zh_TW',
  ru: 'ru_RU',
  ar: 'ar_AR',
};
