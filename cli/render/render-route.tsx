import { renderToString } from 'react-dom/server';
import type { SearchIslandProps } from '../../shared/islands.js';
import type { Page, PageBody, SiteInfo, SiteModel } from '../../shared/model/site.js';
import type { SidebarRoutes } from '../../templates/layout/sidebar-route.js';
import { PageView } from '../../templates/pages/PageView.js';
import type { RenderContext } from '../../templates/render-context.js';
import { StringsProvider } from '../../templates/useStrings.js';
import { withBase } from '../../shared/url.js';
import { pageBlog } from './blog-feed-links.js';
import { htmlDocument, type DocumentAssets } from './html-document.js';
import { pageBodyHtml } from './page-body.js';

export interface RenderOptions {
  /** What of the model a page shows besides itself. */
  model: Pick<SiteModel, 'site' | 'sidebars' | 'localeSites' | 'blogs'>;
  assets: DocumentAssets;
  /** Hashed URLs of the sidebars' JSON, by sidebar id. */
  sidebarData: Record<string, string>;
  /** Each sidebar indexed, by sidebar id (render-inputs.ts sidebarRouteIndexes): made once for all the pages. */
  sidebarRoutes: Record<string, SidebarRoutes>;
  /** The search island's props (the offline index's URL and name, or Algolia's settings). */
  search?: SearchIslandProps;
  /** The assets of each other locale's pages (their language's bundle), by locale code. */
  localeAssets?: Record<string, DocumentAssets>;
}

/** The full HTML of one page of the model. */
export function renderPage(page: Page, { model, assets, sidebarData, sidebarRoutes, search, localeAssets }: RenderOptions): string {
  // A page of another locale shows that locale's site: its interface language and strings, and loads its bundle.
  const locale = page.kind === 'doc' ? page.locale : undefined;
  const site = (locale && model.localeSites?.[locale]) || model.site;
  const pageAssets = (locale && localeAssets?.[locale]) || assets;
  const context: RenderContext = { site, sidebarData, sidebarRoutes, search: search && pageSearch(page, search, site) };
  const body = renderToString(
    <StringsProvider strings={site.strings} locale={site.locale}>
      <PageView page={withBody(page, site)} sidebars={model.sidebars} context={context} />
    </StringsProvider>,
  );
  return htmlDocument({ page, site, body, assets: pageAssets, blog: pageBlog(page, model.blogs) });
}

/**
 * The search the page offers: a page of a version or locale other than the primary's searches its own index
 * (offline), or filters on its version (Algolia's contextual search, as DocSearch does on Docusaurus's pages; the
 * language filter is its bundle's).
 */
function pageSearch(page: Page, search: SearchIslandProps, site: SiteInfo): SearchIslandProps {
  if (page.kind !== 'doc') return search;
  if (search.algolia) return page.version ? { ...search, docsVersion: page.version } : search;
  return page.searchIndex ? { ...search, indexUrl: withBase(site.baseUrl, `/${page.searchIndex}`) } : search;
}

/** The page as its template shows it: a body's slots filled (page-body.tsx), a blog list's intro and summaries' too. */
function withBody(page: Page, site: SiteInfo): Page {
  if (page.kind === 'doc') return { ...page, html: pageBodyHtml(page, site) };
  if (page.kind === 'not-found' && page.html !== undefined) return { ...page, html: pageBodyHtml({ ...page, html: page.html }, site) };
  if (page.kind === 'blog-list') {
    const filled = (body: PageBody): PageBody => ({ ...body, html: pageBodyHtml(body, site) });
    return { ...page, intro: page.intro && filled(page.intro), posts: page.posts.map((post) => ({ ...post, body: filled(post.body) })) };
  }
  return page;
}
