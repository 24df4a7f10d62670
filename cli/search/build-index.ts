import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import type { SearchRecord, SiteModel } from '../../templates/model.js';
import {
  ENGINE_OPTIONS, SEARCH_FIELDS, SEARCH_INDEX_VERSION, toIndexedDocument, type SearchIndexFile, type StoredRecord,
} from '../../templates/search-engine.js';

export interface WrittenSearchIndex {
  /** Site path of the index file without the base URL, like the client manifest's paths: wrap it with withBase. */
  url: string;
  /** File name under assets/. */
  file: string;
  records: number;
  bytes: number;
}

/** The offline index of the records: MiniSearch's postings and the records' fields in a compact form (SearchIndexFile). */
export function buildSearchIndex(records: SearchRecord[]): SearchIndexFile {
  const engine = new MiniSearch(ENGINE_OPTIONS);
  engine.addAll(records.map(toIndexedDocument));
  const plain = engine.toJSON();
  const fieldCount = SEARCH_FIELDS.length;
  // Ids are the records' positions, so MiniSearch's id table (half a megabyte at 1,000 pages) is not shipped.
  const lengths = new Array<number>(records.length * fieldCount).fill(0);
  for (const [shortId, fieldLengths] of Object.entries(plain.fieldLength)) {
    const id = plain.documentIds[shortId] as number;
    fieldLengths.forEach((length, field) => { lengths[id * fieldCount + field] = length ?? 0; });
  }
  const terms: SearchIndexFile['terms'] = plain.index.map(([term, fields]) => [
    term,
    ...SEARCH_FIELDS.map((_, field) => {
      const postings = fields[field] as Record<string, number> | undefined;
      return postings ? encodePostings(postings, plain.documentIds) : 0;
    }),
  ]);
  return { version: SEARCH_INDEX_VERSION, ...storeRecords(records), lengths, averages: plain.averageFieldLength, terms };
}

/** Gaps between ascending ids, each followed by `-frequency` when above 1: under half of MiniSearch's own JSON, gzipped. */
function encodePostings(postings: Record<string, number>, documentIds: Record<string, unknown>): number[] {
  const entries = Object.entries(postings).map(([shortId, frequency]) => [documentIds[shortId] as number, frequency] as const);
  entries.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  let previous = 0;
  for (const [id, frequency] of entries) {
    out.push(id - previous);
    if (frequency > 1) out.push(-frequency);
    previous = id;
  }
  return out;
}

/**
 * What the client needs to answer with hits, with each page's route and tags and each heading path written once,
 * and a paragraph that continues the section before it written as its text alone.
 */
function storeRecords(records: SearchRecord[]): Pick<SearchIndexFile, 'pages' | 'headings' | 'hierarchies' | 'records'> {
  const pages = new Table<SearchIndexFile['pages'][number]>();
  const headings = new Table<string>();
  const hierarchies = new Table<number[]>();
  let previous: StoredRecord | undefined;
  let runStart = 0;
  const stored = records.map((record, id): string | StoredRecord => {
    const [route = '', anchor = ''] = splitUrl(record.url);
    const page = pages.id([route, record.language, record.tags]);
    const { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
    const levels = [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6];
    while (levels.length > 2 && levels[levels.length - 1] === null) levels.pop();
    const hierarchy = hierarchies.id(levels.map((text) => (text === null ? -1 : headings.id(text))));
    // The client derives `route#n` from the record's rank in its run of consecutive records of one page.
    if (page !== previous?.[0]) runStart = id;
    const level = record.type === 'content' ? 0 : Number(record.type.slice(3));
    const entry: StoredRecord = [page, hierarchy, level, anchor, record.content];
    const derived = record.objectID === `${route}#${id - runStart}`;
    if (!derived) entry.push(record.objectID);
    const continues = derived && level === 0 && record.content !== null && previous !== undefined
      && previous[0] === page && previous[1] === hierarchy && previous[3] === anchor;
    previous = entry;
    return continues ? record.content! : entry;
  });
  return { pages: pages.rows, headings: headings.rows, hierarchies: hierarchies.rows, records: stored };
}

/** Rows written once each, found again by their JSON. */
class Table<T> {
  readonly rows: T[] = [];
  private readonly ids = new Map<string, number>();
  id(row: T): number {
    const key = JSON.stringify(row);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.rows.push(row) - 1;
      this.ids.set(key, id);
    }
    return id;
  }
}

function splitUrl(url: string): [string, string] {
  const hash = url.indexOf('#');
  return hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash + 1)];
}

/** Writes the site's index as `assets/search-index-<hash>.json` into `outDir`, named by its content so it can be cached forever. */
export function writeSearchIndex(model: Pick<SiteModel, 'search'>, outDir: string): WrittenSearchIndex {
  const json = JSON.stringify(buildSearchIndex(model.search));
  const hash = createHash('sha1').update(json).digest('hex').slice(0, 8);
  const file = `search-index-${hash}.json`;
  mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  writeFileSync(path.join(outDir, 'assets', file), json);
  return { url: `/assets/${file}`, file, records: model.search.length, bytes: Buffer.byteLength(json) };
}
