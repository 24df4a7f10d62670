import { SEARCH } from '../../shared/constants.js';
import { useStrings } from '../useStrings.js';
import { withBase } from '../../shared/url.js';

/**
 * The /search page as the server renders it: its heading, a search form (which, without JavaScript, simply loads
 * /search?q=) and the region the results go in. The browser fills them in from ?q= with the DOM, without React
 * (client/islands/search-page.ts); the page's inline script (search-query-script.ts) writes the query into the heading
 * and the field before the first paint, so nothing moves when the results come. Both find these elements as the
 * island's h1, its input and its live region.
 */
export function SearchResultsPage({ baseUrl }: { baseUrl: string }) {
  const strings = useStrings();
  return (
    <>
      <h1>{strings.search.pageHeadingEmpty}</h1>
      <form className="dg-search-page__form" role="search" action={withBase(baseUrl, '/search')}>
        <label className="dg-visually-hidden" htmlFor="dg-search-page-input">
          {strings.search.inputLabel}
        </label>
        <input
          id="dg-search-page-input"
          className="dg-search-page__input"
          type="search"
          name={SEARCH.queryParam}
          defaultValue=""
          maxLength={SEARCH.maxQueryLength}
          placeholder={strings.search.placeholder}
        />
        <button type="submit" className="dg-button">
          {strings.search.submit}
        </button>
      </form>
      <div className="dg-search-page__results" aria-live="polite">
        <p className="dg-lead">{strings.search.typeToSearch}</p>
      </div>
    </>
  );
}
