// Ranking on top of BM25 scores (record-set.ts), the way DocSearch's Algolia settings rank: a record also matches
// the words of the headings above it (its page title, its section), all query words are required when some record
// has them all, then the records that match more of them without a typo come first (Algolia's typo criterion:
// "transação" finds the pages that say it before those saying "transição"), and ties go to the record that comes
// first in its page.
import { processedTermMatcher } from './query-match.js';
import type { RecordSet, TermQuery } from './record-set.js';

/**
 * How much a heading above a record adds to the record's own score when the heading is all query words, by level
 * (the page title, then sections, then subsections): a paragraph under a matching title is about the query.
 */
const HEADING_MATCH_BONUS = [0, 1, 0.6, 0.4, 0.4, 0.4, 0.4];

/**
 * A last word shorter than this (the first keystrokes) matches as a prefix only in titles and headings, and body
 * text only whole: "re" or "con" start thousands of words of body text, and scoring them all took 20–50 ms at
 * 1,000 pages for results nobody reads before typing on.
 */
const MIN_BODY_PREFIX = 4;

interface HeadingMatch {
  /** Bit i: query term i is in the heading. */
  mask: number;
  /** Bit i: query term i is in the heading without a typo (whole, or as the prefix being typed). */
  exact: number;
  weight: number;
}

/** A query word to look up, before the index terms it matches are known. */
export type PlannedQuery = Omit<TermQuery, 'derived'>;

/**
 * How a query's words are matched: every word exactly or with typos, the last one also as a prefix (the reader is
 * still typing it) — in titles and headings only while it is short. Groups add up (see RecordSet.score).
 */
export function planQuery(terms: string[]): PlannedQuery[][] {
  const last = terms[terms.length - 1];
  if (last === undefined) return [];
  if (last.length >= MIN_BODY_PREFIX) return [terms.map((term, i) => ({ term, prefix: i === terms.length - 1 }))];
  return [terms.map((term) => ({ term, prefix: false })), [{ term: last, prefix: true, fields: ['title', 'heading'] }]];
}

export interface Ranked {
  /** Record ids, best first. */
  ids: number[];
  /** Some record has every word (and so every record listed does). */
  allWords: boolean;
}

/**
 * Record ids for a query, best first, one per URL (Algolia's distinct on url), restricted to `within` (pages, and
 * records `accept` takes: RecordSet.score). `accented`:
 * the query's accented words as typed (accentedWords); among records equal on words and typos, those whose text
 * writes more of them with the same accents come first ("transação" before "transacao").
 */
export function rankRecords(
  set: RecordSet,
  terms: string[],
  groups: TermQuery[][],
  within: Parameters<RecordSet['score']>[1] = {},
  accented: readonly string[] = [],
): Ranked {
  if (terms.length === 0) return { ids: [], allWords: false };
  const distinct = [...new Set(terms)].slice(0, 30);
  const bit = new Map(distinct.map((term, i) => [term, 1 << i]));
  const all = (1 << distinct.length) - 1;
  const headings = headingMatcher(set, terms, bit);
  const results = set.score(groups, within);
  const ids = new Uint32Array(results.length);
  const scores = new Float64Array(results.length);
  const words = new Uint8Array(results.length);
  const exactWords = new Uint8Array(results.length);
  const accents = new Uint8Array(results.length);
  let best = 0;
  results.forEach((result, i) => {
    const { id } = result;
    let own = distinct.length === 1 ? all : 0;
    if (!own) for (const term of result.queryTerms) own |= bit.get(term) ?? 0;
    const above = headings(id);
    let exact = distinct.length === 1 && result.exactTerms.length > 0 ? all : 0;
    if (!exact) for (const term of result.exactTerms) exact |= bit.get(term) ?? 0;
    ids[i] = id;
    scores[i] = result.score * (1 + above.weight);
    words[i] = popcount((own | above.mask) & all);
    exactWords[i] = popcount((exact | above.exact) & all);
    if (accented.length > 0) {
      const text = set.text(id).normalize('NFC').toLowerCase();
      for (const word of accented) if (text.includes(word)) accents[i]! += 1;
    }
    best = Math.max(best, words[i]!);
  });
  // Every word required when some record has them all; otherwise the records with the most words come first.
  const order = [...results.keys()].filter((i) => best < distinct.length || words[i] === best);
  order.sort(
    (a, b) =>
      words[b]! - words[a]! ||
      exactWords[b]! - exactWords[a]! ||
      accents[b]! - accents[a]! ||
      scores[b]! - scores[a]! ||
      set.rank[ids[a]!]! - set.rank[ids[b]!]! ||
      set.page[ids[a]!]! - set.page[ids[b]!]!,
  );
  const seen = new Set<number>();
  const ranked: number[] = [];
  for (const i of order) {
    const url = set.urlId[ids[i]!]!;
    if (seen.has(url)) continue;
    seen.add(url);
    ranked.push(ids[i]!);
  }
  return { ids: ranked, allWords: best === distinct.length };
}

/**
 * How well the headings above a record match: for a paragraph all of its hierarchy from lvl1, for a heading the
 * levels above its own. Each heading adds the query words it holds, weighted by the share of its words they are
 * ("Erros" matches "erros" better than "Tratamento de erros e novas tentativas"). Each distinct heading is looked
 * at once per query: a page's title is in every hierarchy of the page.
 */
function headingMatcher(set: RecordSet, terms: string[], bit: Map<string, number>): (id: number) => HeadingMatch {
  const match = processedTermMatcher(terms);
  const masks = new Int32Array(set.headings.length).fill(-1);
  const exacts = new Int32Array(set.headings.length);
  const shares = new Float64Array(set.headings.length);
  const look = (heading: number): void => {
    let mask = 0;
    let exact = 0;
    let words = 0;
    let matched = 0;
    for (const word of set.headingTerms(heading)) {
      const term = match(word);
      if (term < -1) continue;
      words += 1;
      if (term < 0) continue;
      matched += 1;
      mask |= bit.get(terms[term]!) ?? 0;
      const query = terms[term]!;
      if (word === query || (term === terms.length - 1 && word!.startsWith(query))) exact |= bit.get(query) ?? 0;
    }
    masks[heading] = mask;
    exacts[heading] = exact;
    shares[heading] = words > 0 ? matched / words : 0;
  };
  return (id) => {
    const levels = set.hierarchies[set.hierarchy[id]!]!;
    const level = set.level[id]!;
    const upTo = level === 0 ? levels.length : level;
    const total = { mask: 0, exact: 0, weight: 0 };
    for (let depth = 1; depth < upTo; depth++) {
      const heading = levels[depth]!;
      if (heading < 0) continue;
      if (masks[heading]! < 0) look(heading);
      total.mask |= masks[heading]!;
      total.exact |= exacts[heading]!;
      total.weight += HEADING_MATCH_BONUS[depth]! * shares[heading]!;
    }
    return total;
  };
}

export function popcount(n: number): number {
  let count = 0;
  for (let v = n; v; v &= v - 1) count += 1;
  return count;
}
