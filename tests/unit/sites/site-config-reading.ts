// A site folder read by its generator's reader alone, before docsgen's config check: the config fields the reader
// fills (UserConfig), its files and warnings, for tests of fields the resolved config does not carry as written.
import path from 'node:path';
import { evaluateCodeConfig } from '../../../cli/sites/evaluate-code-config.js';
import type { SiteReading } from '../../../cli/sites/site-reading.js';
import { siteReaders } from '../../../cli/sites/site-readers.js';

/** What the reader of the site at `root` (the first whose config is there) reads of it. */
export async function readSiteConfig(root: string): Promise<SiteReading> {
  const absRoot = path.resolve(root);
  for (const reader of siteReaders()) {
    const file = reader.find(absRoot);
    if (!file) continue;
    return reader.read(absRoot, file, {
      evaluate: (rel, own) => evaluateCodeConfig(absRoot, rel, { own }),
    });
  }
  throw new Error(`no generator's config in ${root}`);
}
