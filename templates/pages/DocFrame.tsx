import type { ReactNode } from 'react';
import { ISLANDS } from '../../shared/constants.js';
import type { SidebarIslandProps } from '../../shared/islands.js';
import type { Crumb, PageLink, Sidebar as SidebarModel, TocEntry } from '../../shared/model/navigation.js';
import type { PageVariant } from '../../shared/model/variants.js';
import type { RenderContext } from '../render-context.js';
import { Breadcrumbs } from '../layout/Breadcrumbs.js';
import { Island } from '../layout/Island.js';
import { Layout } from '../layout/Layout.js';
import { PrevNext, type PrevNextLabels } from '../layout/PrevNext.js';
import { VariantNotices } from '../layout/VariantNotices.js';
import { TableOfContents, TableOfContentsDisclosure } from '../layout/TableOfContents.js';
import { Sidebar } from '../islands/Sidebar.js';
import { openAtFirst } from '../layout/sidebar-route.js';

interface FramePage extends PageVariant {
  route: string;
  breadcrumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
}

interface Props {
  page: FramePage;
  sidebar?: SidebarModel;
  context: RenderContext;
  /** The table of contents column; absent on wide layouts that use the space themselves. */
  toc?: TocEntry[];
  /** The API layout: the main column takes the TOC's place. */
  wide?: boolean;
  /** What the previous/next links are called, when not the docs' words (a post's newer and older posts). */
  prevNextLabels?: PrevNextLabels;
  children: ReactNode;
}

/** The frame every docs-like page shares: sidebar island, breadcrumbs, the page's own content, previous/next, TOC. */
export function DocFrame({ page, sidebar, context, toc, wide = false, prevNextLabels, children }: Props) {
  const { baseUrl } = context.site;
  // Every sidebar of the model is indexed once for all the pages rendered (cli/render/render-inputs.ts).
  const routes = sidebar ? context.sidebarRoutes[sidebar.id]! : undefined;
  const sidebarProps: SidebarIslandProps | undefined = sidebar
    ? { dataUrl: context.sidebarData[sidebar.id]!, currentPath: page.route, baseUrl, parts: openAtFirst(routes!, page.route) }
    : undefined;
  const showToc = !wide && toc !== undefined && toc.length > 0;
  const classes = ['dg-doc', sidebar ? 'dg-doc--with-sidebar' : '', showToc ? 'dg-doc--with-toc' : '', wide ? 'dg-doc--wide' : ''];
  return (
    <Layout context={context} currentPath={page.route} sidebar={sidebar} variant={page}>
      <div className={classes.filter(Boolean).join(' ')}>
        {sidebar && sidebarProps ? (
          <div className="dg-doc__sidebar">
            <Island name={ISLANDS.sidebar} props={sidebarProps} className="dg-sidebar-island">
              <Sidebar routes={routes!} currentPath={page.route} baseUrl={baseUrl} />
            </Island>
          </div>
        ) : null}
        <main id="dg-main" className="dg-doc__main" tabIndex={-1}>
          <div className="dg-doc__article">
            {showToc ? <TableOfContentsDisclosure toc={toc!} /> : null}
            <Breadcrumbs crumbs={page.breadcrumbs} baseUrl={baseUrl} />
            <VariantNotices
              page={page}
              siteTitle={context.site.title}
              versions={context.site.versions}
              locales={context.site.locales}
              baseUrl={baseUrl}
            />
            {children}
          </div>
          <PrevNext prev={page.prev} next={page.next} baseUrl={baseUrl} labels={prevNextLabels} />
        </main>
        {showToc ? (
          <div className="dg-doc__toc">
            <TableOfContents toc={toc!} />
          </div>
        ) : null}
      </div>
    </Layout>
  );
}
