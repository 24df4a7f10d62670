// Docusaurus's `addBaseUrl` (useBaseUrl.ts of @docusaurus/core): a path of the site put under the base URL once, a
// URL with a protocol, `//host` or `#hash` left as it is; `absolute` adds the site's origin.

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

const HAS_PROTOCOL = /^(?:\w*:|\/\/)/;

/** `url` as Docusaurus's `withBaseUrl` gives it for a site served under `baseUrl` at `siteUrl`. */
export function addBaseUrl(url: string, { baseUrl, siteUrl }: { baseUrl: string; siteUrl: string }, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || HAS_PROTOCOL.test(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  // Docusaurus does not put the base URL in front of a path that already starts with it.
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute ? siteUrl + path : path;
}
