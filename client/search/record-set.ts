// The records of the pages a query has loaded so far (their fragments), and BM25 scores over them computed exactly as
// MiniSearch computes them over the whole site: the site-wide counts come from the entry file and the shards, so
// a record's score does not depend on which other pages happen to be loaded (tests/unit/search/engine.test.ts).
import type { SearchRecord } from '../../shared/model/search.js';
import { MATCH_WEIGHT, bm25, editDistance, processTerm, typos } from './query-match.js';
import {
  FIELD_BOOST,
  SEARCH_FIELDS,
  fragmentRecords,
  indexedText,
  recordHeading,
  type SearchEntryFile,
  type SearchField,
  type SearchFragmentFile,
} from '../../shared/search-index/format.js';
import { fieldLength, termFrequencies, termProcessor, textCutter } from '../../shared/search-index/tokenizer.js';
import type { IndexTerm } from './index-files.js';

/** One query word to score: MiniSearch's query spec, with the index terms it matches (found once per query). */
export interface TermQuery {
  term: string;
  prefix: boolean;
  /** The index's terms it matches and their weights (derivedTerms). */
  derived: DerivedTerm[];
  /** Only these fields (all when absent). */
  fields?: readonly SearchField[];
}

export interface ScoredRecord {
  id: number;
  score: number;
  /** The query words the record matched. */
  queryTerms: string[];
  /** Those it matched without a typo (whole, or as the prefix being typed): Algolia's typo criterion ranks on them. */
  exactTerms: string[];
}

/** A term of the index matched by a query word, and how much the match counts (1 exact, less for prefix and typos). */
export interface DerivedTerm {
  entry: IndexTerm;
  weight: number;
}

/**
 * The index terms a query word matches among `vocabulary` (the terms IndexFiles.terms gave for its termRange),
 * weighted as MiniSearch weighs them.
 */
export function derivedTerms(term: string, prefix: boolean, vocabulary: IndexTerm[]): DerivedTerm[] {
  const allowed = typos(term);
  const derived: DerivedTerm[] = [];
  for (const entry of vocabulary) {
    const candidate = entry.term;
    if (candidate === term) {
      derived.push({ entry, weight: 1 });
    } else if (prefix && candidate.startsWith(term)) {
      derived.push({
        entry,
        weight: (MATCH_WEIGHT.prefix * candidate.length) / (candidate.length + 0.3 * (candidate.length - term.length)),
      });
    } else if (allowed) {
      const distance = editDistance(candidate, term, allowed);
      if (distance > 0) derived.push({ entry, weight: (MATCH_WEIGHT.fuzzy * candidate.length) / (candidate.length + distance) });
    }
  }
  return derived;
}

export class RecordSet {
  /** Per record (by id, in loading order). */
  readonly page: number[] = [];
  readonly rank: number[] = [];
  /** 1–6 for a heading level, 0 for content. */
  readonly level: number[] = [];
  /** Index into `hierarchies`. */
  readonly hierarchy: number[] = [];
  /** Records with one URL share its number (Algolia's distinct on url). */
  readonly urlId: number[] = [];
  /** Heading texts and hierarchies (heading numbers, lvl0 first, -1 for none) of every loaded page. */
  readonly headings: string[] = [];
  readonly hierarchies: number[][] = [];

  /** The page's weight (SearchFragmentFile.weight), per record. */
  private readonly weight: number[] = [];
  private readonly field: number[] = [];
  private readonly length: number[] = [];
  private readonly contents: Array<string | null> = [];
  private readonly anchors: string[] = [];
  private readonly objectIDs = new Map<number, string>();
  private readonly fragments = new Map<number, SearchFragmentFile>();
  /**
   * Per loaded page, each term's records and how often each holds it (id, frequency, id, frequency…). By page: a
   * query scores the records of the pages it chose, not of every page the session loaded (a common word such as
   * "esta" was in thousands of records after a few hundred queries: 20 ms a query at 5,000 pages).
   */
  private readonly pageTerms = new Map<number, Map<string, number[]>>();
  private readonly headingWords: Array<Array<string | null>> = [];
  /** The session's words already turned into terms: pages repeat a site's vocabulary. */
  private readonly process = termProcessor(undefined, processTerm);
  /** The session's word segmenter (made on the first page of Chinese or Japanese). */
  private readonly cutter = textCutter();

  constructor(private readonly entry: Pick<SearchEntryFile, 'records' | 'averages'>) {}

  has(page: number): boolean {
    return this.fragments.has(page);
  }

  /** Adds a page's records (once). */
  add(page: number, fragment: SearchFragmentFile): void {
    if (this.fragments.has(page)) return;
    this.fragments.set(page, fragment);
    const headingBase = this.headings.length;
    this.headings.push(...fragment.headings);
    const hierarchyBase = this.hierarchies.length;
    for (const levels of fragment.hierarchies) this.hierarchies.push(levels.map((h) => (h < 0 ? -1 : h + headingBase)));
    let previousAnchor: string | undefined;
    const terms = new Map<string, number[]>();
    this.pageTerms.set(page, terms);
    fragmentRecords(fragment).forEach((stored, rank) => {
      const id = this.page.length;
      const { level, anchor, content, objectID } = stored;
      if (objectID !== undefined) this.objectIDs.set(id, objectID);
      this.urlId.push(rank > 0 && anchor === previousAnchor ? this.urlId[id - 1]! : this.anchors.push(anchor) - 1);
      previousAnchor = anchor;
      this.page.push(page);
      this.weight.push(fragment.weight ?? 1);
      this.rank.push(rank);
      this.level.push(level);
      this.hierarchy.push(stored.hierarchy + hierarchyBase);
      this.contents.push(content);
      const [field, text] = indexedText(level, recordHeading(fragment, stored), content);
      const tokens = this.cutter.tokenize(text);
      const frequencies = termFrequencies(tokens, this.process);
      this.field.push(field);
      this.length.push(fieldLength(tokens));
      for (const [term, frequency] of frequencies) {
        let held = terms.get(term);
        if (!held) terms.set(term, (held = []));
        held.push(id, frequency);
      }
    });
  }

  /** The processed words of a heading (null for a stop word), cut on first use and kept for later queries. */
  headingTerms(heading: number): Array<string | null> {
    return (this.headingWords[heading] ??= this.cutter.wordsAt(this.headings[heading]!).map(({ word }) => this.process(word)));
  }

  /**
   * Scores the loaded records for some query words combined with OR, as MiniSearch's `search` does: each word adds
   * the BM25 score of every index term it matches (weighted), and the total is multiplied by how many words matched.
   * A page's weight multiplies its records' scores, as MiniSearch's boostDocument does.
   * Several groups of words add up (MiniSearch's nested queries combined with OR).
   * `within`: only the records of these pages (default: every loaded page), and of those only the ones `accept` takes.
   */
  score(groups: TermQuery[][], within: { pages?: Iterable<number>; accept?: (id: number) => boolean } = {}): ScoredRecord[] {
    const indexes: Array<Map<string, number[]>> = [];
    for (const page of within.pages ?? this.pageTerms.keys()) {
      const terms = this.pageTerms.get(page);
      if (terms) indexes.push(terms);
    }
    const boost = SEARCH_FIELDS.map((name) => FIELD_BOOST[name]);
    const results = new Map<number, { score: number; terms: string[]; exact: string[] }>();
    for (const group of groups) {
      for (const query of group) {
        // Bit f: field f is searched.
        const fields = (query.fields ?? SEARCH_FIELDS).reduce((mask, name) => mask | (1 << SEARCH_FIELDS.indexOf(name)), 0);
        for (const { entry, weight } of query.derived) {
          const exact = entry.term === query.term || (query.prefix && entry.term.startsWith(query.term));
          for (const terms of indexes) {
            const held = terms.get(entry.term);
            if (!held) continue;
            for (let i = 0; i < held.length; i += 2) {
              const id = held[i]!;
              const field = this.field[id]!;
              if (!(fields & (1 << field))) continue;
              const score =
                weight *
                this.weight[id]! *
                boost[field]! *
                bm25(held[i + 1]!, entry.df[field]!, this.entry.records, this.length[id]!, this.entry.averages[field]!);
              const result = results.get(id);
              if (!result) results.set(id, { score, terms: [query.term], exact: exact ? [query.term] : [] });
              else {
                result.score += score;
                if (!result.terms.includes(query.term)) result.terms.push(query.term);
                if (exact && !result.exact.includes(query.term)) result.exact.push(query.term);
              }
            }
          }
        }
      }
    }
    const { accept } = within;
    const scored: ScoredRecord[] = [];
    for (const [id, { score, terms, exact }] of results) {
      if (!accept || accept(id)) scored.push({ id, score: score * terms.length, queryTerms: terms, exactTerms: exact });
    }
    return scored;
  }

  /** The text a record indexes: its paragraph, or its own heading. */
  text(id: number): string {
    const level = this.level[id]!;
    if (level === 0) return this.contents[id] ?? '';
    return this.headings[this.hierarchies[this.hierarchy[id]!]![level] ?? -1] ?? '';
  }

  /** The record as the build made it. */
  record(id: number): SearchRecord {
    const fragment = this.fragments.get(this.page[id]!)!;
    const levels = this.hierarchies[this.hierarchy[id]!]!;
    const at = (n: number): string | null => this.headings[levels[n] ?? -1] ?? null;
    const anchor = this.anchors[this.urlId[id]!];
    const level = this.level[id]!;
    return {
      objectID: this.objectIDs.get(id) ?? `${fragment.route}#${this.rank[id]}`,
      url: anchor ? `${fragment.route}#${anchor}` : fragment.route,
      type: level === 0 ? 'content' : (`lvl${level}` as SearchRecord['type']),
      hierarchy: { lvl0: at(0) ?? '', lvl1: at(1) ?? '', lvl2: at(2), lvl3: at(3), lvl4: at(4), lvl5: at(5), lvl6: at(6) },
      content: this.contents[id] ?? null,
      language: fragment.language,
      tags: fragment.tags,
      position: this.rank[id]!,
      ...(fragment.weight === undefined ? {} : { pageWeight: fragment.weight }),
    };
  }

  /** Values for facet filters: language, tags (also as docusaurus_tag, DocSearch's name for them), type. */
  facets(id: number): Record<string, string[]> {
    const { language, tags } = this.fragments.get(this.page[id]!)!;
    const level = this.level[id]!;
    return { language: [language], tags, docusaurus_tag: tags, type: [level === 0 ? 'content' : `lvl${level}`] };
  }
}
