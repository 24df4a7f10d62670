// Another generator's design tokens as its stylesheets set them: the custom properties (`--ifm-color-primary`) of the
// rules that stand for light and dark mode (`:root`, `[data-theme='dark']`). Parsed with postcss, so comments, nesting,
// selector lists and `@media` are read as a browser reads them, not guessed at by a pattern. Only what applies to the
// whole page counts: top-level rules (and rules nested under them with `&`), `@media (prefers-color-scheme: dark)`
// for dark mode; a rule under another media query (a width) or a selector of one element is not the site's token.
import { compileSass, SASS_FILE, sassErrorPlace } from '../styles/sass-stylesheets.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type ChildNode, type Container, CssSyntaxError } from 'postcss';
import type { BuildWarning } from '../errors/docsgen-error.js';

/** The selectors that stand for each mode, as the generator writes them (`:root`, `html[data-theme='dark']`). */
export interface ModeSelectors {
  light: readonly string[];
  dark: readonly string[];
}

/** A custom property's value, and where it is set. */
export interface CssValue {
  value: string;
  /** The stylesheet, relative to the site root. */
  file: string;
  line: number;
}

export interface CssVariables {
  /** Each custom property light mode sees, by name (`--ifm-color-primary`), its `var()` resolved. */
  light: Record<string, CssValue>;
  /** The same for dark mode: only what dark rules set (a light rule's value is not repeated here). */
  dark: Record<string, CssValue>;
  /** `site-field-unread` for each variable of `names` whose `var()` these stylesheets do not resolve. */
  warnings: BuildWarning[];
}

type Mode = keyof ModeSelectors;

/**
 * The custom properties `files` (relative to `root`, in the order the site loads them: a later one wins) set for
 * each mode. A value written with `var(--x)` is resolved one level in the same files (dark mode looks in its own rules,
 * then the light ones, as the cascade does); one that stays unresolved is left out and, when its name is one of
 * `names` (those the reader takes), warned of.
 */
export function readCssVariables(
  files: readonly string[],
  root: string,
  selectors: ModeSelectors,
  names: readonly string[] = [],
): CssVariables {
  const written: Record<Mode, Record<string, CssValue>> = { light: {}, dark: {} };
  const warnings: BuildWarning[] = [];
  const wanted = { light: selectors.light.map(normalSelector), dark: selectors.dark.map(normalSelector) };
  for (const file of files) {
    const sheet = parsed(file, root, warnings);
    if (sheet) collect(sheet, { file, wanted, written, parents: undefined, media: undefined });
  }
  const light = resolved(written.light, [written.light], names, warnings);
  const dark = resolved(written.dark, [written.dark, written.light], names, warnings);
  return { light, dark, warnings };
}

function parsed(file: string, root: string, warnings: BuildWarning[]): postcss.Root | undefined {
  try {
    const abs = path.join(root, file);
    return postcss.parse(SASS_FILE.test(file) ? compileSass(abs) : readFileSync(abs, 'utf8'), { from: file });
  } catch (error) {
    if (SASS_FILE.test(file) && !(error instanceof CssSyntaxError)) {
      const place = sassErrorPlace(error, file);
      warnings.push({
        code: 'site-field-unread',
        file,
        ...(place.line ? { line: place.line } : {}),
        message: `the Sass stylesheet does not compile (${place.text}): its colours and fonts are not read`,
      });
      return undefined;
    }
    if (!(error instanceof CssSyntaxError)) throw error;
    warnings.push({
      code: 'site-field-unread',
      file,
      ...(error.line ? { line: error.line } : {}),
      message: `the stylesheet does not parse as CSS (${error.reason}): its colours and fonts are not read`,
    });
    return undefined;
  }
}

interface Walk {
  file: string;
  wanted: Record<Mode, string[]>;
  written: Record<Mode, Record<string, CssValue>>;
  /** The selectors of the rule around, for a nested one. */
  parents: string[] | undefined;
  /** The colour scheme a `@media (prefers-color-scheme)` around says. */
  media: Mode | undefined;
}

/** Reads the declarations of a container's rules into the modes their selectors stand for. */
function collect(container: Container, walk: Walk): void {
  for (const node of container.nodes ?? []) {
    if (node.type === 'rule') {
      const own = node.selectors.map(normalSelector);
      const selectorList = walk.parents ? nested(walk.parents, own) : own;
      const next = { ...walk, parents: selectorList };
      declare(node, next);
      collect(node, next);
    } else if (node.type === 'atrule') {
      const media = atRuleMode(node.name, node.params);
      if (media === null) continue;
      const next = { ...walk, media: media ?? walk.media };
      // An at-rule inside a rule (`:root { @media (…) { --x: 1 } }`) holds declarations of that rule's selectors.
      if (walk.parents) declare(node, next);
      collect(node, next);
    }
  }
}

/** What an at-rule says of the modes: a colour scheme, nothing (`@layer`, `@supports`: read through), or null (skip). */
function atRuleMode(name: string, params: string): Mode | undefined | null {
  if (name === 'layer' || name === 'supports') return undefined;
  if (name !== 'media') return null;
  const scheme = /prefers-color-scheme\s*:\s*(dark|light)/i.exec(params)?.[1]?.toLowerCase();
  return scheme === 'dark' || scheme === 'light' ? scheme : null;
}

/** The custom properties a rule declares, kept for each mode its selectors stand for. */
function declare(node: Container, { file, wanted, written, parents, media }: Walk): void {
  if (!parents) return;
  const all = [...wanted.light, ...wanted.dark];
  const modes: Mode[] = media
    ? parents.some((selector) => all.includes(selector))
      ? [media]
      : []
    : (['light', 'dark'] as const).filter((mode) => parents.some((selector) => wanted[mode].includes(selector)));
  if (modes.length === 0) return;
  for (const child of node.nodes ?? []) {
    if (!isCustomProperty(child)) continue;
    for (const mode of modes) written[mode][child.prop] = { value: child.value.trim(), file, line: child.source?.start?.line ?? 1 };
  }
}

function isCustomProperty(node: ChildNode): node is postcss.Declaration {
  return node.type === 'decl' && node.prop.startsWith('--');
}

/** The selectors of a rule nested in another: `&` stands for the parent, else the rule is the parent's descendant. */
function nested(parents: string[], own: string[]): string[] {
  return parents.flatMap((parent) =>
    own.map((selector) => (selector.includes('&') ? selector.replaceAll('&', parent) : `${parent} ${selector}`)),
  );
}

/** A selector as compared: spaces collapsed, lower case, attribute values unquoted (`[data-theme="dark"]` = `[data-theme=dark]`). */
function normalSelector(selector: string): string {
  return selector
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\[\s*([\w-]+)\s*([~|^$*]?=)\s*(['"]?)([^'"\]]*)\3\s*\]/g, '[$1$2$4]')
    .toLowerCase();
}

const VAR = /var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*(?:\([^()]*\)[^()]*)*))?\)/g;

/** The values of one mode with each `var()` replaced by what `scopes` (searched in order) set, one level deep. */
function resolved(
  own: Record<string, CssValue>,
  scopes: Array<Record<string, CssValue>>,
  names: readonly string[],
  warnings: BuildWarning[],
): Record<string, CssValue> {
  const result: Record<string, CssValue> = {};
  for (const [name, entry] of Object.entries(own)) {
    let unresolved: string | undefined;
    const value = entry.value.replace(VAR, (whole, ref: string, fallback: string | undefined) => {
      // A variable that names itself (`--x: var(--x)` in a dark rule) means the one of the scope after.
      const found = scopes.map((scope) => scope[ref]).find((candidate) => candidate !== undefined && candidate !== entry);
      const replacement = found?.value ?? fallback?.trim();
      if (replacement === undefined || replacement.includes('var(')) {
        unresolved ??= ref;
        return whole;
      }
      return replacement;
    });
    if (unresolved === undefined) result[name] = { ...entry, value };
    else if (names.includes(name))
      warnings.push({
        code: 'site-field-unread',
        file: entry.file,
        line: entry.line,
        message: `\`${name}\` is "${entry.value}", and ${unresolved} is not set to a plain value in the site's stylesheets: docsgen's own is used`,
      });
  }
  return result;
}
