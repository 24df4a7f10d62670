// The config's `search` field: which engine answers search. Its schema (the Algolia fields checked, hosts parsed,
// an admin key refused) and its resolution into what the pages and `docsgen search push` need.
import { z } from 'zod';
import type { AlgoliaHost, AlgoliaSearchSettings } from '../../shared/model/search.js';

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

/** A key that looks like a secret gets pointed at the environment: the config file ships with the site's source. */
function secretKeyHint(key: string): string | undefined {
  return /admin|write|secret/i.test(key)
    ? 'the admin key never goes in the config file: set DOCSGEN_ALGOLIA_ADMIN_KEY when running `docsgen search push`'
    : undefined;
}

const nonEmpty = (what: string) =>
  z
    .string()
    .trim()
    .min(1)
    .meta({
      description: `The ${what}.`,
      allowed: `a non-empty string (the ${what})`,
    });

const algolia = z
  .strictObject({
    provider: z.literal('algolia'),
    appId: nonEmpty('Algolia application id'),
    apiKey: nonEmpty('public, search-only API key').meta({
      description: 'The public, search-only API key (it ships in every page); the admin key never goes here.',
    }),
    indexName: nonEmpty('Algolia index the records go to'),
    contextualSearch: z.boolean().default(true).meta({
      description: "Filter results on the site's language, as DocSearch's contextualSearch does.",
    }),
    insights: z.boolean().default(false).meta({
      description:
        "Send Algolia Insights events from the search modal (queries with clickAnalytics, the results viewed, the result chosen), as DocSearch's insights does.",
    }),
    hosts: z
      .array(
        z
          .string()
          .refine((host) => parseAlgoliaHost(host) !== undefined)
          .meta({ allowed: `a host such as ${HOST_EXAMPLE}` }),
      )
      .min(1)
      .optional()
      .meta({
        description: 'Hosts to query instead of Algolia\'s own, tried in order: "host", "host:port" (https) or "http://host:port".',
        allowed: `a non-empty list of hosts such as ${HOST_EXAMPLE}`,
        defaultText: "Algolia's hosts for the appId",
      }),
  })
  .meta({ unknownKeyHint: secretKeyHint });

const local = z
  .strictObject({
    provider: z.literal('local').meta({ description: '"local": the offline index the build writes; "algolia": Algolia\'s hosted search.' }),
  })
  .meta({
    // appId & co. with provider "local" most likely mean the provider was forgotten.
    unknownKeyHint: (key) => secretKeyHint(key) ?? (key in algolia.shape ? `"${key}" goes with provider: "algolia"` : undefined),
  });

/** The `search` field: the offline index, or Algolia with its public settings. */
export const searchSchema = z.discriminatedUnion('provider', [local, algolia]).default({ provider: 'local' }).meta({
  description: 'Which engine answers the search modal and the /search page (see [Search with Algolia](#search-with-algolia)).',
});

/** The Algolia settings of a parsed `search` field (hosts parsed), or undefined for the offline index (the default). */
export function resolveSearchConfig(search: z.output<typeof searchSchema>): AlgoliaSearchSettings | undefined {
  if (search.provider !== 'algolia') return undefined;
  const { provider: _provider, hosts, ...settings } = search;
  // The schema checked every host with parseAlgoliaHost.
  return { ...settings, ...(hosts ? { hosts: hosts.map((host) => parseAlgoliaHost(host)!) } : {}) };
}
