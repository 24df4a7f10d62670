import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
// Helpers shared by the OpenAPI unit tests: where the fixtures are, loading a spec the way the build does,
// reading a code sample as text, and a minimal config for building a SiteModel around an API reference.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import { loadApiReference, type LoadedApi } from '../../../cli/openapi/build-api-reference.js';
import type { SchemaNode } from '../../../shared/model/api.js';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const FIXTURES = path.join(REPO, 'tests/fixtures/openapi');

/** Loads a spec under tests/fixtures/openapi/ as the "openapi" build stage does, with its pages under /api. */
export function loadFixture(name: string): Promise<LoadedApi> {
  return loadApiReference({
    file: path.join(FIXTURES, name),
    root: FIXTURES,
    route: '/api',
    markdown: { baseUrl: '/' },
    strings: PT_STRINGS,
    locale: 'pt',
  });
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** A highlighted code sample as the reader copies it: tags stripped, entities decoded. */
export function sampleText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, body: string) => {
    if (body[0] === '#')
      return String.fromCodePoint(body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1)));
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

/** The awaited rejection of a promise (or a failure if it resolved), for asserting on error values. */
export async function rejection(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected the promise to reject, but it resolved');
}

/** A resolved config with no content and the defaults a site without docsgen.config.ts gets. */
export function minimalConfig(overrides: Partial<ResolvedConfig> = {}): ResolvedConfig {
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

/** A schema tree's child by property name (the test fails with the names it has when it is missing). */
export function child(node: SchemaNode | undefined, name: string): SchemaNode {
  const found = node?.children.find((c) => c.name === name);
  if (!found) throw new Error(`no property "${name}" among [${node?.children.map((c) => c.name).join(', ') ?? 'no node'}]`);
  return found;
}

/** Property names of a schema node, in order. */
export const names = (node: SchemaNode | undefined): Array<string | undefined> => node?.children.map((c) => c.name) ?? [];
