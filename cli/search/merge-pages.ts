// The pages' shares of the index merged into the entry file and the term shards (shared/search-index/format.ts says
// what each file holds and why the index is split). Pure.
import { createHash } from 'node:crypto';
import { SEARCH_FIELDS, SEARCH_INDEX_VERSION, type SearchEntryFile, type SearchShardFile } from '../../shared/search-index/format.js';
import type { IndexPage } from './page-fragment.js';
import { splitTerms, type PageTerms } from './page-terms.js';

/**
 * A shard is cut once its JSON passes this many bytes (about a third of that gzipped): small enough that a query
 * loads little, large enough that a site of thousands of pages has tens of shards, not thousands.
 */
const SHARD_BYTES = 32_000;

export interface MergedIndex {
  entry: SearchEntryFile;
  /** File name under SEARCH_FILES_DIR → JSON text: the shards and the pages' fragments. */
  files: Map<string, string>;
}

/** The index files for the given pages (in site order) and their terms. */
export function mergePages(pages: Array<IndexPage & PageTerms>, locale: string): MergedIndex {
  const files = new Map<string, string>();
  const fieldCount = SEARCH_FIELDS.length;
  // Averages as MiniSearch keeps them, record after record: BM25 scores then match its own to the last digit.
  const averages = new Array<number>(fieldCount).fill(0);
  let count = 0;
  const terms = new Map<string, { df: number[]; pages: number[]; last: number }>();
  pages.forEach((piece, page) => {
    files.set(piece.name, piece.fragment);
    for (let i = 0; i < piece.records.length; i += 2) {
      const field = piece.records[i]!;
      averages[field] = (averages[field]! * count + piece.records[i + 1]!) / (count + 1);
      count += 1;
    }
    splitTerms(piece).forEach((term, i) => {
      let entry = terms.get(term);
      if (!entry) terms.set(term, (entry = { df: new Array<number>(fieldCount).fill(0), pages: [], last: 0 }));
      const at = i * (fieldCount + 1);
      for (let field = 0; field < fieldCount; field++) entry.df[field]! += piece.numbers[at + field]!;
      entry.pages.push(page - entry.last, piece.numbers[at + fieldCount]!);
      entry.last = page;
    });
  });
  const shards: SearchEntryFile['shards'] = [];
  let shard: SearchShardFile['terms'] = [];
  let bytes = 0;
  const cut = (): void => {
    if (shard.length === 0) return;
    const json = JSON.stringify({ version: SEARCH_INDEX_VERSION, terms: shard } satisfies SearchShardFile);
    const hash = createHash('sha1').update(json).digest('hex').slice(0, 8);
    files.set(`t-${hash}.json`, json);
    shards.push([shard[0]![0], hash]);
    shard = [];
    bytes = 0;
  };
  for (const term of [...terms.keys()].sort()) {
    const { df, pages: postings } = terms.get(term)!;
    shard.push([term, df, postings]);
    bytes += term.length + 4 * postings.length + 16;
    if (bytes >= SHARD_BYTES) cut();
  }
  cut();
  const entry: SearchEntryFile = {
    version: SEARCH_INDEX_VERSION,
    locale,
    records: count,
    averages,
    shards,
    pages: pages.map((piece) => piece.name.slice(2, -5)),
  };
  return { entry, files };
}
