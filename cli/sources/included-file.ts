// Reads a file a page includes (includes.ts) with the same guard as the files pages publish (asset-files.ts): only
// inside the site folder, as written and once links are resolved, and never a hidden file; a page cannot paste
// /etc/passwd or a .env into the site.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInsideFolder } from '../fs/inside-folder.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { decodeUtf8Text } from './decode-text.js';
import type { IncludedText } from './includes.js';

/** Larger files are not pasted into a page: no one includes 8 MB of text on purpose. */
const MAX_INCLUDE_BYTES = 8 * 1024 * 1024;

/** A reader of included files for the site at `root`, by path relative to it ("/"-separated, normalised). */
export function includedFileReader(root: string): (rel: string) => IncludedText {
  let realRoot: string | undefined;
  return (rel) => {
    if (path.posix.isAbsolute(rel) || rel === '..' || rel.startsWith('../')) return { kind: 'outside' };
    if (rel.split('/').some((part) => part.startsWith('.') && part !== '.')) return { kind: 'hidden' };
    realRoot ??= realpathSync(root);
    let real: string;
    try {
      real = realpathSync(path.join(root, ...rel.split('/')));
    } catch {
      return { kind: 'missing' };
    }
    if (!isInsideFolder(realRoot, real)) return { kind: 'outside' };
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
