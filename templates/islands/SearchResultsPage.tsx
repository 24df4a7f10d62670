import type { ComponentProps } from 'react';
import { SEARCH } from '../../shared/constants.js';
import type { SearchHit } from '../../shared/search-protocol.js';
import { format, plural } from '../../shared/i18n/format.js';
import { useStrings } from '../useStrings.js';
import { withBase } from '../../shared/url.js';

export interface ResultsPageState {
  query: string;
  hits?: SearchHit[];
  nbHits?: number;
  more?: boolean;
  error?: boolean;
  baseUrl?: string;
}

interface Props extends ResultsPageState {
  /** The client reads the query from the submitted form; without it (no JavaScript) the form simply reloads /search?q= */
  onSubmit?: ComponentProps<'form'>['onSubmit'];
  onMore?: () => void;
}

/** Title, section path and snippet of one hit, from the client's escaped, highlighted values. */
function Hit({ hit, baseUrl }: { hit: SearchHit; baseUrl: string }) {
  const hl = hit._highlightResult.hierarchy;
  const levels = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).filter((level) => hl[level]?.value);
  const title = levels.length > 0 ? hl[levels[levels.length - 1]!]!.value : '';
  const path = [hl.lvl0?.value ?? '', ...levels.slice(0, -1).map((level) => hl[level]!.value)].filter(Boolean).join(' › ');
  const snippet = hit._snippetResult?.content?.value;
  return (
    <li className="dg-result">
      <a className="dg-result__title" href={withBase(baseUrl, hit.url)} dangerouslySetInnerHTML={{ __html: title }} />
      <p className="dg-result__path" dangerouslySetInnerHTML={{ __html: path }} />
      {snippet ? <p className="dg-result__snippet" dangerouslySetInnerHTML={{ __html: snippet }} /> : null}
    </li>
  );
}

/** The full results page: a search form kept in sync with ?q=, results 20 at a time, and "load more". */
export function SearchResultsPage({ query, hits, nbHits, more, error, baseUrl = '/', onSubmit, onMore }: Props) {
  const strings = useStrings();
  return (
    <>
      <h1>{query ? format(strings.search.pageHeading, { query }) : strings.search.pageHeadingEmpty}</h1>
      <form className="dg-search-page__form" role="search" action={withBase(baseUrl, '/search')} onSubmit={onSubmit}>
        <label className="dg-visually-hidden" htmlFor="dg-search-page-input">
          {strings.search.inputLabel}
        </label>
        <input
          id="dg-search-page-input"
          className="dg-search-page__input"
          type="search"
          name={SEARCH.queryParam}
          defaultValue={query}
          maxLength={SEARCH.maxQueryLength}
          placeholder={strings.search.placeholder}
          key={query}
        />
        <button type="submit" className="dg-button">
          {strings.search.submit}
        </button>
      </form>
      <div aria-live="polite">
        {error ? (
          <p role="alert">
            <strong>{strings.search.errorTitle}</strong> {strings.search.errorHelp}
          </p>
        ) : null}
        {!error && !query ? <p className="dg-lead">{strings.search.typeToSearch}</p> : null}
        {!error && query && hits ? (
          hits.length === 0 ? (
            <p>
              {strings.search.noResults} "<strong>{query}</strong>"
            </p>
          ) : (
            <>
              <p className="dg-lead">{plural(strings.search.resultsCount, nbHits ?? hits.length)}</p>
              <ol className="dg-results">
                {hits.map((hit) => (
                  <Hit key={hit.objectID} hit={hit} baseUrl={baseUrl} />
                ))}
              </ol>
              {more ? (
                <button type="button" className="dg-button dg-button--secondary" onClick={onMore}>
                  {strings.search.loadMore}
                </button>
              ) : null}
            </>
          )
        ) : null}
      </div>
    </>
  );
}
