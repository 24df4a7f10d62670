import { format, type PluralForms, plural } from '../../shared/i18n/format.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import type { Schema } from './schema-object.js';

/**
 * A schema's limits as sentences a reader scans: "Mínimo: 1", "Mínimo de 1 caractere", "Máximo de 100 itens".
 * Counts go through the table's plural forms; the pattern is not among them (the page shows it as code).
 */
export function constraints(schema: Schema, strings: UiStrings, locale: string): string[] {
  const out: string[] = [];
  const t = strings.api.constraints;
  const add = (template: string, value: unknown): void => void out.push(format(template, { v: String(value) }));
  const count = (forms: PluralForms, value: unknown): void =>
    void out.push(typeof value === 'number' ? plural(locale, forms, value) : format(forms.other, { count: String(value) }));
  const exMin = schema.exclusiveMinimum;
  const exMax = schema.exclusiveMaximum;
  if (typeof exMin === 'number') add(t.exclusiveMinimum, exMin);
  if (schema.minimum !== undefined) add(exMin === true ? t.exclusiveMinimum : t.minimum, schema.minimum);
  if (typeof exMax === 'number') add(t.exclusiveMaximum, exMax);
  if (schema.maximum !== undefined) add(exMax === true ? t.exclusiveMaximum : t.maximum, schema.maximum);
  if (schema.multipleOf !== undefined) add(t.multipleOf, schema.multipleOf);
  if (schema.minLength !== undefined) count(t.minLength, schema.minLength);
  if (schema.maxLength !== undefined) count(t.maxLength, schema.maxLength);
  if (schema.minItems !== undefined) count(t.minItems, schema.minItems);
  if (schema.maxItems !== undefined) count(t.maxItems, schema.maxItems);
  if (schema.uniqueItems === true) out.push(t.uniqueItems);
  if (schema.minProperties !== undefined) count(t.minProperties, schema.minProperties);
  if (schema.maxProperties !== undefined) count(t.maxProperties, schema.maxProperties);
  return out;
}
