// The built-in interface languages. Node code only picks a table here; the browser receives its site's one table
// (client/site-strings.ts), never all three.
import { EN_STRINGS } from './strings.en.js';
import { ES_STRINGS } from './strings.es.js';
import { PT_STRINGS, type UiStrings } from './strings.pt.js';

export type { UiStrings } from './strings.pt.js';

export const LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/**
 * A folder with no config is in English: docsgen guesses no language from the content. A site brought from another
 * generator has the language its config gives (cli/sites/); the Coins site says `locale: 'pt'`.
 */
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_STRINGS: Record<Locale, UiStrings> = { pt: PT_STRINGS, en: EN_STRINGS, es: ES_STRINGS };

/** OpenGraph's `og:locale` (language_TERRITORY) for each: the territory most of its docs readers are in. */
export const OG_LOCALES: Record<Locale, string> = { pt: 'pt_BR', en: 'en_US', es: 'es_ES' };
