// The site's theme stylesheet (docs/design/brand-and-build-rules.md, section 2): the config's design tokens as one
// generated rule per mode, then the site's own stylesheets (`theme.css`) in order, bundled by esbuild into one file
// named by its content, `assets/theme-<hash>.css`, with the fonts and images they `url()` beside it. Pages link it
// after docsgen's stylesheets, so a rule of the site's wins at equal specificity; it is a file of the site, so the
// Content-Security-Policy's `style-src 'self'` allows it, and nothing is inline.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sassStylesheets } from '../styles/sass-stylesheets.js';
import type { Message, Plugin } from 'esbuild';
import type { ResolvedConfig, ResolvedTheme } from '../config/schema.js';
import { DocsgenError, type BuildWarning } from '../errors/docsgen-error.js';

export interface ThemeStylesheet {
  /** Its URL path from the site root (`/assets/theme-<hash>.css`), which pages link under the base URL. */
  href: string;
  /** What it publishes, by path from the output's root (`assets/…`, with "/"): the stylesheet, its fonts and images. */
  files: ReadonlyMap<string, Uint8Array>;
  /** Every file it was made from (absolute): the stylesheets, what they import and `url()`. `docsgen dev` watches them. */
  inputs: string[];
  /** `theme-css-external` for each URL of another site, and the config's `brand-contrast`. */
  warnings: BuildWarning[];
}

/** The entry's name, as esbuild's metafile and messages give it: no file of the site's (they name no `<`). */
const ENTRY = '<docsgen theme>';

/** The entry's module of the generated token rules. */
const TOKENS = 'docsgen-theme:tokens';

/** The files `url()` may name, published as they are under a hashed name. */
const FILE_TYPES = ['.woff2', '.woff', '.ttf', '.otf', '.eot', '.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.cur'];

/** A URL of another site (`https://…`, `//host/…`): esbuild leaves it as written, and the browser fetches it from there. */
const OTHER_ORIGIN = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/** The theme stylesheet of the config, or undefined when it sets no token and no stylesheet: no file, and no link. */
export function themeStylesheetOf(config: ResolvedConfig): Promise<ThemeStylesheet | undefined> {
  const { theme } = config;
  const tokens = theme ? themeTokenRules(theme) : '';
  if (!theme || (tokens === '' && !theme.css)) return Promise.resolve(undefined);
  return bundleThemeStylesheet({ root: config.root, tokens, files: theme.css ?? [], warnings: theme.warnings ?? [] });
}

/**
 * The token rules: `:root` for the light mode and what both modes share (fonts, radius, width), and
 * `html[data-theme='dark']` for the dark mode, the selectors site.css sets the same variables with. Only what the
 * theme sets; '' when it sets nothing.
 */
export function themeTokenRules(theme: ResolvedTheme): string {
  const { colours } = theme;
  const light: Array<[string, string | undefined]> = [
    ['--dg-primary', colours?.light.primary],
    ['--dg-primary-strong', colours?.light.strong],
    ['--dg-primary-soft', colours?.light.soft],
    ['--dg-focus', colours?.light.primary],
    ['--dg-font', theme.fonts?.text],
    ['--dg-mono', theme.fonts?.code],
    ['--dg-radius', theme.radius],
    ['--dg-content-width', theme.contentWidth],
  ];
  const dark: Array<[string, string | undefined]> = [
    ['--dg-primary', colours?.dark.primary],
    ['--dg-primary-strong', colours?.dark.strong],
    ['--dg-primary-soft', colours?.dark.soft],
    ['--dg-focus', colours?.dark.primary],
  ];
  const rule = (selector: string, pairs: Array<[string, string | undefined]>): string => {
    const set = pairs.filter((pair): pair is [string, string] => pair[1] !== undefined);
    return set.length ? `${selector} {\n${set.map(([name, value]) => `  ${name}: ${value};\n`).join('')}}\n` : '';
  };
  return rule(':root', light) + rule("html[data-theme='dark']", dark);
}

/**
 * One esbuild CSS build: an entry importing the token rules, then each stylesheet in order (`files`, absolute), bundled
 * with what they import and `url()`, minified, named by content. A URL of another site is left as written and warned
 * (`theme-css-external`); a path from the site's root (`/img/x.png`) is left as written too (a file of `static/`).
 */
export async function bundleThemeStylesheet({
  root,
  tokens,
  files,
  warnings: given = [],
}: {
  root: string;
  tokens: string;
  files: readonly string[];
  warnings?: readonly BuildWarning[];
}): Promise<ThemeStylesheet> {
  const { build } = await import('esbuild');
  const outdir = path.join(root, '.docsgen-theme', 'assets');
  const warnings: BuildWarning[] = [...given];
  // The stylesheets by their path from the root ("./src/custom.css"): a path from "/" is the site's own (below).
  const relative = files.map((file) => `./${path.relative(root, file).split(path.sep).join('/')}`);
  const imports = [...(tokens ? [TOKENS] : []), ...relative].map((file) => `@import ${JSON.stringify(file)};\n`).join('');
  const result = await build({
    absWorkingDir: root,
    stdin: { contents: imports, loader: 'css', resolveDir: root, sourcefile: ENTRY },
    outdir,
    write: false,
    bundle: true,
    minify: true,
    entryNames: 'theme-[hash]',
    assetNames: '[name]-[hash]',
    loader: Object.fromEntries(FILE_TYPES.map((ext) => [ext, 'file' as const])),
    plugins: [themeSources(root, tokens, warnings), sassStylesheets()],
    metafile: true,
    logLevel: 'silent',
  }).catch((error: unknown) => {
    throw bundleError(root, (error as { errors?: Message[] }).errors?.[0], error);
  });
  const published = new Map<string, Uint8Array>();
  let href = '';
  for (const out of result.outputFiles) {
    const rel = path.relative(path.dirname(outdir), out.path).split(path.sep).join('/');
    published.set(rel, out.contents);
    if (rel.endsWith('.css')) href = `/${rel}`;
  }
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes(':') && input !== ENTRY)
    .map((input) => path.resolve(root, input));
  return { href, files: published, inputs, warnings };
}

/** The token rules as a module of their own, and the URLs left as written (those of other sites warned). */
function themeSources(root: string, tokens: string, warnings: BuildWarning[]): Plugin {
  return {
    name: 'docsgen-theme-sources',
    setup(build) {
      build.onResolve({ filter: /^docsgen-theme:tokens$/ }, () => ({ path: TOKENS, namespace: 'docsgen-theme' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-theme' }, () => ({ contents: tokens, loader: 'css' }));
      build.onResolve({ filter: OTHER_ORIGIN }, (args) => {
        warnings.push(externalWarning(root, args.importer, args.path, args.kind === 'import-rule'));
        return { path: args.path, external: true };
      });
      // The site's own root (`url(/img/logo.png)`, a file of static/), as the site's other generator meant it.
      build.onResolve({ filter: /^\// }, (args) => ({ path: args.path, external: true }));
      // Docusaurus's alias of the site folder (`url('@site/static/img/logo.svg')` in a customCss file), bundled.
      build.onResolve({ filter: /^@site\// }, (args) =>
        build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: root, kind: args.kind, importer: args.importer }),
      );
      // A package's stylesheet the site's node_modules does not hold (a brought site built without `npm ci`: Vite's
      // theme imports `@voidzero-dev/vitepress-theme`): left out with a warning, so the rest of the site's CSS applies.
      build.onResolve({ filter: /^[A-Za-z0-9_@]/ }, async (args) => {
        if (args.pluginData === PROBE || /^[a-z][a-z0-9+.-]*:/i.test(args.path)) return undefined;
        const found = await build.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: PROBE,
        });
        if (found.errors.length === 0) return found;
        warnings.push(missingPackageWarning(root, args.importer, args.path));
        return args.kind === 'import-rule' ? { path: args.path, namespace: 'docsgen-theme-missing' } : { path: args.path, external: true };
      });
      build.onLoad({ filter: /.*/, namespace: 'docsgen-theme-missing' }, () => ({ contents: '', loader: 'css' }));
    },
  };
}

/** Marks esbuild's own resolution of a package name, asked by the resolver above, so that it does not ask itself. */
const PROBE = 'docsgen-theme-probe';

/** `theme-css-package-missing`: the stylesheet imports a package's file that is not installed. */
function missingPackageWarning(root: string, importer: string, specifier: string): BuildWarning {
  return {
    code: 'theme-css-package-missing',
    ...placeIn(root, importer, specifier),
    message: `it imports "${specifier}", which is not installed here: its rules are left out (install the site's packages, \`npm ci\`, to bundle them)`,
  };
}

/** `theme-css-external`: the stylesheet names a URL of another site, which the CSP does not let pages load. */
function externalWarning(root: string, importer: string, url: string, isImport: boolean): BuildWarning {
  return {
    code: 'theme-css-external',
    ...placeIn(root, importer, url),
    message: `${isImport ? '@import' : 'url()'} of ${url}, a file of another site, which the Content-Security-Policy does not let pages load (styles, fonts and images come from the site alone): copy the file into the site and name it by its path (a font's @font-face url() is bundled with the stylesheet)`,
  };
}

/** The stylesheet (from the root) and the line where it first writes `text`, for a warning of it. */
function placeIn(root: string, importer: string, text: string): { file: string; line?: number } {
  const abs = path.resolve(root, importer);
  const source = readFileSync(abs, 'utf8');
  const at = source.indexOf(text);
  const file = path.relative(root, abs).split(path.sep).join('/');
  return at < 0 ? { file } : { file, line: source.slice(0, at).split('\n').length };
}

/** esbuild's first error as the site's: the stylesheet, its line and what esbuild says. */
function bundleError(root: string, message: Message | undefined, error: unknown): DocsgenError {
  const where = message?.location;
  const file = where ? path.relative(root, path.resolve(root, where.file)).split(path.sep).join('/') : undefined;
  return new DocsgenError({
    code: 'theme-css-invalid',
    ...(file && where!.file !== ENTRY ? { file, line: where!.line, column: where!.column + 1 } : {}),
    message: `a stylesheet of theme.css could not be bundled: ${message?.text ?? (error as Error).message}`,
    hint: 'correct the stylesheet at the line shown: a file it imports or names in url() must exist (a relative path is from the stylesheet’s folder)',
    cause: error,
  });
}
