// Fetching pages for client navigation and prefetch: once per URL, kept in memory for the visit (a static
// site's pages do not change under the reader), so hovering a link and then clicking it costs one request,
// and back/forward is instant. A failed fetch is forgotten, so the next attempt asks again; and all are forgotten
// when `docsgen dev` rebuilt pages without reloading the one shown.
import { NAVIGATION } from '../../shared/constants.js';

export interface FetchedPage {
  /** Where the page was finally found (after redirects). */
  url: string;
  html: string;
}

const pages = new Map<string, Promise<FetchedPage>>();

/** The cache key of a URL: the document, without the hash. */
function keyOf(url: URL): string {
  return url.origin + url.pathname + url.search;
}

async function load(key: string): Promise<FetchedPage> {
  const response = await fetch(key, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok) throw new Error(`${key}: HTTP ${response.status}`);
  if (!/^text\/html\b/i.test(type)) throw new Error(`${key}: not a page (${type || 'no content type'})`);
  if (new URL(response.url).origin !== location.origin) throw new Error(`${key}: redirected to another origin`);
  return { url: response.url, html: await response.text() };
}

/** Forgets every page fetched: `docsgen dev` rebuilt some of them (PAGES_CHANGED_EVENT). */
export function forgetPages(): void {
  pages.clear();
}

/** The page at `url`, fetched at most once while it succeeds. Rejects on a network error, an HTTP error or non-HTML. */
export function fetchPage(url: URL): Promise<FetchedPage> {
  const key = keyOf(url);
  let page = pages.get(key);
  if (!page) {
    page = load(key);
    page.catch(() => {
      if (pages.get(key) === page) pages.delete(key);
    });
    pages.set(key, page);
    // Map order is insertion order: the first key is the oldest.
    if (pages.size > NAVIGATION.pageCacheSize) pages.delete(pages.keys().next().value!);
  }
  return page;
}
