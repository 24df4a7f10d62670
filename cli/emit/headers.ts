// The `_headers` file static hosts read (Netlify, Cloudflare Pages; `docsgen serve` too): the security headers, with a
// Content-Security-Policy made from what every file of the output needs (the pages' from their model, the static
// folder's HTML files' as they were copied) and the search config, so the policy always matches the output it ships
// with. A `_headers` of the site's own keeps its rules after ours. Not in memory: `docsgen dev` sends each page's own.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HEADERS_FILE, headersFileText } from '../http/headers-file.js';
import { joinPolicies, searchConnectSources } from '../http/html-policy.js';
import { contentSecurityPolicy, securityHeaders } from '../http/security-headers.js';
import type { Emitter } from './emitter.js';

export const headers: Emitter = {
  name: 'headers',
  writes: [HEADERS_FILE],
  *emit({ routes, lazy, emitted, config, model }) {
    // A build of some routes is made only while what they need of the policy is what it was (page-edits.ts checks).
    if (!routes.all || lazy) return undefined;
    const sources = [...emitted.values()].map((file) => file.policy);
    const policy = joinPolicies({ connect: searchConnectSources(model.site.algolia) }, ...sources);
    const ownFile = path.join(config.staticDir, HEADERS_FILE);
    // For the same header a later rule wins: the site's own come after ours.
    const own = existsSync(ownFile) ? `\n${readFileSync(ownFile, 'utf8')}` : '';
    yield { path: HEADERS_FILE, body: { text: headersFileText(securityHeaders(contentSecurityPolicy(policy))) + own } };
    return undefined;
  },
};
