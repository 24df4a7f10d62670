import { ISLANDS } from '../../shared/constants.js';
import type { SearchPage as SearchPageModel } from '../../shared/model/site.js';
import type { RenderContext } from '../render-context.js';
import { useStrings } from '../useStrings.js';
import { Island } from '../layout/Island.js';
import { Layout } from '../layout/Layout.js';
import { SearchResultsPage } from '../islands/SearchResultsPage.js';

/** "/search?q=": the shell is static; the island reads the query, searches the same index and lists every result. */
export function SearchPage({ page, context }: { page: SearchPageModel; context: RenderContext }) {
  const strings = useStrings();
  return (
    <Layout context={context} currentPath={page.route}>
      <main id="dg-main" className="dg-simple dg-search-page" tabIndex={-1}>
        {context.search ? (
          <Island name={ISLANDS.searchPage} props={context.search} className="dg-search-page-island" hydrate="load">
            <SearchResultsPage query="" />
          </Island>
        ) : (
          <h1>{strings.search.pageHeadingEmpty}</h1>
        )}
      </main>
    </Layout>
  );
}
