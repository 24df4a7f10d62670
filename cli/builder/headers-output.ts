// The build's `_headers` file: the security headers, with a Content-Security-Policy computed from the pages just
// written (every inline script's hash, every outside image origin, the "Try it" servers) and the search config, so the policy always
// matches the output it ships with. Static hosts that read `_headers` send it; `docsgen serve` sends it too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AlgoliaSearchSettings } from '../../shared/model/search.js';
import type { OutputWriter } from '../fs/output-writer.js';
import { HEADERS_FILE, headersFileText } from '../http/headers-file.js';
import { contentSecurityPolicy, securityHeaders } from '../http/security-headers.js';
import { OutputListing } from './output-listing.js';
import { pagePolicySources, searchConnectSources, type PagePolicySources } from '../render/policy-sources.js';

export interface HeadersFileInput {
  /** The finished output's writer. */
  writer: OutputWriter;
  /** The site's Algolia settings, if it uses Algolia. */
  algolia?: AlgoliaSearchSettings;
  /** The site's static folder: a `_headers` of its own there keeps its rules. */
  staticDir?: string;
  /**
   * What the rendered pages need, known from their HTML as it was rendered (or from the render cache), and their
   * files (paths relative to the output, with "/"): those are not read again. Any other HTML file is read.
   */
  pages?: { sources: Iterable<PagePolicySources>; files: ReadonlySet<string> };
  /** The output's files as the build listed them; default: the folder is walked. */
  listing?: OutputListing;
}

/** Writes `_headers` at the root of `dir` and returns the security headers it gives every path. */
export function writeHeadersFile({ writer, algolia, staticDir, pages, listing }: HeadersFileInput): Readonly<Record<string, string>> {
  const dir = writer.root;
  const scripts: string[] = [];
  const styles: string[] = [];
  const styleAttributes: string[] = [];
  const images: string[] = [];
  const connect = searchConnectSources(algolia);
  const add = (page: PagePolicySources): void => {
    scripts.push(...page.scripts);
    styles.push(...page.styles);
    styleAttributes.push(...page.styleAttributes);
    images.push(...page.images);
    connect.push(...page.connect);
  };
  for (const page of pages?.sources ?? []) add(page);
  const files = listing ?? new OutputListing(dir);
  for (const [rel] of files.entries()) {
    if (!rel.endsWith('.html') || pages?.files.has(rel)) continue;
    add(pagePolicySources(readFileSync(files.pathOf(rel), 'utf8')));
  }
  const headers = securityHeaders(contentSecurityPolicy({ scripts, styles, styleAttributes, images, connect }));
  // The site's own `_headers` keeps its rules, after ours: for the same header a later rule wins.
  const ownFile = staticDir && path.join(staticDir, HEADERS_FILE);
  const own = ownFile && existsSync(ownFile) ? `\n${readFileSync(ownFile, 'utf8')}` : '';
  // The writer replaces the static folder's copy (a plain file: the build copies what links point to).
  writer.writeFile(HEADERS_FILE, headersFileText(headers) + own);
  return headers;
}
