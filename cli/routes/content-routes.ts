import path from 'node:path';

/** Doc id of a content file: its path under the content folder, without extension ("guide/index"). */
export function docIdFor(relToContent: string): string {
  return relToContent
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/i, '');
}

/** The route a content file is published at: folder path, "index" naming the folder itself, or its `slug`. */
export function routeFor(docId: string, slug?: string): string {
  const folder = docId.includes('/') ? docId.slice(0, docId.lastIndexOf('/')) : '';
  if (slug !== undefined) {
    const joined = slug.startsWith('/') ? slug : `/${folder ? `${folder}/` : ''}${slug}`;
    return normalizeRoute(joined);
  }
  const withoutIndex = docId === 'index' ? '' : docId.replace(/\/index$/, '');
  return normalizeRoute(`/${withoutIndex}`);
}

/** One spelling per route: leading slash, no trailing slash, no ".html" or "/index.html" ending. */
export function normalizeRoute(route: string): string {
  let value = route.replace(/\/{2,}/g, '/');
  value = value.replace(/\/index\.html$/i, '/').replace(/\.html$/i, '');
  if (!value.startsWith('/')) value = `/${value}`;
  if (value.length > 1) value = value.replace(/\/+$/, '');
  return value || '/';
}
