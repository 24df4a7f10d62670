import { ISLANDS } from '../../shared/constants.js';
import type { SearchPage as SearchPageModel } from '../../shared/model/site.js';
import type { RenderContext } from '../render-context.js';
import { useStrings } from '../useStrings.js';
import { Island } from '../layout/Island.js';
import { Layout } from '../layout/Layout.js';
import { SearchResultsPage } from '../islands/SearchResultsPage.js';
import { searchQueryScript } from './search-query-script.js';

/**
 * "/search?q=": the shell is static; the island reads the query, searches the same index and lists every result. The
 * script after <main> writes the query into the shell before the first paint (search-query-script.ts); its hash is in
 * the page's Content-Security-Policy (cli/render/page-policy.ts).
 */
export function SearchPage({ page, context }: { page: SearchPageModel; context: RenderContext }) {
  const strings = useStrings();
  return (
    <Layout context={context} currentPath={page.route}>
      <main id="dg-main" className="dg-simple dg-search-page" tabIndex={-1}>
        {context.search ? (
          <Island name={ISLANDS.searchPage} props={context.search} className="dg-search-page-island" hydrate="load">
            <SearchResultsPage baseUrl={context.search.baseUrl} />
          </Island>
        ) : (
          <h1>{strings.search.pageHeadingEmpty}</h1>
        )}
      </main>
      {context.search ? <script dangerouslySetInnerHTML={{ __html: searchQueryScript(strings.search.pageHeading) }} /> : null}
    </Layout>
  );
}
