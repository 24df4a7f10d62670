import { ISLANDS, SEARCH } from '../../shared/constants.js';

/** JSON that cannot close the <script> element it is written in. */
const scriptSafe = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline script after the /search page's main content. It runs before the first paint: the query of ?q= goes into
 * the heading ("Resultados para “saldo”", which may take two lines where the empty heading took one) and the field,
 * and "type to search" goes away. Otherwise the heading changed once the island's code ran, after the page had
 * painted, moving everything below it. The island (client/islands/search-page.ts) writes the same on each search, and
 * on a page put in place by client navigation, where this script does not run. `heading` is the strings table's
 * pageHeading, its `{query}` replaced as format() does.
 */
export function searchQueryScript(heading: string): string {
  return (
    `(function(){var r=document.querySelector(${scriptSafe(`[data-island="${ISLANDS.searchPage}"]`)}),` +
    `q=(new URLSearchParams(location.search).get(${scriptSafe(SEARCH.queryParam)})||"").slice(0,${SEARCH.maxQueryLength});` +
    'if(!r||!q)return;var h=r.querySelector("h1"),i=r.querySelector("input"),l=r.querySelector("[aria-live] .dg-lead");' +
    `if(h)h.textContent=${scriptSafe(heading)}.split("{query}").join(q);if(i)i.value=q;if(l)l.hidden=true})()`
  );
}
