import type { OpenAPIV3 } from 'openapi-types';
import type { ApiServer, CodeSample } from '../../shared/model/api.js';
import type { RawExample } from './examples.js';
import { exampleOf } from './parameters.js';
import type { ReferenceContext } from './reference-context.js';
import { securityHeaders } from './security.js';
import { codeSamples } from './snippets.js';
import { jsonText } from './json-text.js';

/** What an operation's samples are made from. */
export interface SampleSource {
  method: string;
  path: string;
  /** The operation as "METHOD /path", for the warning when no sample can be made. */
  where: string;
  parameters: OpenAPIV3.ParameterObject[];
  servers: ApiServer[];
  requirements: OpenAPIV3.SecurityRequirementObject[];
  /** The request body's media type and first example, when it has one. */
  body?: { contentType: string; example: RawExample };
}

/**
 * The operation's code samples: a request to its first server, path parameters filled from their examples,
 * required query parameters and those with examples, the first security requirement's headers with placeholders, and
 * the body's first example. A request httpsnippet rejects gives no samples and a warning, never a failed build.
 */
export function operationSamples(source: SampleSource, ctx: ReferenceContext): CodeSample[] {
  const { method, path, parameters, body } = source;
  const placeholderOf = (p: OpenAPIV3.ParameterObject): string => exampleOf(p) ?? `{${p.name}}`;
  const { samples, error } = codeSamples(
    {
      method,
      url: `${(source.servers[0]?.url ?? '').replace(/\/+$/, '')}${fillPath(path, parameters)}`,
      query: parameters
        .filter((p) => p.in === 'query' && (p.required || exampleOf(p) !== undefined))
        .map((p) => ({ name: p.name, value: placeholderOf(p) })),
      headers: [
        ...securityHeaders(source.requirements, ctx.schemes, ctx.strings),
        ...parameters.filter((p) => p.in === 'header').map((p) => ({ name: p.name, value: placeholderOf(p) })),
        ...(body ? [{ name: 'Content-Type', value: body.contentType }] : []),
      ],
      body: body ? { mimeType: body.contentType, text: bodyText(body.example) } : undefined,
    },
    ctx.highlight,
  );
  if (error) ctx.warnings.push({ code: 'openapi-samples', file: ctx.file, message: `${source.where}: no code samples (${error})` });
  return samples;
}

function fillPath(path: string, params: OpenAPIV3.ParameterObject[]): string {
  return path.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const p = params.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const value = p ? exampleOf(p) : undefined;
    return value === undefined ? match : encodeURIComponent(value);
  });
}

function bodyText(example: RawExample): string {
  return typeof example.value === 'string' ? example.value : jsonText(example.value, 2);
}
