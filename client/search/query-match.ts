// The query side of the offline engine: which index terms a query's words match (exact, prefix, typos), what shards
// that needs, and BM25 scoring. Browser-only; the index format and tokenizer it shares with the build are in
// shared/search-index/.
import { BM25, TYPO_FREE_PREFIX } from '../../shared/search-index/format.js';
import { processTermFor, tokenize } from '../../shared/search-index/tokenizer.js';
import { siteLocale } from '../site-strings.js';

/** Queries are cut into terms as the site's index was (its entry file says the same locale: index-files.ts checks). */
export const processTerm = processTermFor(siteLocale);

/** Weight of a prefix match and of a typo match against an exact one (before MiniSearch's length scaling). */
export const MATCH_WEIGHT = { prefix: 0.5, fuzzy: 0.3 } as const;

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
  return tokenize(query)
    .map(processTerm)
    .filter((term): term is string => Boolean(term));
}

/**
 * The query's words that carry accents, lower case, as typed ("transação"): every term is matched without its
 * accents, so a record that writes the word exactly so is told apart by its text (rank.ts).
 */
export function accentedWords(query: string): string[] {
  return tokenize(query.normalize('NFC').toLowerCase()).filter(
    (word) => processTerm(word) !== null && /\p{M}/u.test(word.normalize('NFD')),
  );
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

/** The range of terms [from, to] a query term may match in the index (what shards it needs). */
export function termRange(term: string, prefix: boolean): [from: string, to: string] {
  if (typos(term)) {
    const start = term.slice(0, TYPO_FREE_PREFIX);
    return [start, `${start}\uffff`];
  }
  return prefix ? [term, `${term}\uffff`] : [term, term];
}
