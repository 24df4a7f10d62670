import type { OpenAPIV3 } from 'openapi-types';
import type { SchemaNode } from '../../shared/model/api.js';
import { format } from '../../shared/i18n/format.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import { jsonText } from './json-text.js';

type Schema = OpenAPIV3.SchemaObject & { const?: unknown; type?: string | string[] };

export interface SchemaTreeContext {
  /** Component name of each dereferenced schema object (identity survives dereferencing). */
  names: Map<object, string>;
  /** Markdown → HTML for descriptions. */
  describe: (markdown: string) => string;
  /** Request trees leave out readOnly properties, response trees writeOnly ones. */
  mode: 'request' | 'response';
  /** The site's interface strings (type names, constraints, option labels). */
  strings: UiStrings;
}

/** Beyond this depth a schema is shown by name only: big specs nest deeply without being circular. */
const MAX_DEPTH = 10;

/** One tree's walk: the schemas it is inside (circular refs) and those whose fields it already lists. */
interface Walk {
  stack: Set<object>;
  /**
   * Schema objects whose fields this tree already shows. A $ref to a shared component dereferences to the same
   * object everywhere, so a component graph where schemas reference one another (a DAG, not a cycle) would expand
   * into a tree exponential in its depth: 8 schemas of 40 fields, 10 of them $refs to earlier ones, gave 10^7 nodes
   * and a 65 s build for 4 operations. Listing each schema's fields once per tree keeps the tree no bigger than the
   * schemas it reaches; a later occurrence is shown by name and type only, as beyond MAX_DEPTH.
   */
  expanded: Set<object>;
  /** Nodes this tree may still list fields for: a page shows a bounded tree however big the spec's schemas. */
  budget: { left: number };
}

/**
 * Fields one tree lists at most (about what a reader can scan; a page stays within its weight budget). Beyond it,
 * schemas are shown by name and type only, as beyond MAX_DEPTH; it keeps each operation's cost bounded, so the
 * stage grows linearly with the number of operations instead of with operations × the size of the schemas they reach.
 */
const MAX_NODES = 1500;

/** The reader's view of a (dereferenced, possibly circular) schema: a finite tree with circular refs as links back. */
export function schemaTree(schema: unknown, ctx: SchemaTreeContext, options: { name?: string; required?: boolean } = {}): SchemaNode {
  return walk(
    schema as Schema,
    ctx,
    options.name,
    options.required,
    { stack: new Set(), expanded: new Set(), budget: { left: MAX_NODES } },
    0,
  );
}

function walk(
  schema: Schema,
  ctx: SchemaTreeContext,
  name: string | undefined,
  required: boolean | undefined,
  state: Walk,
  depth: number,
): SchemaNode {
  const { stack, expanded } = state;
  const title = ctx.names.get(schema) ?? schema.title;
  const node: SchemaNode = {
    name,
    type: displayType(schema, ctx),
    title,
    required,
    children: [],
    constraints: constraints(schema, ctx.strings),
    format: schema.format,
    description: schema.description ? ctx.describe(schema.description) : undefined,
    readOnly: schema.readOnly || undefined,
    writeOnly: schema.writeOnly || undefined,
    deprecated: schema.deprecated || undefined,
    nullable: schema.nullable || undefined,
    enum: schema.enum?.map(show),
    default: schema.default === undefined ? undefined : show(schema.default),
    example: schema.example === undefined ? undefined : show(schema.example),
  };
  if (stack.has(schema)) return { ...node, circular: title ?? ctx.strings.api.anyType, description: undefined };
  if (depth >= MAX_DEPTH) return node;
  const items = (schema as { items?: Schema }).items;
  const inner = schema.type === 'array' && items && isSchema(items) ? items : schema;
  if ((expanded.has(inner) && !stack.has(inner)) || state.budget.left <= 0) return node;
  expanded.add(inner);
  stack.add(schema);
  try {
    if (inner !== schema && stack.has(inner)) {
      node.circular = ctx.names.get(inner) ?? inner.title ?? ctx.strings.api.anyType;
    } else {
      if (inner !== schema) stack.add(inner);
      node.children = properties(inner, ctx, state, depth);
      const kind = (['oneOf', 'anyOf', 'allOf'] as const).find((k) => Array.isArray(inner[k]));
      if (kind) {
        node.variants = {
          kind,
          options: (inner[kind] as Schema[]).map((option, index) =>
            walk(
              option,
              ctx,
              ctx.names.get(option) ?? option.title ?? format(ctx.strings.api.option, { n: index + 1 }),
              undefined,
              state,
              depth + 1,
            ),
          ),
        };
      }
      if (inner !== schema) stack.delete(inner);
    }
  } finally {
    stack.delete(schema);
  }
  return node;
}

function properties(schema: Schema, ctx: SchemaTreeContext, state: Walk, depth: number): SchemaNode[] {
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const entries = Object.entries(schema.properties ?? {});
  state.budget.left -= entries.length;
  const children = entries
    .filter(([, prop]) => {
      const p = prop as Schema;
      return ctx.mode === 'request' ? !p.readOnly : !p.writeOnly;
    })
    .map(([key, prop]) => walk(prop as Schema, ctx, key, required.has(key), state, depth + 1));
  if (isSchema(schema.additionalProperties)) {
    children.push(walk(schema.additionalProperties as Schema, ctx, ctx.strings.api.additionalProperties, false, state, depth + 1));
  }
  return children;
}

function isSchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

function baseType(schema: Schema, ctx: SchemaTreeContext): string {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) {
    if (schema.properties || schema.additionalProperties) return 'object';
    if (schema.oneOf) return 'oneOf';
    if (schema.anyOf) return 'anyOf';
    if (schema.allOf) return 'allOf';
    if (schema.enum) return typeof schema.enum[0] === 'number' ? 'number' : 'string';
    return ctx.strings.api.anyType;
  }
  return types
    .map((type) => {
      if (type !== 'array') return type;
      const items = (schema as { items?: Schema }).items;
      if (!items || !isSchema(items)) return format(ctx.strings.api.arrayOf, { item: ctx.strings.api.anyType });
      return format(ctx.strings.api.arrayOf, { item: ctx.names.get(items) ?? items.title ?? baseType(items, ctx) });
    })
    .join(' | ');
}

function displayType(schema: Schema, ctx: SchemaTreeContext): string {
  const type = baseType(schema, ctx);
  return schema.nullable ? `${type} | null` : type;
}

function constraints(schema: Schema, strings: UiStrings): string[] {
  const out: string[] = [];
  const t = strings.api.constraints;
  const add = (template: string, value: unknown): void => void out.push(format(template, { v: String(value) }));
  const exMin = schema.exclusiveMinimum as unknown;
  const exMax = schema.exclusiveMaximum as unknown;
  if (typeof exMin === 'number') add(t.exclusiveMinimum, exMin);
  if (schema.minimum !== undefined) add(exMin === true ? t.exclusiveMinimum : t.minimum, schema.minimum);
  if (typeof exMax === 'number') add(t.exclusiveMaximum, exMax);
  if (schema.maximum !== undefined) add(exMax === true ? t.exclusiveMaximum : t.maximum, schema.maximum);
  if (schema.multipleOf !== undefined) add(t.multipleOf, schema.multipleOf);
  if (schema.minLength !== undefined) add(t.minLength, schema.minLength);
  if (schema.maxLength !== undefined) add(t.maxLength, schema.maxLength);
  if (schema.pattern !== undefined) add(t.pattern, schema.pattern);
  if (schema.minItems !== undefined) add(t.minItems, schema.minItems);
  if (schema.maxItems !== undefined) add(t.maxItems, schema.maxItems);
  if (schema.uniqueItems) out.push(t.uniqueItems);
  if (schema.minProperties !== undefined) add(t.minProperties, schema.minProperties);
  if (schema.maxProperties !== undefined) add(t.maxProperties, schema.maxProperties);
  return out;
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : jsonText(value);
}

/** Component name of every schema under components.schemas, by object identity (it survives dereferencing). */
export function componentNames(api: OpenAPIV3.Document): Map<object, string> {
  const names = new Map<object, string>();
  for (const [name, schema] of Object.entries(api.components?.schemas ?? {})) {
    if (typeof schema === 'object' && schema !== null) names.set(schema, name);
  }
  return names;
}
