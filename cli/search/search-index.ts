// The offline search index, a pure function of the SiteModel's records (the same ones `docsgen search push` sends to
// Algolia): the records cut into pages, each page's fragment and its share of the statistics (from the cache when
// its fragment is unchanged), merged into the entry file and the term shards.
import type { IndexPage } from './page-fragment.js';
import { mergePages } from './merge-pages.js';
import { pageTerms } from './page-terms.js';
import type { PageTermsCache } from './page-terms-cache.js';
import { processTermFor, termProcessor } from '../../shared/search-index/tokenizer.js';

/** The whole index in memory: the entry file's JSON, and the shards and fragments by file name (under SEARCH_FILES_DIR). */
export interface SearchIndexBuild {
  entryJson: string;
  files: Map<string, string>;
  records: number;
  pages: number;
  /** Pages cut into terms by this build; the others came from the cache. */
  indexed: number;
}

/** Builds the index's files from the site's pages (indexPages), without writing them (`docsgen dev` serves them from memory). */
export function searchIndexFiles(pages: IndexPage[], locale: string, cache?: PageTermsCache): SearchIndexBuild {
  // A page's terms depend on the locale too; its fragment names the locale (records' `language`), so the cache,
  // keyed by the fragment's hash, never hands one locale's terms to another.
  const process = termProcessor(undefined, processTermFor(locale));
  let indexed = 0;
  const pieces = pages.map((page) => {
    let terms = cache?.get(page.name);
    if (!terms) {
      terms = pageTerms(JSON.parse(page.fragment), process);
      cache?.set(page.name, terms);
      indexed += 1;
    }
    return { ...page, ...terms };
  });
  cache?.keepOnly(pages);
  const { entry, files } = mergePages(pieces, locale);
  return { entryJson: JSON.stringify(entry), files, records: entry.records, pages: pages.length, indexed };
}
