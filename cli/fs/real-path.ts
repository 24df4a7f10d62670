// Symbolic links are resolved before a file is sent: a link in the served folder that points elsewhere (to
// /etc/passwd, to a home folder) is not part of the site, whatever the path in the URL looked like.
import { realpathSync } from 'node:fs';
import { isInsideFolder } from './inside-folder.js';

/** The real path of `file` when it exists and lies inside the real path of `root`; undefined otherwise. */
export function realPathInside(root: string, file: string): string | undefined {
  let realRoot: string;
  let realFile: string;
  try {
    realRoot = realpathSync(root);
    realFile = realpathSync(file);
  } catch {
    return undefined;
  }
  return isInsideFolder(realRoot, realFile) ? realFile : undefined;
}
