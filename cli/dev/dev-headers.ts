// The security headers of `docsgen dev`: the same policy a build of the site gets, for each HTML answer made from what
// that answer holds: the page's own sources (its model's, render/page-policy.ts) and what dev adds to it (the
// live-reload script, whose text changes with each version, and the error overlay's script and styles), each allowed
// by its hash like the theme script, never by 'unsafe-inline'.
import type { PolicySources } from '../../shared/model/policy.js';
import type { AlgoliaSearchSettings } from '../../shared/model/search.js';
import { joinPolicies, searchConnectSources } from '../http/html-policy.js';
import { contentSecurityPolicy, securityHeaders } from '../http/security-headers.js';

export interface DevAnswer {
  /** The site's Algolia settings (connect-src), when it has them. */
  algolia?: AlgoliaSearchSettings;
  /** What the HTML document sent needs, when the answer is one: the page's sources and those of what dev added. */
  sources?: Array<PolicySources | undefined>;
}

/** The headers for an answer. */
export function devSecurityHeaders({ algolia, sources = [] }: DevAnswer): Readonly<Record<string, string>> {
  return securityHeaders(contentSecurityPolicy(joinPolicies({ connect: searchConnectSources(algolia) }, ...sources)));
}
