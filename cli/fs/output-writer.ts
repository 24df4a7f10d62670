import { copyFileSync, existsSync, lstatSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { isInsideFolder } from './inside-folder.js';

/** The output the last build published, which this build updates in place (cli/builder/atomic-output.ts). */
export interface PreviousOutput {
  dir: string;
  /**
   * Its files and their sizes as the last build listed them (cli/incremental/last-output.ts), when known: a file is
   * then kept by this list, without a system call per file.
   */
  files?: ReadonlyMap<string, number>;
}

/**
 * The only way into a build's output folder: every path is checked to stay inside it, so no route, file name or later
 * code can write elsewhere. A path that goes up (".."), is absolute, holds NUL, passes through a symbolic link that
 * leads out, or names a link is refused before anything is written.
 */
export class OutputWriter {
  readonly root: string;
  private readonly realRoot: string;
  /** Folders already checked or made by this writer: checking each once keeps a thousand-page build fast. */
  private readonly known = new Set<string>();
  /** Files of the previous output kept, with their sizes. */
  readonly kept = new Map<string, number>();
  /** The files this writer wrote or handed out to be written (absolute paths). */
  private readonly written = new Set<string>();

  constructor(
    root: string,
    readonly previous?: PreviousOutput,
  ) {
    this.root = path.resolve(root);
    mkdirSync(this.root, { recursive: true });
    this.realRoot = realpathSync.native(this.root);
  }

  /** The absolute path of `rel` inside the folder, or an error when it would be anywhere else. */
  resolve(rel: string): string {
    const target = this.inside(rel);
    const folder = path.dirname(target);
    const folderExists = this.checkFolder(folder, rel);
    // writeFileSync follows a link: refuse one, even one planted after the folder was checked. In a folder that does
    // not exist yet there is nothing to look at.
    if (folderExists && isLink(target)) throw outside(rel, 'it is a symbolic link');
    return target;
  }

  /** Writes a file, making its folder. */
  writeFile(rel: string, data: string | Uint8Array): string {
    const target = this.resolve(rel);
    this.ensureFolder(path.dirname(target));
    this.written.add(target);
    writeFileSync(target, data);
    return target;
  }

  /**
   * Writes a file on libuv's thread pool (cli/fs/write-queue.ts), its path checked and its folder made now. Resolves
   * to its absolute path once written.
   */
  async writeFileLater(rel: string, data: string | Uint8Array): Promise<string> {
    const target = this.fileTarget(rel);
    await writeFile(target, data);
    return target;
  }

  /** The absolute path to write `rel` at, checked as a written file's, its folder made: for a thread that writes it. */
  fileTarget(rel: string): string {
    const target = this.resolve(rel);
    this.ensureFolder(path.dirname(target));
    this.written.add(target);
    return target;
  }

  /** Copies a file in (its content, even when `source` is a link). */
  copyFile(source: string, rel: string): string {
    const target = this.resolve(rel);
    this.ensureFolder(path.dirname(target));
    this.written.add(target);
    copyFileSync(source, target);
    return target;
  }

  /**
   * Keeps the previous output's file `rel` as this build's, where it is: the build does not write it, and publishing
   * leaves it in place (or links it into a new folder). False when there is no previous output, no such plain file, or
   * not of `size` bytes when the caller knows the size it must have: then write it.
   */
  keep(rel: string, size?: number): boolean {
    if (!this.previous) return false;
    const target = this.inside(rel); // a kept file is published as this build's: its name is checked as a written one's
    // Something this build wrote there (a static file where a page goes) is written over, as a new page would be.
    // (A set, not a look at the folder: a stat per kept file was a sixth of the search thread's time at 40,000 pages.)
    if (this.known.has(target) || this.written.has(target)) return false;
    const found = this.previous.files ? this.previous.files.get(rel) : plainFileSize(path.join(this.previous.dir, rel));
    if (found === undefined || (size !== undefined && found !== size)) return false;
    this.kept.set(rel, found);
    return true;
  }

  /** The absolute path `rel` names inside the folder, by its letters alone; an error when it names anything else. */
  private inside(rel: string): string {
    if (rel.includes('\0') || path.isAbsolute(rel) || path.win32.isAbsolute(rel)) throw outside(rel);
    // The names a build gives ("guide/intro/index.html"): joined as they are, which path.resolve would give too. At
    // 40,000 pages the resolve of every kept file's name was most of the time a one-page rebuild spent keeping them.
    if (PLAIN_NAME.test(rel)) return `${this.root}${path.sep}${path.sep === '/' ? rel : rel.split('/').join(path.sep)}`;
    const target = path.resolve(this.root, rel);
    if (target === this.root || !isInsideFolder(this.root, target)) throw outside(rel);
    return target;
  }

  /** Notes files another writer into the same folder kept (the search index's thread). */
  keptElsewhere(files: Iterable<[rel: string, size: number]>): void {
    for (const [rel, size] of files) this.kept.set(rel, size);
  }

  /** Makes a folder inside the output (checked like a file) and returns its absolute path. */
  folder(rel: string): string {
    const target = this.resolve(rel);
    this.ensureFolder(target);
    return target;
  }

  private ensureFolder(folder: string): void {
    if (this.known.has(folder)) return;
    mkdirSync(folder, { recursive: true });
    // Each folder made on the way too: keep() tells by these where this build wrote.
    for (let made = folder; made !== this.root && !this.known.has(made); made = path.dirname(made)) this.known.add(made);
  }

  /** The deepest existing ancestor of `folder` must really be inside the output, links resolved; true when `folder` exists. */
  private checkFolder(folder: string, rel: string): boolean {
    let existing = folder;
    let real: string | undefined;
    while (real === undefined) {
      if (existing === this.root || this.known.has(existing)) return existing === folder;
      real = realPath(existing);
      if (real === undefined) existing = path.dirname(existing);
    }
    if (!isInsideFolder(this.realRoot, real)) {
      throw outside(rel, 'a folder on its way is a link that leads out');
    }
    this.known.add(existing);
    return existing === folder;
  }
}

/** A relative name path.resolve would not change: "/"-separated parts, none empty, "." or "..", and no "\\". */
const PLAIN_NAME = /^(?!\.\.?(?:\/|$))(?:[^/\\]+\/(?!\.\.?(?:\/|$)))*[^/\\]+$/;

/** The real path of an existing file or folder, or undefined when there is none (without a thrown error: they are slow). */
function realPath(file: string): string | undefined {
  return existsSync(file) ? realpathSync.native(file) : undefined;
}

/** The size of a plain file (lstat: a link planted in the output is not a file a build made), or undefined. */
function plainFileSize(file: string): number | undefined {
  const stat = lstatSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? stat.size : undefined;
}

function isLink(file: string): boolean {
  return lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
}

function outside(rel: string, why = 'it is outside the output folder'): DocsgenError {
  return new DocsgenError({
    code: 'write-outside-output',
    message: `refusing to write ${JSON.stringify(rel)}: ${why}`,
    hint: 'this is a bug in docsgen or a link planted in the output folder; please report it with the file name',
  });
}
