import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import type { ApiReference, OperationModel } from '../../../cli/openapi/operations.js';
import type { SchemaNode } from '../../../shared/model/api.js';
import type { MarkdownResult } from '../../../cli/markdown/pipeline.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import type { ContentFile } from '../../../cli/sources/content-files.js';
import { parseFrontMatter } from '../../../cli/sources/front-matter.js';
import { docIdFor, routeFor } from '../../../cli/routes/content-routes.js';
import { chooseFolderIndexes } from '../../../cli/routes/folder-index.js';

/** Content files from in-memory Markdown, as the sources step would read them. */
export function contentFiles(files: Record<string, string>): { files: ContentFile[]; markdown: MarkdownResult[] } {
  const { indexes } = chooseFolderIndexes(Object.keys(files).map(docIdFor));
  const list = Object.entries(files).map(([rel, raw]) => {
    const { frontMatter, body, bodyStartLine } = parseFrontMatter(raw, `content/${rel}`);
    const id = docIdFor(rel);
    const folderIndex = indexes.has(id);
    const route = routeFor(id, frontMatter.slug, folderIndex);
    return { id, file: `content/${rel}`, route, frontMatter, body, bodyStartLine, hash: rel, ...(folderIndex ? { folderIndex } : {}) };
  });
  return {
    files: list,
    markdown: list.map((file) => renderMarkdown(file.body, undefined, { frontMatterTitle: file.frontMatter.title })),
  };
}

export function config(overrides: Partial<ResolvedConfig> = {}): ResolvedConfig {
  return {
    root: '/site',
    title: 'Site',
    tagline: 'Um site.',
    productName: 'Site',
    url: 'https://docs.example.com',
    baseUrl: '/',
    contentDir: '/site/content',
    staticDir: '/site/static',
    navbar: [],
    footer: { copyright: 'Copyright © 2024' },
    tags: {},
    locale: 'pt',
    strings: PT_STRINGS,
    ...overrides,
  };
}

export const fm = (fields: Record<string, unknown>, body = 'Texto.\n'): string =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n---\n${body}`;

const schema = (type: string, children: SchemaNode[] = [], name?: string): SchemaNode => ({
  ...(name ? { name } : {}),
  type,
  constraints: [],
  children,
});

/** One operation of the API reference, with what the model reads of it. */
function operation(
  slug: string,
  method: string,
  path: string,
  title: string,
  tags: string[],
  extra: Partial<OperationModel> = {},
): OperationModel {
  return {
    slug,
    route: `/api/${slug}`,
    title,
    description: `<p>${title}.</p>`,
    excerpt: `${title}.`,
    method,
    path,
    deprecated: false,
    tags,
    servers: [],
    ownServers: false,
    security: [],
    parameters: [],
    responses: [],
    samples: [],
    ...extra,
  };
}

/**
 * A small API reference as the OpenAPI stage hands it to the model: tags declared in the order Pessoas, Vazia, Moedas
 * (Vazia has no operation), operations in another order, and one without a tag.
 */
export function apiReference(): ApiReference {
  return {
    file: 'openapi/api.yaml',
    title: 'API Moedas',
    version: '1.0.0',
    description: '<p>A API.</p>',
    descriptionHeadings: [],
    descriptionSections: [{ texts: ['A API.'] }],
    excerpt: 'A API.',
    infoRoute: '/api',
    servers: [{ url: 'https://api.example.com' }],
    security: [],
    tags: [{ name: 'Pessoas', description: 'Quem usa.' }, { name: 'Vazia' }, { name: 'Moedas' }],
    operations: [
      operation('creditar', 'post', '/coins/credits', 'Creditar moedas', ['Moedas'], {
        parameters: [
          { name: 'Idempotency-Key', in: 'header', required: true, deprecated: false, schema: schema('string') },
          { name: 'dryRun', in: 'query', required: false, deprecated: false, schema: schema('boolean') },
        ],
        requestBody: {
          required: true,
          contentType: 'application/json',
          schema: schema('object', [schema('integer', [], 'amount'), schema('object', [schema('string', [], 'id')], 'person')]),
          examples: [],
        },
        responses: [
          {
            status: '201',
            primary: true,
            schema: schema('object', [schema('string', [], 'receipt')]),
            examples: [],
            headers: [],
          },
        ],
      }),
      operation('pessoa', 'get', '/people/{id}', 'Consultar pessoa', ['Pessoas']),
      operation('saude', 'get', '/health', 'Saúde', []),
    ],
  };
}
