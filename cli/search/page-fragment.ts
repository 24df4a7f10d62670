// A page's fragment file: its search records in the compact form the browser loads (shared/search-index/format.ts),
// and the file's content-hashed name. The fragment holds everything the records say, so its name is also the key
// the page's share of the index's statistics is cached under (page-terms-cache.ts). Pure.
import { createHash } from 'node:crypto';
import type { SearchRecord } from '../../shared/model/search.js';
import { SEARCH_INDEX_VERSION, recordLevel, type SearchFragmentFile, type StoredRecord } from '../../shared/search-index/format.js';

/** A page of the index as the build hands it over: its fragment's JSON and file name. */
export interface IndexPage {
  fragment: string;
  /** "p-<hash>.json": a hash of the fragment, so of the page's records. */
  name: string;
}

/** The site's records, cut into pages: runs of records with the same route (the model keeps a page's records together). */
export function pagesOf(records: SearchRecord[]): SearchRecord[][] {
  const pages: SearchRecord[][] = [];
  let route: string | undefined;
  for (const record of records) {
    const [own] = splitUrl(record.url);
    if (own !== route || pages.length === 0) {
      pages.push([]);
      route = own;
    }
    pages[pages.length - 1]!.push(record);
  }
  return pages;
}

/** Every page of the site's records as the index takes it. */
export function indexPages(records: SearchRecord[]): IndexPage[] {
  return pagesOf(records).map((page) => {
    const fragment = JSON.stringify(pageFragment(page));
    return { fragment, name: fragmentName(fragment) };
  });
}

/** A fragment's file name, from its content: it can be cached forever. */
export function fragmentName(fragment: string): string {
  return `p-${createHash('sha1').update(fragment).digest('hex').slice(0, 8)}.json`;
}

/**
 * The page's records as the client needs them to show hits, each heading path written once, and a paragraph that
 * continues the section before it written as its text alone.
 */
export function pageFragment(records: SearchRecord[]): SearchFragmentFile {
  const first = records[0];
  const [route = ''] = splitUrl(first?.url ?? '');
  const headings = new Table<string>((text) => text);
  const hierarchies = new Table<number[]>((levels) => levels.join(','));
  // Records of one section share one hierarchy object (search-records.ts): its number is looked up once.
  let lastHierarchy: SearchRecord['hierarchy'] | undefined;
  let lastId = -1;
  let previous: StoredRecord | undefined;
  const stored = records.map((record, rank): string | StoredRecord => {
    const [, anchor] = splitUrl(record.url);
    if (record.hierarchy !== lastHierarchy) {
      const { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
      const levels = [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6];
      while (levels.length > 2 && levels[levels.length - 1] === null) levels.pop();
      lastId = hierarchies.id(levels.map((text) => (text === null ? -1 : headings.id(text))));
      lastHierarchy = record.hierarchy;
    }
    const hierarchy = lastId;
    const level = recordLevel(record.type);
    const entry: StoredRecord = [hierarchy, level, anchor, record.content];
    const derived = record.objectID === `${route}#${rank}`;
    if (!derived) entry.push(record.objectID);
    const continues =
      derived && level === 0 && record.content !== null && previous !== undefined && previous[0] === hierarchy && previous[2] === anchor;
    previous = entry;
    return continues ? record.content! : entry;
  });
  return {
    version: SEARCH_INDEX_VERSION,
    route,
    language: first?.language ?? '',
    tags: first?.tags ?? [],
    ...(first?.pageWeight === undefined || first.pageWeight === 1 ? {} : { weight: first.pageWeight }),
    headings: headings.rows,
    hierarchies: hierarchies.rows,
    records: stored,
  };
}

/** Rows written once each, found again by their key. */
class Table<T> {
  readonly rows: T[] = [];
  private readonly ids = new Map<string, number>();
  constructor(private readonly key: (row: T) => string) {}
  id(row: T): number {
    const key = this.key(row);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.rows.push(row) - 1;
      this.ids.set(key, id);
    }
    return id;
  }
}

/** "/route#anchor" → ["/route", "anchor"]. */
export function splitUrl(url: string): [string, string] {
  const hash = url.indexOf('#');
  return hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash + 1)];
}
