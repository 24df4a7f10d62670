// The README's config reference, written from the schema: a table of every field (nested ones by their dotted path)
// and one table per named type (the sidebar item kinds), so the documentation cannot drift from what is checked.
import { z } from 'zod';
import { configSchema } from './schema.js';
import { shapeText, typeText } from './schema-text.js';
import { discriminatedOptions, field, shapeOf, type Field } from './schema-walk.js';

interface Row {
  cells: string[];
}

/** Named types met while walking, described in tables of their own after the fields. */
type Named = Map<string, Field>;

const code = (text: string): string => `\`${text}\``;
const cell = (text: string): string => text.replace(/\|/g, '\\|');
const table = (header: string[], rows: Row[]): string =>
  [header, header.map(() => '---'), ...rows.map((row) => row.cells)].map((cells) => `| ${cells.map(cell).join(' | ')} |`).join('\n');

/** A default value as it would be written in the config: `{ provider: "local" }`, `[]`, `"/"`. */
function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.length ? `[${value.map(valueText).join(', ')}]` : '[]';
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, inner]) => `${key}: ${valueText(inner)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

function defaultText(input: Field): string {
  if (input.meta.defaultText) return input.meta.defaultText;
  if (input.default) return code(valueText(input.default.value));
  return input.optional ? 'none' : 'required';
}

function description(input: Field, path: string): string {
  if (!input.meta.description) throw new Error(`config schema: field "${path}" has no description (add .meta({ description }))`);
  return input.meta.description;
}

/** The field's row, then its nested fields' rows. */
function fieldRows(input: Field, path: string, named: Named, note = ''): Row[] {
  const row = { cells: [code(path), code(typeText(input)), defaultText(input), description(input, path) + note] };
  return [row, ...nestedRows(input, path, named, note)];
}

/** Rows for what a field holds: an object's keys, a list's items' keys, a record's entries, a union's options. */
function nestedRows(input: Field, path: string, named: Named, note: string): Row[] {
  if (input.meta.collapsed) return [];
  if (input.meta.title) {
    named.set(input.meta.title, input);
    return [];
  }
  const schema = input.schema;
  const join = (key: string): string => (path ? `${path}.${key}` : key);
  if (schema instanceof z.ZodObject) {
    return Object.entries(shapeOf(input)).flatMap(([key, inner]) => fieldRows(field(inner), join(key), named, note));
  }
  if (schema instanceof z.ZodArray) return nestedRows(field(schema.element as z.ZodType), `${path}[]`, named, note);
  if (schema instanceof z.ZodRecord) {
    const value = field(schema.valueType as z.ZodType);
    const entry = join(`<${input.meta.key ?? 'key'}>`);
    if (!value.meta.description) return nestedRows(value, entry, named, note);
    // An entry of a record is neither required nor defaulted: there are as many as the config writes.
    const [row, ...rest] = fieldRows(value, entry, named, note);
    return [{ cells: [row!.cells[0]!, row!.cells[1]!, '', row!.cells[3]!] }, ...rest];
  }
  if (schema instanceof z.ZodDiscriminatedUnion) return variantRows(schema, path, named);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((option) => nestedRows(field(option as z.ZodType), path, named, note));
  return [];
}

/** A discriminated union of objects: its discriminator once, then each variant's own fields, marked with their variant. */
function variantRows(union: z.ZodDiscriminatedUnion, path: string, named: Named): Row[] {
  const key = union.def.discriminator;
  const options = discriminatedOptions(union);
  // The discriminator's line is the first that one of the variants gives it.
  const tag =
    options
      .map(({ option }) => shapeOf(option)[key])
      .map((schema) => field(schema ?? z.never()))
      .find((candidate) => candidate.meta.description) ?? field(z.never());
  const discriminator = {
    cells: [
      code(`${path}.${key}`),
      code(options.map(({ value }) => JSON.stringify(value)).join(' | ')),
      'required',
      description(tag, `${path}.${key}`),
    ],
  };
  return [
    discriminator,
    ...options.flatMap(({ value, option }) => {
      const note = ` Only with ${code(`${key}: ${JSON.stringify(value)}`)}.`;
      return Object.entries(shapeOf(option))
        .filter(([name]) => name !== key)
        .flatMap(([name, inner]) => fieldRows(field(inner), `${path}.${name}`, named, note));
    }),
  ];
}

/** A named type's table: each kind (an option of the union) on a row, its fields on the rows below. */
function namedTable(input: Field, named: Named): string {
  const schema = input.schema;
  const options = schema instanceof z.ZodUnion ? schema.options.map((option) => field(option as z.ZodType)) : [input];
  const rows = options.flatMap((option): Row[] => {
    if (option.schema instanceof z.ZodDiscriminatedUnion) {
      const key = option.schema.def.discriminator;
      return discriminatedOptions(option.schema).flatMap(({ value, option: variant }) => {
        const shape = code(shapeText(variant.schema as z.ZodObject));
        const kind = { cells: [code(`${key}: ${JSON.stringify(value)}`), '', shape, '', description(variant, String(value))] };
        const fields = Object.entries(shapeOf(variant))
          .filter(([name]) => name !== key)
          .flatMap(([name, inner]) => fieldRows(field(inner), name, named).map((row) => ({ cells: ['', ...row.cells] })));
        return [kind, ...fields];
      });
    }
    const type = code(typeText(option));
    return [{ cells: [option.meta.allowed ?? type, '', type, '', description(option, typeText(option))] }];
  });
  return table(['item', 'field', 'type', 'default', 'meaning'], rows);
}

/** The Markdown of the README's config reference (what goes between its marker comments), from the config schema. */
export function configReference(): string {
  const named: Named = new Map();
  const parts = [
    '<!-- Generated from cli/config/schema.ts by configReference() (cli/config/config-reference.ts): edit the schema, not this. -->',
    table(['field', 'type', 'default', 'meaning'], nestedRows(field(configSchema), '', named, '')),
  ];
  // A Map's iteration also visits the types its tables name on the way.
  for (const [name, type] of named) parts.push(`${code(name)}: ${description(type, name)} Each is one of these:`, namedTable(type, named));
  return `${parts.join('\n\n')}\n`;
}
