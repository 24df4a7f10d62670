import { DocsgenError } from '../errors/docsgen-error.js';
import { KNOWN_KEYS } from './schema.js';
import { validateSearchConfig } from './search-config.js';

type Check = (value: unknown) => boolean;
const isString: Check = (v) => typeof v === 'string';
const isObject: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

const FIELD_CHECKS: Record<string, [Check, string]> = {
  title: [isString, 'a string'],
  tagline: [isString, 'a string'],
  productName: [isString, 'a string'],
  url: [(v) => isString(v) && /^https?:\/\/[^/]+/.test(v as string), 'an absolute http(s) URL such as "https://docs.example.com"'],
  baseUrl: [isString, 'a path such as "/" or "/docs/"'],
  contentDir: [isString, 'a folder path'],
  staticDir: [isString, 'a folder path'],
  logo: [(v) => isObject(v) && isString((v as { src?: unknown }).src), 'an object { src, alt }'],
  favicon: [isString, 'a file path under staticDir'],
  announcementBar: [
    (v) => isObject(v) && isString((v as { id?: unknown }).id) && isString((v as { content?: unknown }).content),
    'an object { id, content, link? }',
  ],
  navbar: [(v) => isObject(v) && Array.isArray((v as { items?: unknown }).items), 'an object { items: [{ label, to }] }'],
  footer: [isObject, 'an object { copyright }'],
  sidebars: [isObject, 'an object of sidebars by id'],
  tags: [isObject, 'an object of { label, description } by tag'],
  openapi: [(v) => v === false || (isObject(v) && isString((v as { spec?: unknown }).spec)), 'false or an object { spec, route? }'],
};

/** Rejects unknown keys and wrong types with a message naming the field, so typos do not pass silently. */
export function validateConfig(config: unknown, file: string): void {
  if (!isObject(config)) {
    throw new DocsgenError({ code: 'config-shape', file, message: 'the default export is not an object' });
  }
  for (const [key, value] of Object.entries(config as Record<string, unknown>)) {
    if (!(KNOWN_KEYS as readonly string[]).includes(key)) {
      throw new DocsgenError({
        code: 'config-unknown-key', file, message: `unknown config field "${key}"`,
        hint: `known fields: ${KNOWN_KEYS.join(', ')}`,
      });
    }
    if (key === 'search') {
      // Nested fields, each named in its own message (search.appId, search.hosts[1]…).
      if (value !== undefined) validateSearchConfig(value, file);
      continue;
    }
    const [check, expected] = FIELD_CHECKS[key]!;
    if (value !== undefined && !check(value)) {
      throw new DocsgenError({ code: 'config-type', file, message: `config field "${key}" must be ${expected}` });
    }
  }
}
