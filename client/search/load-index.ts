// Turns the index file (templates/search-engine.ts, SearchIndexFile) back into a MiniSearch instance and records.
import MiniSearch from 'minisearch';
import type { SearchRecord } from '../../templates/model.js';
import {
  ENGINE_OPTIONS, SEARCH_FIELDS, SEARCH_INDEX_VERSION, WORD, processTerm, type IndexedDocument, type SearchIndexFile,
} from '../../templates/search-engine.js';

/** The loaded index: the engine, and per record (by MiniSearch id) what ranking and filtering read, in flat arrays. */
export interface LoadedIndex {
  engine: MiniSearch<IndexedDocument>;
  headings: SearchIndexFile['headings'];
  hierarchies: SearchIndexFile['hierarchies'];
  hierarchy: Uint32Array;
  /** 1–6 for a heading level, 0 for content. */
  level: Uint8Array;
  /** Records with one URL share its number (Algolia's distinct on url). */
  urlId: Uint32Array;
  /** The record's rank within its page (0 for the page record). */
  rank: Uint32Array;
  /** The processed words of a heading (null for a stop word), cut on first use and kept for later queries. */
  headingTerms(heading: number): Array<string | null>;
  /** The record as the build made it, rebuilt on demand (a query shows few of them). */
  record(id: number): SearchRecord;
  /** Values for facet filters: language, tags (also as docusaurus_tag, DocSearch's name for them), type. */
  facets(id: number): Record<string, string[]>;
}

type Postings = Map<number, number>;

/**
 * MiniSearch's fields that `loadJS` would fill from per-document objects. Searching only reads them through
 * `has`/`get`, so array-backed stand-ins do (tests/unit/search/engine.test.ts compares answers with a fresh index):
 * at 1,000 pages this saves building 150,000 Map entries before the first result.
 */
interface MiniSearchInternals {
  _documentIds: Pick<Map<number, number>, 'has' | 'get'>;
  _fieldLength: Pick<Map<number, number[]>, 'get'>;
  _index: { set(term: string, data: Map<number, Postings>): void };
}

/**
 * A term's postings by field, decoded the first time a query reads them: loading then costs one radix-tree insert
 * per term instead of one Map entry per posting (three times faster to first results at 1,000 pages).
 * MiniSearch reads term data only through `get(fieldId)` (tests/unit/search/engine.test.ts compares with a fresh index).
 */
class LazyPostings extends Map<number, Postings> {
  override get(field: number): Postings | undefined {
    const value = super.get(field) as Postings | number[] | undefined;
    if (!Array.isArray(value)) return value;
    const decoded: Postings = new Map();
    let id = 0;
    for (const n of value) {
      if (n < 0) decoded.set(id, -n);
      else decoded.set((id += n), 1);
    }
    super.set(field, decoded);
    return decoded;
  }
}

/** Rebuilds the engine and the records from a parsed index file; throws on a file of another version. */
export function loadSearchIndex(file: SearchIndexFile): LoadedIndex {
  if (file?.version !== SEARCH_INDEX_VERSION) throw new Error(`search index: expected version ${SEARCH_INDEX_VERSION}, got ${String(file?.version)}`);
  const size = file.records.length;
  const fieldIds = Object.fromEntries(SEARCH_FIELDS.map((field, id) => [field, id]));
  const engine = MiniSearch.loadJS<IndexedDocument>({
    documentCount: size, nextId: size, documentIds: {}, fieldIds, fieldLength: {}, averageFieldLength: file.averages,
    storedFields: {}, dirtCount: 0, index: [], serializationVersion: 2,
  }, ENGINE_OPTIONS);
  const internals = engine as unknown as MiniSearchInternals;
  const fieldCount = SEARCH_FIELDS.length;
  const known = (id: number): boolean => Number.isInteger(id) && id >= 0 && id < size;
  internals._documentIds = { has: known, get: (id) => (known(id) ? id : undefined) };
  // MiniSearch reads one length at once (`_fieldLength.get(id)[field]`), so one reused row is enough.
  const row = new Array<number>(fieldCount).fill(0);
  internals._fieldLength = {
    get: (id) => {
      for (let field = 0; field < fieldCount; field++) row[field] = file.lengths[id * fieldCount + field] ?? 0;
      return row;
    },
  };
  for (const [term, ...fields] of file.terms) {
    const data = new LazyPostings();
    fields.forEach((postings, field) => {
      if (postings) Map.prototype.set.call(data, field, postings);
    });
    internals._index.set(term, data);
  }
  const headingTerms: Array<Array<string | null>> = [];
  return {
    engine, headings: file.headings, hierarchies: file.hierarchies, ...unpackRecords(file),
    headingTerms: (heading) => (headingTerms[heading] ??= (file.headings[heading]!.match(WORD) ?? []).map(processTerm)),
  };
}

/** Walks the records once, filling in what a paragraph written as bare text shares with the record before it. */
function unpackRecords(file: SearchIndexFile): Omit<LoadedIndex, 'engine' | 'headings' | 'hierarchies' | 'headingTerms'> {
  const size = file.records.length;
  const page = new Uint32Array(size);
  const hierarchy = new Uint32Array(size);
  const level = new Uint8Array(size);
  const urlId = new Uint32Array(size);
  const rank = new Uint32Array(size);
  const anchors: string[] = [];
  const contents: Array<string | null> = new Array(size);
  const objectIDs = new Map<number, string>();
  for (let id = 0; id < size; id++) {
    const stored = file.records[id]!;
    if (typeof stored === 'string') {
      page[id] = page[id - 1]!;
      hierarchy[id] = hierarchy[id - 1]!;
      urlId[id] = urlId[id - 1]!;
      contents[id] = stored;
    } else {
      const [p, h, l, anchor, content, objectID] = stored;
      [page[id], hierarchy[id], level[id], contents[id]] = [p, h, l, content];
      const sameUrl = id > 0 && page[id - 1] === p && anchors[urlId[id - 1]!] === anchor;
      urlId[id] = sameUrl ? urlId[id - 1]! : anchors.push(anchor) - 1;
      if (objectID !== undefined) objectIDs.set(id, objectID);
    }
    rank[id] = id > 0 && page[id - 1] === page[id] ? rank[id - 1]! + 1 : 0;
  }
  const record = (id: number): SearchRecord => {
    const [route, language, tags] = file.pages[page[id]!]!;
    const levels = file.hierarchies[hierarchy[id]!]!;
    const at = (n: number): string | null => file.headings[levels[n] ?? -1] ?? null;
    const anchor = anchors[urlId[id]!];
    return {
      objectID: objectIDs.get(id) ?? `${route}#${rank[id]}`,
      url: anchor ? `${route}#${anchor}` : route,
      type: level[id] === 0 ? 'content' : (`lvl${level[id]}` as SearchRecord['type']),
      hierarchy: { lvl0: at(0) ?? '', lvl1: at(1) ?? '', lvl2: at(2), lvl3: at(3), lvl4: at(4), lvl5: at(5), lvl6: at(6) },
      content: contents[id] ?? null,
      language,
      tags,
      position: rank[id]!,
    };
  };
  const facets = (id: number): Record<string, string[]> => {
    const [, language, tags] = file.pages[page[id]!]!;
    return { language: [language], tags, docusaurus_tag: tags, type: [level[id] === 0 ? 'content' : `lvl${level[id]}`] };
  };
  return { hierarchy, level, urlId, rank, record, facets };
}
