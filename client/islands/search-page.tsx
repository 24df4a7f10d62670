import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { SEARCH } from '../../shared/constants.js';
import type { SearchIslandProps } from '../../shared/islands.js';
import type { SearchClient, SearchHit } from '../../shared/search-protocol.js';
import { resultsPageSearchRequest } from '../../shared/search-request.js';
import { SearchResultsPage, type ResultsPageState } from '../../templates/islands/SearchResultsPage.js';
import { createSearchClient } from '../search/create-search-client.js';
import { siteLocale } from '../site-strings.js';
import { hydrateIsland } from './hydrate-island.js';

function queryFromUrl(): string {
  return (new URLSearchParams(window.location.search).get(SEARCH.queryParam) ?? '').slice(0, SEARCH.maxQueryLength);
}

function LiveResults({ indexName, baseUrl, contextualSearch, client }: SearchIslandProps & { client: SearchClient }) {
  // Hydrate exactly as the server rendered (empty query), then read ?q= from the address.
  const [state, setState] = useState<ResultsPageState>({ query: '', baseUrl });
  const page = useRef(0);

  const run = useCallback(
    async (query: string, append: boolean) => {
      if (!query) {
        setState({ query, baseUrl });
        return;
      }
      page.current = append ? page.current + 1 : 0;
      try {
        const { results } = await client.search({
          requests: [resultsPageSearchRequest({ indexName, query, locale: siteLocale, contextualSearch, page: page.current })],
        });
        const result = results[0]!;
        setState((previous) => ({
          query,
          baseUrl,
          nbHits: result.nbHits,
          more: result.page + 1 < result.nbPages,
          hits: [...(append ? (previous.hits ?? []) : []), ...(result.hits as SearchHit[])],
        }));
      } catch {
        setState({ query, baseUrl, error: true });
      }
    },
    [client, indexName, baseUrl, contextualSearch],
  );

  useEffect(() => {
    void run(queryFromUrl(), false);
    const onPop = (): void => {
      void run(queryFromUrl(), false);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [run]);

  const onSearch = (query: string): void => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set(SEARCH.queryParam, query);
    else url.searchParams.delete(SEARCH.queryParam);
    window.history.pushState(null, '', url); // the address always says what is shown
    void run(query.slice(0, SEARCH.maxQueryLength), false);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get(SEARCH.queryParam) ?? ''));
  };
  return <SearchResultsPage {...state} onSubmit={onSubmit} onMore={() => void run(state.query, true)} />;
}

export function hydrate(root: HTMLElement, props: SearchIslandProps): Promise<void> {
  const client = createSearchClient(props);
  return hydrateIsland(root, <LiveResults {...props} client={client} />);
}
