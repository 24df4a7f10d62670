// The config's `strings` field: any part of the interface strings table, checked key by key against the table's
// shape (an unknown key is an error naming it, with the keys it could be) and each text against the placeholders its
// key takes, so an override can neither be lost to a typo nor show "{lable}" to readers.
import { z } from 'zod';
import { placeholders } from '../../shared/i18n/format.js';
import { EN_STRINGS } from '../../shared/i18n/strings.en.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';

const list = (names: string[]): string => names.map((name) => `{${name}}`).join(', ');

/** One text: any string whose placeholders are among those the built-in text of its key uses. */
function textSchema(builtIn: string, example: string): z.ZodType {
  const allowed = placeholders(builtIn);
  return z
    .string()
    .refine((text) => placeholders(text).every((name) => allowed.includes(name)))
    .meta({
      allowed: allowed.length ? `a string whose only placeholders are ${list(allowed)}` : 'a string without placeholders',
      hint: allowed.length
        ? `docsgen puts the value in place of ${list(allowed)}; the English text is ${JSON.stringify(example)}`
        : `this text takes no value: write it without {…}; the English text is ${JSON.stringify(example)}`,
    });
}

/** Every plural category a count's wording may give, whatever the site's language (`Intl.PluralRules`). */
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** A part of the table: each of its keys optional, no other key allowed. */
function partSchema(builtIn: Record<string, unknown>, example: Record<string, unknown>): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  // A count's wording: any of the categories, as the site's language has them (Russian `few`, Arabic `two`…),
  // each with the placeholders of the built-in `other`.
  if (typeof builtIn.other === 'string') {
    for (const category of PLURAL_CATEGORIES) shape[category] = textSchema(builtIn.other, String(example.other)).optional();
    return z.strictObject(shape);
  }
  for (const [key, value] of Object.entries(builtIn)) {
    shape[key] = (
      typeof value === 'string'
        ? textSchema(value, String(example[key]))
        : partSchema(value as Record<string, unknown>, example[key] as Record<string, unknown>)
    ).optional();
  }
  return z.strictObject(shape);
}

/** The schema of `strings`, from a locale's table (the placeholders are the same in every locale's). */
export function stringsSchema(table: UiStrings): z.ZodType {
  return partSchema(table as unknown as Record<string, unknown>, EN_STRINGS as unknown as Record<string, unknown>);
}
