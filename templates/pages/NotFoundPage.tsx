import type { NotFoundPage as NotFoundModel } from '../../shared/model/site.js';
import type { RenderContext } from '../render-context.js';
import { useStrings } from '../useStrings.js';
import { withBase } from '../../shared/url.js';
import { Layout } from '../layout/Layout.js';

/** "Página não encontrada", served with a real 404 status; content/404.md, when there is one, gives its title and body. */
export function NotFoundPage({ page, context }: { page: NotFoundModel; context: RenderContext }) {
  const strings = useStrings();
  return (
    <Layout context={context} currentPath={page.route}>
      <main id="dg-main" className="dg-simple dg-not-found" tabIndex={-1}>
        <p className="dg-not-found__code" aria-hidden="true">
          404
        </p>
        {page.titleInBody ? null : <h1>{page.title}</h1>}
        {page.html !== undefined ? (
          <div className="dg-markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
        ) : (
          <>
            <p className="dg-lead">{strings.notFound.body}</p>
            <p>{strings.notFound.hint}</p>
          </>
        )}
        <p>
          <a className="dg-button" href={withBase(context.site.baseUrl, '/')}>
            {strings.notFound.backHome}
          </a>
        </p>
      </main>
    </Layout>
  );
}
