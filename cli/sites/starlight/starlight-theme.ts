// A Starlight site's look as docsgen's `theme`: `customCss` (files of the project, or a package's stylesheet such as
// `@fontsource/inter` installed in the site), loaded after docsgen's, and Starlight's variables they set. Starlight's
// `:root` is its dark mode and `[data-theme='light']` its light one; its links are `--sl-color-accent` in light mode
// and `--sl-color-accent-high` in dark mode, which docsgen takes as the brand colours.
import type { UserConfig } from '../../config/schema.js';
import type { ReadingWarnings } from '../config-data.js';
import { readCssVariables } from '../css-variables.js';
import { siteStylesheet } from '../site-stylesheets.js';
import { cssValue, siteTheme } from '../site-theme.js';

const SELECTORS = {
  light: ["[data-theme='light']", ":root[data-theme='light']", "html[data-theme='light']"],
  dark: [':root', "[data-theme='dark']", ":root[data-theme='dark']", "html[data-theme='dark']"],
};

const VARIABLES = {
  brand: '--sl-color-accent',
  brandDark: '--sl-color-accent-high',
  text: '--sl-font',
  mono: '--sl-font-mono',
  contentWidth: '--sl-content-width',
};

interface ThemeReading {
  root: string;
  /** The Astro config, relative to the root: customCss paths are from its folder. */
  file: string;
  warnings: ReadingWarnings;
}

/** The theme Starlight's `customCss` gives, or undefined. */
export function starlightTheme(customCss: unknown, { root, file, warnings }: ThemeReading): UserConfig['theme'] {
  if (customCss === undefined) return undefined;
  if (!Array.isArray(customCss)) {
    warnings.unreadable(file, 'customCss', customCss, 'no stylesheet of the site is loaded');
    return undefined;
  }
  const css = customCss.flatMap((spec, at) => {
    const field = `customCss[${at}]`;
    if (typeof spec !== 'string') {
      warnings.unreadable(file, field, spec, 'it is not loaded');
      return [];
    }
    const found = siteStylesheet(spec, root, '.');
    if ('file' in found) return [found.file];
    warnings.unreadable(file, field, spec, found.unread);
    return [];
  });
  if (css.length === 0) return undefined;
  const read = readCssVariables(css, root, SELECTORS, Object.values(VARIABLES));
  for (const warning of read.warnings) warnings.add(warning);
  // Fonts and widths are written in `:root`, which holds for both modes.
  const either = (name: string) => cssValue(read.dark, name) ?? cssValue(read.light, name);
  return siteTheme(
    {
      brand: cssValue(read.light, VARIABLES.brand),
      brandDark: cssValue(read.dark, VARIABLES.brandDark),
      text: either(VARIABLES.text),
      code: either(VARIABLES.mono),
      contentWidth: either(VARIABLES.contentWidth),
      css,
    },
    warnings,
  );
}
