// A VitePress link ("/guide/", "/guide/intro", "intro.md", "/guide/intro.html#usage") as docsgen names its target: the
// doc id of the page it opens, or the route it goes to.

/** Where the site's pages are: their doc ids, and the route prefix they are published under. */
export interface PageIndex {
  ids: ReadonlySet<string>;
  /** "/docs" when a rewrite publishes every page under a folder. */
  contentRoute?: string;
}

/** A link out of the site: a scheme ("https:", "mailto:") or "//". */
export function isExternal(link: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(link);
}

/** VitePress's `addBase`: a sidebar link is relative to the `base` of its group. */
export function withGroupBase(link: string, base: string | undefined): string {
  if (!base || isExternal(link)) return link;
  return base + link.replace(/^\//, base.endsWith('/') ? '' : '/');
}

/** The route a site link names, as docsgen writes routes ("/guide/intro.md#x" → "/guide/intro#x"). */
export function routeOf(link: string): string {
  const [, pathPart = '', rest = ''] = /^([^?#]*)(.*)$/.exec(link) ?? [];
  let route = pathPart.replace(/(?:^|\/)index(?:\.md|\.html)?$/i, '/').replace(/\.(?:md|html)$/i, '');
  if (!route.startsWith('/')) route = `/${route}`;
  if (route.length > 1) route = route.replace(/\/+$/, '');
  return `${route}${rest}`;
}

/**
 * The doc id of the page a site link opens: "/guide/" → "guide/index", "/guide/intro" → "guide/intro", "/guide" →
 * "guide" or "guide/index"; undefined when no page has that path.
 */
export function docIdOf(link: string, pages: PageIndex): string | undefined {
  let pathPart = link.replace(/[?#].*$/, '');
  if (!pathPart.startsWith('/')) pathPart = `/${pathPart}`;
  if (pages.contentRoute) {
    if (pathPart !== pages.contentRoute && !pathPart.startsWith(`${pages.contentRoute}/`)) return undefined;
    pathPart = pathPart.slice(pages.contentRoute.length) || '/';
  }
  const bare = pathPart.replace(/^\/+/, '').replace(/\.(?:md|html)$/i, '');
  const candidates = bare === '' || bare.endsWith('/') ? [`${bare}index`] : [bare, `${bare}/index`];
  return candidates.find((id) => pages.ids.has(id));
}

/** VitePress renders `text` as HTML ("Badge <span class='x'>new</span>"): docsgen's labels are text. */
export function stripTags(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
