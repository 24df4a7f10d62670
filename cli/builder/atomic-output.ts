import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { deleteInBackground } from '../fs/delete-in-background.js';
import { docsgenFolder } from '../fs/docsgen-folder.js';
import { failPoint, faultPoint } from '../fs/fault-point.js';
import { deadLeftovers } from '../fs/leftovers.js';
import { isInsideFolder } from '../fs/inside-folder.js';

/**
 * A build writes into a temporary sibling of the output folder and swaps it in only when everything
 * succeeded, so a failed build leaves the previous output exactly as it was. A build killed on the way leaves its
 * siblings behind (`<out>.tmp-<pid>-<time>`, `<out>.old-<pid>-<time>`): the next one repairs and removes them.
 */
export class AtomicOutput {
  readonly tmpDir: string;
  private committed = false;
  /**
   * Where the replaced output goes (`.docsgen/trash` in the site root): deleting a thousand-page folder took a sixth
   * of a one-page rebuild, so it is deleted by a process of its own once the new output is in place.
   */
  private readonly trash: string;

  constructor(
    readonly outDir: string,
    guard: { root: string; contentDir: string },
  ) {
    const out = path.resolve(outDir);
    const inside = (child: string, parent: string): boolean => isInsideFolder(parent, child);
    if (inside(guard.root, out) || inside(guard.contentDir, out) || inside(out, guard.contentDir)) {
      throw new DocsgenError({
        code: 'unsafe-out-dir',
        message: `refusing to write the site into ${out}: it holds the site's own sources`,
        hint: 'choose an output folder such as "build" next to content/',
      });
    }
    mkdirSync(path.dirname(out), { recursive: true });
    this.trash = docsgenFolder(guard.root, 'trash');
    repairKilledSwap(out, this.trash);
    this.tmpDir = `${out}.tmp-${process.pid}-${Date.now().toString(36)}`;
    mkdirSync(this.tmpDir, { recursive: true });
  }

  /** Replaces the output folder with the finished temporary one. */
  commit(): void {
    const out = path.resolve(this.outDir);
    const old = `${out}.old-${process.pid}-${Date.now().toString(36)}`;
    const hadOutput = existsSync(out);
    // Nothing but the fault hook between the two renames: while between them, there is no output folder (a killed
    // build's is put back by the next one, see repairKilledSwap).
    if (hadOutput) renameSync(out, old);
    faultPoint('between-renames');
    try {
      failPoint('swap-rename');
      renameSync(this.tmpDir, out);
    } catch (error) {
      if (hadOutput) renameSync(old, out); // put the previous output back
      throw error;
    }
    this.committed = true;
    faultPoint('after-swap');
    if (hadOutput) moveToTrash(old, this.trash);
    // With what earlier builds left there (a deleting process stopped on the way, a killed build's leftovers).
    deleteInBackground(this.trash);
  }

  /** Removes the temporary folder; called in `finally`, a no-op after commit. */
  dispose(): void {
    if (!this.committed) rmSync(this.tmpDir, { recursive: true, force: true });
  }
}

/** `<out>.tmp-<pid>-<time>` and `<out>.old-<pid>-<time>`: the first group is the builder's pid, the second the time. */
function siblingPattern(out: string): RegExp {
  const base = path.basename(out).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${base}\\.(?:tmp|old)-(\\d+)-([0-9a-z]+)$`);
}

/** The temporary (`.tmp-`) and replaced (`.old-`) siblings of an output folder that builds left, newest first. */
export function outputSiblings(out: string): { tmp: string[]; old: string[] } {
  const pattern = siblingPattern(path.resolve(out));
  let names: string[];
  try {
    names = readdirSync(path.dirname(path.resolve(out)));
  } catch {
    names = [];
  }
  const time = (name: string): number => Number.parseInt(pattern.exec(name)?.[2] ?? '0', 36);
  const found = names.filter((name) => pattern.test(name)).sort((a, b) => time(b) - time(a));
  const base = path.basename(out);
  return { tmp: found.filter((name) => name.startsWith(`${base}.tmp-`)), old: found.filter((name) => name.startsWith(`${base}.old-`)) };
}

/**
 * What builds killed before this one left beside the output, only theirs (a live process's siblings are another
 * build's work in progress): a build killed between its swap's two renames left no output but the previous one
 * as `.old-`, which goes back in place (it is the last output that was complete); every other leftover goes to the
 * trash, which is emptied in the background.
 */
function repairKilledSwap(out: string, trash: string): void {
  const dir = path.dirname(out);
  const leftovers = deadLeftovers(dir, siblingPattern(out));
  if (leftovers.length === 0) return;
  const newestOld = outputSiblings(out).old.find((name) => leftovers.includes(name));
  if (newestOld && !existsSync(out)) {
    try {
      renameSync(path.join(dir, newestOld), out);
    } catch {
      // Another build restored one first (or made a new output): ours goes to the trash below.
    }
  }
  for (const name of leftovers) if (existsSync(path.join(dir, name))) moveToTrash(path.join(dir, name), trash);
}

/** Moves a folder into the trash (emptied in the background when a build commits), or deletes it now on another file system. */
function moveToTrash(folder: string, trash: string): void {
  try {
    mkdirSync(trash, { recursive: true });
    renameSync(folder, path.join(trash, path.basename(folder)));
  } catch {
    rmSync(folder, { recursive: true, force: true });
  }
}
