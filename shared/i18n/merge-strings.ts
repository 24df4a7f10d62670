import type { UiStrings } from './strings.pt.js';

/** Any part of a strings table: what a config's `strings` field holds. */
export type StringsOverride<T = UiStrings> = { [K in keyof T]?: T[K] extends string ? string : StringsOverride<T[K]> };

/** The table with the override's strings put in place of its own (a new object; neither input changes). */
export function mergeStrings(table: UiStrings, override: StringsOverride | undefined): UiStrings {
  return override ? (mergeInto(table, override) as UiStrings) : table;
}

function mergeInto(base: unknown, override: unknown): unknown {
  if (typeof override === 'string') return override;
  if (typeof base !== 'object' || base === null || typeof override !== 'object' || override === null) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) if (value !== undefined) merged[key] = mergeInto(merged[key], value);
  return merged;
}
