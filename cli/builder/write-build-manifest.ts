// The build manifest (cli/http/build-manifest.ts): the files this build named by their content, gathered from the
// stages that made them, so `docsgen serve` marks exactly those immutable.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_FILES_DIR } from '../../shared/search-index/format.js';
import type { ClientManifest } from '../bundle/bundle-client.js';
import type { OutputWriter } from '../fs/output-writer.js';
import { BUILD_MANIFEST, buildManifestJson } from '../http/build-manifest.js';
import { ENCODING_SUFFIX } from '../http/compression.js';
import type { OutputListing } from './output-listing.js';

export interface HashedOutputs {
  /** The client bundle: its files are named "[name]-[hash]" by esbuild. */
  client: ClientManifest;
  /** The sidebar data files written under assets/, named "sidebar-<id>-<hash>.json". */
  sidebarFiles: readonly string[];
  /** The files pages refer to, published as "assets/files/<name>-<hash>.<ext>" (paths relative to the output). */
  pageFiles?: readonly string[];
  /** The output's files, kept ones included (an in-place update keeps them out of the writer's folder); default: its folder is read. */
  listing?: OutputListing;
}

/** Writes the manifest into the output; the search index's shards and fragments are found in its folder (all hashed). */
export function writeBuildManifest(writer: OutputWriter, { client, sidebarFiles, pageFiles = [], listing }: HashedOutputs): void {
  const searchFiles = listing ? searchFilesOf(listing) : searchFilesIn(path.join(writer.root, SEARCH_FILES_DIR));
  const immutable = [
    ...client.files.map((file) => `/assets/${file.split(path.sep).join('/')}`),
    ...sidebarFiles.map((name) => `/assets/${name}`),
    ...searchFiles.map((name) => `/${SEARCH_FILES_DIR}/${name}`),
    ...pageFiles.map((file) => `/${file}`),
  ];
  writer.writeFile(BUILD_MANIFEST, buildManifestJson(immutable));
}

/**
 * The names of the search index's files among the listing's, without the compressed copies its thread wrote beside
 * those it wrote (a kept file's copies are not in the listing yet): a copy is served as its file is.
 */
function searchFilesOf(listing: OutputListing): string[] {
  const prefix = `${SEARCH_FILES_DIR}/`;
  const names: string[] = [];
  for (const [rel] of listing.entries())
    if (rel.startsWith(prefix) && !rel.includes('/', prefix.length) && !isCopy(rel)) names.push(rel.slice(prefix.length));
  return names;
}

function searchFilesIn(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).filter((name) => !isCopy(name)) : [];
}

/** Whether a file is a compressed copy of another (`x.json.br`). */
function isCopy(name: string): boolean {
  return Object.values(ENCODING_SUFFIX).some((suffix) => name.endsWith(suffix));
}
