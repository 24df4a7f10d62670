// Where a path a page names (to publish it or to paste it in) leads, under the one rule both follow: only inside the
// site folder, as written and once links are resolved, and never a dot-file or a file in a dot-folder. A page can
// make the build read neither /etc/passwd, nor a file a link leads to outside the site, nor a .env.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { isInsideFolder } from '../fs/inside-folder.js';

export type SiteFilePath =
  /** `abs`: the path as written under the root; `real`: with links resolved, inside the real root. */
  | { kind: 'inside'; abs: string; real: string }
  | { kind: 'missing' }
  /** Outside the site folder, as written or (`real`) once links are resolved: never read. */
  | { kind: 'outside'; real?: string }
  /** A dot-file, or a file in a dot-folder (.env, .git/): never read. */
  | { kind: 'hidden' };

/**
 * Where `rel` ("/"-separated, relative to `root`) leads; nothing is read. It must lie inside `boundary` (the site root,
 * or the folder holding it and a content folder outside it: fs/site-folder.ts), whose real path is `realBoundary`.
 */
export function siteFilePath(root: string, realBoundary: string, rel: string, boundary = root): SiteFilePath {
  const normal = path.posix.normalize(rel);
  if (path.posix.isAbsolute(normal)) return { kind: 'outside' };
  const abs = path.join(root, ...normal.split('/'));
  if (!isInsideFolder(boundary, abs)) return { kind: 'outside' };
  const parts = path.relative(boundary, abs).split(path.sep);
  if (parts.some((part) => part.startsWith('.') && part !== '.')) return { kind: 'hidden' };
  let real: string;
  try {
    real = realpathSync(abs);
  } catch {
    return { kind: 'missing' };
  }
  return isInsideFolder(realBoundary, real) ? { kind: 'inside', abs, real } : { kind: 'outside', real };
}
