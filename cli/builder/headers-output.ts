// The build's `_headers` file: the security headers, with a Content-Security-Policy computed from the pages just
// written (every inline script's hash, every outside image origin) and the search config, so the policy always
// matches the output it ships with. Static hosts that read `_headers` send it; `docsgen serve` sends it too.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AlgoliaSearchSettings } from '../../shared/model/search.js';
import { HEADERS_FILE, headersFileText } from '../http/headers-file.js';
import { contentSecurityPolicy, securityHeaders } from '../http/security-headers.js';
import { pagePolicySources, searchConnectSources } from '../render/policy-sources.js';

/** Writes `_headers` at the root of `dir` (the finished output) and returns the headers it holds. */
export function writeHeadersFile({ dir, algolia }: { dir: string; algolia?: AlgoliaSearchSettings }): Readonly<Record<string, string>> {
  const scripts: string[] = [];
  const styles: string[] = [];
  const images: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const page = pagePolicySources(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
    scripts.push(...page.scripts);
    styles.push(...page.styles);
    images.push(...page.images);
  }
  const headers = securityHeaders(contentSecurityPolicy({ scripts, styles, images, connect: searchConnectSources(algolia) }));
  const file = path.join(dir, HEADERS_FILE);
  // A `_headers` of the site's own (copied from static/) keeps its rules, after ours: a later rule wins.
  const own = existsSync(file) ? `\n${readFileSync(file, 'utf8')}` : '';
  // Removed first: the copy may be a link to the source, which must not be written through.
  rmSync(file, { force: true });
  writeFileSync(file, headersFileText(headers) + own);
  return headers;
}
