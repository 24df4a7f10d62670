// A Docusaurus site's look as docsgen's `theme`: the classic theme's `customCss` files, loaded after docsgen's, and the
// Infima variables they set (`--ifm-color-primary` in `:root` and in the dark rule, the fonts, the radius). Infima's
// `-dark…-lightest` shades are not read: docsgen derives its own hover and background shades from the brand colour.
import type { UserConfig } from '../../config/schema.js';
import type { ReadingWarnings } from '../config-data.js';
import { readCssVariables } from '../css-variables.js';
import { cssValue, siteTheme } from '../site-theme.js';

/** Infima's light rule, and the dark one as sites write it (Docusaurus sets `data-theme` on `<html>`). */
const SELECTORS = {
  light: [':root'],
  dark: ["[data-theme='dark']", "html[data-theme='dark']", ":root[data-theme='dark']"],
};

const VARIABLES = {
  brand: '--ifm-color-primary',
  text: '--ifm-font-family-base',
  mono: '--ifm-font-family-monospace',
  radius: '--ifm-global-radius',
};

/** The theme `customCss` (files from the site root, customCssOf) gives, or undefined when it gives nothing. */
export function docusaurusTheme(customCss: string[], root: string, warnings: ReadingWarnings): UserConfig['theme'] {
  if (customCss.length === 0) return undefined;
  const read = readCssVariables(customCss, root, SELECTORS, Object.values(VARIABLES));
  for (const warning of read.warnings) warnings.add(warning);
  const either = (name: string) => cssValue(read.light, name) ?? cssValue(read.dark, name);
  return siteTheme(
    {
      brand: cssValue(read.light, VARIABLES.brand),
      brandDark: cssValue(read.dark, VARIABLES.brand),
      text: either(VARIABLES.text),
      code: either(VARIABLES.mono),
      radius: either(VARIABLES.radius),
      css: customCss,
    },
    warnings,
  );
}
