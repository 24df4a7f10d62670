// The config's `search` field: which engine answers search, checked with messages naming the field, and resolved
// into what the pages and `docsgen search push` need.
import type { AlgoliaHost, AlgoliaSearchSettings } from '../../shared/model/search.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import type { SearchConfig } from './schema.js';

const ALGOLIA_KEYS = ['provider', 'appId', 'apiKey', 'indexName', 'contextualSearch', 'hosts'];
const HOST_EXAMPLE = '"myapp-dsn.algolia.net", "search.example.com:8443" or "http://127.0.0.1:8080"';

/** "host", "host:port" (https) or "http(s)://host[:port]" → the client's host object; undefined when it is none of those. */
export function parseAlgoliaHost(text: string): AlgoliaHost | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return undefined;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return undefined;
  const host: AlgoliaHost = { url: url.hostname, protocol: url.protocol === 'http:' ? 'http' : 'https' };
  if (url.port) host.port = Number(url.port);
  return host;
}

/** Throws a DocsgenError naming the first wrong part of `search`, so a typo never silently means "offline search". */
export function validateSearchConfig(value: unknown, file: string): void {
  const fail = (field: string, message: string, hint?: string): never => {
    throw new DocsgenError({ code: 'config-type', file, message: `config field "${field}" ${message}`, hint });
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail('search', 'must be an object { provider: "local" } or { provider: "algolia", appId, apiKey, indexName }');
  }
  const search = value as Record<string, unknown>;
  if (search.provider !== 'local' && search.provider !== 'algolia') fail('search.provider', 'must be "local" or "algolia"');
  const known = search.provider === 'local' ? ['provider'] : ALGOLIA_KEYS;
  for (const key of Object.keys(search)) {
    if (known.includes(key)) continue;
    const secret = /admin|write|secret/i.test(key);
    throw new DocsgenError({
      code: 'config-unknown-key', file, message: `unknown config field "search.${key}"`,
      hint: secret
        ? 'the admin key never goes in the config file: set DOCSGEN_ALGOLIA_ADMIN_KEY when running `docsgen search push`'
        : `known fields with provider "${String(search.provider)}": ${known.join(', ')}`,
    });
  }
  if (search.provider === 'local') return;
  const nonEmpty = (key: string, what: string): void => {
    if (typeof search[key] !== 'string' || !(search[key] as string).trim()) fail(`search.${key}`, `must be a non-empty string (${what})`);
  };
  nonEmpty('appId', 'the Algolia application id');
  nonEmpty('apiKey', 'the public, search-only API key');
  nonEmpty('indexName', 'the Algolia index the records go to');
  if (search.contextualSearch !== undefined && typeof search.contextualSearch !== 'boolean') fail('search.contextualSearch', 'must be true or false');
  if (search.hosts !== undefined) {
    const hosts = search.hosts;
    if (!Array.isArray(hosts) || hosts.length === 0) fail('search.hosts', `must be a non-empty list of hosts such as ${HOST_EXAMPLE}`);
    (hosts as unknown[]).forEach((host, i) => {
      if (typeof host !== 'string' || !parseAlgoliaHost(host)) {
        fail(`search.hosts[${i}]`, `must be a host such as ${HOST_EXAMPLE}, not ${JSON.stringify(host)}`);
      }
    });
  }
}

/** The Algolia settings of a validated `search` field, or undefined for the offline index (the default). */
export function resolveSearchConfig(search: SearchConfig | undefined): AlgoliaSearchSettings | undefined {
  if (!search || search.provider !== 'algolia') return undefined;
  return {
    appId: search.appId.trim(),
    apiKey: search.apiKey.trim(),
    indexName: search.indexName.trim(),
    contextualSearch: search.contextualSearch ?? true,
    ...(search.hosts ? { hosts: search.hosts.map((host) => parseAlgoliaHost(host)!) } : {}),
  };
}
