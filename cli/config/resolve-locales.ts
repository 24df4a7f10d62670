// The config's `locales` with their defaults filled in: each locale's name in its own language, its writing
// direction, its route part and folder, and which of docsgen's interface tables its pages use.
import { interfaceLocaleOf, type Locale } from '../../shared/i18n/locales.js';
import { textDirection } from '../../shared/i18n/text-direction.js';
import path from 'node:path';
import type { z } from 'zod';
import type { BuildWarning } from '../errors/docsgen-error.js';
import { localeRoutePart, type localesSchema } from './locales-schema.js';
import type { SidebarConfig } from './schema.js';

type ParsedLocales = NonNullable<z.output<typeof localesSchema>>;

/** docsgen's own place for a locale's translated pages, relative to the site folder: `i18n/<code>/`. */
export const LOCALE_DIR = 'i18n';

/** One language of the site, as the build will use it. */
export interface ResolvedLocale {
  /** Its key in the config and in routes ("fr", "zh"). */
  code: string;
  /** Its BCP 47 tag, for `lang` and `hreflang` ("fr", "zh-Hans"). */
  lang: string;
  /** Its name in the language menu, in its own language ("Français"). */
  label: string;
  dir: 'ltr' | 'rtl';
  /** Its part of the route after `contentRoute`: "" for the default locale. */
  routePart: string;
  /** Its pages' folder (absolute); may not exist: then every page is the default locale's, untranslated. */
  contentDir: string;
  isDefault: boolean;
  /** Its sidebars; absent: the config's `sidebars`. */
  sidebars?: Record<string, SidebarConfig>;
  /** Its navbar's items and its footer, in its language; absent: the site's. */
  navbar?: ParsedLocales['list'][number]['navbar'];
  footer?: ParsedLocales['list'][number]['footer'];
  /** Globs relative to its contentDir of files that are not its pages (other locales' folders inside it). */
  exclude?: string[];
  /** The interface table its pages use: its `lang`'s, else English (`locale-strings-missing`). */
  strings: Locale;
}

/** The locales in the config's order; the default one's folder is `contentDir`, the others' `i18n/<code>/`. */
export function resolveLocales(root: string, contentDir: string, locales: ParsedLocales): ResolvedLocale[] {
  return locales.list.map((entry) => {
    const isDefault = entry.code === locales.default;
    const lang = entry.lang ?? entry.code;
    return {
      code: entry.code,
      lang,
      label: entry.label ?? languageName(entry.code, lang),
      dir: entry.dir ?? textDirection(lang),
      routePart: localeRoutePart(entry, locales.default),
      contentDir: entry.contentDir
        ? path.resolve(root, entry.contentDir)
        : isDefault
          ? contentDir
          : path.resolve(root, LOCALE_DIR, entry.code),
      isDefault,
      ...(entry.sidebars ? { sidebars: entry.sidebars } : {}),
      ...(entry.navbar ? { navbar: entry.navbar } : {}),
      ...(entry.footer ? { footer: entry.footer } : {}),
      ...(entry.exclude && entry.exclude.length > 0 ? { exclude: entry.exclude } : {}),
      strings: interfaceLocaleOf(lang) ?? 'en',
    };
  });
}

/** A language's name in itself, capitalised as a menu entry there ("Français", "Deutsch", "日本語"); else the code. */
export function languageName(code: string, lang: string): string {
  for (const tag of [code, lang]) {
    try {
      const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
      if (name && name !== tag) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
    } catch {
      // Not a tag Intl reads ("root", "en_gb"): the next, or the code itself.
    }
  }
  return code;
}

/**
 * `locale-strings-missing`: the locales whose language docsgen has no interface table for, whose pages' interface is
 * in English. `skip` leaves out codes already warned of (a site's own language, warned of by its reader).
 */
export function localeStringsWarnings(locales: ResolvedLocale[], file: string | undefined, skip: string[] = []): BuildWarning[] {
  const missing = locales.filter((locale) => !skip.includes(locale.code) && interfaceLocaleOf(locale.lang) === undefined);
  if (missing.length === 0) return [];
  const named = missing.map((locale) => `"${locale.code}" (${locale.lang})`).join(', ');
  return [
    {
      code: 'locale-strings-missing',
      file,
      message: `\`locales\`: docsgen has no interface strings for ${named}: ${missing.length === 1 ? 'its' : 'their'} pages' interface will be in English`,
    },
  ];
}
