// The offline search engine's settings, shared by the build (which indexes) and the browser (which loads and queries):
// both must cut and normalize words the same way or the index answers nothing. Pure data and small functions only:
// this module ships in the browser's search chunk.
import type { Options, SearchOptions } from 'minisearch';
import type { SearchRecord } from './model.js';

/**
 * Indexed fields, in MiniSearch field-id order. Each record indexes only its own text (a page record its title, a
 * heading record its heading, a content record its paragraph): repeating the title and headings in every paragraph
 * would make the index several times larger for little gain, and the record type already says what a hit is.
 */
export const SEARCH_FIELDS = ['title', 'heading', 'content'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export type IndexedDocument = { id: number } & Partial<Record<SearchField, string>>;

/** Bumped whenever the index file's shape changes, so a stale client fails loudly instead of answering nonsense. */
export const SEARCH_INDEX_VERSION = 1;

/**
 * The index file: records stored compactly (the client rebuilds hits from them) and MiniSearch's postings.
 * Written by cli/search/build-index.ts, read by client/search/load-index.ts.
 */
export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  /** One per page: route, language, tags. */
  pages: Array<[route: string, language: string, tags: string[]]>;
  /** Distinct heading texts (lvl0 to lvl6). */
  headings: string[];
  /** Distinct hierarchies as heading numbers, lvl0 first, -1 for a null level, trailing nulls dropped. */
  hierarchies: number[][];
  /**
   * One per record, in order (a record's index is its MiniSearch id). Most are paragraphs of the section above
   * them, written as their text alone: same page, hierarchy and anchor as the record before. The others are
   * [page, hierarchy, level (1–6, 0 for content), anchor ('' for none), content, objectID when it is not
   * `route#n`, n being the record's rank in its page].
   */
  records: Array<string | StoredRecord>;
  /** Token count of each record in each field: `lengths[id * SEARCH_FIELDS.length + field]`. */
  lengths: number[];
  /** MiniSearch's average length of each field (BM25 needs it). */
  averages: number[];
  /**
   * Postings per term, one entry per field (0 when the term is not in that field): ids as gaps from the previous id,
   * each followed by `-frequency` when the term occurs more than once.
   */
  terms: Array<[term: string, ...postings: Array<number[] | 0>]>;
}

export type StoredRecord = [page: number, hierarchy: number, level: number, anchor: string, content: string | null, objectID?: string];

/**
 * Separators between words: whitespace, punctuation (MiniSearch's own rule) and symbols, so "<script>", "a+b" or
 * "R$10" give the words in them and no word ever holds a "<".
 */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u;
/** A word (the complement of WORD_SEPARATOR), for scanning text with positions. */
export const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lowercase without accents: "Catálogo" and "catalogo" are one term. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * Portuguese articles, contractions, prepositions and "como" (normalized). A query needs all its words, and with
 * these among them "chave da api" preferred paragraphs that say "da" to the page "Chave de API", and "como funciona
 * o saldo" paragraphs that say "como" (tests/unit/search/relevance.test.ts). The index is a little smaller too.
 */
export const STOP_WORDS = new Set(
  'a o as os um uma uns umas e ou de da do das dos em na no nas nos ao aos para pra por pela pelo pelas pelos com que se como'.split(' '),
);

/**
 * A term as indexed and queried: normalized, a Portuguese plural folded to its singular by its final "s" ("chaves",
 * "webhooks", "erros" are found by "chave", "webhook", "erro"; "-is", "-us", "-ss" are left alone), stop words dropped.
 */
export function processTerm(term: string): string | null {
  const normal = normalizeTerm(term);
  if (!normal || STOP_WORDS.has(normal)) return null;
  return normal.length > 4 && normal.endsWith('s') && !/[ius]s$/.test(normal) ? normal.slice(0, -1) : normal;
}

/** The document MiniSearch indexes for a record: only the record's own text, under its field. */
export function toIndexedDocument(record: SearchRecord, id: number): IndexedDocument {
  if (record.type === 'content') return { id, content: record.content ?? '' };
  if (record.type === 'lvl1') return { id, title: record.hierarchy.lvl1 };
  return { id, heading: record.hierarchy[record.type] ?? '' };
}

/** Typo tolerance as Algolia words it, from 5 letters: one typo up to 7 letters, two from 8. */
export function typos(term: string): number | false {
  if (term.length < 5) return false;
  return term.length < 8 ? 1 : 2;
}

/** The query's terms as the engine sees them (processTerm), in order. */
export function queryTerms(query: string): string[] {
  return query.split(WORD_SEPARATOR).map(processTerm).filter((term): term is string => Boolean(term));
}

/** termMatcher's answer for a word the engine ignores (a stop word). */
export const STOP_WORD = -2;

/**
 * For one query: which query term a word of some text matches (its index), -1 for none, STOP_WORD for a stop word.
 * Remembers its answers, as texts repeat words and typo checks are the costly part.
 */
export function termMatcher(terms: string[]): (word: string) => number {
  const matchTerm = processedTermMatcher(terms);
  const known = new Map<string, number>();
  return (word) => {
    let answer = known.get(word);
    if (answer === undefined) {
      answer = matchTerm(processTerm(word));
      known.set(word, answer);
    }
    return answer;
  };
}

/** termMatcher for words already through processTerm (null for a stop word). */
export function processedTermMatcher(terms: string[]): (term: string | null) => number {
  const known = new Map<string, number>();
  return (term) => {
    if (term === null) return STOP_WORD;
    let answer = known.get(term);
    if (answer === undefined) {
      answer = matchQueryTerm(term, terms);
      known.set(term, answer);
    }
    return answer;
  };
}

/**
 * Which query term a processed word matches, by the engine's own rules (exact, prefix for the last term, typos
 * from 5 letters), or -1: what the client highlights is then exactly what the engine matched.
 */
export function matchQueryTerm(word: string, terms: string[]): number {
  let fuzzy = -1;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    if (word === term || (i === terms.length - 1 && word.startsWith(term))) return i;
    const allowed = typos(term);
    if (fuzzy < 0 && allowed && withinDistance(word, term, allowed)) fuzzy = i;
  }
  return fuzzy;
}

/** Levenshtein distance of a and b is at most max (MiniSearch's fuzzy rule), stopping early once it cannot be. */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(cost);
      best = Math.min(best, cost);
    }
    if (best > max) return false;
    previous = row;
  }
  return previous[b.length]! <= max;
}

/**
 * How a query is matched. The last word matches as a prefix (the reader is still typing it); words of 5+ letters
 * tolerate typos; a page title counts more than a heading, a heading more than body text; exact matches count
 * more than prefix matches, which count more than typo matches. All words are required. (The client's ranking,
 * client/search/rank.ts, searches with any word and requires all of them itself, counting the words of the
 * headings above a record, and takes any word when no record has them all.)
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 3, heading: 2, content: 1 },
  prefix: (_term, index, terms) => index === terms.length - 1,
  fuzzy: typos,
  maxFuzzy: 2,
  weights: { prefix: 0.5, fuzzy: 0.3 },
  combineWith: 'AND',
};

/** The MiniSearch options used both to build the index and to load it. */
export const ENGINE_OPTIONS: Options<IndexedDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize: (text) => text.split(WORD_SEPARATOR),
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};
