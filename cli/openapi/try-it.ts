// The "Try it" panel's data for one operation: the request's shape as plain values the browser can fill in and send.
import type { OpenAPIV3 } from 'openapi-types';
import type { ApiServer, TryItAuth, TryItParameter, TryItSpec } from '../../shared/model/api.js';
import type { RawExample } from './examples.js';
import { jsonText } from './json-text.js';
import { exampleOf } from './parameters.js';

/** The config's `openapi.tryIt`: off, or on with the servers it may send to (the spec's when absent). */
export type TryItOption = false | { servers?: ApiServer[] };

export interface TryItSource {
  method: string;
  path: string;
  parameters: OpenAPIV3.ParameterObject[];
  servers: ApiServer[];
  requirements: OpenAPIV3.SecurityRequirementObject[];
  schemes: Record<string, OpenAPIV3.SecuritySchemeObject>;
  body?: { contentType: string; example?: RawExample };
}

/** The panel's props, or undefined when the config turns it off or there is no absolute server to send to. */
export function tryItSpec(source: TryItSource, option: TryItOption = {}): TryItSpec | undefined {
  if (option === false) return undefined;
  const servers = sandboxFirst((option.servers ?? source.servers).filter((s) => /^https?:\/\//i.test(s.url)));
  if (servers.length === 0) return undefined;
  const { body } = source;
  return {
    method: source.method,
    path: source.path,
    servers,
    auth: authOf(source.requirements, source.schemes),
    parameters: source.parameters.filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header').map(tryItParameter),
    body: body && /json/i.test(body.contentType) ? { contentType: body.contentType, example: bodyText(body.example) } : undefined,
  };
}

/** A reader trying an API should not hit production by accident: servers that say "sandbox" (or test) come first. */
export function sandboxFirst(servers: ApiServer[]): ApiServer[] {
  const isSandbox = (s: ApiServer): boolean => /sandbox|staging|\btest/i.test(`${s.url} ${s.description ?? ''}`);
  return [...servers.filter(isSandbox), ...servers.filter((s) => !isSandbox(s))];
}

/** The first requirement's schemes the panel can fill in (a key in a query or a cookie, and OAuth flows, it cannot). */
function authOf(requirements: OpenAPIV3.SecurityRequirementObject[], schemes: TryItSource['schemes']): TryItAuth[] {
  return Object.keys(requirements[0] ?? {}).flatMap((name): TryItAuth[] => {
    const scheme = schemes[name];
    if (scheme?.type === 'apiKey' && scheme.in === 'header') return [{ kind: 'apiKey', header: scheme.name }];
    if (scheme?.type === 'http' && /^basic$/i.test(scheme.scheme)) return [{ kind: 'basic' }];
    if (scheme?.type === 'http' && /^bearer$/i.test(scheme.scheme)) return [{ kind: 'bearer' }];
    return [];
  });
}

function tryItParameter(p: OpenAPIV3.ParameterObject): TryItParameter {
  const schema = (p.schema ?? {}) as OpenAPIV3.SchemaObject;
  const values = schema.enum ?? (schema as { items?: OpenAPIV3.SchemaObject }).items?.enum;
  return {
    name: p.name,
    in: p.in as TryItParameter['in'],
    required: p.required ?? p.in === 'path',
    example: exampleOf(p),
    enum: values?.map((v) => (typeof v === 'string' ? v : jsonText(v))),
  };
}

function bodyText(example: RawExample | undefined): string {
  if (!example) return '{}';
  return typeof example.value === 'string' ? example.value : jsonText(example.value, 2);
}
