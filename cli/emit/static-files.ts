// The static folder, copied as it is to the output's root: what a link points to is copied, never the link, and a
// link leading out of the site stopped the build when the folder was listed (sources/walk-files.ts). Its HTML files
// are read for what they need of the Content-Security-Policy (a demo page with an inline script of its own).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlPolicy } from '../http/html-policy.js';
import type { Emitter } from './emitter.js';
import { givesSiteWide } from './site-wide.js';

export const staticFiles: Emitter = {
  name: 'static',
  *emit({ config, site, routes, lazy }) {
    // A build of some routes is made only while the static folder is as the last build copied it.
    if (!givesSiteWide({ routes, lazy })) return;
    for (const url of site.staticFiles) {
      const rel = url.slice(1);
      const file = path.join(config.staticDir, rel);
      const policy = rel.endsWith('.html') ? htmlPolicy(readFileSync(file, 'utf8')) : undefined;
      yield { path: rel, body: { copy: file, root: config.root }, ...(policy ? { policy } : {}) };
    }
    return undefined;
  },
};
