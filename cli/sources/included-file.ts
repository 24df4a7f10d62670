// Reads a file a page includes (includes.ts) under the same rule as the files pages publish (site-file-path.ts): a
// page cannot paste /etc/passwd or a .env into the site.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { DocsgenError } from '../errors/docsgen-error.js';
import { decodeUtf8Text } from './decode-text.js';
import type { IncludedText } from './includes.js';
import { siteFilePath } from './site-file-path.js';

/** Larger files are not pasted into a page: no one includes 8 MB of text on purpose. */
const MAX_INCLUDE_BYTES = 8 * 1024 * 1024;

/**
 * A reader of included files for the site at `root`, by path relative to it ("/"-separated, normalised), inside
 * `boundary` (fs/site-folder.ts).
 */
export function includedFileReader(root: string, boundary = root): (rel: string) => IncludedText {
  let realBoundary: string | undefined;
  return (rel) => {
    realBoundary ??= realpathSync(boundary);
    const found = siteFilePath(root, realBoundary, rel, boundary);
    if (found.kind !== 'inside') return { kind: found.kind };
    const { real } = found;
    const stat = statSync(real, { throwIfNoEntry: false });
    if (!stat?.isFile()) return { kind: 'missing' };
    if (stat.size > MAX_INCLUDE_BYTES) return { kind: 'unreadable', reason: `is larger than ${MAX_INCLUDE_BYTES / 1024 / 1024} MB` };
    try {
      return { kind: 'text', text: decodeUtf8Text(readFileSync(real), rel) };
    } catch (error) {
      if (error instanceof DocsgenError) return { kind: 'unreadable', reason: error.message.replace(/^the file /, '') };
      throw error;
    }
  };
}
