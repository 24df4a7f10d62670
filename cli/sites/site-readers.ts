// The generators docsgen reads, in the order a folder is tried (the order): the first whose config file is
// there reads it.
import { DOCUSAURUS_READER } from './docusaurus/read-docusaurus.js';
import { MDBOOK_READER } from './mdbook/read-mdbook.js';
import { MKDOCS_READER } from './mkdocs/read-mkdocs.js';
import type { SiteReader } from './site-reading.js';
import { STARLIGHT_READER } from './starlight/read-starlight.js';
import { VITEPRESS_READER } from './vitepress/read-vitepress.js';

/** Every generator's reader; docsgen's own config is read apart (read-site.ts). */
export function siteReaders(): SiteReader[] {
  return [DOCUSAURUS_READER, VITEPRESS_READER, MDBOOK_READER, STARLIGHT_READER, MKDOCS_READER];
}
