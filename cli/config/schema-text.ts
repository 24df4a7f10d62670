// How a config field reads to a user: as a TypeScript-like type for the README (`{ src, alt? }`, `SidebarItem[]`)
// and as a phrase for error messages ("an object { src, alt? }", "true or false").
import { z } from 'zod';
import { discriminatedOptions, field, literalValues, minLength, type Field } from './schema-walk.js';

/** `"a"`, `"a" or "b"`, `one of "a", "b", "c"`: the values a field accepts, in a sentence. */
export function oneOf(values: readonly unknown[]): string {
  const texts = values.map((value) => JSON.stringify(value));
  if (texts.length <= 2) return texts.join(' or ');
  return `one of ${texts.join(', ')}`;
}

/** `{ type: "doc", id, label? }`: an object's keys, optional ones marked, fixed ones with their value. */
export function shapeText(object: z.ZodObject): string {
  const keys = Object.entries(object.shape as Record<string, z.ZodType>).map(([key, schema]) => {
    const inner = field(schema);
    const fixed = inner.schema instanceof z.ZodLiteral ? literalValues(inner.schema) : [];
    if (fixed.length === 1) return `${key}: ${JSON.stringify(fixed[0])}`;
    return inner.optional ? `${key}?` : key;
  });
  return `{ ${keys.join(', ')} }`;
}

/** The field's type as TypeScript would spell it, short: named types by name, objects by their keys. */
export function typeText(input: Field): string {
  if (input.meta.title) return input.meta.title;
  const schema = input.schema;
  if (schema instanceof z.ZodString) return 'string';
  if (schema instanceof z.ZodNumber) return 'number';
  if (schema instanceof z.ZodBoolean) return 'boolean';
  if (schema instanceof z.ZodLiteral || schema instanceof z.ZodEnum)
    return literalValues(schema)
      .map((v) => JSON.stringify(v))
      .join(' | ');
  if (schema instanceof z.ZodObject) return shapeText(schema);
  if (schema instanceof z.ZodRecord) return `{ [${input.meta.key ?? 'key'}]: ${typeText(field(schema.valueType as z.ZodType))} }`;
  if (schema instanceof z.ZodArray) {
    const element = typeText(field(schema.element as z.ZodType));
    return element.includes(' | ') ? `(${element})[]` : `${element}[]`;
  }
  if (schema instanceof z.ZodUnion) return schema.options.map((option) => typeText(field(option as z.ZodType))).join(' | ');
  if (schema instanceof z.ZodTuple) return `[${schema.def.items.map((item) => typeText(field(item as z.ZodType))).join(', ')}]`;
  return 'unknown';
}

/** What a field accepts, as the end of "config field "x" must be …". */
export function allowedText(input: Field): string {
  if (input.meta.allowed) return input.meta.allowed;
  const schema = input.schema;
  if (schema instanceof z.ZodString) return minLength(schema) > 0 ? 'a non-empty string' : 'a string';
  if (schema instanceof z.ZodNumber) return 'a number';
  if (schema instanceof z.ZodBoolean) return 'true or false';
  if (schema instanceof z.ZodLiteral || schema instanceof z.ZodEnum) return oneOf(literalValues(schema));
  if (schema instanceof z.ZodObject) return `an object ${shapeText(schema)}`;
  if (schema instanceof z.ZodRecord) return `an object ${typeText({ ...input, meta: { ...input.meta, title: undefined } })}`;
  if (schema instanceof z.ZodArray) {
    const list = minLength(schema) > 0 ? 'a non-empty list' : 'a list';
    return `${list}, each item ${allowedText(field(schema.element as z.ZodType))}`;
  }
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const options = discriminatedOptions(schema);
    // Two shapes read well in full; more read better as the list of kinds.
    if (options.length <= 2) return `an object ${options.map(({ option }) => typeText({ ...option, meta: {} })).join(' or ')}`;
    return `an object whose ${schema.def.discriminator} is ${oneOf(options.map(({ value }) => value))}`;
  }
  if (schema instanceof z.ZodUnion) {
    return [...new Set(schema.options.map((option) => allowedText(field(option as z.ZodType))))].join(' or ');
  }
  return 'a valid value';
}
