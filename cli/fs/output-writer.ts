import { copyFileSync, existsSync, lstatSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { isInsideFolder } from './inside-folder.js';
import { linkFromPrevious } from './link-previous.js';

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

  constructor(root: string) {
    this.root = path.resolve(root);
    mkdirSync(this.root, { recursive: true });
    this.realRoot = realpathSync.native(this.root);
  }

  /** The absolute path of `rel` inside the folder, or an error when it would be anywhere else. */
  resolve(rel: string): string {
    if (rel.includes('\0') || path.isAbsolute(rel) || path.win32.isAbsolute(rel)) throw outside(rel);
    const target = path.resolve(this.root, rel);
    if (target === this.root || !isInsideFolder(this.root, target)) throw outside(rel);
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
    writeFileSync(target, data);
    return target;
  }

  /**
   * Writes a file on libuv's thread pool (cli/fs/write-queue.ts), its path checked and its folder made now. Resolves
   * to its absolute path once written.
   */
  async writeFileLater(rel: string, data: string | Uint8Array): Promise<string> {
    const target = this.resolve(rel);
    this.ensureFolder(path.dirname(target));
    await writeFile(target, data);
    return target;
  }

  /** Copies a file in (its content, even when `source` is a link). */
  copyFile(source: string, rel: string): string {
    const target = this.resolve(rel);
    this.ensureFolder(path.dirname(target));
    copyFileSync(source, target);
    return target;
  }

  /**
   * Puts a previous output's file at `rel` (a hard link, or a copy) and says which; false when there is no such file,
   * or not of `size` bytes when the caller knows the size it must have.
   */
  linkFrom(source: string, rel: string, size?: number): 'linked' | 'copied' | false {
    const target = this.resolve(rel);
    this.ensureFolder(path.dirname(target));
    return linkFromPrevious(source, target, size);
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
    this.known.add(folder);
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

/** The real path of an existing file or folder, or undefined when there is none (without a thrown error: they are slow). */
function realPath(file: string): string | undefined {
  return existsSync(file) ? realpathSync.native(file) : undefined;
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
