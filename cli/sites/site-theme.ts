// The values a reader found for docsgen's `theme` (brand colours, fonts, widths, the site's stylesheets), checked
// before they reach the config: a colour docsgen cannot parse or a length of another unit would make the whole site
// fail its config check, so such a value is left out with a warning naming where it was read, and the rest is kept.
import { formatHex, modeHsl, modeHwb, modeLab, modeLch, modeOklab, modeOklch, modeRgb, parse, useMode as registerMode } from 'culori/fn';
import type { UserConfig } from '../config/schema.js';
import type { ReadingWarnings } from './config-data.js';
import type { CssValue } from './css-variables.js';

/** A value read for a theme field: what was written, where, and under which name (a variable, a config field). */
export interface ReadValue {
  value: string;
  file: string;
  line?: number;
  /** What the site calls it: `--ifm-color-primary`, `theme.palette.primary`. */
  field: string;
}

export interface ThemeValues {
  brand?: ReadValue;
  brandDark?: ReadValue;
  hover?: ReadValue;
  hoverDark?: ReadValue;
  text?: ReadValue;
  code?: ReadValue;
  contentWidth?: ReadValue;
  radius?: ReadValue;
  /** The site's own stylesheets, files from the site root that exist. */
  css?: string[];
}

/** The variable `name` of a mode's map as a value read, or undefined when the stylesheets do not set it. */
export function cssValue(map: Record<string, CssValue>, name: string): ReadValue | undefined {
  const found = map[name];
  return found === undefined ? undefined : { ...found, field: name };
}

/** docsgen's `theme` from what was read, or undefined when nothing was. */
export function siteTheme(values: ThemeValues, warnings: ReadingWarnings): UserConfig['theme'] {
  const colour = (read: ReadValue | undefined) => (read ? colourOf(read, warnings) : undefined);
  const brand = colour(values.brand);
  const others = { brandDark: colour(values.brandDark), hover: colour(values.hover), hoverDark: colour(values.hoverDark) };
  const fonts = defined({ text: values.text?.value, code: values.code?.value });
  const theme = defined({
    ...(brand ? { colors: { brand, ...defined(others) } } : {}),
    ...(Object.keys(fonts).length > 0 ? { fonts } : {}),
    contentWidth: values.contentWidth ? lengthOf(values.contentWidth, warnings) : undefined,
    radius: values.radius ? lengthOf(values.radius, warnings) : undefined,
    ...(values.css && values.css.length > 0 ? { css: values.css } : {}),
  });
  if (!brand) {
    const lone = Object.entries(others).find(([, value]) => value !== undefined);
    if (lone)
      unsupported(
        values[lone[0] as keyof typeof others]!,
        "it is read with the light-mode brand colour, which the site does not set: docsgen's colours are used",
        warnings,
      );
  }
  return Object.keys(theme).length > 0 ? theme : undefined;
}

/** The colour as `#rrggbb`, whatever CSS notation it was written in; a colour docsgen cannot read is warned. */
function colourOf(read: ReadValue, warnings: ReadingWarnings): string | undefined {
  // culori/fn parses only the notations registered (what esbuild keeps in dist/); registering again changes nothing.
  for (const mode of [modeRgb, modeHsl, modeHwb, modeLab, modeLch, modeOklab, modeOklch]) registerMode(mode);
  const parsed = parse(read.value);
  if (parsed) return formatHex(parsed);
  unsupported(
    read,
    "it is no colour docsgen reads (a hex, rgb(), hsl(), hwb(), lab(), lch(), oklch() or a name): docsgen's is used",
    warnings,
  );
  return undefined;
}

const LENGTH = /^\d+(\.\d+)?(px|rem|em|ch|vw|%)$|^0$/;

/** A length in one of the units docsgen's config takes (`820px`, `52rem`), else warned. */
function lengthOf(read: ReadValue, warnings: ReadingWarnings): string | undefined {
  const value = read.value.trim();
  if (LENGTH.test(value)) return value;
  unsupported(read, "docsgen takes a length in px, rem, em, ch, vw or %: docsgen's is used", warnings);
  return undefined;
}

function unsupported(read: ReadValue, what: string, warnings: ReadingWarnings): void {
  warnings.add({
    code: 'site-field-unsupported',
    file: read.file,
    ...(read.line ? { line: read.line } : {}),
    message: `\`${read.field}\` is "${read.value}": ${what}`,
  });
}

function defined<T extends Record<string, unknown>>(record: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
