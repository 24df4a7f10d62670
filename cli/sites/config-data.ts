// Reading another generator's config as data (evaluate-code-config.ts gives it with markers where code was): the
// helpers every reader shares to unwrap `defineConfig(…)`, tell data from code, and warn of what it cannot read.
import type { BuildWarning } from '../errors/docsgen-error.js';
import { STAND_IN_MARK } from './stand-ins.js';
import { interfaceLocaleOf, type Locale } from '../../shared/i18n/locales.js';

/** A value the config computed with code docsgen did not run: a function, or a stand-in for a package. */
export interface CodeMarker {
  $function?: string;
  $standIn?: string;
  $args?: unknown[];
}

export function isMarker(value: unknown): value is CodeMarker {
  return typeof value === 'object' && value !== null && ('$function' in value || '$standIn' in value);
}

/** Whether a value is a plain object of the config (not a marker, not a list). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isMarker(value);
}

/**
 * The object a config handed to its wrappers: `defineConfig({…})`, `extendConfig(defineConfig({…}))`,
 * `withMermaid({…})` give the `{…}`. A value that is no call is returned as it is.
 */
export function unwrapCalls(value: unknown): unknown {
  let current = value;
  for (let depth = 0; depth < 8 && isMarker(current) && current.$args; depth++) {
    const inner = current.$args.find((arg) => isRecord(arg) || (isMarker(arg) && arg.$args));
    if (inner === undefined) break;
    current = inner;
  }
  return current;
}

/** What a marker stands for, in words: "a function (sidebarItemsGenerator)", "a value from vitepress". */
export function describeMarker(marker: CodeMarker): string {
  if (marker.$function !== undefined)
    return `a function${marker.$function && marker.$function !== 'anonymous' ? ` (${marker.$function})` : ''}`;
  return `a value computed by "${marker.$standIn}", which docsgen does not run`;
}

/** Collects a reader's warnings, each naming the file and the field. */
export class ReadingWarnings {
  readonly list: BuildWarning[] = [];

  /** A field the generator reads but docsgen could not: computed by code, or of a shape it does not know. */
  unreadable(file: string, field: string, value: unknown, what = 'it is not read'): void {
    const why = isMarker(value) ? `is ${describeMarker(value)}` : `is ${JSON.stringify(value)?.slice(0, 60) ?? String(value)}`;
    this.list.push({ code: 'site-field-unread', file, message: `\`${field}\` ${why}: ${what}` });
  }

  /** A feature of the generator docsgen does not have (yet). */
  unsupported(file: string, field: string, what: string): void {
    this.list.push({ code: 'site-field-unsupported', file, message: `\`${field}\`: ${what}` });
  }

  add(warning: BuildWarning): void {
    this.list.push(warning);
  }
}

/** The string at a field, or undefined (with a warning when something else is there). */
export function stringAt(value: unknown, file: string, field: string, warnings: ReadingWarnings): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  warnings.unreadable(file, field, value);
  return undefined;
}

/**
 * The interface language for a site's language tag ("en-US", "pt-BR", "zh-Hans"): docsgen's table of that language
 * (shared/i18n/locales.ts's `interfaceLocaleOf`), or English with a warning when it has none yet.
 */
export function siteLocale(tag: string | undefined, file: string, field: string, warnings: ReadingWarnings): Locale {
  if (!tag) return 'en';
  const table = interfaceLocaleOf(tag);
  if (table) return table;
  warnings.unsupported(
    file,
    field,
    `the site's language is "${tag}", for which docsgen has no interface strings yet: its interface is in English (give your own words in \`strings\` of a docsgen.config.ts beside it)`,
  );
  return 'en';
}

const MARKED = new RegExp(`${STAND_IN_MARK}([^${STAND_IN_MARK}]*)${STAND_IN_MARK}`, 'g');

/**
 * The config read, with what stand-ins wrote into its strings taken out (`"Vite \uF8FF…version\uF8FF Docs"` → `"Vite
 * Docs"`), and one warning per field naming the value that was not read.
 */
export function withoutStandInText<T>(value: T, file: string, warnings: BuildWarning[], field = ''): T {
  if (typeof value === 'string') {
    if (!value.includes(STAND_IN_MARK)) return value;
    const names = [...value.matchAll(MARKED)].map((match) => match[1]);
    warnings.push({
      code: 'site-field-unread',
      file,
      message: `\`${field}\` is written with ${names.map((name) => `"${name}"`).join(', ')}, which docsgen does not run: that part is left out`,
    });
    return value
      .replace(MARKED, '')
      .replace(/\s{2,}/g, ' ')
      .trim() as T;
  }
  if (Array.isArray(value)) return value.map((item, index) => withoutStandInText(item, file, warnings, `${field}[${index}]`)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutStandInText(item, file, warnings, field ? `${field}.${key}` : key)]),
    ) as T;
  }
  return value;
}
