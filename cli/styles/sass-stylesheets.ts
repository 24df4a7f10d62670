// Sass stylesheets (`.scss`, `.sass`) compiled to CSS where docsgen bundles a site's styles: a Docusaurus site with
// docusaurus-plugin-sass lists `.scss` files in its `customCss` and imports `*.module.scss` in its components
// (facebook/react-native-website does both). The `sass` package (dart-sass, plain JavaScript, what that plugin runs)
// is loaded only when a site has such a file. Its `url()`s stay as written, relative to the file that names them.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** A Sass stylesheet's name. */
export const SASS_FILE = /\.s[ac]ss$/i;

interface SassException extends Error {
  sassMessage?: string;
  span?: { url?: URL; start: { line: number; column: number }; context?: string };
}

/** The stylesheet compiled to CSS (synchronous: dart-sass's sync compile is its fastest); a Sass error is thrown as sass gives it. */
export function compileSass(file: string): string {
  const sass = createRequire(import.meta.url)('sass') as typeof import('sass');
  return sass.compile(file, {
    loadPaths: [path.dirname(file), 'node_modules'],
    style: 'expanded',
    quietDeps: true,
    silenceDeprecations: [],
  }).css;
}

/** Where a Sass error is, for a message naming the file and line: 1-based, as esbuild's locations are. */
export function sassErrorPlace(error: unknown, file: string): { text: string; file: string; line?: number; column?: number } {
  const found = error as SassException;
  const at = found.span;
  return {
    text: found.sassMessage ?? found.message,
    file: at?.url ? decodeURIComponent(at.url.pathname) : file,
    ...(at ? { line: at.start.line + 1, column: at.start.column } : {}),
  };
}

/** An esbuild plugin compiling `.scss`/`.sass` files it loads (`.module.scss` as CSS modules, scoped as `.module.css`). */
export function sassStylesheets(): Plugin {
  return {
    name: 'docsgen-sass',
    setup(build) {
      build.onLoad({ filter: SASS_FILE }, (args) => {
        const loader = /\.module\.s[ac]ss$/i.test(args.path) ? ('local-css' as const) : ('css' as const);
        try {
          return { contents: compileSass(args.path), loader, resolveDir: path.dirname(args.path), watchFiles: [args.path] };
        } catch (error) {
          const place = sassErrorPlace(error, args.path);
          return {
            errors: [
              {
                text: place.text,
                location: { file: place.file, ...(place.line ? { line: place.line, column: place.column ?? 0 } : {}) },
              },
            ],
          };
        }
      });
    },
  };
}
