import type { TagPage as TagPageModel } from '../../shared/model/site.js';
import type { RenderContext } from '../render-context.js';
import { useStrings } from '../useStrings.js';
import { routeHref, withBase } from '../../shared/url.js';
import { Breadcrumbs } from '../layout/Breadcrumbs.js';
import { Layout } from '../layout/Layout.js';

/** "/tags/<tag>": the pages carrying one tag, with their descriptions. */
export function TagPage({ page, context }: { page: TagPageModel; context: RenderContext }) {
  const strings = useStrings();
  const { baseUrl } = context.site;
  return (
    <Layout context={context} currentPath={page.route}>
      <main id="dg-main" className="dg-simple" tabIndex={-1}>
        <Breadcrumbs
          crumbs={[{ label: strings.home, href: '/' }, { label: strings.tags.title, href: '/tags' }, { label: page.tag.label }]}
          baseUrl={baseUrl}
        />
        <h1>{page.title}</h1>
        {page.tag.description ? <p className="dg-lead">{page.tag.description}</p> : null}
        <ul className="dg-doc-cards">
          {page.pages.map((doc) => (
            <li key={doc.href}>
              <article className="dg-doc-card">
                <h2 className="dg-doc-card__title">
                  <a href={routeHref(baseUrl, doc.href)}>{doc.title}</a>
                </h2>
                {doc.description ? <p>{doc.description}</p> : null}
              </article>
            </li>
          ))}
        </ul>
        <p>
          <a href={withBase(baseUrl, '/tags')}>{strings.tags.seeAll}</a>
        </p>
      </main>
    </Layout>
  );
}
