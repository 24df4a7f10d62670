// Recent and favorite searches, kept in localStorage through storage.ts (which never throws: a full, missing or
// disabled storage means nothing is remembered). Keys include the index name, as DocSearch's do.
import { SEARCH } from '../../shared/constants.js';
import type { SearchHit } from '../../shared/search-protocol.js';
import { readStorage, writeStorage } from '../storage.js';

/** A hit as saved: without highlight and snippet data. */
export type StoredSearch = Pick<SearchHit, 'objectID' | 'url' | 'type' | 'hierarchy' | 'content'>;

export interface StoredSearches {
  getAll(): StoredSearch[];
  add(item: StoredSearch): void;
  remove(objectID: string): void;
}

function read(key: string): StoredSearch[] {
  try {
    const value: unknown = JSON.parse(readStorage(key) ?? '[]');
    return Array.isArray(value) ? (value as StoredSearch[]).filter((item) => item && typeof item.objectID === 'string') : [];
  } catch {
    return [];
  }
}

function createList(key: string, limit: () => number): StoredSearches {
  return {
    getAll: () => read(key).slice(0, limit()),
    add(item) {
      const rest = read(key).filter((saved) => saved.objectID !== item.objectID);
      writeStorage(key, JSON.stringify([item, ...rest].slice(0, limit())));
    },
    remove(objectID) {
      writeStorage(key, JSON.stringify(read(key).filter((saved) => saved.objectID !== objectID)));
    },
  };
}

/** The two lists for one index: 10 favorites; 7 recent searches, or 4 when there are favorites. */
export function createStoredSearches(indexName: string): { recent: StoredSearches; favorites: StoredSearches } {
  const favorites = createList(`__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`, () => SEARCH.favoriteSearches);
  const recent = createList(`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, () =>
    favorites.getAll().length > 0 ? SEARCH.recentSearchesWithFavorites : SEARCH.recentSearches,
  );
  return { recent, favorites };
}

/** What a chosen hit is remembered as: a content hit becomes the heading it sits under. */
export function toStoredSearch(hit: SearchHit | StoredSearch): StoredSearch {
  const { objectID, url, type, hierarchy } = hit;
  if (type !== 'content') return { objectID, url, type, hierarchy, content: null };
  const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;
  const parent = levels.find((level) => hierarchy[level]) ?? 'lvl1';
  return { objectID: `${url}::${parent}`, url, type: parent, hierarchy, content: null };
}
