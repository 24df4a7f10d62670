// The site's files the config's `head` scripts load (config/resolve-head.ts: an MkDocs site's `extra_javascript`),
// published under their content-hashed names in assets/head/.
import type { Emitter } from './emitter.js';
import { givesSiteWide } from './site-wide.js';

export const headFiles: Emitter = {
  name: 'head files',
  *emit({ config, routes, lazy }) {
    // A build of some routes is made only while the config, and so these files' names, are as the last build's.
    if (!givesSiteWide({ routes, lazy })) return;
    for (const file of config.headFiles ?? []) yield { path: file.to, body: { copy: file.from, root: config.root }, immutable: true };
    return undefined;
  },
};
