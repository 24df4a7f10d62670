import { isSchema, type Schema, show, valueType } from './schema-object.js';

const NONE = Symbol('no constant');

/** The one value an alternative allows (`const`, or an enum of one value), if that is all it is. */
function constantOf(option: Schema): unknown {
  if (option.properties || option.items || option.oneOf || option.anyOf || option.allOf) return NONE;
  if ('const' in option) return option.const;
  return Array.isArray(option.enum) && option.enum.length === 1 ? option.enum[0] : NONE;
}

/**
 * A oneOf/anyOf whose every alternative is one constant, written that way to give each value a description
 * (`oneOf: [{ const: pix, description: … }, …]`), read as what it means: an enum with described values.
 */
export function constAlternatives(schema: Schema): Schema | undefined {
  const options = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (!options || options.length === 0 || !options.every(isSchema)) return undefined;
  const values = options.map(constantOf);
  if (values.some((value) => value === NONE)) return undefined;
  const descriptions: Record<string, string> = {};
  options.forEach((option, i) => {
    const text = typeof option.description === 'string' ? option.description : option.title;
    if (typeof text === 'string' && text.trim()) descriptions[show(values[i])] = text;
  });
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
  const type = rest.type ?? options.find((option) => option.type !== undefined)?.type ?? valueType(values[0]);
  return { ...rest, type, enum: values, 'x-enumDescriptions': descriptions };
}

/**
 * Each enum value's description, by the value as shown, in Markdown: `x-enumDescriptions` (Redocly: a map by value; a
 * list in enum order is read too) or `x-enum-descriptions` (openapi-generator: a list in enum order).
 */
export function enumDescriptions(schema: Schema): Record<string, string> {
  const values = Array.isArray(schema.enum) ? schema.enum : [];
  const given = schema['x-enumDescriptions'] ?? schema['x-enum-descriptions'];
  const out: Record<string, string> = {};
  if (Array.isArray(given)) {
    values.forEach((value, i) => {
      if (typeof given[i] === 'string' && given[i].trim()) out[show(value)] = given[i];
    });
  } else if (isSchema(given)) {
    for (const value of values) {
      const text = given[show(value)];
      if (typeof text === 'string' && text.trim()) out[show(value)] = text;
    }
  }
  return out;
}
