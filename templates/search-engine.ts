// The offline search engine's shared rules and file formats, for the build (which indexes) and the browser (which
// loads and queries): both must cut and normalize words the same way, and score the same way, or the index answers
// nothing. Pure data and small functions only: this module ships in the browser's search chunk.
//
// The index is split so that a query downloads little, whatever the size of the site (Pagefind's approach):
// - the entry file (assets/search-index.json, revalidated) names the other files and holds the global statistics;
// - term shards (assets/search/t-<hash>.json) hold, per term, the pages it occurs on: a query loads the shards of its
//   words and ranks pages from them;
// - one fragment per page (assets/search/p-<hash>.json) holds the page's records with their text: a query loads the
//   fragments of its best pages only, then ranks their records with BM25 exactly as MiniSearch would over the whole
//   site (tests/unit/search/engine.test.ts compares the two).
import type { SearchRecord } from './model.js';

/**
 * Indexed fields, in field-id order. Each record indexes only its own text (a page record its title, a heading
 * record its heading, a content record its paragraph): repeating the title and headings in every paragraph would
 * make the index several times larger for little gain, and the record type already says what a hit is.
 */
export const SEARCH_FIELDS = ['title', 'heading', 'content'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Bumped whenever a file's shape changes, so a stale client fails loudly instead of answering nonsense. */
export const SEARCH_INDEX_VERSION = 2;

/** The entry file: what a query needs before it knows which shards and pages to load. */
export interface SearchEntryFile {
  version: typeof SEARCH_INDEX_VERSION;
  /** How many records the site has (BM25's document count). */
  records: number;
  /** Average length of each field over the records, as MiniSearch keeps it (BM25 needs it). */
  averages: number[];
  /** Term shards in term order: the first term of each and its file, relative to the entry file's folder. */
  shards: Array<[firstTerm: string, file: string]>;
  /** One per page, in site order: its fragment file, relative to the entry file's folder. */
  pages: string[];
}

/** A term shard: the terms from its first term up to the next shard's first term. */
export interface SearchShardFile {
  version: typeof SEARCH_INDEX_VERSION;
  /**
   * Per term: how many records hold it in each field (BM25's document frequency, over the whole site), then the
   * pages it occurs on as pairs of (page number as a gap from the previous one, the page's code: pageCode).
   */
  terms: Array<[term: string, df: number[], pages: number[]]>;
}

/** A page's fragment: its records, as compact as the build can make them. */
export interface SearchFragmentFile {
  version: typeof SEARCH_INDEX_VERSION;
  route: string;
  language: string;
  tags: string[];
  /** Distinct heading texts of the page (lvl0 to lvl6). */
  headings: string[];
  /** Distinct hierarchies as heading numbers, lvl0 first, -1 for a null level, trailing nulls dropped. */
  hierarchies: number[][];
  /**
   * One per record, in order. Most are paragraphs of the section above them, written as their text alone: same
   * hierarchy and anchor as the record before. The others are [hierarchy, level (1–6, 0 for content), anchor ('' for
   * none), content, objectID when it is not `route#n`, n being the record's rank in its page].
   */
  records: Array<string | StoredRecord>;
}

export type StoredRecord = [hierarchy: number, level: number, anchor: string, content: string | null, objectID?: string];

/** BM25 as MiniSearch computes it (its defaults): term saturation k, length normalization b, floor d. */
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;
/** A page title counts more than a heading, a heading more than body text. */
export const FIELD_BOOST: Record<SearchField, number> = { title: 3, heading: 2, content: 1 };
/** Weight of a prefix match and of a typo match against an exact one (before MiniSearch's length scaling). */
export const MATCH_WEIGHT = { prefix: 0.5, fuzzy: 0.3 } as const;
/** Page impacts (how strongly a page's best record for a term matches it) are whole numbers from 1 to this. */
export const PAGE_IMPACT_MAX = 31;

/**
 * What a term's postings say of one page in one number: its impact, and whether the term is in the page's title
 * or headings (a short prefix is matched there only: rank.ts).
 */
export function pageCode(impact: number, inHeadings: boolean): number {
  return Math.min(PAGE_IMPACT_MAX, Math.max(1, impact)) * 2 + (inHeadings ? 1 : 0);
}

export function readPageCode(code: number): { impact: number; inHeadings: boolean } {
  return { impact: code >> 1, inHeadings: (code & 1) === 1 };
}

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
  let processed = processedTerms.get(term);
  if (processed === undefined) {
    const normal = normalizeTerm(term);
    processed = !normal || STOP_WORDS.has(normal) ? null
      : normal.length > 4 && normal.endsWith('s') && !/[ius]s$/.test(normal) ? normal.slice(0, -1) : normal;
    // Words repeat (a site's vocabulary is a few tens of thousands of words): remembering them halves the index's
    // build time. The bound keeps memory flat on a site of any size.
    if (processedTerms.size >= 100_000) processedTerms.clear();
    processedTerms.set(term, processed);
  }
  return processed;
}
const processedTerms = new Map<string, string | null>();

/**
 * The one field a record indexes and its text: a page record (level 1) its title, a heading record (2–6) its
 * heading, a content record (0) its text.
 */
export function indexedText(level: number, heading: string | null, content: string | null): [field: number, text: string] {
  if (level === 0) return [2, content ?? ''];
  return [level === 1 ? 0 : 1, heading ?? ''];
}

/** A record's level as indexedText takes it: 1–6 for lvl1–lvl6, 0 for content. */
export function recordLevel(type: SearchRecord['type']): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}

/** Cuts a text into words the way MiniSearch's tokenizer did (empty words at the ends included: they count in lengths). */
export function tokenize(text: string): string[] {
  return text.split(WORD_SEPARATOR);
}

/** A field's length for BM25, as MiniSearch counts it: its distinct words before processing. */
export function fieldLength(tokens: string[]): number {
  return new Set(tokens).size;
}

/** How often each term occurs in a text's words. */
export function termFrequencies(tokens: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) {
    const term = processTerm(token);
    if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return counts;
}

/** MiniSearch's BM25+ score of one term in one field of one record. */
export function bm25(termFreq: number, docFreq: number, docCount: number, length: number, averageLength: number): number {
  const idf = Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5));
  return idf * (BM25.d + (termFreq * (BM25.k + 1)) / (termFreq + BM25.k * (1 - BM25.b + (BM25.b * length) / averageLength)));
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
  return editDistance(a, b, max) >= 0;
}

/** The Levenshtein distance of a and b when at most max, else -1, stopping early once it cannot be. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return -1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(cost);
      best = Math.min(best, cost);
    }
    if (best > max) return -1;
    previous = row;
  }
  const distance = previous[b.length]!;
  return distance <= max ? distance : -1;
}


/**
 * Typo matches keep a word's first letters ("webhok" finds "webhook", "ebhook" does not): a query then loads only
 * the shards of the words that begin like its own.
 */
export const TYPO_FREE_PREFIX = 2;

/** The range of terms [from, to] a query term may match in the index (what shards it needs). */
export function termRange(term: string, prefix: boolean): [from: string, to: string] {
  if (typos(term)) {
    const start = term.slice(0, TYPO_FREE_PREFIX);
    return [start, `${start}\uffff`];
  }
  return prefix ? [term, `${term}\uffff`] : [term, term];
}
