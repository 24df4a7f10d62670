// The config's `theme` as the build uses it: the brand colours of both modes derived and checked (brand-colours.ts),
// the stylesheets' paths absolute and checked to exist. Absent fields stay absent, so a theme of fonts alone makes
// no colour rule.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { brandColours } from './brand-colours.js';
import type { ParsedConfig, ResolvedTheme } from './schema.js';

/** `theme` resolved; `where`: the config file, named by the errors and the `brand-contrast` warnings. */
export function resolveTheme(root: string, theme: NonNullable<ParsedConfig['theme']>, where: string): ResolvedTheme {
  const css = theme.css?.map((file, i) => checkedStylesheet(root, file, `theme.css[${i}]`, where));
  const brand = theme.colors && brandColours(theme.colors, where);
  const fonts = theme.fonts && {
    ...(theme.fonts.text !== undefined ? { text: theme.fonts.text } : {}),
    ...(theme.fonts.code !== undefined ? { code: theme.fonts.code } : {}),
  };
  return {
    ...(brand ? { colours: brand.colours } : {}),
    ...(fonts && Object.keys(fonts).length > 0 ? { fonts } : {}),
    ...(theme.contentWidth !== undefined ? { contentWidth: theme.contentWidth } : {}),
    ...(theme.radius !== undefined ? { radius: theme.radius } : {}),
    ...(css && css.length > 0 ? { css } : {}),
    ...(brand && brand.warnings.length > 0 ? { warnings: brand.warnings } : {}),
  };
}

/** A stylesheet of `theme.css`, from the site root, which must be a file: its absolute path. */
function checkedStylesheet(root: string, file: string, field: string, where: string): string {
  const abs = path.resolve(root, file);
  if (!existsSync(abs) || !statSync(abs).isFile()) {
    throw new DocsgenError({
      code: 'config-missing-file',
      file: where,
      message: `${field} names "${file}", but ${path.relative(root, abs) || abs} ${existsSync(abs) ? 'is not a file' : 'does not exist'}`,
      hint: `add the stylesheet there, or correct ${field} (a path from the site root)`,
    });
  }
  return abs;
}
