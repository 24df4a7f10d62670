import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';

/**
 * A build writes into a temporary sibling of the output folder and swaps it in only when everything
 * succeeded, so a failed build leaves the previous output exactly as it was.
 */
export class AtomicOutput {
  readonly tmpDir: string;
  private committed = false;

  constructor(readonly outDir: string, guard: { root: string; contentDir: string }) {
    const out = path.resolve(outDir);
    const inside = (child: string, parent: string): boolean => child === parent || child.startsWith(parent + path.sep);
    if (inside(guard.root, out) || inside(guard.contentDir, out) || inside(out, guard.contentDir)) {
      throw new DocsgenError({
        code: 'unsafe-out-dir', message: `refusing to write the site into ${out}: it holds the site's own sources`,
        hint: 'choose an output folder such as "build" next to content/',
      });
    }
    mkdirSync(path.dirname(out), { recursive: true });
    this.tmpDir = `${out}.tmp-${process.pid}-${Date.now().toString(36)}`;
    mkdirSync(this.tmpDir, { recursive: true });
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
    rmSync(old, { recursive: true, force: true });
  }

  /** Removes the temporary folder; called in `finally`, a no-op after commit. */
  dispose(): void {
    if (!this.committed) rmSync(this.tmpDir, { recursive: true, force: true });
  }
}
