import type { OpenAPIV3 } from 'openapi-types';
import type { SchemaNode } from '../../shared/model/api.js';
import { format } from '../../shared/i18n/format.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import { discriminatorOf, type LabelledOption } from './discriminator.js';
import { constAlternatives, enumDescriptions } from './enum-values.js';
import { allOfParts, mergeAllOf } from './merge-all-of.js';
import { isSchema, type Schema, show, valueType } from './schema-object.js';
import { constraints } from './schema-constraints.js';

export interface SchemaTreeContext {
  /** Component name of each dereferenced schema object (identity survives dereferencing). */
  names: Map<object, string>;
  /** Markdown → HTML for descriptions. */
  describe: (markdown: string) => string;
  /** Request trees leave out readOnly properties, response trees writeOnly ones. */
  mode: 'request' | 'response';
  /** The site's interface strings (type names, constraints, option labels). */
  strings: UiStrings;
  /** The site's locale: the plural rules of the constraints' counts. */
  locale: string;
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
  /** Each schema object as the reader sees it (allOf merged, constant alternatives as an enum), made once per tree. */
  views: Map<object, Schema>;
}

/**
 * Fields one tree lists at most (about what a reader can scan; a page stays within its weight budget). Beyond it,
 * schemas are shown by name and type only, as beyond MAX_DEPTH; it keeps each operation's cost bounded, so the
 * stage grows linearly with the number of operations instead of with operations × the size of the schemas they reach.
 */
const MAX_NODES = 1500;

/** Property names an unnamed object alternative is described by ("objeto com card, pix, …"). */
const LABEL_FIELDS = 3;

/** The reader's view of a (dereferenced, possibly circular) schema: a finite tree with circular refs as links back. */
export function schemaTree(schema: unknown, ctx: SchemaTreeContext, options: { name?: string; required?: boolean } = {}): SchemaNode {
  const state: Walk = { stack: new Set(), expanded: new Set(), budget: { left: MAX_NODES }, views: new Map() };
  return walk(isSchema(schema) ? schema : {}, ctx, { name: options.name, required: options.required }, state, 0);
}

/**
 * The schema as a reader sees it. Identity matters (component names, circular refs, fields listed once), so the tree
 * keeps walking the spec's own objects and reads their keywords through this view.
 */
function view(schema: Schema, state: Walk): Schema {
  let seen = state.views.get(schema);
  if (!seen) {
    const merged = mergeAllOf(schema);
    seen = constAlternatives(merged) ?? merged;
    state.views.set(schema, seen);
  }
  return seen;
}

/** The name a reader knows a schema by: its component name or title, or the one schema its allOf wraps. */
function titleOf(schema: Schema, ctx: SchemaTreeContext): string | undefined {
  const own = ctx.names.get(schema) ?? schema.title;
  if (own !== undefined) return own;
  const parts = allOfParts(schema);
  return parts.length === 1 ? titleOf(parts[0]!, ctx) : undefined;
}

function walk(
  schema: Schema,
  ctx: SchemaTreeContext,
  at: { name: string | undefined; required: boolean | undefined },
  state: Walk,
  depth: number,
): SchemaNode {
  const { stack, expanded } = state;
  const seen = view(schema, state);
  const title = titleOf(schema, ctx);
  const node = facts(seen, ctx, state);
  Object.assign(node, { name: at.name, title, required: at.required });
  if (stack.has(schema)) return { ...node, circular: title ?? ctx.strings.api.anyType, description: undefined };
  if (depth >= MAX_DEPTH) return node;
  const items = seen.type === 'array' && isSchema(seen.items) ? seen.items : undefined;
  const inner = items ?? schema;
  if ((expanded.has(inner) && !stack.has(inner)) || state.budget.left <= 0) return node;
  expanded.add(inner);
  stack.add(schema);
  try {
    if (inner !== schema && stack.has(inner)) {
      node.circular = titleOf(inner, ctx) ?? ctx.strings.api.anyType;
    } else {
      if (inner !== schema) stack.add(inner);
      const fields = view(inner, state);
      node.children = properties(fields, ctx, state, depth);
      node.mergedFrom = mergedFrom(inner, fields, ctx);
      const kind = (['oneOf', 'anyOf'] as const).find((k) => Array.isArray(fields[k]));
      const options: LabelledOption[] = (kind ? (fields[kind] as unknown[]) : [])
        .filter(isSchema)
        .map((option) => ({ schema: option, label: optionLabel(option, ctx, state) }));
      if (kind) {
        node.variants = {
          kind,
          options: options.map((option) => walk(option.schema, ctx, { name: option.label, required: undefined }, state, depth + 1)),
        };
      }
      node.discriminator = discriminatorOf(fields, options, ctx.names);
      if (inner !== schema) stack.delete(inner);
    }
  } finally {
    stack.delete(schema);
  }
  return node;
}

/** What a node says about itself, read from the schema's view: type, constraints, enum, default, flags. */
function facts(seen: Schema, ctx: SchemaTreeContext, state: Walk): SchemaNode {
  const described = Object.entries(enumDescriptions(seen)).map(([value, text]) => [value, ctx.describe(text)]);
  return {
    type: displayType(seen, ctx, state),
    children: [],
    constraints: constraints(seen, ctx.strings, ctx.locale),
    pattern: typeof seen.pattern === 'string' ? seen.pattern : undefined,
    format: typeof seen.format === 'string' ? seen.format : undefined,
    description: typeof seen.description === 'string' && seen.description ? ctx.describe(seen.description) : undefined,
    readOnly: seen.readOnly === true || undefined,
    writeOnly: seen.writeOnly === true || undefined,
    deprecated: seen.deprecated === true || undefined,
    nullable: seen.nullable === true || undefined,
    enum: Array.isArray(seen.enum) ? seen.enum.map(show) : undefined,
    enumDescriptions: described.length > 0 ? Object.fromEntries(described) : undefined,
    const: seen.const === undefined ? undefined : show(seen.const),
    default: seen.default === undefined ? undefined : show(seen.default),
    example: seen.example === undefined ? undefined : show(seen.example),
  };
}

function properties(schema: Schema, ctx: SchemaTreeContext, state: Walk, depth: number): SchemaNode[] {
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const entries = Object.entries(isSchema(schema.properties) ? schema.properties : {}).filter((entry): entry is [string, Schema] =>
    isSchema(entry[1]),
  );
  state.budget.left -= entries.length;
  const children = entries
    // Read through the view: a field that is `allOf: [$ref]` to a read-only schema is read-only too.
    .filter(([, property]) => (ctx.mode === 'request' ? !view(property, state).readOnly : !view(property, state).writeOnly))
    .map(([key, property]) => walk(property, ctx, { name: key, required: required.has(key) }, state, depth + 1));
  if (isSchema(schema.additionalProperties)) {
    const extra = { name: ctx.strings.api.additionalProperties, required: false };
    children.push(walk(schema.additionalProperties, ctx, extra, state, depth + 1));
  }
  return children;
}

/**
 * Where an allOf's fields come from, said once over the merged list: each part by its name, the parts written inline
 * by the name of the schema they belong to. Nothing when one name would be all it says.
 */
function mergedFrom(schema: Schema, seen: Schema, ctx: SchemaTreeContext): string[] | undefined {
  const parts = allOfParts(schema);
  if (parts.length === 0) return undefined;
  const own = ctx.names.get(schema) ?? schema.title ?? ctx.strings.api.ownFields;
  const labels = parts.map((part) => ctx.names.get(part) ?? part.title ?? own);
  if (isSchema(schema.properties) && Object.keys(schema.properties).length > 0) labels.push(own);
  const distinct = [...new Set(labels)];
  return distinct.length > 1 && Object.keys(seen.properties ?? {}).length > 0 ? distinct : undefined;
}

/** How an alternative is named: its title, its component name, else what it is ("string", "objeto com card, pix"). */
function optionLabel(option: Schema, ctx: SchemaTreeContext, state: Walk): string {
  const named = (typeof option.title === 'string' && option.title) || ctx.names.get(option) || titleOf(option, ctx);
  if (named) return named;
  const seen = view(option, state);
  if (seen.const !== undefined) return `${ctx.strings.api.constValue}: ${show(seen.const)}`;
  const fields = Object.keys(isSchema(seen.properties) ? seen.properties : {});
  if (fields.length > 0) {
    const shown = fields.slice(0, LABEL_FIELDS).join(', ') + (fields.length > LABEL_FIELDS ? ', …' : '');
    return format(ctx.strings.api.objectWith, { fields: shown });
  }
  return displayType(seen, ctx, state);
}

function baseType(schema: Schema, ctx: SchemaTreeContext, state: Walk): string {
  const types = Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length === 0) {
    if (schema.properties || schema.additionalProperties) return 'object';
    if (schema.oneOf) return 'oneOf';
    if (schema.anyOf) return 'anyOf';
    const constant = schema.const !== undefined ? schema.const : Array.isArray(schema.enum) ? schema.enum[0] : undefined;
    return valueType(constant) ?? ctx.strings.api.anyType;
  }
  return types
    .map((type) => {
      if (type !== 'array') return type;
      const items = schema.items;
      if (!isSchema(items)) return format(ctx.strings.api.arrayOf, { item: ctx.strings.api.anyType });
      return format(ctx.strings.api.arrayOf, { item: titleOf(items, ctx) ?? baseType(view(items, state), ctx, state) });
    })
    .join(' | ');
}

function displayType(schema: Schema, ctx: SchemaTreeContext, state: Walk): string {
  const type = baseType(schema, ctx, state);
  return schema.nullable === true ? `${type} | null` : type;
}

/** Component name of every schema under components.schemas, by object identity (it survives dereferencing). */
export function componentNames(api: OpenAPIV3.Document): Map<object, string> {
  const names = new Map<object, string>();
  for (const [name, schema] of Object.entries(api.components?.schemas ?? {})) {
    if (typeof schema === 'object' && schema !== null) names.set(schema, name);
  }
  return names;
}
