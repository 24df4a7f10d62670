// The offline search index (cli/search/), a function of the model's records: built on its own thread, started as the
// emit begins so that it works while the pages render, compressed there too; its files are named by their content but
// for the entry file, which pages name. In memory (`docsgen dev`), built on the first search. None in Algolia mode:
// no page fetches it (`docsgen search push` sends the records instead).
import { SEARCH_ENTRY, SEARCH_FILES_DIR } from '../../shared/search-index/format.js';
import { formatBytes, formatMs } from '../log/stages.js';
import type { IndexFiles, PageEdit } from '../search/build-and-write.js';
import { indexPages, type IndexPage } from '../search/page-fragment.js';
import { searchIndexFiles, type SearchIndexBuild } from '../search/search-index.js';
import type { EmitInput, Emitter } from './emitter.js';

/** The index being built on its thread, and how long handing it the pages took. */
interface Indexing {
  files: Promise<IndexFiles & { ms: number }>;
  prepared: number;
}

export const searchIndex: Emitter<Indexing | undefined> = {
  name: 'search',
  writes: [SEARCH_ENTRY, SEARCH_FILES_DIR],
  folder: SEARCH_FILES_DIR,
  start(input) {
    const { model, routes, indexer, reuse, last } = input;
    if (model.site.algolia || input.lazy || !indexer) return undefined;
    const started = performance.now();
    const all = indexPages(model.search);
    // A build of some routes replaces their pages in the last index, at the places its record gives.
    const pages = routes.all ? all : { edits: editsOf(input, all), of: last!.searchPages };
    const previous = reuse?.previousFiles(SEARCH_FILES_DIR);
    // The thread writes the index's files into the output's folder itself, with their compressed copies, as it makes them.
    const lent = input.lendFolder?.(SEARCH_FILES_DIR);
    const files = indexer.index({
      pages,
      locale: model.site.locale,
      ...(previous ? { previous } : {}),
      ...(lent ? { outDir: lent.dir, copies: lent.copies } : {}),
    });
    files.catch(() => {}); // awaited in the emitter's turn; this only keeps a failure from being reported as unhandled meanwhile
    return { files, prepared: performance.now() - started };
  },
  async *emit(input, indexing) {
    if (input.model.site.algolia) return undefined;
    if (input.lazy) {
      yield* lazyIndex(input);
      return undefined;
    }
    if (!indexing) throw new Error('docsgen: a folder output needs the search index thread (startIndexer)');
    const index = await indexing.files;
    const given = new Set(index.files.map((file) => file.path));
    for (const file of index.files) {
      const immutable = file.path !== SEARCH_ENTRY;
      if ('kept' in file) yield { path: file.path, body: { kept: file.kept }, immutable };
      else if ('written' in file) yield { path: file.path, body: { written: { copies: file.copies } }, immutable };
      else yield { path: file.path, body: { text: file.bytes, ...(file.copies ? { copies: file.copies } : {}) }, immutable };
    }
    // Each other version's index, on this thread: a site's older versions are its smaller part (docs/design/versions.md).
    if (input.routes.all) yield* versionIndexes(input, given);
    const { records, pages, indexed, bytes, ms } = index;
    return () =>
      input.routes.all
        ? `${records} records of ${pages} pages (${indexed} indexed, ${pages - indexed} from cache) in ${index.files.length} files,` +
          ` ${formatBytes(bytes)}; pages prepared in ${formatMs(indexing.prepared)}, index built in ${formatMs(ms)} beside render`
        : `${pages} pages, ${index.files.filter((file) => !('kept' in file)).length} files written; index built in ${formatMs(ms)} beside render`;
  },
};

/** The changed routes' pages (the model's records are theirs, in their order), at their places among the last index's. */
function editsOf({ routes, last }: Pick<EmitInput, 'routes' | 'last'>, pages: IndexPage[]): PageEdit[] {
  if (routes.all || !last) return [];
  return routes.changed.map((route, i) => ({ at: last.searchAt.get(route)!, page: pages[i]! }));
}

/**
 * The files of each version's own index (SiteModel.searchIndexes) but those `given` already: its shards, fragments
 * and packs are named by their content, so two versions' identical files are one.
 */
function* versionIndexes({ model, reuse, variantSearchTerms }: EmitInput, given: Set<string>) {
  const previous = reuse?.previousFiles(SEARCH_FILES_DIR);
  for (const [entry, { locale, records }] of Object.entries(model.searchIndexes ?? {})) {
    // An unchanged version's pages take their terms from its cache: only the index's merge is made again.
    const terms = variantSearchTerms?.(entry);
    const index = searchIndexFiles(indexPages(records), locale, terms);
    terms?.save();
    for (const [name, json] of index.files) {
      const path = `${SEARCH_FILES_DIR}/${name}`;
      if (given.has(path)) continue;
      given.add(path);
      // Named by its content: the last output's file of that name and size is this one, kept (as the primary's are).
      const size = Buffer.byteLength(json);
      yield { path, body: previous?.get(path) === size ? { kept: size } : { text: json }, immutable: true };
    }
    yield { path: entry, body: { text: index.entryJson }, immutable: false };
  }
}

/** The index in memory (each version's, when the site has versions), each built on the first request for any of its files. */
function* lazyIndex({ model, searchPieces }: EmitInput) {
  const indexes = [
    [SEARCH_ENTRY, { locale: model.site.locale, records: model.search }] as const,
    ...Object.entries(model.searchIndexes ?? {}),
  ];
  const built = new Map<string, SearchIndexBuild>();
  const index = (entry: string, { locale, records }: (typeof indexes)[number][1]): SearchIndexBuild => {
    let made = built.get(entry);
    if (!made) {
      made = searchIndexFiles(indexPages(records), locale, entry === SEARCH_ENTRY ? searchPieces : undefined);
      built.set(entry, made);
    }
    return made;
  };
  for (const [entry, records] of indexes) yield { path: entry, body: { make: () => index(entry, records).entryJson } };
  // A file of the folder is any index's: each is built until one holds it.
  const find = (name: string): string | undefined => {
    for (const [entry, records] of indexes) {
      const file = index(entry, records).files.get(name);
      if (file !== undefined) return file;
    }
    return undefined;
  };
  const made = (name: string): string | undefined => {
    for (const done of built.values()) if (done.files.has(name)) return done.files.get(name);
    return undefined;
  };
  yield { path: SEARCH_FILES_DIR, body: { folder: find, made } };
}
