// Search's part of the SiteModel: DocSearch-shaped records (the same for the offline index and Algolia) and the
// public settings of Algolia mode.

/** An Algolia host as the algoliasearch client takes it (the client side adds which calls it accepts). */
export interface AlgoliaHost {
  /** Host name, e.g. "APPID-dsn.algolia.net" or "127.0.0.1". */
  url: string;
  port?: number;
  protocol: 'http' | 'https';
}

/** What the browser needs to query Algolia. All of it is public: the key is the search-only one. */
export interface AlgoliaSearchSettings {
  appId: string;
  /** The public, search-only API key. */
  apiKey: string;
  indexName: string;
  /** Filter results on the site's language, as DocSearch's contextualSearch does. */
  contextualSearch: boolean;
  /** Send Algolia Insights events (viewed and clicked results) from the search modal. */
  insights: boolean;
  /** Hosts to use instead of Algolia's own, tried in order (tests, proxies). */
  hosts?: AlgoliaHost[];
}

/** Heading levels of a search record, DocSearch's shape: lvl0 the section, lvl1 the page, lvl2–lvl6 its headings. */
export interface SearchHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One searchable record, shaped like a DocSearch record so the same records can go to Algolia. */
export interface SearchRecord {
  objectID: string;
  /** Route with the anchor of the nearest heading. */
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: SearchHierarchy;
  content: string | null;
  language: string;
  /** Front-matter tags of the page (DocSearch's docusaurus_tag). */
  tags: string[];
  /** Order within the page, so results from one page keep reading order. */
  position: number;
  /** Multiplies the page's scores in the offline index (SearchFragmentFile.weight); absent for 1. */
  pageWeight?: number;
}
