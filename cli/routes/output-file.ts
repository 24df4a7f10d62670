/** Where a route's HTML is written: "/" → index.html, "/guide" → guide/index.html, the 404 page → 404.html. */
export function htmlFileFor(route: string): string {
  if (route === '/404') return '404.html';
  if (route === '/') return 'index.html';
  return `${route.slice(1)}/index.html`;
}
