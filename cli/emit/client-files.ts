// The client bundle (bundle/bundle-client.ts): the boot script, the islands' chunks and the stylesheet, named by their
// content, and its manifest.
import path from 'node:path';
import type { Emitter } from './emitter.js';

/** The bundle's own list of its files, beside them: not named by content. */
const MANIFEST = 'manifest.json';

export const clientFiles: Emitter = {
  name: 'client files',
  *emit({ client, routes, lazy, config }) {
    // Bundled once per docsgen and language: a build of some routes has the last build's bundle (page-edits.ts checks).
    if (!routes.all && !lazy) return;
    for (const file of [...client.manifest.files, MANIFEST]) {
      const rel = file.split(path.sep).join('/');
      const bytes = client.files?.get(rel);
      const body = bytes ? { text: bytes } : { copy: path.join(client.dir!, file), root: client.dir ?? config.root };
      yield { path: `assets/${rel}`, body, immutable: file !== MANIFEST };
    }
    return undefined;
  },
};
