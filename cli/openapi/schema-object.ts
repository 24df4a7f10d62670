import { jsonText } from './json-text.js';

/**
 * A dereferenced schema object as the schema tree reads it: OpenAPI 3.0's keywords plus 3.1's `const` and type lists.
 * Specs are input: every keyword may be missing or of the wrong kind, so readers check before they trust one.
 */
export interface Schema {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  discriminator?: { propertyName?: string; mapping?: Record<string, string> };
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  pattern?: string;
  [keyword: string]: unknown;
}

export function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value from the spec as the page shows it: a string as written, anything else as JSON. */
export function show(value: unknown): string {
  return typeof value === 'string' ? value : jsonText(value);
}

/** The JSON type of a constant, as a schema would name it (a `const` or an enum written without `type`). */
export function valueType(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value;
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : undefined;
}
