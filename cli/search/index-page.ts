// The search index's share of one page, computed from its records alone: the Markdown workers compute it beside
// the HTML (and cache it with it), so the index's thread only merges pages (cli/search/build-index.ts). Pure.
import { createHash } from 'node:crypto';
import type { SearchRecord } from '../../shared/model/search.js';
import { BM25, FIELD_BOOST, SEARCH_FIELDS, SEARCH_INDEX_VERSION, indexedText, pageCode, readPageCode, recordLevel, type SearchFragmentFile, type StoredRecord } from '../../shared/search-index/format.js';
import { fieldLength, termFrequencies, tokenize } from '../../shared/search-index/tokenizer.js';

/**
 * A page's share of the index's statistics, as flat arrays (cheap to cache as JSON and to send between threads):
 * per record, in order, its field and that field's length (`records`: field, length, field, length…); the page's
 * terms joined by spaces (no term holds one); per term, how many records hold it in each field and the page's code
 * for it (impact and title bit, see pageCode) in `numbers`.
 */
export interface PageTerms {
  records: number[];
  terms: string;
  numbers: number[];
}

/** A page's terms and its fragment file (JSON and content-hashed name). */
export interface PagePiece extends PageTerms {
  fragment: string;
  file: string;
}

const FIELDS = SEARCH_FIELDS.length;
const STRIDE = FIELDS + 1;

/**
 * Typical field lengths for page impacts. Impacts must not depend on other pages (or one edit would change every
 * page's piece), so they normalize lengths by these instead of the site's averages; they only choose which pages'
 * fragments a query loads, the records are then ranked with the real averages.
 */
const TYPICAL_LENGTH = [4, 4, 25];
/** Impacts are the page's best BM25 term weight (without idf, which the client adds) times this, rounded. */
const IMPACT_SCALE = 4;

/** The page's fragment file: its JSON and its name. */
export function fragmentFile(records: SearchRecord[]): Pick<PagePiece, 'fragment' | 'file'> {
  const fragment = JSON.stringify(pageFragment(records));
  return { fragment, file: fragmentName(fragment) };
}

/** A fragment's file name, from its content: it can be cached forever. */
export function fragmentName(fragment: string): string {
  return `p-${createHash('sha1').update(fragment).digest('hex').slice(0, 8)}.json`;
}

/** A page's piece, from its records. */
export function indexPage(records: SearchRecord[]): PagePiece {
  return { ...fragmentFile(records), ...pageTerms(records) };
}

/** The statistics of some records of one page (all of them, or those the Markdown step sees: all but the title). */
export function pageTerms(records: Array<Pick<SearchRecord, 'type' | 'hierarchy' | 'content'>>): PageTerms {
  const fieldsAndLengths: number[] = [];
  const terms = new Map<string, { df: number[]; best: number }>();
  for (const record of records) {
    const level = recordLevel(record.type);
    const [field, text] = indexedText(level, record.type === 'content' ? null : record.hierarchy[record.type], record.content);
    const tokens = tokenize(text);
    const length = fieldLength(tokens);
    fieldsAndLengths.push(field, length);
    for (const [term, frequency] of termFrequencies(tokens)) {
      let entry = terms.get(term);
      if (!entry) terms.set(term, (entry = { df: SEARCH_FIELDS.map(() => 0), best: 0 }));
      entry.df[field]! += 1;
      const saturation = (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / TYPICAL_LENGTH[field]!));
      entry.best = Math.max(entry.best, FIELD_BOOST[SEARCH_FIELDS[field]!] * (BM25.d + saturation));
    }
  }
  const numbers: number[] = [];
  for (const { df, best } of terms.values()) numbers.push(...df, pageCode(Math.round(best * IMPACT_SCALE), df[0]! + df[1]! > 0));
  return { records: fieldsAndLengths, terms: [...terms.keys()].join(' '), numbers };
}

/** The terms of a page's first records and of the rest, as one: counts add up, a term's code is the stronger. */
export function joinPageTerms(first: PageTerms, rest: PageTerms): PageTerms {
  const at = new Map<string, number>();
  const terms = splitTerms(first);
  const numbers = [...first.numbers];
  terms.forEach((term, i) => at.set(term, i));
  splitTerms(rest).forEach((term, j) => {
    const from = j * STRIDE;
    const i = at.get(term);
    if (i === undefined) {
      at.set(term, terms.push(term) - 1);
      numbers.push(...rest.numbers.slice(from, from + STRIDE));
      return;
    }
    for (let field = 0; field < FIELDS; field++) numbers[i * STRIDE + field]! += rest.numbers[from + field]!;
    const a = readPageCode(numbers[i * STRIDE + FIELDS]!);
    const b = readPageCode(rest.numbers[from + FIELDS]!);
    numbers[i * STRIDE + FIELDS] = pageCode(Math.max(a.impact, b.impact), a.inHeadings || b.inHeadings);
  });
  return { records: [...first.records, ...rest.records], terms: terms.join(' '), numbers };
}

/** The terms of a PageTerms, in order (numbers[i * (fields + 1) …] belong to the i-th). */
export function splitTerms(page: PageTerms): string[] {
  return page.terms === '' ? [] : page.terms.split(' ');
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
