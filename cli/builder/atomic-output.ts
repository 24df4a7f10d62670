import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { docsgenFolder } from '../fs/docsgen-folder.js';

/**
 * A build writes into a temporary sibling of the output folder and swaps it in only when everything
 * succeeded, so a failed build leaves the previous output exactly as it was.
 */
export class AtomicOutput {
  readonly tmpDir: string;
  private committed = false;
  /**
   * Where the replaced output goes (`.docsgen/trash` in the site root): deleting a thousand-page folder took a sixth
   * of a one-page rebuild, so the next build deletes it in the background while it reads the content.
   */
  private readonly trash: string;

  constructor(
    readonly outDir: string,
    guard: { root: string; contentDir: string },
  ) {
    const out = path.resolve(outDir);
    const inside = (child: string, parent: string): boolean => child === parent || child.startsWith(parent + path.sep);
    if (inside(guard.root, out) || inside(guard.contentDir, out) || inside(out, guard.contentDir)) {
      throw new DocsgenError({
        code: 'unsafe-out-dir',
        message: `refusing to write the site into ${out}: it holds the site's own sources`,
        hint: 'choose an output folder such as "build" next to content/',
      });
    }
    mkdirSync(path.dirname(out), { recursive: true });
    this.tmpDir = `${out}.tmp-${process.pid}-${Date.now().toString(36)}`;
    mkdirSync(this.tmpDir, { recursive: true });
    this.trash = docsgenFolder(guard.root, 'trash');
    void emptyFolder(this.trash); // the process waits for it before exiting
  }

  /** Replaces the output folder with the finished temporary one. */
  commit(): void {
    const out = path.resolve(this.outDir);
    const old = `${out}.old-${process.pid}-${Date.now().toString(36)}`;
    if (existsSync(out)) renameSync(out, old);
    try {
      renameSync(this.tmpDir, out);
    } catch (error) {
      if (existsSync(old)) renameSync(old, out); // put the previous output back
      throw error;
    }
    this.committed = true;
    try {
      mkdirSync(this.trash, { recursive: true });
      renameSync(old, path.join(this.trash, path.basename(old)));
    } catch {
      rmSync(old, { recursive: true, force: true }); // another file system: delete it now
    }
  }

  /** Removes the temporary folder; called in `finally`, a no-op after commit. */
  dispose(): void {
    if (!this.committed) rmSync(this.tmpDir, { recursive: true, force: true });
  }
}

/** Deletes what a folder holds, in the background (libuv's threads); a failure only leaves files for the next try. */
function emptyFolder(folder: string): Promise<unknown> {
  if (!existsSync(folder)) return Promise.resolve();
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return Promise.resolve();
  }
  return Promise.all(names.map((name) => rm(path.join(folder, name), { recursive: true, force: true }).catch(() => undefined)));
}
