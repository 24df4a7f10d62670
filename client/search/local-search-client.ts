// The offline backend of the search modal: the algoliasearch lite client's `search({ requests })`, answered from the
// site's index files, so the modal speaks one protocol to Algolia and to this. A query loads the shards of its
// words, picks the pages worth loading (candidate-pages.ts), loads their fragments (most through the packs of its
// words: index-files.ts) and ranks their records (rank.ts).
import { SEARCH } from '../../shared/constants.js';
import type { PackRef, SearchEntryFile } from '../../shared/search-index/format.js';
import { accentedWords, processTerm, queryTerms, termMatcher, termRange } from './query-match.js';
import { tokenize } from '../../shared/search-index/tokenizer.js';
import type { SearchClient, SearchHit, SearchRequest, SearchResponse, SnippetResult } from '../../shared/search-protocol.js';
import { candidatePages } from './candidate-pages.js';
import { highlight, snippet, type HighlightOptions } from './highlight.js';
import { IndexFiles, RetryError, type Fetch } from './index-files.js';
import { planQuery, rankRecords, type PlannedQuery } from './rank.js';
import { RecordSet, derivedTerms, type TermQuery } from './record-set.js';

export { RetryError };

export interface LocalSearchClientOptions {
  /** URL of the index's entry file written by the build (assets/search-index.json). */
  indexUrl: string;
  /** The global fetch by default. */
  fetch?: Fetch;
}

/**
 * Pages whose fragments a query loads at first; more follow while the hits asked for are not found. A site with
 * up to ALL_PAGES candidates loads them all, and its answers are exactly those of one index over every record.
 */
const FIRST_PAGES = 12;
const ALL_PAGES = 24;
/**
 * At most this many pages (or two per hit asked for, if more) are loaded for one request: a query whose pages give
 * few hits (a short prefix, whose body matches do not count) would otherwise load every page that has its letters.
 */
const MOST_PAGES = 48;

/** A client that fetches the index files on its first search (not before), and again on the next search if that failed. */
export function createLocalSearchClient({ indexUrl, fetch: fetchFile }: LocalSearchClientOptions): SearchClient {
  const files = new IndexFiles(indexUrl, fetchFile ?? ((url, init) => fetch(url, init)));
  let set: { entry: SearchEntryFile; records: RecordSet } | undefined;
  return {
    async search({ requests }) {
      const entry = await files.entry();
      // A new entry (the site changed and files.entry() read it again) makes a new set of its records.
      if (set?.entry !== entry) set = { entry, records: new RecordSet(entry) };
      const loaded = set.records;
      return { results: await Promise.all(requests.map((request) => answer(files, loaded, request))) };
    },
  };
}

/**
 * The query's words with the index terms each matches: the shards covering them are loaded, and the matching (with
 * its typo checks) is done once, for both the choice of pages and the ranking of their records.
 */
export function lookUp(files: IndexFiles, plan: PlannedQuery[][]): Promise<TermQuery[][]> {
  return Promise.all(
    plan.map((group) =>
      Promise.all(
        group.map(
          async (planned): Promise<TermQuery> => ({
            ...planned,
            derived: derivedTerms(
              planned.term,
              planned.prefix,
              // A query word matched in titles and headings only (a short prefix) needs only their terms and pages.
              await files.terms(
                ...termRange(planned.term, planned.prefix),
                planned.fields !== undefined && !planned.fields.includes('content'),
              ),
            ),
          }),
        ),
      ),
    ),
  );
}

/** One request of the multi-query: the ranked records (rank.ts) that pass the facet filters, as a page of hits. */
export async function answer(files: IndexFiles, set: RecordSet, request: SearchRequest): Promise<SearchResponse> {
  const started = performance.now();
  const query = request.query ?? '';
  const hitsPerPage = Math.max(0, request.hitsPerPage ?? SEARCH.hitsPerPage);
  const page = Math.max(0, request.page ?? 0);
  const terms = queryTerms(query);
  const accented = accentedWords(query);
  const groups = await lookUp(files, planQuery(terms));
  const { records, pageCount } = await files.entry();
  const filters = request.facetFilters ?? [];
  const wanted = (page + 1) * hitsPerPage;
  const most = Math.max(MOST_PAGES, 2 * wanted);
  const candidates = candidatePages(groups, terms, records, pageCount, most);
  let ids: number[] = [];
  let loaded = 0;
  // The pages that can hold hits: when some record has every word, only the pages with every word.
  let relevant = candidates.count;
  // Load the most promising pages, and more while they give too few hits.
  while (loaded < Math.min(relevant, most) && (loaded === 0 || ids.length < wanted)) {
    loaded = relevant <= ALL_PAGES ? relevant : Math.min(relevant, most, loaded + Math.max(FIRST_PAGES, wanted - ids.length));
    const chosen = new Set(candidates.pages.slice(0, loaded));
    const fragments = await files.fragments(
      [...chosen].filter((n) => !set.has(n)),
      packsOf(groups),
    );
    for (const [n, fragment] of fragments) set.add(n, fragment);
    const accept = filters.length > 0 ? (id: number) => matchesFilters(set.facets(id), filters) : undefined;
    const ranked = rankRecords(set, terms, groups, { pages: chosen, accept }, accented);
    ids = ranked.ids;
    if (ranked.allWords) relevant = candidates.complete;
  }
  const exhaustive = loaded >= relevant;
  // Hits on pages not loaded are estimated from those loaded, as Algolia estimates when it stops counting.
  const nbHits = exhaustive ? ids.length : Math.round((ids.length * relevant) / loaded);
  const highlighting: HighlightOptions = {
    terms,
    match: termMatcher(terms),
    words: tokenize(query).filter((word) => processTerm(word)),
    preTag: request.highlightPreTag ?? '<mark>',
    postTag: request.highlightPostTag ?? '</mark>',
  };
  const hits = ids.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((id) => toHit(set, id, request, highlighting));
  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    query,
    params: encodeParams(request),
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: exhaustive,
  };
}

/** The packs of the index terms the query matched. */
function* packsOf(groups: TermQuery[][]): Generator<PackRef> {
  for (const group of groups) {
    for (const query of group) for (const { entry } of query.derived) if (entry.pack) yield entry.pack;
  }
}

type Attribute = 'content' | `hierarchy.${keyof SearchHit['hierarchy']}`;

function toHit(set: RecordSet, id: number, request: SearchRequest, options: HighlightOptions): SearchHit {
  const { objectID, url, type, hierarchy, content } = set.record(id);
  const hit: SearchHit = { objectID, url, type, hierarchy, content, _highlightResult: { hierarchy: {} } };
  for (const [level, text] of Object.entries(hierarchy) as Array<[keyof typeof hierarchy, string | null]>) {
    if (text !== null) hit._highlightResult.hierarchy[level] = highlight(text, options);
  }
  if (content !== null) hit._highlightResult.content = highlight(content, options);
  const ellipsis = request.snippetEllipsisText ?? '…';
  for (const spec of request.attributesToSnippet ?? []) {
    const [attribute, words] = spec.split(':') as [Attribute, string | undefined];
    const text =
      attribute === 'content'
        ? content
        : attribute.startsWith('hierarchy.')
          ? hierarchy[attribute.slice(10) as keyof typeof hierarchy]
          : undefined;
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
  return filters.every((entry) =>
    (Array.isArray(entry) ? entry : [entry]).some((filter) => {
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
    }),
  );
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
