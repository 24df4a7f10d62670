// The outputs of a site, in the order they are made: one line each. A new output is one emitter file (see emitter.ts)
// and one line here. The order matters where a file depends on those before it: a page written where a static file
// was takes its place; the headers are made from what every file before them needs, the build manifest from the
// content-named files before it. The search index comes as late as it may: its thread builds it while the emitters
// before it run, and the later its turn, the less it is waited for.
import { blogFeeds } from './blog-feeds.js';
import { buildManifest } from './build-manifest.js';
import { clientFiles } from './client-files.js';
import type { Emitter } from './emitter.js';
import { headFiles } from './head-files.js';
import { headers } from './headers.js';
import { htmlAliases } from './html-aliases.js';
import { llms } from './llms-files.js';
import { pageFiles } from './page-files.js';
import { pages } from './pages.js';
import { redirects } from './redirects.js';
import { robotsTxt } from './robots-txt.js';
import { searchIndex } from './search-index.js';
import { sidebarData } from './sidebar-data.js';
import { sitemap } from './sitemap.js';
import { staticFiles } from './static-files.js';
import { versionsFile } from './versions-file.js';

export const EMITTERS: ReadonlyArray<Emitter<unknown>> = [
  staticFiles,
  pageFiles,
  headFiles,
  clientFiles,
  sidebarData,
  pages,
  htmlAliases,
  redirects,
  sitemap,
  blogFeeds,
  versionsFile,
  robotsTxt,
  llms,
  searchIndex as Emitter<unknown>,
  headers,
  buildManifest,
];
