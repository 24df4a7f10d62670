import { renderToString } from 'react-dom/server';
import type { SearchIslandProps } from '../../shared/islands.js';
import type { Page, SiteInfo, SiteModel } from '../../shared/model/site.js';
import type { SidebarRoutes } from '../../templates/layout/sidebar-route.js';
import { PageView } from '../../templates/pages/PageView.js';
import type { RenderContext } from '../../templates/render-context.js';
import { StringsProvider } from '../../templates/useStrings.js';
import { withBase } from '../../shared/url.js';
import { htmlDocument, type DocumentAssets } from './html-document.js';
import { pageBodyHtml } from './page-body.js';

export interface RenderOptions {
  /** What of the model a page shows besides itself. */
  model: Pick<SiteModel, 'site' | 'sidebars'>;
  assets: DocumentAssets;
  /** Hashed URLs of the sidebars' JSON, by sidebar id. */
  sidebarData: Record<string, string>;
  /** Each sidebar indexed, by sidebar id (render-inputs.ts sidebarRouteIndexes): made once for all the pages. */
  sidebarRoutes: Record<string, SidebarRoutes>;
  /** The search island's props (the offline index's URL and name, or Algolia's settings). */
  search?: SearchIslandProps;
}

/** The full HTML of one page of the model. */
export function renderPage(page: Page, { model, assets, sidebarData, sidebarRoutes, search }: RenderOptions): string {
  const context: RenderContext = { site: model.site, sidebarData, sidebarRoutes, search: search && pageSearch(page, search, model.site) };
  const body = renderToString(
    <StringsProvider strings={model.site.strings} locale={model.site.locale}>
      <PageView page={withBody(page, model.site)} sidebars={model.sidebars} context={context} />
    </StringsProvider>,
  );
  return htmlDocument({ page, site: model.site, body, assets });
}

/**
 * The search the page offers: a page of a docs version other than the last searches that version's own index
 * (offline), or filters on its version (Algolia's contextual search, as DocSearch does on Docusaurus's pages).
 */
function pageSearch(page: Page, search: SearchIslandProps, site: SiteInfo): SearchIslandProps {
  if (page.kind !== 'doc' || !page.version) return search;
  if (search.algolia) return { ...search, docsVersion: page.version };
  return page.searchIndex ? { ...search, indexUrl: withBase(site.baseUrl, `/${page.searchIndex}`) } : search;
}

/** The page as its template shows it: a body's slots filled (page-body.tsx). */
function withBody(page: Page, site: SiteInfo): Page {
  if (page.kind === 'doc') return { ...page, html: pageBodyHtml(page, site) };
  if (page.kind === 'not-found' && page.html !== undefined) return { ...page, html: pageBodyHtml({ ...page, html: page.html }, site) };
  return page;
}
