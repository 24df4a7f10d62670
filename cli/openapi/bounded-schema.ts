/**
 * Schemas an example is generated from, cut to a bounded size. openapi-sampler walks a dereferenced schema as a
 * tree: when shared components reference one another (a DAG, as in big specs), the example grows exponentially with
 * the depth (a 4-operation spec of 8 such schemas gave an 18 MB example page and 40 s). This copy keeps the first
 * MAX_SCHEMAS schema objects in breadth-first order, so the fields near the top are all there, and shows each shared
 * schema's fields only once; what is cut becomes a bare `{ type }`, which the sampler turns into an empty value.
 */
const MAX_SCHEMAS = 400;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A bare stand-in for a schema that is cut: its type only (circular and repeated ones too). */
function stub(schema: Json): Json {
  const type = schema.type ?? (schema.properties || schema.additionalProperties ? 'object' : schema.items ? 'array' : undefined);
  return type === undefined ? {} : { type };
}

/** A copy of `schema` with at most MAX_SCHEMAS schema objects, each original object expanded once. */
export function boundedSchema(schema: unknown, limit = MAX_SCHEMAS): unknown {
  if (!isObject(schema)) return schema;
  const seen = new Set<object>([schema]);
  const root: Json = { ...schema };
  // Breadth-first: each entry is a copy whose sub-schemas still point at the originals and must be replaced.
  const queue: Json[] = [root];
  let count = 1;
  const child = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    if (seen.has(value) || count >= limit) return stub(value);
    seen.add(value);
    count += 1;
    const copy = { ...value };
    queue.push(copy);
    return copy;
  };
  for (let i = 0; i < queue.length; i++) {
    const copy = queue[i]!;
    if (isObject(copy.properties)) {
      copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([key, value]) => [key, child(value)]));
    }
    for (const key of ['items', 'additionalProperties', 'not'] as const) {
      if (isObject(copy[key])) copy[key] = child(copy[key]);
    }
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const list = copy[key];
      if (Array.isArray(list)) copy[key] = list.map(child);
    }
  }
  return root;
}
