// A VitePress site's look as docsgen's `theme`: the stylesheets its theme (`.vitepress/theme/index.*`) imports, read as
// text, not run (a theme is Vue code), loaded after docsgen's; and the default theme's variables they set:
// `--vp-c-brand-1` (VitePress 1; `--vp-c-brand` in 0.x) in `:root` and `.dark`, `--vp-c-brand-2` (its hover colour),
// the fonts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../../config/schema.js';
import type { ReadingWarnings } from '../config-data.js';
import { readCssVariables } from '../css-variables.js';
import { siteStylesheet } from '../site-stylesheets.js';
import { cssValue, siteTheme } from '../site-theme.js';

const THEME_ENTRIES = ['index.ts', 'index.js', 'index.mts', 'index.mjs'];

const SELECTORS = { light: [':root'], dark: ['.dark', ':root.dark', 'html.dark'] };

const VARIABLES = {
  brand: '--vp-c-brand-1',
  brandOld: '--vp-c-brand',
  hover: '--vp-c-brand-2',
  text: '--vp-font-family-base',
  mono: '--vp-font-family-mono',
};

/** The theme of the site whose config is `file` (`docs/.vitepress/config.mts`), or undefined. */
export function vitepressTheme(root: string, file: string, warnings: ReadingWarnings): UserConfig['theme'] {
  const folder = `${file.slice(0, file.indexOf('.vitepress'))}.vitepress/theme`;
  const entry = THEME_ENTRIES.map((name) => `${folder}/${name}`).find((rel) => existsSync(path.join(root, rel)));
  if (!entry) return undefined;
  const css = cssImports(readFileSync(path.join(root, entry), 'utf8')).flatMap((spec) => importedFile(spec, { root, entry, warnings }));
  if (css.length === 0) return undefined;
  const read = readCssVariables(css, root, SELECTORS, Object.values(VARIABLES));
  for (const warning of read.warnings) warnings.add(warning);
  const brand = (map: typeof read.light) => cssValue(map, VARIABLES.brand) ?? cssValue(map, VARIABLES.brandOld);
  const either = (name: string) => cssValue(read.light, name) ?? cssValue(read.dark, name);
  return siteTheme(
    {
      brand: brand(read.light),
      brandDark: brand(read.dark),
      hover: cssValue(read.light, VARIABLES.hover),
      hoverDark: cssValue(read.dark, VARIABLES.hover),
      text: either(VARIABLES.text),
      code: either(VARIABLES.mono),
      css,
    },
    warnings,
  );
}

/** The `.css` modules a script imports (`import './style.css'`, `import x from 'pkg/x.css'`), in order, comments skipped. */
export function cssImports(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = withoutComments.matchAll(/(?:^|[;\n])\s*import\s+(?:[\w*{}\s,$]+\s+from\s+)?(['"])([^'"\n]+\.css)\1/g);
  return [...found].flatMap((match) => (match[2] ? [match[2]] : []));
}

interface ImportContext {
  root: string;
  /** The theme's entry, relative to the root. */
  entry: string;
  warnings: ReadingWarnings;
}

/** An imported stylesheet as a file from the site root (site-stylesheets.ts), or a warning naming the import. */
function importedFile(spec: string, { root, entry, warnings }: ImportContext): string[] {
  const found = siteStylesheet(spec, root, path.posix.dirname(entry));
  if ('file' in found) return [found.file];
  warnings.add({ code: 'site-field-unread', file: entry, message: `\`import '${spec}'\`: ${found.unread}` });
  return [];
}
