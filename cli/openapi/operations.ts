import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import type { OpenAPIV3 } from 'openapi-types';
import type { PolicySources } from '../../shared/model/policy.js';
import type { ApiOperationPage, ApiSecurity, ApiServer } from '../../shared/model/api.js';
import type { BuildWarning } from '../errors/docsgen-error.js';
import type { Heading } from '../../shared/model/navigation.js';
import type { Section } from '../markdown/plugins/rehype-collect-sections.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { slugify } from '../text/slug.js';
import { mediaExamples, renderExample } from './examples.js';
import { operationSamples } from './operation-samples.js';
import { mergedParameters, parameter, pickMedia } from './parameters.js';
import {
  referenceContext,
  serversOf,
  type DescriptionSource,
  type ReferenceContext,
  type RenderMarkdown,
  type Sampler,
} from './reference-context.js';
import { responsesOf } from './responses.js';
import { schemaTree, type SchemaTreeContext } from './schema-tree.js';
import { securityOf } from './security.js';
import { tryItSpec, type TryItOption } from './try-it.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** One operation as the SiteModel holds it: everything its page shows, and nothing of OpenAPI's raw shape. */
export type OperationModel = Omit<ApiOperationPage, 'kind' | 'sidebarId' | 'breadcrumbs' | 'prev' | 'next'> & { slug: string };

export interface ApiReference {
  /** The spec file, relative to the site root (for messages). */
  file: string;
  title: string;
  version: string;
  /** The description's HTML, its headings and its prose by section (the info page's sections, TOC and search records). */
  description: string;
  descriptionHeadings: Heading[];
  descriptionSections: Section[];
  excerpt: string;
  infoRoute: string;
  servers: ApiServer[];
  security: ApiSecurity[];
  contact?: { name?: string; email?: string; url?: string };
  license?: { name: string; url?: string };
  /** Tags in the spec's order, with descriptions. */
  tags: Array<{ name: string; description?: string }>;
  operations: OperationModel[];
  /** The Markdown each description's HTML was rendered from: the pages' Markdown for readers' tools prints it as written. */
  descriptionSources?: Readonly<Record<string, DescriptionSource>>;
  /** What the descriptions' raw HTML needs of the Content-Security-Policy, when anything: every API page carries it. */
  policy?: PolicySources;
}

export interface OperationsInput {
  api: OpenAPIV3.Document;
  file: string;
  /** Route prefix of the reference, e.g. "/api". */
  route: string;
  /** Markdown → HTML and a plain-text excerpt (descriptions in the spec are CommonMark). */
  markdown: RenderMarkdown;
  /** openapi-sampler's sample(), injected so this module stays synchronous and testable. */
  sample: Sampler;
  /** The site's interface strings. */
  strings: UiStrings;
  /** The site's locale (the plural rules of the reference's counts). */
  locale: string;
  /** The config's `openapi.tryIt` (on, with the spec's servers, when absent). */
  tryIt?: TryItOption;
}

/** One operation of the spec, where it stands. */
interface OperationSource {
  path: string;
  method: (typeof METHODS)[number];
  item: OpenAPIV3.PathItemObject;
  op: OpenAPIV3.OperationObject;
  /** "POST /people", for messages. */
  where: string;
}

/** Turns a validated, dereferenced OpenAPI 3 document into the API reference's plain data. */
export function buildApiReference(input: OperationsInput): { reference: ApiReference; warnings: BuildWarning[] } {
  const ctx = referenceContext(input);
  const { api } = ctx;
  const bySlug = new Map<string, string>();
  const operations = operationSources(api).map((source) => {
    const slug = operationSlug(source, ctx);
    const other = bySlug.get(slug);
    if (other) {
      throw new DocsgenError({
        code: 'openapi-duplicate-slug',
        file: ctx.file,
        message: `${other} and ${source.where} both get the page ${ctx.prefix}/${slug}`,
        hint: 'give one of them another operationId or an x-slug',
      });
    }
    bySlug.set(slug, source.where);
    return operationModel(source, slug, ctx, input.tryIt);
  });
  const { info } = api;
  const described = info.description ? ctx.document(info.description) : undefined;
  return {
    reference: {
      file: ctx.file,
      title: info.title,
      version: info.version,
      description: described?.html ?? '',
      descriptionHeadings: described?.headings ?? [],
      descriptionSections: described?.sections ?? [],
      excerpt: ctx.excerpt(info.description, info.title),
      infoRoute: `${ctx.prefix}/${slugify(info.title) || 'api'}`,
      servers: ctx.servers,
      security: securityOf(api.security ?? [], ctx.schemes, ctx.describe, ctx.strings),
      contact: info.contact,
      license: info.license,
      tags: tagOrder(api, operations, ctx),
      operations,
      descriptionSources: ctx.sources,
      ...(ctx.policy() ? { policy: ctx.policy() } : {}),
    },
    warnings: ctx.warnings,
  };
}

/** Every operation of the spec, in the order of its paths and of METHODS. */
function operationSources(api: OpenAPIV3.Document): OperationSource[] {
  return Object.entries(api.paths ?? {}).flatMap(([path, item]) =>
    item
      ? METHODS.flatMap((method) => {
          const op = item[method];
          return op ? [{ path, method, item, op, where: `${method.toUpperCase()} ${path}` }] : [];
        })
      : [],
  );
}

/** The operation's page slug: its x-slug, else its operationId, else method and path (with a warning: such a URL is not stable). */
function operationSlug({ op, method, path, where }: OperationSource, ctx: ReferenceContext): string {
  const explicit = (op as { 'x-slug'?: unknown })['x-slug'];
  const slug = typeof explicit === 'string' && explicit ? slugify(explicit) : op.operationId ? slugify(op.operationId) : '';
  if (slug) return slug;
  const fallback = slugify(`${method}-${path}`);
  ctx.warnings.push({
    code: 'openapi-no-operation-id',
    file: ctx.file,
    message: `${where} has no operationId: its page is ${ctx.prefix}/${fallback}; add an operationId (or x-slug) to keep that URL stable`,
  });
  return fallback;
}

/** Everything the operation's page shows. */
function operationModel(source: OperationSource, slug: string, ctx: ReferenceContext, tryIt?: TryItOption): OperationModel {
  const { path, method, item, op, where } = source;
  const parameters = mergedParameters(item, op);
  const requirements = op.security ?? ctx.api.security ?? [];
  const servers = op.servers?.length ? serversOf(op.servers) : item.servers?.length ? serversOf(item.servers) : ctx.servers;
  const request: SchemaTreeContext = {
    names: ctx.names,
    describe: ctx.describe,
    mode: 'request',
    strings: ctx.strings,
    locale: ctx.locale,
  };
  const body = requestBody(op.requestBody as OpenAPIV3.RequestBodyObject | undefined, request, ctx);
  const example = body?.raw[0];
  return {
    slug,
    route: `${ctx.prefix}/${slug}`,
    title: op.summary ?? op.operationId ?? where,
    description: op.description ? ctx.describe(op.description) : '',
    excerpt: ctx.excerpt(op.description, op.summary ?? where),
    method,
    path,
    operationId: op.operationId,
    deprecated: op.deprecated ?? false,
    tags: op.tags?.length ? op.tags : [],
    servers,
    ownServers: Boolean(op.servers?.length || item.servers?.length),
    security: securityOf(requirements, ctx.schemes, ctx.describe, ctx.strings),
    parameters: parameters.map((p) => parameter(p, request)),
    requestBody: body?.model,
    responses: responsesOf(method, op.responses, ctx),
    samples: operationSamples(
      {
        method,
        path,
        where,
        parameters,
        servers,
        requirements,
        body: body && example ? { contentType: body.model.contentType, example } : undefined,
      },
      ctx,
    ),
    tryIt: tryItSpec(
      {
        method,
        path,
        parameters,
        servers,
        requirements,
        schemes: ctx.schemes,
        body: body ? { contentType: body.model.contentType, example } : undefined,
      },
      tryIt,
    ),
  };
}

/** The request body as the page shows it, and its examples as values (the samples send the first). */
function requestBody(body: OpenAPIV3.RequestBodyObject | undefined, tree: SchemaTreeContext, ctx: ReferenceContext) {
  const [contentType, media] = pickMedia(body?.content);
  if (!body || !contentType) return undefined;
  const raw = mediaExamples(media, 'request', ctx.api, ctx.sample);
  const model: NonNullable<OperationModel['requestBody']> = {
    required: body.required ?? false,
    contentType,
    description: body.description ? ctx.describe(body.description) : undefined,
    schema: media?.schema ? schemaTree(media.schema, tree) : undefined,
    examples: raw.map((example) => renderExample(example, ctx.highlight)),
  };
  return { model, raw };
}

/** The spec's tags in its order, then tags operations use that it does not declare. */
function tagOrder(api: OpenAPIV3.Document, operations: OperationModel[], ctx: ReferenceContext): ApiReference['tags'] {
  const tags = (api.tags ?? []).map((tag) => ({
    name: tag.name,
    description: tag.description ? ctx.describe(tag.description) : undefined,
  }));
  for (const tag of new Set(operations.flatMap((op) => op.tags))) {
    if (!tags.some((known) => known.name === tag)) tags.push({ name: tag, description: undefined });
  }
  return tags;
}
