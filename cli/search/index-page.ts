// The search index's share of one page, computed from its records alone so that a rebuild reuses every page that did
// not change (cli/search/build-index.ts merges the pieces). Pure.
import { createHash } from 'node:crypto';
import type { SearchRecord } from '../../templates/model.js';
import {
  BM25, FIELD_BOOST, SEARCH_FIELDS, SEARCH_INDEX_VERSION, fieldLength, indexedText, pageCode, recordLevel, termFrequencies, tokenize,
  type SearchFragmentFile, type StoredRecord,
} from '../../templates/search-engine.js';

export interface PagePiece {
  /** The fragment file's JSON and its name (content-hashed). */
  fragment: string;
  file: string;
  /** Per record, in order: its field and that field's length (MiniSearch's running averages need them in order). */
  fields: number[];
  lengths: number[];
  /** Per term: records holding it in each field, and the page's code for it (impact and title bit, see SearchShardFile). */
  terms: Array<[term: string, df: number[], code: number]>;
}

/**
 * Typical field lengths for page impacts. Impacts must not depend on other pages (or one edit would change every
 * page's piece), so they normalize lengths by these instead of the site's averages; they only choose which pages'
 * fragments a query loads, the records are then ranked with the real averages.
 */
const TYPICAL_LENGTH = [4, 4, 25];
/** Impacts are the page's best BM25 term weight (without idf, which the client adds) times this, rounded. */
const IMPACT_SCALE = 4;

/** The page's fragment file: its JSON and its name, which also names the page's piece in the build cache. */
export function fragmentFile(records: SearchRecord[]): Pick<PagePiece, 'fragment' | 'file'> {
  const fragment = JSON.stringify(pageFragment(records));
  return { fragment, file: `p-${createHash('sha1').update(fragment).digest('hex').slice(0, 8)}.json` };
}

export function indexPage(records: SearchRecord[], file = fragmentFile(records)): PagePiece {
  const fields: number[] = [];
  const lengths: number[] = [];
  const terms = new Map<string, { df: number[]; best: number }>();
  for (const record of records) {
    const level = recordLevel(record.type);
    const [field, text] = indexedText(level, record.type === 'content' ? null : record.hierarchy[record.type], record.content);
    const tokens = tokenize(text);
    const length = fieldLength(tokens);
    fields.push(field);
    lengths.push(length);
    for (const [term, frequency] of termFrequencies(tokens)) {
      let entry = terms.get(term);
      if (!entry) terms.set(term, (entry = { df: SEARCH_FIELDS.map(() => 0), best: 0 }));
      entry.df[field]! += 1;
      const saturation = (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / TYPICAL_LENGTH[field]!));
      entry.best = Math.max(entry.best, FIELD_BOOST[SEARCH_FIELDS[field]!] * (BM25.d + saturation));
    }
  }
  return {
    ...file,
    fields,
    lengths,
    terms: [...terms].map(([term, { df, best }]) => [term, df, pageCode(Math.round(best * IMPACT_SCALE), df[0]! + df[1]! > 0)]),
  };
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
  let previous: StoredRecord | undefined;
  const stored = records.map((record, rank): string | StoredRecord => {
    const [, anchor] = splitUrl(record.url);
    const { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
    const levels = [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6];
    while (levels.length > 2 && levels[levels.length - 1] === null) levels.pop();
    const hierarchy = hierarchies.id(levels.map((text) => (text === null ? -1 : headings.id(text))));
    const level = recordLevel(record.type);
    const entry: StoredRecord = [hierarchy, level, anchor, record.content];
    const derived = record.objectID === `${route}#${rank}`;
    if (!derived) entry.push(record.objectID);
    const continues = derived && level === 0 && record.content !== null && previous !== undefined
      && previous[0] === hierarchy && previous[2] === anchor;
    previous = entry;
    return continues ? record.content! : entry;
  });
  return {
    version: SEARCH_INDEX_VERSION,
    route,
    language: first?.language ?? '',
    tags: first?.tags ?? [],
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

export function splitUrl(url: string): [string, string] {
  const hash = url.indexOf('#');
  return hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash + 1)];
}
