// What the search UI asks the engine, in DocSearch's shape (the lite client's `search({ requests })`): the modal's
// request and the /search page's, defined once. The benchmarks and the tests build their requests here too, so an
// engine measured or checked on its own is asked exactly what a reader's search asks.
import { SEARCH } from './constants.js';
import type { Locale } from './i18n/locales.js';
import type { SearchParams, SearchRequest } from './search-protocol.js';

/** What both requests take: the index, the query, and whose language the results are in. */
interface RequestTarget {
  indexName: string;
  query: string;
  /** The site's locale: with contextual search, the only language results come in. */
  locale: Locale;
  /** DocSearch's contextualSearch: results in the site's language only. On unless the config turns it off. */
  contextualSearch?: boolean;
  /** With contextual search, the page's docs version (Algolia mode): results of that version, or of no version, only. */
  docsVersion?: string;
}

export interface ModalRequestOptions extends RequestTarget {
  /** A screen up to SEARCH.narrowMaxWidth px wide: shorter snippets, so a result keeps to a few lines. */
  narrow: boolean;
  /** Algolia Insights on: the answer then carries the queryID that the view and click events name. */
  insights: boolean;
}

export interface ResultsPageRequestOptions extends RequestTarget {
  /** Which page of SEARCH.hitsPerPage results, from 0 ("more results" asks for the next). */
  page: number;
}

/** The record fields the modal's screens read (DocSearch's list): the hierarchy, the text, the type and the URL. */
const MODAL_FIELDS: readonly string[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
  .map((level) => `hierarchy.${level}`)
  .concat('content', 'type', 'url');
/** The modal snippets the page title, the two headings under it and the text: what a result's lines show. */
const MODAL_SNIPPETED: readonly string[] = ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'];

/** Matches in <mark>, snippets cut with "…": the only markup the result screens put into innerHTML. */
function markup(): Pick<SearchParams, 'snippetEllipsisText' | 'highlightPreTag' | 'highlightPostTag'> {
  return { snippetEllipsisText: '…', highlightPreTag: '<mark>', highlightPostTag: '</mark>' };
}

/** The `docusaurus_tag` of a docs version's records (`docs-default-<version>`), as Docusaurus's pages give it to DocSearch. */
export function docsVersionTag(version: string): string {
  return `docs-default-${version}`;
}

/**
 * DocSearch's contextual search: a facet filter on the site's language and, on a page of a docs version, on that
 * version's tag or `default` (pages of no version), unless the config turns it off.
 */
function languageFilter({ locale, contextualSearch, docsVersion }: RequestTarget): Pick<SearchParams, 'facetFilters'> {
  if (contextualSearch === false) return {};
  const version = docsVersion ? [['docusaurus_tag:default', `docusaurus_tag:${docsVersionTag(docsVersion)}`]] : [];
  return { facetFilters: [`language:${locale}`, ...version] };
}

/** The search modal's request for one query. */
export function modalSearchRequest(options: ModalRequestOptions): SearchRequest {
  const words = options.narrow ? SEARCH.snippetWordsNarrow : SEARCH.snippetWords;
  return {
    indexName: options.indexName,
    query: options.query,
    hitsPerPage: SEARCH.hitsPerPage,
    attributesToRetrieve: [...MODAL_FIELDS],
    attributesToSnippet: MODAL_SNIPPETED.map((attribute) => `${attribute}:${words}`),
    ...markup(),
    ...languageFilter(options),
    clickAnalytics: options.insights,
  };
}

/** The /search page's request for one page of results: whole records, the text snippeted at full length. */
export function resultsPageSearchRequest(options: ResultsPageRequestOptions): SearchRequest {
  return {
    indexName: options.indexName,
    query: options.query,
    page: options.page,
    hitsPerPage: SEARCH.hitsPerPage,
    attributesToSnippet: [`content:${SEARCH.snippetWords}`],
    ...markup(),
    ...languageFilter(options),
  };
}
