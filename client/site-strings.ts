// The site's interface strings in the browser. The bundler (cli/bundle/site-strings-plugin.ts) replaces this module
// with the site's own table and locale, so a page loads only its language, and only with the chunks that show text.
// As written here (tests, type checks), it is the Coins site's: the browser code's unit tests run in Portuguese.
import type { Locale } from '../shared/i18n/locales.js';
import { PT_STRINGS, type UiStrings } from '../shared/i18n/strings.pt.js';

export const siteStrings: UiStrings = PT_STRINGS;
export const siteLocale: Locale = 'pt';
