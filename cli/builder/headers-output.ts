// The build's `_headers` file: the security headers, with a Content-Security-Policy made from what the pages need (the
// model's: render/page-policy.ts), what the static folder's HTML files hold (every inline script's hash, every outside
// image origin) and the search config, so the policy always matches the output it ships with. Static hosts that read
// `_headers` send it; `docsgen serve` sends it too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PolicySources } from '../../shared/model/policy.js';
import type { AlgoliaSearchSettings } from '../../shared/model/search.js';
import type { OutputWriter } from '../fs/output-writer.js';
import { HEADERS_FILE, headersFileText } from '../http/headers-file.js';
import { htmlPolicy, joinPolicies, searchConnectSources } from '../http/html-policy.js';
import { contentSecurityPolicy, securityHeaders } from '../http/security-headers.js';

export interface HeadersFileInput {
  /** The finished output's writer. */
  writer: OutputWriter;
  /** The site's Algolia settings, if it uses Algolia. */
  algolia?: AlgoliaSearchSettings;
  /** The site's static folder: a `_headers` of its own there keeps its rules. */
  staticDir?: string;
  /** What the pages need, and the files of the static folder that are HTML the output publishes (staticHtmlPolicies). */
  sources?: Iterable<PolicySources>;
}

/** Writes `_headers` at the root of the output and returns the security headers it gives every path. */
export function writeHeadersFile({ writer, algolia, staticDir, sources = [] }: HeadersFileInput): Readonly<Record<string, string>> {
  const policy = joinPolicies({ connect: searchConnectSources(algolia) }, ...sources);
  const headers = securityHeaders(contentSecurityPolicy(policy));
  // The site's own `_headers` keeps its rules, after ours: for the same header a later rule wins.
  const ownFile = staticDir && path.join(staticDir, HEADERS_FILE);
  const own = ownFile && existsSync(ownFile) ? `\n${readFileSync(ownFile, 'utf8')}` : '';
  // The writer replaces the static folder's copy (a plain file: the build copies what links point to).
  writer.writeFile(HEADERS_FILE, headersFileText(headers) + own);
  return headers;
}

/**
 * What the static folder's HTML files need (a demo page with an inline script of its own), read as they are published:
 * `files` are their URL paths ("/demo.html"), `pages` the output's page files, which a static file of the same path
 * gives way to.
 */
export function staticHtmlPolicies(staticDir: string, files: readonly string[], pages: ReadonlySet<string>): PolicySources[] {
  const found: PolicySources[] = [];
  for (const file of files) {
    if (!file.endsWith('.html') || pages.has(file.slice(1))) continue;
    const policy = htmlPolicy(readFileSync(path.join(staticDir, file.slice(1)), 'utf8'));
    if (policy) found.push(policy);
  }
  return found;
}
