// The one protocol the search modal speaks: the algoliasearch lite client's `search({ requests })`, answered either
// by the real client (Algolia mode) or by docsgen's local client over the offline index. Types only.
import type { SearchHierarchy, SearchRecord } from './model/search.js';

/** Parameters DocSearch sends with each query (Algolia names). */
export interface SearchParams {
  query: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  /** e.g. ["hierarchy.lvl1:10", "content:10"]: attribute and snippet length in words. */
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** e.g. ["language:pt", ["docusaurus_tag:default"]]: AND of ORs. */
  facetFilters?: Array<string | string[]>;
  clickAnalytics?: boolean;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

type Levels = keyof SearchHierarchy;

/** A hit as Algolia returns it for a DocSearch record. Every string in the _results is HTML-escaped but for the tags. */
export interface SearchHit extends Pick<SearchRecord, 'objectID' | 'url' | 'type' | 'hierarchy' | 'content'> {
  _highlightResult: {
    hierarchy: Partial<Record<Levels, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult?: {
    hierarchy?: Partial<Record<Levels, SnippetResult>>;
    content?: SnippetResult;
  };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  queryID?: string;
}

export interface SearchClient {
  search(input: { requests: SearchRequest[] }): Promise<{ results: SearchResponse[] }>;
}
