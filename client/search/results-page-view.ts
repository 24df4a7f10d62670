// What the /search page shows, written with the DOM into the server's shell (templates/islands/SearchResultsPage.tsx):
// the heading and the field follow the query; the live region holds "type to search", the count and the results with
// "load more", "no results", or the error. No React: the page's main content does not wait for React to download and
// run (on a throttled phone that was 660 ms of blocking time before the first result).
import { format, plural } from '../../shared/i18n/format.js';
import type { SearchHit } from '../../shared/search-protocol.js';
import { withBase } from '../../shared/url.js';
import { siteLocale, siteStrings } from '../site-strings.js';

export interface ResultsPageView {
  /** The heading and the field say `query`. */
  showQuery(query: string): void;
  /** No query: the invitation to type one. */
  showEmpty(): void;
  /** A page of results: the first replaces what was shown, the next ones are added below it. */
  showHits(page: { query: string; hits: SearchHit[]; nbHits: number; more: boolean; append: boolean }): void;
  showError(): void;
}

/** An element with a class and children (text, or elements). */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  el.append(...children);
  return el;
}

/** An element holding the client's highlighted value: HTML it escaped itself, with <mark> around the matches. */
function highlighted<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, html: string): HTMLElementTagNameMap[K] {
  const el = element(tag, className);
  el.innerHTML = html;
  return el;
}

/** Title, section path and snippet of one hit. */
function hitItem(hit: SearchHit, baseUrl: string): HTMLLIElement {
  const hl = hit._highlightResult.hierarchy;
  const levels = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).filter((level) => hl[level]?.value);
  const title = levels.length > 0 ? hl[levels[levels.length - 1]!]!.value : '';
  const path = [hl.lvl0?.value ?? '', ...levels.slice(0, -1).map((level) => hl[level]!.value)].filter(Boolean).join(' › ');
  const link = highlighted('a', 'dg-result__title', title);
  link.href = withBase(baseUrl, hit.url);
  const item = element('li', 'dg-result', link, highlighted('p', 'dg-result__path', path));
  const snippet = hit._snippetResult?.content?.value;
  if (snippet) item.append(highlighted('p', 'dg-result__snippet', snippet));
  return item;
}

/** The view over the island's shell: its h1, its input and its live region. `onMore` asks for the next page. */
export function resultsPageView(root: HTMLElement, baseUrl: string, onMore: () => void): ResultsPageView {
  const strings = siteStrings.search;
  const heading = root.querySelector('h1');
  const input = root.querySelector('input');
  const region = root.querySelector<HTMLElement>('[aria-live]');
  // One list and one button for the query shown: "load more" adds to them, so nothing already shown moves.
  let list: HTMLOListElement | undefined;
  const more = element('button', 'dg-button dg-button--secondary', strings.loadMore);
  more.type = 'button';
  more.addEventListener('click', onMore);
  return {
    showQuery(query) {
      if (heading) heading.textContent = query ? format(strings.pageHeading, { query }) : strings.pageHeadingEmpty;
      if (input && input.value !== query) input.value = query;
    },
    showEmpty() {
      list = undefined;
      region?.replaceChildren(element('p', 'dg-lead', strings.typeToSearch));
    },
    showHits({ query, hits, nbHits, more: hasMore, append }) {
      const items = hits.map((hit) => hitItem(hit, baseUrl));
      if (append && list) {
        list.append(...items);
        if (hasMore) return;
        // The last page: the button goes, and a reader who pressed it carries on from the first new result.
        const focused = document.activeElement === more;
        more.remove();
        if (focused) items[0]?.querySelector('a')?.focus();
        return;
      }
      if (hits.length === 0) {
        list = undefined;
        region?.replaceChildren(element('p', '', `${strings.noResults} "`, element('strong', '', query), '"'));
        return;
      }
      list = element('ol', 'dg-results', ...items);
      region?.replaceChildren(element('p', 'dg-lead', plural(siteLocale, strings.resultsCount, nbHits)), list, ...(hasMore ? [more] : []));
    },
    showError() {
      list = undefined;
      const alert = element('p', '', element('strong', '', strings.errorTitle), ` ${strings.errorHelp}`);
      alert.setAttribute('role', 'alert');
      region?.replaceChildren(alert);
    },
  };
}
