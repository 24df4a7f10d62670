// The mkdocs-static-i18n plugin keeps each language's pages beside the default's: `page.fr.md` (its "suffix"
// structure, the default) or `fr/page.md` ("folder"). Other languages are issue 35's: until then their pages are
// kept out of the default language's navigation (they are still published, at their own routes).
import { isRecord } from '../config-data.js';
import { pluginOptions } from './mkdocs-plugins.js';

/** Whether a page (under docs_dir) is another language's than the default, by the i18n plugin's options. */
export function otherLanguagePage(plugins: unknown): (page: string) => boolean {
  const options = pluginOptions(plugins, 'i18n');
  const languages = Array.isArray(options?.languages) ? options.languages.filter(isRecord) : [];
  const others = languages
    .filter((language) => language.default !== true && typeof language.locale === 'string')
    .map((language) => language.locale as string);
  if (others.length === 0) return () => false;
  const folders = options?.docs_structure === 'folder';
  return (page) =>
    others.some((locale) =>
      folders ? page.startsWith(`${locale}/`) : new RegExp(`\\.${locale.replace(/[^\w-]/g, '')}\\.mdx?$`).test(page),
    );
}
