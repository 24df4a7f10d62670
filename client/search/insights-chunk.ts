// The chunk loaded only when a site turns Algolia Insights on: Algolia's own search-insights client, bundled (no
// third-party script, so the Content-Security-Policy needs no script origin), set up the way DocSearch leaves it.
import aa, { type InsightsClient } from 'search-insights';

/**
 * search-insights, initialised with the site's public credentials. Its defaults are kept on purpose: an anonymous
 * user token made in memory for this page's life (`anonymousUserToken: true`), and no cookie (`useCookie: false`, said
 * again here because it decides whether the site sets a cookie at all).
 */
export function createInsightsClient({ appId, apiKey }: { appId: string; apiKey: string }): InsightsClient {
  aa('init', { appId, apiKey, useCookie: false, anonymousUserToken: true });
  return aa;
}
