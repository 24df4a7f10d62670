// What the Coins OpenAPI spec says (read with js-yaml), so API reference tests compute their expectations from the
// spec instead of hard-coding them: each operation's page, method, path, tag, summary and response codes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { ROOT } from './site.js';

export const SPEC_FILE = path.join(ROOT, 'openapi/coins-api.yaml');
/** Where the config mounts the reference (`openapi.route` in docsgen.config.ts). */
export const API_ROUTE = '/api';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = Record<string, unknown>;

export interface SpecOperation {
  slug: string;
  route: string;
  /** Upper case, as the badges show it: GET, POST… */
  method: string;
  path: string;
  summary: string;
  tag: string;
  /** Response status codes in the order the spec file declares them (a parsed object would sort numeric keys). */
  statuses: string[];
  /** The operation itself, $refs unresolved. */
  raw: Json;
}

export interface Spec {
  raw: Json;
  title: string;
  version: string;
  /** Tag names in the order of the spec's `tags` list. */
  tags: string[];
  /** Operations in the order of the spec's `paths`. */
  operations: SpecOperation[];
  /** Follows local `$ref`s (`#/components/...`) until an object without one. */
  resolve(node: unknown): Json;
}

let cached: Spec | undefined;

/**
 * Response codes of every operation ("post /people") in the order the YAML file lists them. JavaScript objects put
 * integer-like keys in ascending order, so js-yaml cannot tell "201 then 200" from "200 then 201"; the file can.
 * Expects the spec's own layout (two-space indentation, paths at the top level).
 */
function declaredStatuses(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let inPaths = false;
  let specPath = '';
  let method = '';
  let inResponses = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) inPaths = line.startsWith('paths:');
    if (!inPaths) continue;
    let match: RegExpExecArray | null;
    if ((match = /^ {2}(\/\S*):\s*$/.exec(line))) [specPath, method, inResponses] = [match[1]!, '', false];
    else if ((match = new RegExp(`^ {4}(${HTTP_METHODS.join('|')}):\\s*$`).exec(line))) [method, inResponses] = [match[1]!, false];
    else if (/^ {6}responses:\s*$/.test(line)) inResponses = method !== '';
    else if (/^ {0,6}\S/.test(line)) inResponses = false;
    else if (inResponses && (match = /^ {8}['"]?(\d{3}|[1-5]XX|default)['"]?:/.exec(line))) {
      const key = `${method} ${specPath}`;
      found.set(key, [...(found.get(key) ?? []), match[1]!]);
    }
  }
  return found;
}

export function readSpec(): Spec {
  if (cached) return cached;
  const text = readFileSync(SPEC_FILE, 'utf8');
  const raw = yaml.load(text) as Json;
  const declared = declaredStatuses(text);
  const resolve = (node: unknown): Json => {
    let current = node as Json;
    for (let depth = 0; current && typeof current.$ref === 'string'; depth++) {
      if (depth > 20) throw new Error(`$ref loop at ${String(current.$ref)}`);
      const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
      current = pointer.reduce<Json>((at, key) => at[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, raw);
    }
    return current;
  };
  const info = raw.info as Json;
  const operations: SpecOperation[] = [];
  for (const [specPath, item] of Object.entries(raw.paths as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const slug = String(op['x-slug'] ?? op.operationId);
      const statuses = declared.get(`${method} ${specPath}`) ?? [];
      const parsed = Object.keys((op.responses as Json | undefined) ?? {});
      if ([...statuses].sort().join() !== [...parsed].sort().join()) {
        throw new Error(`could not read the responses of ${method} ${specPath} in order from ${SPEC_FILE}: ${statuses} vs ${parsed}`);
      }
      operations.push({
        slug,
        route: `${API_ROUTE}/${slug}`,
        method: method.toUpperCase(),
        path: specPath,
        summary: String(op.summary),
        tag: String((op.tags as string[] | undefined)?.[0] ?? ''),
        statuses,
        raw: op,
      });
    }
  }
  cached = {
    raw,
    title: String(info.title),
    version: String(info.version),
    tags: ((raw.tags as Json[] | undefined) ?? []).map((tag) => String(tag.name)),
    operations,
    resolve,
  };
  return cached;
}

export function operation(slug: string): SpecOperation {
  const found = readSpec().operations.find((op) => op.slug === slug);
  if (!found) throw new Error(`no operation with slug ${slug} in ${SPEC_FILE}`);
  return found;
}

/** The JSON schema of an operation's request body (first media type), $refs resolved at the top. */
export function requestBodySchema(op: SpecOperation, spec = readSpec()): Json {
  const body = spec.resolve(op.raw.requestBody);
  const media = Object.values(body.content as Record<string, Json>)[0]!;
  return spec.resolve(media.schema);
}

/** The JSON schema of one response of an operation (first media type), $refs resolved at the top. */
export function responseSchema(op: SpecOperation, status: string, spec = readSpec()): Json {
  const response = spec.resolve((op.raw.responses as Json)[status]);
  const media = Object.values(response.content as Record<string, Json>)[0]!;
  return spec.resolve(media.schema);
}
