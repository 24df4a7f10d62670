// An MkDocs site's look as docsgen's `theme`: `extra_css` (files of the docs folder, loaded after docsgen's) for any
// theme, and for Material its palette (`primary` and `accent` by name, material-palette.ts, or `custom` with the
// colours the site's `extra_css` sets) and fonts (`theme.font`, or `--md-text-font`/`--md-code-font` set in extra_css,
// which Material's own rule comes before).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../../config/schema.js';
import { isRecord, type ReadingWarnings } from '../config-data.js';
import { type CssVariables, readCssVariables } from '../css-variables.js';
import { cssValue, type ReadValue, siteTheme, type ThemeValues } from '../site-theme.js';
import { MATERIAL_ACCENT, MATERIAL_FONT_FALLBACK, MATERIAL_PRIMARY, materialColourName } from './material-palette.js';

interface ThemeReading {
  root: string;
  /** mkdocs.yml, relative to the root. */
  file: string;
  /** docs_dir, relative to the root: extra_css is relative to it. */
  docsDir: string;
  /** theme.name. */
  themeName: string;
  warnings: ReadingWarnings;
}

/** Material's light rules (`:root > *` is what its docs tell sites to write) and its dark scheme's. */
const SELECTORS = {
  light: [':root', ':root > *', '[data-md-color-scheme=default]', '[data-md-color-primary=custom]'],
  dark: ['[data-md-color-scheme=slate]', '[data-md-color-scheme=slate][data-md-color-primary=custom]'],
};

const VARIABLES = {
  link: '--md-typeset-a-color',
  primary: '--md-primary-fg-color',
  accent: '--md-accent-fg-color',
  text: '--md-text-font',
  mono: '--md-code-font',
};

/** The theme mkdocs.yml gives, or undefined. */
export function mkdocsTheme(yml: Record<string, unknown>, reading: ThemeReading): UserConfig['theme'] {
  const css = extraCss(yml.extra_css, reading);
  const values: ThemeValues = { css };
  const theme = isRecord(yml.theme) ? yml.theme : {};
  if (reading.themeName === 'material') {
    const read = readCssVariables(css, reading.root, SELECTORS, Object.values(VARIABLES));
    for (const warning of read.warnings) reading.warnings.add(warning);
    Object.assign(values, paletteColours(theme.palette, read, reading), materialFonts(theme.font, read, reading));
  }
  return siteTheme(values, reading.warnings);
}

/** `extra_css`: each a file of the docs folder, as a path from the site root; another site's URL is not loaded. */
function extraCss(value: unknown, { root, file, docsDir, warnings }: ThemeReading): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    warnings.unreadable(file, 'extra_css', value, 'it is not a list: no stylesheet of the site is loaded');
    return [];
  }
  return value.flatMap((entry, at) => {
    const field = `extra_css[${at}]`;
    if (typeof entry !== 'string') {
      warnings.unreadable(file, field, entry, 'it is not loaded');
      return [];
    }
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(entry)) {
      warnings.unsupported(file, field, `"${entry}" is another site's stylesheet, which the pages' CSP would block: it is not loaded`);
      return [];
    }
    const rel = path.posix.normalize(path.posix.join(docsDir, entry.replace(/^\/+/, '')));
    if (!rel.startsWith('../') && existsSync(path.join(root, rel))) return [rel];
    warnings.unreadable(file, field, entry, `there is no such file in ${docsDir}/: it is not loaded`);
    return [];
  });
}

interface PaletteEntry {
  entry: Record<string, unknown>;
  field: string;
}

/**
 * `theme.palette`: one entry or a list of them (the colour-scheme toggle). The light colours are the `default` scheme's
 * entry (else the first other one that names a colour: the "automatic" entry names none), the dark ones `slate`'s.
 * No palette, or no `primary`, is Material's indigo.
 */
function paletteColours(palette: unknown, css: CssVariables, reading: ThemeReading): Partial<ThemeValues> {
  const list: PaletteEntry[] = Array.isArray(palette)
    ? palette.flatMap((entry, at) => (isRecord(entry) ? [{ entry, field: `theme.palette[${at}]` }] : []))
    : isRecord(palette)
      ? [{ entry: palette, field: 'theme.palette' }]
      : [];
  const scheme = (one: PaletteEntry) => (typeof one.entry.scheme === 'string' ? one.entry.scheme : 'default');
  const others = list.filter((one) => scheme(one) !== 'slate');
  const light = others.find((one) => one.entry.scheme === 'default') ?? others.find((one) => one.entry.primary !== undefined) ?? others[0];
  const dark = list.find((one) => scheme(one) === 'slate');
  const primary = (one: PaletteEntry | undefined, mode: 'light' | 'slate') => primaryOf(one, mode, css, reading);
  const accent = (one: PaletteEntry | undefined, mode: 'light' | 'slate') => accentOf(one, mode, css, reading);
  // Only a dark scheme: light mode has the same primary colour as Material draws it on white.
  const brand = primary(light ?? dark, 'light');
  if (!brand) return {};
  return {
    brand,
    ...(dark ? { brandDark: primary(dark, 'slate'), hoverDark: accent(dark, 'slate') } : {}),
    hover: accent(light ?? dark, 'light'),
  };
}

function primaryOf(one: PaletteEntry | undefined, mode: 'light' | 'slate', css: CssVariables, reading: ThemeReading) {
  const name = colourName(one, 'primary', reading) ?? 'indigo';
  if (name === 'custom') {
    const map = mode === 'light' ? css.light : { ...css.light, ...css.dark };
    return cssValue(map, VARIABLES.link) ?? cssValue(map, VARIABLES.primary);
  }
  const colours = MATERIAL_PRIMARY[name];
  return colours ? named(colours[mode], one, 'primary', reading) : unknownColour(one, 'primary', name, reading);
}

function accentOf(one: PaletteEntry | undefined, mode: 'light' | 'slate', css: CssVariables, reading: ThemeReading) {
  // No accent named: docsgen derives the hover colour (Material's default indigo accent, #526cfe, is 4.25:1 on white,
  // which would warn every site that never chose it).
  const name = colourName(one, 'accent', reading);
  if (name === undefined) return undefined;
  if (name === 'custom') return cssValue(mode === 'light' ? css.light : { ...css.light, ...css.dark }, VARIABLES.accent);
  const colour = MATERIAL_ACCENT[name];
  return colour ? named(colour, one, 'accent', reading) : unknownColour(one, 'accent', name, reading);
}

function colourName(one: PaletteEntry | undefined, key: 'primary' | 'accent', reading: ThemeReading): string | undefined {
  const value = one?.entry[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return materialColourName(value);
  reading.warnings.unreadable(reading.file, `${one?.field}.${key}`, value, "docsgen's colours are used");
  return undefined;
}

function named(hex: string, one: PaletteEntry | undefined, key: string, { file }: ThemeReading): ReadValue {
  return { value: hex, file, field: one ? `${one.field}.${key}` : `theme.palette.${key}` };
}

function unknownColour(one: PaletteEntry | undefined, key: string, name: string, { file, warnings }: ThemeReading): undefined {
  warnings.unsupported(file, `${one?.field}.${key}`, `Material has no colour "${name}": docsgen's colours are used`);
  return undefined;
}

/**
 * `theme.font` (`false`: the system's fonts, docsgen's default) or the variables extra_css sets, with Material's
 * fallbacks after them. docsgen does not load Google Fonts (the CSP allows the site's own files only): a font the
 * reader does not have, or the site does not serve in its CSS, gives way to the fallbacks.
 */
function materialFonts(font: unknown, css: CssVariables, { file }: ThemeReading): Partial<ThemeValues> {
  const given = isRecord(font) ? font : {};
  const of = (key: 'text' | 'code', variable: string): ReadValue | undefined => {
    const fromCss = cssValue(css.light, variable);
    const fromYml =
      font !== false && typeof given[key] === 'string' ? { value: `"${given[key]}"`, file, field: `theme.font.${key}` } : undefined;
    const read = fromCss ?? fromYml;
    return read ? { ...read, value: `${read.value}, ${MATERIAL_FONT_FALLBACK[key]}` } : undefined;
  };
  return { text: of('text', VARIABLES.text), code: of('code', VARIABLES.mono) };
}
