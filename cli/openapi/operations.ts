import type { OpenAPIV3 } from 'openapi-types';
import type { ApiOperationPage, ApiParameter, ApiResponse, ApiSecurity, ApiServer } from '../../shared/model/api.js';
import { strings } from '../../shared/strings.pt.js';
import type { BuildWarning } from '../errors/docsgen-error.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { slugify } from '../text/slug.js';
import { mediaExamples, renderExample, type RawExample } from './examples.js';
import { componentNames, schemaTree, type SchemaTreeContext } from './schema-tree.js';
import { codeSamples } from './snippets.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** One operation as the SiteModel holds it: everything its page shows, and nothing of OpenAPI's raw shape. */
export type OperationModel = Omit<ApiOperationPage, 'kind' | 'sidebarId' | 'breadcrumbs' | 'prev' | 'next'> & { slug: string };

export interface ApiReference {
  /** The spec file, relative to the site root (for messages). */
  file: string;
  title: string;
  version: string;
  description: string;
  excerpt: string;
  infoRoute: string;
  servers: ApiServer[];
  security: ApiSecurity[];
  contact?: { name?: string; email?: string; url?: string };
  license?: { name: string; url?: string };
  /** Tags in the spec's order, with descriptions. */
  tags: Array<{ name: string; description?: string }>;
  operations: OperationModel[];
}

export interface OperationsInput {
  api: OpenAPIV3.Document;
  file: string;
  /** Route prefix of the reference, e.g. "/api". */
  route: string;
  /** Markdown → HTML and a plain-text excerpt (descriptions in the spec are CommonMark). */
  markdown: (text: string) => { html: string; excerpt?: string };
  /** openapi-sampler's sample(), injected so this module stays synchronous and testable. */
  sample: (schema: unknown, options: object, spec: unknown) => unknown;
}

/** Turns a validated, dereferenced OpenAPI 3 document into the API reference's plain data. */
export function buildApiReference({ api, file, route, markdown, sample }: OperationsInput): { reference: ApiReference; warnings: BuildWarning[] } {
  const warnings: BuildWarning[] = [];
  const memo = new Map<string, { html: string; excerpt?: string }>();
  const render = (text: string): { html: string; excerpt?: string } => {
    let result = memo.get(text);
    if (result === undefined) {
      result = markdown(text);
      memo.set(text, result);
    }
    return result;
  };
  const describe = (text: string): string => render(text).html;
  const excerpt = (text: string | undefined, fallback: string): string => (text ? render(text).excerpt : undefined) ?? fallback;
  const names = componentNames(api);
  const prefix = route === '/' ? '' : route;
  const globalServers = servers(api.servers);
  const schemes = (api.components?.securitySchemes ?? {}) as Record<string, OpenAPIV3.SecuritySchemeObject>;
  const operations: OperationModel[] = [];
  const bySlug = new Map<string, string>();

  for (const [path, item] of Object.entries(api.paths ?? {})) {
    if (!item) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const explicit = (op as { 'x-slug'?: unknown })['x-slug'];
      let slug = typeof explicit === 'string' && explicit ? slugify(explicit) : op.operationId ? slugify(op.operationId) : '';
      if (!slug) {
        slug = slugify(`${method}-${path}`);
        warnings.push({ code: 'openapi-no-operation-id', file, message: `${where} has no operationId: its page is ${prefix}/${slug}; add an operationId (or x-slug) to keep that URL stable` });
      }
      const other = bySlug.get(slug);
      if (other) {
        throw new DocsgenError({
          code: 'openapi-duplicate-slug', file,
          message: `${other} and ${where} both get the page ${prefix}/${slug}`,
          hint: 'give one of them another operationId or an x-slug',
        });
      }
      bySlug.set(slug, where);
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])] as OpenAPIV3.ParameterObject[];
      const merged = [...new Map(params.map((p) => [`${p.in}:${p.name}`, p])).values()];
      const requirements = op.security ?? api.security ?? [];
      const opServers = op.servers?.length ? servers(op.servers) : item.servers?.length ? servers(item.servers) : globalServers;
      const body = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      const [contentType, media] = pickMedia(body?.content);
      const requestCtx: SchemaTreeContext = { names, describe, mode: 'request' };
      const bodyExamples = mediaExamples(media, 'request', api, sample);
      const security = securityOf(requirements, schemes, describe);
      const { samples, error: sampleError } = codeSamples({
        method, url: `${(opServers[0]?.url ?? '').replace(/\/+$/, '')}${fillPath(path, merged)}`,
        query: merged.filter((p) => p.in === 'query' && (p.required || exampleOf(p) !== undefined)).map((p) => ({ name: p.name, value: exampleOf(p) ?? `{${p.name}}` })),
        headers: [
          ...securityHeaders(requirements, schemes),
          ...merged.filter((p) => p.in === 'header').map((p) => ({ name: p.name, value: exampleOf(p) ?? `{${p.name}}` })),
          ...(contentType && bodyExamples[0] ? [{ name: 'Content-Type', value: contentType }] : []),
        ],
        body: contentType && bodyExamples[0] ? { mimeType: contentType, text: bodyText(bodyExamples[0]) } : undefined,
      });
      if (sampleError) warnings.push({ code: 'openapi-samples', file, message: `${where}: no code samples (${sampleError})` });
      operations.push({
        slug,
        route: `${prefix}/${slug}`,
        title: op.summary ?? op.operationId ?? where,
        description: op.description ? describe(op.description) : '',
        excerpt: excerpt(op.description, op.summary ?? where),
        method,
        path,
        operationId: op.operationId,
        deprecated: op.deprecated ?? false,
        tags: op.tags?.length ? op.tags : [],
        servers: opServers,
        security,
        parameters: merged.map((p) => parameter(p, requestCtx)),
        requestBody: body && contentType ? {
          required: body.required ?? false,
          contentType,
          description: body.description ? describe(body.description) : undefined,
          schema: media?.schema ? schemaTree(media.schema, requestCtx) : undefined,
          examples: bodyExamples.map(renderExample),
        } : undefined,
        responses: responses(method, op.responses, { names, describe, mode: 'response' }, api, sample),
        samples,
      });
    }
  }
  const info = api.info;
  const tagOrder = (api.tags ?? []).map((tag) => ({ name: tag.name, description: tag.description ? describe(tag.description) : undefined }));
  for (const tag of new Set(operations.flatMap((op) => op.tags))) {
    if (!tagOrder.some((known) => known.name === tag)) tagOrder.push({ name: tag, description: undefined });
  }
  return {
    reference: {
      file,
      title: info.title,
      version: info.version,
      description: info.description ? describe(info.description) : '',
      excerpt: excerpt(info.description, info.title),
      infoRoute: `${prefix}/${slugify(info.title) || 'api'}`,
      servers: globalServers,
      security: securityOf(api.security ?? [], schemes, describe),
      contact: info.contact,
      license: info.license,
      tags: tagOrder,
      operations,
    },
    warnings,
  };
}

function servers(list: OpenAPIV3.ServerObject[] | undefined): ApiServer[] {
  return (list ?? []).map((server) => ({
    url: server.url.replace(/\{(\w+)\}/g, (match, name: string) => String(server.variables?.[name]?.default ?? match)),
    description: server.description,
  }));
}

function pickMedia(content: Record<string, OpenAPIV3.MediaTypeObject> | undefined): [string | undefined, OpenAPIV3.MediaTypeObject | undefined] {
  if (!content) return [undefined, undefined];
  const type = Object.keys(content).find((t) => /json/i.test(t)) ?? Object.keys(content)[0];
  return [type, type ? content[type] : undefined];
}

function parameter(p: OpenAPIV3.ParameterObject, ctx: SchemaTreeContext): ApiParameter {
  const schema = (p.schema ?? pickMedia(p.content)[1]?.schema ?? {}) as OpenAPIV3.SchemaObject;
  const tree = schemaTree(schema, ctx);
  if (p.example !== undefined && tree.example === undefined) tree.example = typeof p.example === 'string' ? p.example : JSON.stringify(p.example);
  return {
    name: p.name, in: p.in as ApiParameter['in'], required: p.required ?? p.in === 'path', deprecated: p.deprecated ?? false,
    description: p.description ? ctx.describe(p.description) : undefined, schema: tree,
  };
}

/** Status codes in numeric order ("2XX" after "204", "default" last), as readers scan them. */
function byStatus([a]: [string, unknown], [b]: [string, unknown]): number {
  const rank = (status: string): number => (status === 'default' ? 1000 : Number(status.replace(/X/gi, '9')) || 999);
  return rank(a) - rank(b);
}

/**
 * The main success of an operation. Declaration order cannot tell (JavaScript orders numeric keys), so: 201 for a
 * POST that creates, else 200, else the first 2xx. It keeps a "201 Created" ahead of a "200 replayed" answer.
 */
function primaryStatus(method: string, statuses: string[]): string | undefined {
  const ok = statuses.filter((status) => /^2/.test(status));
  if (method === 'post' && ok.includes('201')) return '201';
  return ok.includes('200') ? '200' : ok[0];
}

function responses(method: string, list: OpenAPIV3.ResponsesObject | undefined, ctx: SchemaTreeContext, api: OpenAPIV3.Document, sample: OperationsInput['sample']): ApiResponse[] {
  const primary = primaryStatus(method, Object.keys(list ?? {}));
  return Object.entries(list ?? {}).sort(byStatus).map(([status, value]) => {
    const response = value as OpenAPIV3.ResponseObject;
    const [contentType, media] = pickMedia(response.content);
    return {
      status,
      primary: status === primary,
      description: response.description ? ctx.describe(response.description) : undefined,
      contentType,
      schema: media?.schema ? schemaTree(media.schema, ctx) : undefined,
      examples: mediaExamples(media, 'response', api, sample).map(renderExample),
      headers: Object.entries(response.headers ?? {}).map(([name, header]) =>
        parameter({ ...(header as OpenAPIV3.HeaderObject), name, in: 'header' }, ctx)),
    };
  });
}

function securityOf(
  requirements: OpenAPIV3.SecurityRequirementObject[], schemes: Record<string, OpenAPIV3.SecuritySchemeObject>, describe: (text: string) => string,
): ApiSecurity[] {
  const names = [...new Set(requirements.flatMap((requirement) => Object.keys(requirement)))];
  return names.flatMap((name) => {
    const scheme = schemes[name];
    if (!scheme) return [];
    const summary = scheme.type === 'apiKey' ? strings.api.apiKeyIn(scheme.in, scheme.name)
      : scheme.type === 'http' ? strings.api.httpAuth(scheme.scheme)
        : scheme.type === 'oauth2' ? strings.api.oauth2 : strings.api.openIdConnect;
    return [{ name, summary, description: scheme.description ? describe(scheme.description) : undefined }];
  });
}

/** Headers a request needs for its first security requirement, with placeholders instead of secrets. */
function securityHeaders(requirements: OpenAPIV3.SecurityRequirementObject[], schemes: Record<string, OpenAPIV3.SecuritySchemeObject>): Array<{ name: string; value: string }> {
  const first = requirements[0];
  if (!first) return [];
  return Object.keys(first).flatMap((name) => {
    const scheme = schemes[name];
    if (scheme?.type === 'apiKey' && scheme.in === 'header') return [{ name: scheme.name, value: strings.api.apiKeyPlaceholder }];
    if (scheme?.type === 'http') return [{ name: 'Authorization', value: `${scheme.scheme === 'basic' ? 'Basic' : 'Bearer'} ${strings.api.apiKeyPlaceholder}` }];
    if (scheme?.type === 'oauth2' || scheme?.type === 'openIdConnect') return [{ name: 'Authorization', value: `Bearer ${strings.api.apiKeyPlaceholder}` }];
    return [];
  });
}

function exampleOf(p: OpenAPIV3.ParameterObject): string | undefined {
  const schema = (p.schema ?? {}) as OpenAPIV3.SchemaObject;
  const value = p.example ?? Object.values(p.examples ?? {}).map((e) => (e as OpenAPIV3.ExampleObject).value)[0] ?? schema.example ?? schema.default ?? schema.enum?.[0];
  return value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);
}

function fillPath(path: string, params: OpenAPIV3.ParameterObject[]): string {
  return path.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const p = params.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const value = p ? exampleOf(p) : undefined;
    return value === undefined ? match : encodeURIComponent(value);
  });
}

function bodyText(example: RawExample): string {
  return typeof example.value === 'string' ? example.value : JSON.stringify(example.value, null, 2);
}
