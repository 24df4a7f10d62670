/** Prefixes a site path with the base URL the site is served under; other URLs pass through. */
export function withBase(baseUrl: string, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//') || baseUrl === '/') return href;
  return `${baseUrl.replace(/\/$/, '')}${href}`;
}
