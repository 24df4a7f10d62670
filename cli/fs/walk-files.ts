import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { isInsideFolder } from './inside-folder.js';
import { siteBoundary } from './site-folder.js';

/** A file found under a folder, following symbolic links. */
export interface WalkedFile {
  /** Path under the walked folder, "/"-separated, as the links name it ("img/logo.svg"). */
  rel: string;
  /** Path as found (through any links): read it, it leads to the same file. */
  path: string;
}

export interface WalkOptions {
  /** The site root: a link whose real target is outside what the site may read (site-folder.ts) is an error. */
  root: string;
  /** The folder links may lead into instead, when it is not the root (site-folder.ts); names stay relative to the root. */
  boundary?: string;
  /** Names (of files and folders) not to walk into, such as dot-files. */
  skip?: (name: string, path: string) => boolean;
}

/**
 * Every regular file under `dir`, sorted, with symbolic links followed to what they point at, so a copy holds files
 * and never links (a link copied as a link, with an absolute target, let `serve` send /etc/passwd). A link whose real
 * target is outside the site root, a broken link and a link back into its own folder are errors naming the link.
 */
export function walkFiles(dir: string, options: WalkOptions): WalkedFile[] {
  const realRoot = realpathSync(options.boundary ?? siteBoundary(options.root, dir));
  const found: WalkedFile[] = [];
  const walk = (folder: string, rel: string, open: ReadonlySet<string>): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (options.skip?.(entry.name, full)) continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      let isDirectory = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        const target = linkTarget(full, realRoot, options.root);
        const stats = statSync(target);
        isDirectory = stats.isDirectory();
        isFile = stats.isFile();
        if (isDirectory && open.has(target)) {
          throw linkError(
            'symlink-cycle',
            full,
            options.root,
            `points back into its own folder (${target})`,
            'point it at a folder that does not hold it',
          );
        }
      }
      if (isDirectory) walk(full, childRel, new Set([...open, realpathSync(full)]));
      else if (isFile) found.push({ rel: childRel, path: full });
    }
  };
  walk(dir, '', new Set([realpathSync(dir)]));
  return found.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/** The real path a link leads to, checked to be inside the site root (or its repository's work tree). */
function linkTarget(link: string, realRoot: string, root: string): string {
  let target: string;
  try {
    target = realpathSync(link);
  } catch (error) {
    throw linkError('broken-symlink', link, root, 'points at nothing', 'remove the link or point it at an existing file', error);
  }
  if (!isInsideFolder(realRoot, target)) {
    throw linkError(
      'symlink-outside-site',
      link,
      root,
      `points outside the site and its repository (${target})`,
      'copy the file into the site instead: the build publishes only what is inside the site folder or its git repository',
    );
  }
  return target;
}

function linkError(code: string, link: string, root: string, what: string, hint: string, cause?: unknown): DocsgenError {
  const file = path.relative(root, link).split(path.sep).join('/');
  return new DocsgenError({ code, file, message: `the symbolic link ${file} ${what}`, hint, cause });
}
