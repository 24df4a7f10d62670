import { isSchema, type Schema } from './schema-object.js';

/**
 * Keywords that say what one schema is: its name, its words, its examples. When several parts are combined they would
 * describe a part as if it were the whole (Pagination's "Metadados de paginação" over a catalogue page), so only the
 * schema's own ones are kept. A single part lends them: `allOf: [$ref]` beside a description is OpenAPI 3.0's way to
 * describe a reference, and the reference is what the reader gets.
 */
const DESCRIBING: readonly string[] = ['title', 'description', 'example', 'examples', 'externalDocs'];

/** The allOf parts a schema lists, in order (entries that are not schemas left out). */
export function allOfParts(schema: Schema): Schema[] {
  return Array.isArray(schema.allOf) ? schema.allOf.filter(isSchema) : [];
}

/**
 * The schema with its allOf parts merged in, as one object a reader can list: properties part by part and then its
 * own, required sets combined, other keywords the later part's (its own last). A discriminator is never inherited:
 * it names the alternatives of the schema that declares it, not of the schemas built on it.
 */
export function mergeAllOf(schema: Schema): Schema {
  return merge(schema, new Set());
}

function merge(schema: Schema, inside: Set<object>): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  inside.add(schema);
  // A part that contains the schema it is part of (A allOf [B], B allOf [A]) adds nothing new: left out.
  const parts = allOfParts(schema)
    .filter((part) => !inside.has(part))
    .map((part) => merge(part, inside));
  inside.delete(schema);
  const { allOf: _parts, ...own } = schema;
  return combine(parts, own, { lend: parts.length === 1, inside });
}

function combine(parts: Schema[], own: Schema, options: { lend: boolean; inside: Set<object> }): Schema {
  const out: Schema = {};
  const properties = new Map<string, Schema[]>();
  const required = new Set<string>();
  for (const part of [...parts, own]) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') {
        if (!isSchema(value)) continue;
        for (const [name, property] of Object.entries(value)) {
          if (isSchema(property)) properties.set(name, [...(properties.get(name) ?? []), property]);
        }
      } else if (key === 'required') {
        if (Array.isArray(value)) for (const name of value) if (typeof name === 'string') required.add(name);
      } else if (part === own || (key !== 'discriminator' && (options.lend || !DESCRIBING.includes(key)))) {
        out[key] = value;
      }
    }
  }
  // Null is allowed only where every part allows it (allOf is "all of them"), unless the schema says so itself.
  if (own.nullable === undefined) {
    if (parts.length > 0 && parts.every((part) => part.nullable === true)) out.nullable = true;
    else delete out.nullable;
  }
  if (properties.size > 0) {
    out.properties = Object.fromEntries(
      [...properties].map(([name, list]) => [
        name,
        // Declared by several parts: one field, its keywords merged (the later part, more specific, wins).
        list.length === 1
          ? list[0]!
          : combine(
              list.map((p) => merge(p, options.inside)),
              {},
              { lend: true, inside: options.inside },
            ),
      ]),
    );
  }
  if (required.size > 0) out.required = [...required];
  return out;
}
