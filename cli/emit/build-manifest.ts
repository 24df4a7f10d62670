// The build manifest (http/build-manifest.ts): the files this build named by their content (the client bundle, the
// sidebars' data, the search index's files, the files pages refer to), so `docsgen serve` marks exactly those
// immutable. Written by every build, last: its identity tells the next build which output it describes.
import { BUILD_MANIFEST, buildManifestJson } from '../http/build-manifest.js';
import type { Emitter } from './emitter.js';

export const buildManifest: Emitter = {
  name: 'manifest',
  writes: [BUILD_MANIFEST],
  *emit({ lazy, client, render, site, emitted }) {
    if (lazy) return undefined;
    // A build of some routes gives again only the search index of the content-named files; the others it has as well.
    const immutable = [
      ...client.manifest.files.map((file) => `/assets/${file.split(/[\\/]/).join('/')}`),
      ...[...render.sidebarData.files.keys()].map((name) => `/assets/${name}`),
      ...site.copies.map((copy) => `/${copy.to}`),
      ...(site.theme?.paths ?? []).map((rel) => `/${rel}`),
      ...[...emitted].filter(([, file]) => file.immutable).map(([rel]) => `/${rel}`),
    ];
    yield { path: BUILD_MANIFEST, body: { text: buildManifestJson(immutable) } };
    return undefined;
  },
};
