// Serves the offline search index's files to the local search client the way a static host would, from memory (files
// built from records) or from a build folder, and records what was fetched.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import { indexPages } from '../../../cli/search/page-fragment.js';
import { searchIndexFiles } from '../../../cli/search/search-index.js';
import type { SearchRecord } from '../../../shared/model/search.js';
import type { SearchShardFile } from '../../../shared/search-index/format.js';

export interface IndexFilesInMemory {
  entry: string;
  /** Name under assets/search/ → JSON. */
  files: Map<string, string>;
}

/** The index files the build would write for these records. */
export function indexFilesOf(records: SearchRecord[]): IndexFilesInMemory {
  const { entryJson, files } = searchIndexFiles(indexPages(records), 'pt');
  return { entry: entryJson, files };
}

/**
 * The same index without packs (as a site whose words have none): every page comes from its own file, so the pages
 * a query fetches are the pages it ranks. Shards keep their names (the client finds them through the entry).
 */
export function withoutPacks(index: IndexFilesInMemory): IndexFilesInMemory {
  const files = new Map<string, string>();
  for (const [name, json] of index.files) {
    if (name.startsWith('k-')) continue;
    if (!/^[th]-/.test(name)) files.set(name, json);
    else {
      const shard = JSON.parse(json) as SearchShardFile;
      files.set(name, JSON.stringify({ ...shard, terms: shard.terms.map(([term, df, pages]) => [term, df, pages]) }));
    }
  }
  return { entry: index.entry, files };
}

/** A fetch answering the entry file at any URL not under a `search/` folder, and the other files by name. */
export function serveIndex(index: IndexFilesInMemory) {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    const name = /\/search\/([^/]+)$/.exec(url)?.[1];
    const body = name === undefined ? index.entry : index.files.get(name);
    return body === undefined
      ? new Response('not found', { status: 404 })
      : new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

/** A fetch reading a build folder: `/assets/...` URLs map to `<outDir>/assets/...`. */
export function serveBuild(outDir: string) {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    const file = path.join(outDir, new URL(url, 'http://site.test').pathname);
    return existsSync(file) ? new Response(readFileSync(file)) : new Response('not found', { status: 404 });
  });
}
