import type { OpenAPIV3 } from 'openapi-types';
import type { ApiParameter } from '../../shared/model/api.js';
import { schemaTree, type SchemaTreeContext } from './schema-tree.js';
import { jsonText } from './json-text.js';

/** The media type a page shows of a content map: the first JSON one, else the first. */
export function pickMedia(
  content: Record<string, OpenAPIV3.MediaTypeObject> | undefined,
): [string | undefined, OpenAPIV3.MediaTypeObject | undefined] {
  if (!content) return [undefined, undefined];
  const type = Object.keys(content).find((t) => /json/i.test(t)) ?? Object.keys(content)[0];
  return [type, type ? content[type] : undefined];
}

/** An operation's parameters: the path item's and its own, its own winning for the same name and location. */
export function mergedParameters(item: OpenAPIV3.PathItemObject, op: OpenAPIV3.OperationObject): OpenAPIV3.ParameterObject[] {
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])] as OpenAPIV3.ParameterObject[];
  return [...new Map(params.map((p) => [`${p.in}:${p.name}`, p])).values()];
}

/** A parameter (or a response header) as the page shows it. */
export function parameter(p: OpenAPIV3.ParameterObject, ctx: SchemaTreeContext): ApiParameter {
  const schema = (p.schema ?? pickMedia(p.content)[1]?.schema ?? {}) as OpenAPIV3.SchemaObject;
  const tree = schemaTree(schema, ctx);
  if (p.example !== undefined && tree.example === undefined) tree.example = typeof p.example === 'string' ? p.example : jsonText(p.example);
  return {
    name: p.name,
    in: p.in as ApiParameter['in'],
    required: p.required ?? p.in === 'path',
    deprecated: p.deprecated ?? false,
    description: p.description ? ctx.describe(p.description) : undefined,
    schema: tree,
  };
}

/** A parameter's example value as text: its own, its examples', its schema's example, default or first enum value. */
export function exampleOf(p: OpenAPIV3.ParameterObject): string | undefined {
  const schema = (p.schema ?? {}) as OpenAPIV3.SchemaObject;
  const value =
    p.example ??
    Object.values(p.examples ?? {}).map((e) => (e as OpenAPIV3.ExampleObject).value)[0] ??
    schema.example ??
    schema.default ??
    schema.enum?.[0];
  return value === undefined ? undefined : typeof value === 'string' ? value : jsonText(value);
}
