// Reading the config schema back: a field with its wrappers taken off, and the field a path leads to. The error
// messages and the README's config reference both describe fields from what these return.
import { z } from 'zod';
import { metaOf } from './field-meta.js';

/** A field's schema without its wrappers (optional, default, lazy), and what the wrappers said. */
export interface Field {
  /** What checks the value: a string, object, array, record, union… */
  schema: z.ZodType;
  /** The meta of the schema and its wrappers, the outermost winning. */
  meta: z.GlobalMeta;
  /** Whether the field may be left out. */
  optional: boolean;
  /** The value used when it is left out, when that is a fixed value. */
  default?: { value: unknown };
}

/** The field a schema describes, wrappers taken off. */
export function field(schema: z.ZodType): Field {
  let current = schema;
  let meta: z.GlobalMeta = {};
  let optional = false;
  let fallback: Field['default'];
  for (;;) {
    meta = { ...metaOf(current), ...meta };
    if (current instanceof z.ZodOptional) {
      optional = true;
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodDefault) {
      optional = true;
      fallback ??= { value: current.def.defaultValue };
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodLazy) {
      current = current.unwrap() as z.ZodType;
    } else {
      return { schema: current, meta, optional, default: fallback };
    }
  }
}

/** The values a literal or enum accepts; empty for other schemas. */
export function literalValues(schema: z.ZodType): unknown[] {
  if (schema instanceof z.ZodLiteral) return [...schema.values];
  if (schema instanceof z.ZodEnum) return schema.options;
  return [];
}

/** The least length a string or list must have (0 when none is set). */
export function minLength(schema: z.ZodType): number {
  const checks = (schema._zod.def.checks ?? []).map((check) => check._zod.def as { check: string; minimum?: unknown });
  return Math.max(0, ...checks.map((def) => (def.check === 'min_length' && typeof def.minimum === 'number' ? def.minimum : 0)));
}

/** An object field's schemas by key; empty for other fields. */
export function shapeOf(input: Field): Record<string, z.ZodType> {
  return input.schema instanceof z.ZodObject ? (input.schema.shape as Record<string, z.ZodType>) : {};
}

/** A discriminated union's options with the value of the discriminator each takes. */
export function discriminatedOptions(union: z.ZodDiscriminatedUnion): Array<{ value: unknown; option: Field }> {
  const key = union.def.discriminator;
  return union.options.map((schema) => {
    const option = field(schema as z.ZodType);
    const tag = shapeOf(option)[key];
    return { value: tag ? literalValues(field(tag).schema)[0] : undefined, option };
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value is of the kind a schema checks (a string, a list, an object…), right or wrong in its details. */
function sameKind(schema: z.ZodType, value: unknown): boolean {
  if (schema instanceof z.ZodString) return typeof value === 'string';
  if (schema instanceof z.ZodNumber) return typeof value === 'number';
  if (schema instanceof z.ZodBoolean) return typeof value === 'boolean';
  if (schema instanceof z.ZodLiteral || schema instanceof z.ZodEnum) return literalValues(schema).includes(value);
  if (schema instanceof z.ZodArray) return Array.isArray(value);
  if (schema instanceof z.ZodObject || schema instanceof z.ZodRecord) return isRecord(value);
  if (schema instanceof z.ZodUnion) return schema.options.some((option) => sameKind(field(option as z.ZodType).schema, value));
  return false;
}

/** The option of a union a value is meant for (by its discriminator, else by its kind), or the union when none is. */
function meantOption(union: Field, value: unknown): Field {
  const schema = union.schema;
  if (!(schema instanceof z.ZodUnion)) return union;
  let option: Field | undefined;
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const tag = isRecord(value) ? value[schema.def.discriminator] : undefined;
    option = discriminatedOptions(schema).find((candidate) => candidate.value === tag)?.option;
  } else {
    option = schema.options.map((candidate) => field(candidate as z.ZodType)).find((candidate) => sameKind(candidate.schema, value));
  }
  if (!option) return union;
  const inner = meantOption(option, value);
  return { ...inner, meta: { ...union.meta, ...inner.meta }, optional: union.optional, default: union.default };
}

/** The value at a path of the config, or undefined when the path leads nowhere. */
export function valueAt(config: unknown, path: readonly PropertyKey[]): unknown {
  let value = config;
  for (const key of path) value = isRecord(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** The field a path of the config leads to, following the config's values through unions; undefined when there is none. */
export function fieldAt(root: z.ZodType, path: readonly PropertyKey[], config: unknown): Field | undefined {
  let current = meantOption(field(root), config);
  for (const [i, key] of path.entries()) {
    const schema = current.schema;
    let next: z.ZodType | undefined;
    if (schema instanceof z.ZodObject && typeof key === 'string') next = shapeOf(current)[key];
    else if (schema instanceof z.ZodArray && typeof key === 'number') next = schema.element as z.ZodType;
    else if (schema instanceof z.ZodRecord && typeof key === 'string') next = schema.valueType as z.ZodType;
    if (!next) return undefined;
    current = meantOption(field(next), valueAt(config, path.slice(0, i + 1)));
  }
  return current;
}
