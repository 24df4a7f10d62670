// The request the "Try it" panel sends, built from what the reader typed: a pure function, so the panel, the curl
// sample beside it and the tests all see the same request.
import type { TryItAuth, TryItSpec } from '../model/api.js';

/** What the reader typed: the server, each parameter's value (by `in:name`), the credentials and the body. */
export interface TryItInputs {
  server: string;
  values: Record<string, string>;
  /** The API key or bearer token; for basic, the user. */
  secret: string;
  /** Basic authentication's password. */
  password: string;
  body: string;
}

export interface BuiltRequest {
  method: string;
  url: string;
  headers: Array<[name: string, value: string]>;
  body?: string;
  /** Required parameters left empty, by name: the request is not sent while any is. */
  missing: string[];
}

/** The key of a parameter's value in TryItInputs.values. */
export const parameterKey = (p: { in: string; name: string }): string => `${p.in}:${p.name}`;

/** The values the inputs start with: each parameter's example, the body's example, the first server. */
export function initialInputs(spec: TryItSpec): TryItInputs {
  const values: Record<string, string> = {};
  for (const p of spec.parameters) values[parameterKey(p)] = p.example ?? '';
  return { server: spec.servers[0]?.url ?? '', values, secret: '', password: '', body: spec.body?.example ?? '' };
}

/** The request as it will go out: path filled, empty optional parameters left out, credentials in their headers. */
export function buildRequest(spec: TryItSpec, inputs: TryItInputs): BuiltRequest {
  const missing: string[] = [];
  const typed = (p: TryItSpec['parameters'][number]): string => {
    const value = inputs.values[parameterKey(p)] ?? '';
    if (value === '' && p.required) missing.push(p.name);
    return value;
  };
  const path = spec.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const p = spec.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const value = p ? typed(p) : '';
    return value === '' ? whole : encodeURIComponent(value);
  });
  const query: string[] = [];
  const headers: Array<[string, string]> = [];
  for (const p of spec.parameters) {
    if (p.in === 'path') continue;
    const value = typed(p);
    if (value === '') continue;
    if (p.in === 'query') query.push(`${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`);
    else headers.push([p.name, value]);
  }
  headers.push(...authHeaders(spec.auth, inputs));
  const hasBody = spec.body !== undefined && inputs.body.trim() !== '';
  if (hasBody) headers.push(['Content-Type', spec.body!.contentType]);
  const search = query.join('&');
  return {
    method: spec.method.toUpperCase(),
    url: `${inputs.server.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`,
    headers,
    body: hasBody ? inputs.body : undefined,
    missing,
  };
}

/** The first scheme's header, when the reader gave a credential (nothing is sent in its place otherwise). */
function authHeaders(auth: TryItAuth[], inputs: TryItInputs): Array<[string, string]> {
  const scheme = auth[0];
  if (!scheme || inputs.secret === '') return [];
  if (scheme.kind === 'apiKey') return [[scheme.header, inputs.secret]];
  if (scheme.kind === 'bearer') return [['Authorization', `Bearer ${inputs.secret}`]];
  return [['Authorization', `Basic ${base64(`${inputs.secret}:${inputs.password}`)}`]];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** UTF-8 text in base64, written out: the shared layer runs where neither btoa nor Buffer can be assumed. */
export function base64(text: string): string {
  const bytes = utf8(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    out += BASE64[n >> 18]! + BASE64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? BASE64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? BASE64[n & 63]! : '=';
  }
  return out;
}

function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return bytes;
}
