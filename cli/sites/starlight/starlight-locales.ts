// Which of a Starlight site's languages docsgen builds: the default locale's, as Starlight decides it (its
// user-config.ts): `locales[defaultLocale]`, else `locales.root`; without locales, or with only a root one, the
// site has one language, at the root. Each other locale is a folder of the content folder holding a copy of the site.
import { isRecord, type ReadingWarnings } from '../config-data.js';

/** The default locale, and where the others are. */
export interface StarlightLocales {
  /** The default locale's folder under the content folder: "" for the root locale, "en" for `defaultLocale: 'en'`. */
  folder: string;
  /** Its language tag ("en", "pt-BR"): Starlight's `lang`, "en" when none is given. */
  lang: string;
  /** The other locales' folders: their pages stay out of the default locale's sidebar. */
  others: string[];
}

/** The default locale of the Starlight options' `locales` and `defaultLocale`. */
export function starlightLocales(options: Record<string, unknown>, file: string, warnings: ReadingWarnings): StarlightLocales {
  const locales = isRecord(options.locales) ? options.locales : undefined;
  if (options.locales !== undefined && !locales) warnings.unreadable(file, 'locales', options.locales, 'the site is read as English');
  const keys = Object.keys(locales ?? {});
  const root = locales && isRecord(locales.root) ? locales.root : undefined;
  const monolingual = !locales || keys.length === 0 || (keys.length === 1 && root !== undefined);
  if (monolingual) return { folder: '', lang: langOf(root, 'en'), others: [] };
  const named = typeof options.defaultLocale === 'string' ? options.defaultLocale : 'root';
  const chosen = locales[named];
  if (!isRecord(chosen)) {
    warnings.unreadable(
      file,
      'defaultLocale',
      options.defaultLocale,
      `it names none of the locales (${keys.join(', ')}): the root locale is read`,
    );
    return { folder: '', lang: langOf(root, 'en'), others: keys.filter((key) => key !== 'root') };
  }
  const folder = named === 'root' ? '' : named;
  return { folder, lang: langOf(chosen, named === 'root' ? 'en' : named), others: keys.filter((key) => key !== 'root' && key !== named) };
}

/** A locale's `lang`, or the fallback Starlight takes. */
function langOf(locale: Record<string, unknown> | undefined, fallback: string): string {
  return typeof locale?.lang === 'string' && locale.lang ? locale.lang : fallback;
}
