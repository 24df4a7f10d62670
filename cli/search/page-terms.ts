// A page's share of the index's statistics, computed from its fragment alone (so from its records): what the shards
// say of the page for each of its terms. Pages are merged into shards by merge-pages.ts. Pure.
import {
  BM25,
  FIELD_BOOST,
  SEARCH_FIELDS,
  fragmentRecords,
  indexedText,
  pageCode,
  recordHeading,
  type SearchFragmentFile,
} from '../../shared/search-index/format.js';
import { fieldLength, processTerm, termFrequencies, textCutter, type TermProcessor } from '../../shared/search-index/tokenizer.js';

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

/**
 * Typical field lengths for page impacts. Impacts must not depend on other pages (or one edit would change every
 * page's piece), so they normalize lengths by these instead of the site's averages; they only choose which pages'
 * fragments a query loads, the records are then ranked with the real averages.
 */
const TYPICAL_LENGTH = [4, 4, 25];
/** Impacts are the page's best BM25 term weight (without idf, which the client adds) times this, rounded. */
const IMPACT_SCALE = 4;

/** The statistics of a page's records, read from its fragment. `process` may be a memoized processTerm (termProcessor). */
export function pageTerms(fragment: SearchFragmentFile, process: TermProcessor = processTerm): PageTerms {
  const weight = fragment.weight ?? 1;
  const fieldsAndLengths: number[] = [];
  const terms = new Map<string, { df: number[]; best: number }>();
  const cutter = textCutter();
  for (const record of fragmentRecords(fragment)) {
    const [field, text] = indexedText(record.level, recordHeading(fragment, record), record.content);
    const tokens = cutter.tokenize(text);
    const length = fieldLength(tokens);
    fieldsAndLengths.push(field, length);
    for (const [term, frequency] of termFrequencies(tokens, process)) {
      let entry = terms.get(term);
      if (!entry) terms.set(term, (entry = { df: SEARCH_FIELDS.map(() => 0), best: 0 }));
      entry.df[field]! += 1;
      const saturation = (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / TYPICAL_LENGTH[field]!));
      entry.best = Math.max(entry.best, weight * FIELD_BOOST[SEARCH_FIELDS[field]!] * (BM25.d + saturation));
    }
  }
  const numbers: number[] = [];
  for (const { df, best } of terms.values()) numbers.push(...df, pageCode(Math.round(best * IMPACT_SCALE), df[0]! + df[1]! > 0));
  return { records: fieldsAndLengths, terms: [...terms.keys()].join(' '), numbers };
}

/** The terms of a PageTerms, in order (numbers[i * (fields + 1) …] belong to the i-th). */
export function splitTerms(page: PageTerms): string[] {
  return page.terms === '' ? [] : page.terms.split(' ');
}
