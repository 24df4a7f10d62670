// The offline backend of the search modal: the algoliasearch lite client's `search({ requests })`, answered from the
// site's index file, so the modal speaks one protocol to Algolia and to this.
import { SEARCH } from '../../templates/constants.js';
import { WORD_SEPARATOR, processTerm, queryTerms, termMatcher, type SearchIndexFile } from '../../templates/search-engine.js';
import type { SearchClient, SearchHit, SearchRequest, SearchResponse, SnippetResult } from '../../templates/search-protocol.js';
import { highlight, snippet, type HighlightOptions } from './highlight.js';
import { loadSearchIndex, type LoadedIndex } from './load-index.js';
import { rankRecords } from './rank.js';

export interface LocalSearchClientOptions {
  /** URL of the hashed index file written by the build. */
  indexUrl: string;
  /** The global fetch by default; the modal passes one that follows the pages' pointer file (index-pointer.ts). */
  fetch?: (url: string) => Promise<Response>;
}

/** What algoliasearch throws when every host failed: the modal shows its error screen for this name, whichever engine. */
export class RetryError extends Error {
  override name = 'RetryError';
  constructor(cause?: unknown) {
    super('Unreachable hosts - your application id may be incorrect. If the error persists, contact support.', { cause });
  }
}

/** A client that fetches the index on its first search (not before), and again on the next search if that failed. */
export function createLocalSearchClient({ indexUrl, fetch: fetchIndex }: LocalSearchClientOptions): SearchClient {
  let index: Promise<LoadedIndex> | undefined;
  const load = (): Promise<LoadedIndex> => {
    index ??= download(indexUrl, fetchIndex ?? ((url) => fetch(url))).catch((error: unknown) => {
      index = undefined;
      throw error;
    });
    return index;
  };
  return {
    async search({ requests }) {
      const loaded = await load();
      return { results: requests.map((request) => answer(loaded, request)) };
    },
  };
}

async function download(url: string, fetchIndex: (url: string) => Promise<Response>): Promise<LoadedIndex> {
  try {
    const response = await fetchIndex(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return loadSearchIndex((await response.json()) as SearchIndexFile);
  } catch (error) {
    throw new RetryError(error);
  }
}

/** One request of the multi-query: the ranked records (rank.ts) that pass the facet filters, as a page of hits. */
export function answer(index: LoadedIndex, request: SearchRequest): SearchResponse {
  const started = performance.now();
  const query = request.query ?? '';
  const hitsPerPage = Math.max(0, request.hitsPerPage ?? SEARCH.hitsPerPage);
  const page = Math.max(0, request.page ?? 0);
  const terms = queryTerms(query);
  const filters = request.facetFilters ?? [];
  const ids = rankRecords(index, query, filters.length > 0 ? (id) => matchesFilters(index.facets(id), filters) : undefined);
  const highlighting: HighlightOptions = {
    terms,
    match: termMatcher(terms),
    words: query.split(WORD_SEPARATOR).filter((word) => processTerm(word)),
    preTag: request.highlightPreTag ?? '<mark>',
    postTag: request.highlightPostTag ?? '</mark>',
  };
  const hits = ids.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((id) => toHit(index, id, request, highlighting));
  return {
    hits,
    nbHits: ids.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(ids.length / hitsPerPage) : 0,
    hitsPerPage,
    query,
    params: encodeParams(request),
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
  };
}

type Attribute = 'content' | `hierarchy.${keyof SearchHit['hierarchy']}`;

function toHit(index: LoadedIndex, id: number, request: SearchRequest, options: HighlightOptions): SearchHit {
  const { objectID, url, type, hierarchy, content } = index.record(id);
  const hit: SearchHit = { objectID, url, type, hierarchy, content, _highlightResult: { hierarchy: {} } };
  for (const [level, text] of Object.entries(hierarchy) as Array<[keyof typeof hierarchy, string | null]>) {
    if (text !== null) hit._highlightResult.hierarchy[level] = highlight(text, options);
  }
  if (content !== null) hit._highlightResult.content = highlight(content, options);
  const ellipsis = request.snippetEllipsisText ?? '…';
  for (const spec of request.attributesToSnippet ?? []) {
    const [attribute, words] = spec.split(':') as [Attribute, string | undefined];
    const text = attribute === 'content' ? content : attribute.startsWith('hierarchy.') ? hierarchy[attribute.slice(10) as keyof typeof hierarchy] : undefined;
    if (text === null || text === undefined) continue;
    const result: SnippetResult = snippet(text, Number(words) || SEARCH.snippetWords, ellipsis, options);
    hit._snippetResult ??= {};
    if (attribute === 'content') hit._snippetResult.content = result;
    else (hit._snippetResult.hierarchy ??= {})[attribute.slice(10) as keyof typeof hierarchy] = result;
  }
  return hit;
}

/** Algolia's facetFilters: every entry must hold, an array entry holds when one of its filters does; `attr:-value` negates. */
function matchesFilters(facets: Record<string, string[]>, filters: Array<string | string[]>): boolean {
  return filters.every((entry) => (Array.isArray(entry) ? entry : [entry]).some((filter) => {
    const colon = filter.indexOf(':');
    if (colon < 0) return false;
    let value = filter.slice(colon + 1).trim();
    const negated = value.startsWith('-');
    if (negated) value = value.slice(1);
    else if (value.startsWith('\\-')) value = value.slice(1);
    value = value.replace(/^"(.*)"$/, '$1');
    // Unknown attributes match nothing, as a filter on an attribute Algolia does not facet on would.
    const values = facets[filter.slice(0, colon).trim()];
    if (!values) return false;
    return values.includes(value) !== negated;
  }));
}

/** The request's parameters as Algolia echoes them: a query string, arrays as JSON. */
function encodeParams(request: SearchRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key === 'indexName' || value === undefined) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
}
