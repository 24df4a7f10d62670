/** Prefixes a site path with the base URL the site is served under; other URLs pass through. */
export function withBase(baseUrl: string, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//') || baseUrl === '/') return href;
  return `${baseUrl.replace(/\/$/, '')}${href}`;
}

/**
 * A route as it is written in an href: each segment percent-encoded ("/c#sharp" → "/c%23sharp", "/ação" →
 * "/a%C3%A7%C3%A3o"), so a page named with "#", "?", "%", a space or an accent is reached by every link to it. Routes
 * stay decoded everywhere else (the model, the file names in the output), and a static host decodes the URL back.
 */
export function encodeRoute(route: string): string {
  return route.split('/').map(encodeURIComponent).join('/');
}

/** The href of a route of the site: encoded, under the base URL. */
export function routeHref(baseUrl: string, route: string): string {
  return withBase(baseUrl, encodeRoute(route));
}

/**
 * The path of a page's Markdown (`<route>.md`, the llmstxt.org rule): "/guide/intro" → "/guide/intro.md", and the
 * home page, whose URL has no name to add to, "/index.md" (as VitePress's and Mintlify's llms files name it).
 */
export function markdownPath(route: string): string {
  return route === '/' ? '/index.md' : `${route.replace(/\/+$/, '')}.md`;
}

/** The href of a page's Markdown, under the base URL. */
export function markdownHref(baseUrl: string, route: string): string {
  return routeHref(baseUrl, markdownPath(route));
}
