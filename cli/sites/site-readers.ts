// The generators docsgen reads, in the order a folder is tried: the first whose config file is there reads it.
import { mdbookReader } from './mdbook/read-mdbook.js';
import { mkdocsReader } from './mkdocs/read-mkdocs.js';
import type { SiteReader } from './site-reading.js';
import { STARLIGHT_READER } from './starlight/read-starlight.js';
import { vitepressReader } from './vitepress/read-vitepress.js';

/** Every generator's reader. Filled in as readers land; docsgen's own config is read apart (read-site.ts). */
export function siteReaders(): SiteReader[] {
  return [vitepressReader, mdbookReader, STARLIGHT_READER, mkdocsReader];
}
