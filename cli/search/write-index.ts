import { SEARCH_ENTRY, SEARCH_FILES_DIR } from '../../shared/search-index/format.js';
import { OutputWriter, type PreviousOutput } from '../fs/output-writer.js';
import { ENCODING_SUFFIX, shouldCompress, smallerCopies } from '../http/compression.js';
import { contentTypeFor } from '../http/content-types.js';
import type { SearchIndexBuild } from './search-index.js';

export interface WrittenSearchIndex {
  /** Site path of the entry file without the base URL: wrap it with withBase. */
  url: string;
  records: number;
  pages: number;
  /** Pages cut into terms by this build; the others came from the cache. */
  indexed: number;
  /** Files written, the entry included, and their bytes. */
  files: number;
  bytes: number;
  /** The previous output's files kept in place (relative paths, sizes): an in-place update must not remove them. */
  kept: [rel: string, size: number][];
  /** The files written with their compressed copies (relative paths; none of them smaller: none), and the copies. */
  compressed: { files: string[]; copies: number };
  /** A digest of the index's pages in order (PieceCache.pagesDigest), which a build of edited pages starts from. */
  pagesDigest?: string;
}

/**
 * Writes the index into `outDir` (the entry file, and the shards and fragments under SEARCH_FILES_DIR). Files of
 * the previous output with the same name have the same content (names are content hashes): they are kept, not
 * written again.
 */
export function writeSearchIndex(index: SearchIndexBuild, outDir: string, options: { previous?: PreviousOutput } = {}): WrittenSearchIndex {
  // This runs in the index's own thread: it checks its paths with its own writer, the same way the build does.
  const writer = new OutputWriter(outDir, options.previous);
  const compressed = { files: [] as string[], copies: 0 };
  // Each shard and fragment written with its .br and .gz copies, on this thread, which waits for the pages meanwhile:
  // the compress stage, on the build's thread, then skips them (half a second of a 1,000-page build). Not the entry
  // file, written by every build: the compress stage keeps its copies while its bytes are the last build's.
  const write = (rel: string, text: string): void => {
    const data = Buffer.from(text);
    writer.writeFile(rel, data);
    if (!shouldCompress(contentTypeFor(rel), data.length)) return;
    for (const [encoding, copy] of smallerCopies(data)) {
      writer.writeFile(rel + ENCODING_SUFFIX[encoding], copy);
      compressed.copies += 1;
    }
    compressed.files.push(rel);
  };
  let bytes = 0;
  for (const [name, json] of index.files) {
    const rel = `${SEARCH_FILES_DIR}/${name}`;
    const size = Buffer.byteLength(json);
    // The size check catches a previous file that is not what its name promises (cut short, edited by hand).
    if (!writer.keep(rel, size)) write(rel, json);
    bytes += size;
  }
  writer.writeFile(SEARCH_ENTRY, index.entryJson);
  const { records, pages, indexed } = index;
  return {
    url: `/${SEARCH_ENTRY}`,
    records,
    pages,
    indexed,
    files: index.files.size + 1,
    bytes: bytes + Buffer.byteLength(index.entryJson),
    kept: [...writer.kept],
    compressed,
  };
}
