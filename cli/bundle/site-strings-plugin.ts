import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { Locale, UiStrings } from '../../shared/i18n/locales.js';

/** The site's language as the browser bundle carries it. */
export interface BundleLanguage {
  locale: Locale;
  strings: UiStrings;
}

/**
 * Puts the site's table in place of client/site-strings.ts (which, as written, holds the Portuguese default): the
 * browser gets its site's strings and no other language's, in the chunks that import them, without weighing on pages.
 */
export function siteStringsPlugin(packageRoot: string, language: BundleLanguage): Plugin {
  const file = path.join(packageRoot, 'client', 'site-strings.ts');
  return {
    name: 'docsgen-site-strings',
    setup(build) {
      build.onLoad({ filter: /[\\/]site-strings\.ts$/ }, (args) => {
        if (path.resolve(args.path) !== file) return undefined;
        const contents = `export const siteStrings = ${JSON.stringify(language.strings)};\nexport const siteLocale = ${JSON.stringify(language.locale)};\n`;
        return { contents, loader: 'js' };
      });
    },
  };
}
