// The first stage of every road (build, dev, search push): the site's config read and resolved, once. Everything
// after it is handed the resolved config; nothing loads it again.
import { readingLine, readSite } from '../sites/read-site.js';
import type { ResolvedConfig } from '../config/schema.js';
import { stage, type Log } from '../log/stages.js';

/** The config stage: the site's config loaded and resolved, with its line. */
export function readConfig(root: string, log: Log): Promise<ResolvedConfig> {
  return stage(log, 'config', () => readSite(root), readingLine);
}
