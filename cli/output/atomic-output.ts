import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { deleteInBackground } from '../fs/delete-in-background.js';
import { docsgenFolder } from '../fs/docsgen-folder.js';
import { failPoint, faultPoint } from '../fs/test-hooks.js';
import { FolderMaker } from '../fs/folder-maker.js';
import { deadLeftovers } from '../fs/leftovers.js';
import { isInsideFolder, isUnderDotFolder } from '../fs/inside-folder.js';
import { linkFromPrevious } from './link-previous.js';
import { applyUpdate, rollBack } from './output-journal.js';
import type { PreviousOutput } from '../fs/output-writer.js';
import { BUILD_MANIFEST } from '../http/build-manifest.js';
import { OutputListing } from './output-listing.js';
import { outputMarker, previousFiles } from '../incremental/last-output.js';

/** How a build was published: swapped in whole, or updated in place (files changed and removed, the manifest aside). */
export interface Published {
  inPlace: boolean;
  put: number;
  removed: number;
}

/**
 * A build writes into a temporary sibling of the output folder and publishes it only when everything succeeded, so a
 * failed build leaves the previous output exactly as it was. Publishing takes one of two roads:
 * - a whole new folder swapped in for the old one (two renames), for a first build, a build without caches, or one
 *   that changed most files: the files it kept from the previous output are hard-linked into its folder first;
 * - an in-place update (cli/fs/output-journal.ts), when it changed fewer files than it kept: only its files are
 *   written, and moved into the output under a journal that undoes them if the build fails or is killed. Linking
 *   200,000 unchanged files into a new folder of 40,000 page folders was most of a rebuild at 40,000 pages.
 * A build killed on the way leaves its siblings behind (`<out>.tmp-<pid>-<time>`, `<out>.old-<pid>-<time>`,
 * `<out>.undo-<pid>-<time>`): the next one repairs and removes them.
 */
export class AtomicOutput {
  readonly tmpDir: string;
  /** The previous output, for the writers: updated in place when the build keeps a list of its files. */
  readonly previous?: PreviousOutput;
  /** That output's files and sizes; those neither kept nor written again are removed by an in-place update. */
  private readonly previousFiles?: ReadonlyMap<string, number>;
  /** The identity of that output's build manifest when the build started (incremental/last-output.ts). */
  private readonly startMarker?: string;
  private committed = false;
  /**
   * Where the replaced output goes (`.docsgen/trash` in the site root): deleting a thousand-page folder took a sixth
   * of a one-page rebuild, so it is deleted by a process of its own once the new output is in place.
   */
  private readonly trash: string;

  /** `filesCache`: where the list of the output's files is kept (incremental/last-output.ts); none: caches are off, and
   * every build makes a whole new folder. */
  constructor(
    readonly outDir: string,
    guard: { root: string; contentDir: string },
    { filesCache }: { filesCache?: string } = {},
  ) {
    const out = path.resolve(outDir);
    const inside = (child: string, parent: string): boolean => isInsideFolder(parent, child);
    if (
      inside(guard.root, out) ||
      inside(guard.contentDir, out) ||
      (inside(out, guard.contentDir) && !isUnderDotFolder(guard.contentDir, out))
    ) {
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
    if (filesCache) {
      this.previousFiles = previousFiles(out, filesCache);
      if (this.previousFiles) this.previous = { dir: out, files: this.previousFiles };
      this.startMarker = outputMarker(out);
    }
  }

  /**
   * Publishes the build: its files moved into the output in place when they are fewer than those left as they were,
   * or else its folder (`listing` names its files, written and kept) swapped in whole, the kept ones linked into it.
   */
  commit(listing = new OutputListing(this.tmpDir), { recorded = new Set() }: { recorded?: ReadonlySet<string> } = {}): Published {
    const written = listing.written();
    if (!this.previousFiles) return this.swap(written.length);
    const out = path.resolve(this.outDir);
    const before = this.previousFiles;
    const judged = new Map<string, boolean>();
    const unchanged = (rel: string): boolean => {
      let answer = judged.get(rel);
      if (answer === undefined) judged.set(rel, (answer = unchangedFile(rel, { listing, out, before, recorded, unchanged })));
      return answer;
    };
    const same = new Set(written.filter(unchanged));
    const put = written.filter((rel) => !same.has(rel));
    const remove = [...before.keys()].filter((rel) => !listing.has(rel));
    if (put.length + remove.length >= listing.keptCount() + same.size) {
      linkKept(listing, this.tmpDir);
      return this.swap(written.length);
    }
    for (const rel of same) listing.keep(rel, before.get(rel)!);
    return this.update(put, remove);
  }

  /** Moves the build's changed files into the output and removes those it no longer has (see output-journal.ts). */
  private update(put: string[], remove: string[]): Published {
    const out = path.resolve(this.outDir);
    if (outputMarker(out) !== this.startMarker) throw publishedMeanwhile(out);
    const undo = `${out}.undo-${process.pid}-${Date.now().toString(36)}`;
    applyUpdate({ out, staging: this.tmpDir, undo, put: publishingOrder(put), remove });
    this.committed = true;
    faultPoint('after-update');
    moveToTrash(undo, this.trash);
    moveToTrash(this.tmpDir, this.trash);
    deleteInBackground(this.trash);
    // The manifest and its copies, replaced by every update, are not a change the reader would call one.
    return { inPlace: true, put: put.filter((rel) => !rel.startsWith(BUILD_MANIFEST)).length, removed: remove.length };
  }

  /** Replaces the output folder with the finished temporary one (of `files` files, for the summary). */
  private swap(files: number): Published {
    const out = path.resolve(this.outDir);
    const old = `${out}.old-${process.pid}-${Date.now().toString(36)}`;
    const hadOutput = existsSync(out);
    // Nothing but the fault hook between the two renames: while between them, there is no output folder (a killed
    // build's is put back by the next one, see repairKilledSwap).
    try {
      if (hadOutput) renameSync(out, old);
    } catch (error) {
      // Another build moved the output away between the check and the rename: it is publishing its own.
      if (!raced(error)) throw error;
      throw publishedMeanwhile(out, error);
    }
    faultPoint('between-renames');
    try {
      failPoint('swap-rename');
      renameSync(this.tmpDir, out);
    } catch (error) {
      if (!raced(error)) {
        if (hadOutput) renameSync(old, out); // put the previous output back
        throw error;
      }
      // Another build published between the two renames: its output stays, complete, and the one this build moved
      // aside is thrown away rather than put back over it.
      if (hadOutput) moveToTrash(old, this.trash);
      deleteInBackground(this.trash);
      throw publishedMeanwhile(out, error);
    }
    this.committed = true;
    faultPoint('after-swap');
    if (hadOutput) moveToTrash(old, this.trash);
    // With what earlier builds left there (a deleting process stopped on the way, a killed build's leftovers).
    deleteInBackground(this.trash);
    return { inPlace: false, put: files, removed: 0 };
  }

  /** Removes the temporary folder; called in `finally`, a no-op after commit. */
  dispose(): void {
    if (!this.committed) rmSync(this.tmpDir, { recursive: true, force: true });
  }
}

/** Whether a rename failed because another build moved or published the output folder at the same moment. */
function raced(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOENT';
}

/** The error of a build that lost the race to publish: as when the output changed under an in-place update. */
function publishedMeanwhile(out: string, cause?: unknown): DocsgenError {
  return new DocsgenError({
    code: 'output-changed',
    message: `${out} was replaced by another build while this one ran`,
    hint: "run docsgen build again once the other build has finished; the output is that build's, complete",
    cause,
  });
}

/**
 * `<out>.tmp-<pid>-<time>`, `<out>.old-<pid>-<time>` and `<out>.undo-<pid>-<time>`: the first group is the builder's
 * pid, the second the time.
 */
function siblingPattern(out: string): RegExp {
  const base = path.basename(out).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${base}\\.(?:tmp|old|undo)-(\\d+)-([0-9a-z]+)$`);
}

/**
 * The temporary (`.tmp-`), replaced (`.old-`) and undo (`.undo-`) siblings of an output folder that builds left,
 * newest first.
 */
export function outputSiblings(out: string): { tmp: string[]; old: string[]; undo: string[] } {
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
  const kind = (name: string): string[] => found.filter((one) => one.startsWith(`${base}.${name}-`));
  return { tmp: kind('tmp'), old: kind('old'), undo: kind('undo') };
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
  // An in-place update killed on the way is undone first, from its journal and the staging folder it names.
  for (const name of leftovers) if (name.startsWith(`${path.basename(out)}.undo-`)) rollBack(path.join(dir, name));
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

/** Hard-links the files the build kept from the previous output into its own folder, which replaces that output. */
function linkKept(listing: OutputListing, folder: string): void {
  const folders = new FolderMaker();
  for (const [rel, size] of listing.entries()) {
    if (!listing.isKept(rel)) continue;
    const target = path.join(folder, rel);
    folders.ensure(path.dirname(target));
    if (!linkFromPrevious(listing.pathOf(rel), target, size)) {
      throw new Error(`${listing.pathOf(rel)} changed while the build ran: run docsgen build again`);
    }
  }
}

/** The order an update moves its files in: what pages load (assets, search files) before the pages, the manifest last. */
function publishingOrder(files: string[]): string[] {
  const rank = (rel: string): number => (rel === BUILD_MANIFEST ? 2 : /\.html(?:\.(?:br|gz))?$/.test(rel) ? 1 : 0);
  return [...files].sort((a, b) => rank(a) - rank(b));
}

/**
 * Whether a file the build wrote is byte for byte the output's (then kept instead, so a rebuild that changed nothing
 * changes no file). Not the build manifest, always replaced (its new identity tells the next build the list of files is
 * this build's), nor a file whose identity a cache recorded as written, nor the compressed copy of a file published
 * anew (a copy older than its file is taken for a stale one).
 */
function unchangedFile(
  rel: string,
  judge: {
    listing: OutputListing;
    out: string;
    before: ReadonlyMap<string, number>;
    recorded: ReadonlySet<string>;
    /** The same question for another file, answered once. */
    unchanged: (rel: string) => boolean;
  },
): boolean {
  const { listing, out, before, recorded, unchanged } = judge;
  if (rel === BUILD_MANIFEST || recorded.has(rel)) return false;
  const file = /\.(?:br|gz)$/.test(rel) && listing.has(rel.slice(0, -3)) ? rel.slice(0, -3) : undefined;
  if (file !== undefined && !listing.isKept(file) && !unchanged(file)) return false;
  const size = before.get(rel);
  return size !== undefined && sameBytes(listing.pathOf(rel), path.join(out, rel), size);
}

/** Whether two files, the first of `size` bytes, hold the same bytes. */
function sameBytes(a: string, b: string, size: number): boolean {
  const stat = lstatSync(b, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size !== size || lstatSync(a).size !== size) return false;
  return readFileSync(a).equals(readFileSync(b));
}
