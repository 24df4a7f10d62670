// The client bundle (bundle/bundle-client.ts): the boot script, the islands' chunks and the stylesheet, named by their
// content, and its manifest.
import path from 'node:path';
import type { Emitter } from './emitter.js';

/** The bundle's own list of its files, beside them: not named by content. */
const MANIFEST = 'manifest.json';

export const clientFiles: Emitter = {
  name: 'client files',
  *emit({ client, routes, lazy, config, site }) {
    // Bundled once per docsgen and language: a build of some routes has the last build's bundle (page-edits.ts checks).
    if (!routes.all && !lazy) return;
    // Each other language's bundle beside (a site with locales): files of the same name are the same file.
    const given = new Set<string>();
    for (const bundle of [client, ...Object.values(client.locales ?? {})]) {
      for (const file of bundle === client ? [...bundle.manifest.files, MANIFEST] : bundle.manifest.files) {
        const rel = file.split(path.sep).join('/');
        if (given.has(rel)) continue;
        given.add(rel);
        const bytes = bundle.files?.get(rel);
        const body = bytes ? { text: bytes } : { copy: path.join(bundle.dir!, file), root: bundle.dir ?? config.root };
        yield { path: `assets/${rel}`, body, immutable: file !== MANIFEST };
      }
    }
    // The site's theme stylesheet, its fonts and images (bundle/theme-stylesheet.ts), named by their content.
    for (const [rel, bytes] of site.theme?.files ?? []) yield { path: rel, body: { text: bytes }, immutable: true };
    return undefined;
  },
};
