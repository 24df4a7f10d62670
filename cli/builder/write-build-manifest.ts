// The build manifest (cli/http/build-manifest.ts): the files this build named by their content, gathered from the
// stages that made them, so `docsgen serve` marks exactly those immutable.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_FILES_DIR } from '../../shared/search-index/format.js';
import type { ClientManifest } from '../bundle/bundle-client.js';
import type { OutputWriter } from '../fs/output-writer.js';
import { BUILD_MANIFEST, buildManifestJson } from '../http/build-manifest.js';

export interface HashedOutputs {
  /** The client bundle: its files are named "[name]-[hash]" by esbuild. */
  client: ClientManifest;
  /** The sidebar data files written under assets/, named "sidebar-<id>-<hash>.json". */
  sidebarFiles: readonly string[];
  /** The files pages refer to, published as "assets/files/<name>-<hash>.<ext>" (paths relative to the output). */
  pageFiles?: readonly string[];
}

/** Writes the manifest into the output; the search index's shards and fragments are found in its folder (all hashed). */
export function writeBuildManifest(writer: OutputWriter, { client, sidebarFiles, pageFiles = [] }: HashedOutputs): void {
  const searchDir = path.join(writer.root, SEARCH_FILES_DIR);
  const searchFiles = existsSync(searchDir) ? readdirSync(searchDir) : [];
  const immutable = [
    ...client.files.map((file) => `/assets/${file.split(path.sep).join('/')}`),
    ...sidebarFiles.map((name) => `/assets/${name}`),
    ...searchFiles.map((name) => `/${SEARCH_FILES_DIR}/${name}`),
    ...pageFiles.map((file) => `/${file}`),
  ];
  writer.writeFile(BUILD_MANIFEST, buildManifestJson(immutable));
}
