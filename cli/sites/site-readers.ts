// The generators docsgen reads, in the order a folder is tried: the first whose config file is there reads it.
import type { SiteReader } from './site-reading.js';
import { starlightReader } from './starlight/read-starlight.js';

/** Every generator's reader. Filled in as readers land; docsgen's own config is read apart (read-site.ts). */
export function siteReaders(): SiteReader[] {
  return [starlightReader];
}
