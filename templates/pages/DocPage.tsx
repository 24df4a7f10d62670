import { ISLANDS } from '../constants.js';
import type { SidebarIslandProps } from '../islands.js';
import type { DocPage as DocPageModel, Sidebar as SidebarModel } from '../model.js';
import type { RenderContext } from '../render-context.js';
import { strings } from '../strings.pt.js';
import { withBase } from '../url.js';
import { Breadcrumbs } from '../layout/Breadcrumbs.js';
import { Island } from '../layout/Island.js';
import { Layout } from '../layout/Layout.js';
import { PrevNext } from '../layout/PrevNext.js';
import { TableOfContents } from '../layout/TableOfContents.js';
import { Sidebar } from '../islands/Sidebar.js';

interface Props {
  page: DocPageModel;
  sidebar?: SidebarModel;
  context: RenderContext;
}

/** A documentation page: sidebar, breadcrumbs, the static Markdown body, tags, previous/next, table of contents. */
export function DocPage({ page, sidebar, context }: Props) {
  const { baseUrl } = context.site;
  const sidebarProps: SidebarIslandProps | undefined = sidebar
    ? { dataUrl: context.sidebarData[sidebar.id]!, currentPath: page.route, baseUrl }
    : undefined;
  const showToc = !page.hideToc && page.toc.length > 0;
  return (
    <Layout context={context} currentPath={page.route} sidebarId={sidebar?.id}>
      <div className={`dg-doc${sidebar ? ' dg-doc--with-sidebar' : ''}${showToc ? ' dg-doc--with-toc' : ''}`}>
        {sidebar && sidebarProps ? (
          <div className="dg-doc__sidebar">
            <Island name={ISLANDS.sidebar} props={sidebarProps} className="dg-sidebar-island">
              <Sidebar items={sidebar.items} currentPath={page.route} baseUrl={baseUrl} />
            </Island>
          </div>
        ) : null}
        <main id="dg-main" className="dg-doc__main" tabIndex={-1}>
          <article className="dg-doc__article">
            <Breadcrumbs crumbs={page.breadcrumbs} baseUrl={baseUrl} />
            <header className="dg-doc__header">
              <h1>{page.title}</h1>
            </header>
            <div className="dg-markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
            {page.tags.length > 0 ? (
              <footer className="dg-doc__tags">
                <span className="dg-doc__tags-label">{strings.tags.pageTags}</span>
                <ul className="dg-tag-list">
                  {page.tags.map((tag) => (
                    <li key={tag.slug}>
                      <a className="dg-tag" href={withBase(baseUrl, tag.href)} rel="tag">{tag.label}</a>
                    </li>
                  ))}
                </ul>
              </footer>
            ) : null}
          </article>
          <PrevNext prev={page.prev} next={page.next} baseUrl={baseUrl} />
        </main>
        {showToc ? (
          <div className="dg-doc__toc">
            <TableOfContents toc={page.toc} />
          </div>
        ) : null}
      </div>
    </Layout>
  );
}
