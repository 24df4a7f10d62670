// The offline search client as the browser runs it (bundled from client/search/ with esbuild), for the Node scripts
// that ask it questions on a built site (search-quality.mjs, search-engine-node.mjs), and the fetch it reads the
// site's files with.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importSource } from './typescript-source.mjs';

/** createLocalSearchClient from the sources, bundled into bench/work/<name>.mjs. */
export async function loadOfflineEngine(name) {
  const { createLocalSearchClient } = await importSource('client/search/local-search-client.ts', name);
  return createLocalSearchClient;
}

/** A fetch answering the site's URL paths from the built folder `out` (404 for a file it lacks); `onFetch` sees each. */
export function builtSiteFetch(out, onFetch = () => {}) {
  return async (url) => {
    onFetch(url);
    const file = path.join(out, new URL(url, 'http://site.test').pathname);
    return existsSync(file) ? new Response(readFileSync(file)) : new Response('not found', { status: 404 });
  };
}
