// The /search page in the browser: reads ?q=, searches the site's index (or Algolia) and lists the results 20 at a
// time; the form and Back/Forward keep the address and the results in step. Plain DOM (search/results-page-view.ts):
// the page's main content needs no React. It starts at once on load (the island is marked hydrate="load").
import { SEARCH } from '../../shared/constants.js';
import { UNMOUNT_ISLAND_EVENT } from '../../shared/island-events.js';
import type { SearchIslandProps } from '../../shared/islands.js';
import type { SearchHit } from '../../shared/search-protocol.js';
import { resultsPageSearchRequest } from '../../shared/search-request.js';
import { createSearchClient } from '../search/create-search-client.js';
import { resultsPageView } from '../search/results-page-view.js';
import { siteLocale } from '../site-strings.js';

function queryFromUrl(): string {
  return (new URLSearchParams(window.location.search).get(SEARCH.queryParam) ?? '').slice(0, SEARCH.maxQueryLength);
}

/** Makes the island's shell live; client navigation taking the page away (UNMOUNT_ISLAND_EVENT) stops it. */
export function hydrate(
  root: HTMLElement,
  { indexName, baseUrl, contextualSearch, docsVersion, indexUrl, algolia }: SearchIslandProps,
): void {
  const client = createSearchClient({ indexUrl, algolia });
  let query = '';
  let page = 0;
  /** Bumped by each search: an older answer that arrives late does not replace a newer one. */
  let latest = 0;

  const run = async (wanted: string, append: boolean): Promise<void> => {
    const id = ++latest;
    query = wanted;
    view.showQuery(wanted);
    if (!wanted) {
      view.showEmpty();
      return;
    }
    const next = append ? page + 1 : 0;
    try {
      const { results } = await client.search({
        requests: [resultsPageSearchRequest({ indexName, query: wanted, locale: siteLocale, contextualSearch, docsVersion, page: next })],
      });
      if (id !== latest) return;
      const result = results[0]!;
      page = next;
      view.showHits({
        query: wanted,
        hits: result.hits as SearchHit[],
        nbHits: result.nbHits,
        more: result.page + 1 < result.nbPages,
        append,
      });
    } catch {
      if (id === latest) view.showError();
    }
  };
  const view = resultsPageView(root, baseUrl, () => void run(query, true));

  const form = root.querySelector('form');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const wanted = String(new FormData(form).get(SEARCH.queryParam) ?? '');
    const url = new URL(window.location.href);
    if (wanted) url.searchParams.set(SEARCH.queryParam, wanted);
    else url.searchParams.delete(SEARCH.queryParam);
    window.history.pushState(null, '', url); // the address always says what is shown
    void run(wanted.slice(0, SEARCH.maxQueryLength), false);
  });
  const onPop = (): void => void run(queryFromUrl(), false);
  window.addEventListener('popstate', onPop);
  root.addEventListener(
    UNMOUNT_ISLAND_EVENT,
    () => {
      window.removeEventListener('popstate', onPop);
      latest++; // a search under way shows nothing in a page that has gone
    },
    { once: true },
  );
  void run(queryFromUrl(), false);
}
