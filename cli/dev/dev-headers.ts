// The security headers of `docsgen dev`: the same policy a build of the site gets, computed for each HTML answer from
// the HTML actually sent, so what dev adds to a page (the live-reload script, whose text changes with each version,
// and the error overlay's script and styles) is allowed by its hash like the theme script, never by 'unsafe-inline'.
import type { AlgoliaSearchSettings } from '../../shared/model/search.js';
import { contentSecurityPolicy, securityHeaders } from '../http/security-headers.js';
import { pagePolicySources, searchConnectSources } from '../render/policy-sources.js';

export interface DevAnswer {
  /** The site's Algolia settings (connect-src), when it has them. */
  algolia?: AlgoliaSearchSettings;
  /** The HTML document sent, when the answer is one. */
  html?: string;
}

/** The headers for an answer. */
export function devSecurityHeaders({ algolia, html }: DevAnswer): Readonly<Record<string, string>> {
  const page = html === undefined ? undefined : pagePolicySources(html);
  return securityHeaders(contentSecurityPolicy({ ...page, connect: [...searchConnectSources(algolia), ...(page?.connect ?? [])] }));
}
