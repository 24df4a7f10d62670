import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { FolderMaker } from '../fs/folder-maker.js';
import { linkFromPrevious } from '../fs/link-previous.js';
import { writeFileAtomic } from '../fs/write-atomic.js';
import { fingerprintFolders } from '../fs/fingerprint.js';
import { packageRoot } from '../fs/package-root.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Remembers, per route, a key of everything its HTML depends on (the page, its sidebar, the site, the asset URLs,
 * the renderer itself) as of the last successful build into an output folder. A page whose key is unchanged is
 * hard-linked from that output instead of rendered again, so a one-page edit re-renders one page.
 */
export class RenderCache {
  /** Output folders already created, by reuse and by the renders of the pages it could not reuse. */
  readonly folders = new FolderMaker();
  private readonly previous: Record<string, string>;
  private readonly next: Record<string, string> = {};
  reused = 0;

  constructor(
    private readonly manifestFile: string | undefined,
    private readonly previousOut: string,
  ) {
    this.previous = manifestFile ? readManifest(manifestFile) : {};
  }

  /** A stable key from the parts a page's HTML is made of. */
  static key(parts: string[]): string {
    const hash = createHash('sha1');
    hash.update(RENDERER_FINGERPRINT);
    for (const part of parts) hash.update('\0').update(part);
    return hash.digest('base64url');
  }

  /** Links the previous build's file into `target` when the key matches; returns false when the page must be rendered. */
  reuse(route: string, key: string, relFile: string, target: string): boolean {
    this.next[route] = key;
    if (!this.manifestFile || this.previous[route] !== key) return false;
    this.folders.ensure(path.dirname(target));
    if (!linkFromPrevious(path.join(this.previousOut, relFile), target)) return false;
    this.reused += 1;
    return true;
  }

  /** Records the keys of the build that just succeeded. */
  save(): void {
    if (!this.manifestFile) return;
    try {
      writeFileAtomic(this.manifestFile, JSON.stringify(this.next));
    } catch {
      // Without the manifest the next build renders everything: slower, still correct.
    }
  }
}

function readManifest(file: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * The renderer's own code is part of every key, so a new docsgen renders anew: the bundled CLI (dist/, which holds
 * the templates) when running from it, else the templates' sources.
 */
const RENDERER_FINGERPRINT = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return here.endsWith(`${path.sep}dist`)
    ? fingerprintFolders([here])
    : fingerprintFolders(['templates', 'shared'].map((folder) => path.join(packageRoot(), folder)));
})();
