// The content files as `docsgen dev` keeps them between rebuilds: a file is read and its front matter parsed again
// only when the watcher named it, and the folder is listed again only when a file or folder came or went, so a
// rebuild after an edit of a thousand-page site reads one file and lists nothing.
import { existsSync, type Stats, statSync } from 'node:fs';
import type { BuildWarning } from '../errors/docsgen-error.js';
import {
  checkUniqueRoutes,
  folderIndexFiles,
  listMarkdownFiles,
  pageNaming,
  readContentFile,
  type ContentFile,
  type ContentRules,
} from '../sources/content-files.js';

interface Entry {
  mtimeMs: number;
  size: number;
  file: ContentFile;
}

export class ContentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly dirty = new Set<string>();
  private listing: string[] | undefined;
  /** The warnings for the files the listing left out (their names make no route). */
  private skipped: BuildWarning[] = [];
  /** The listed files that are their folder's page: decided from the names, so anew with each listing. */
  private indexes = new Set<string>();
  /** The last list read, with each file's place in it by absolute path, while the listing it came from holds. */
  private last: { listing: string[]; files: ContentFile[]; position: Map<string, number> } | undefined;

  constructor(
    private readonly root: string,
    private readonly contentDir: string,
    /** The config's rules for content files (content-files.ts): the largest page, the route base, the files left out. */
    private readonly rules: ContentRules = {},
  ) {}

  /** Marks a path the watcher reported (absolute): a known file is read again, anything else lists the folder again. */
  invalidate(file: string): void {
    if (this.entries.has(file) && existsSync(file)) {
      this.dirty.add(file);
      return;
    }
    this.entries.delete(file);
    this.listing = undefined;
  }

  /** Marks for reading again every page that pastes in `file` (absolute): its text is part of theirs. */
  invalidateIncluders(file: string): void {
    for (const [abs, entry] of this.entries) if (entry.file.includes?.includes(file)) this.dirty.add(abs);
  }

  /** Whether a Markdown file's size or time differ from when it was last read (a new or deleted page included). */
  changedSinceRead(file: string): boolean {
    if (!/\.mdx?$/i.test(file)) return false;
    const held = this.entries.get(file);
    try {
      const { mtimeMs, size } = statSync(file);
      return !held || held.mtimeMs !== mtimeMs || held.size !== size;
    } catch {
      return held !== undefined;
    }
  }

  /**
   * Every content file, as readContentFiles gives them: sorted, checked, the first broken one thrown; the warnings for
   * files left out pushed to `skipped`.
   */
  read(skipped: BuildWarning[] = [], relist = true): ContentFile[] {
    if (this.listing && this.last?.listing === this.listing) {
      const files = this.readDirty(this.last);
      if (files) {
        skipped.push(...this.skipped);
        return files;
      }
    }
    // Kept only once the list below passed its checks: a failed read must be made again, not taken from here.
    this.last = undefined;
    if (!this.listing) {
      this.skipped = [];
      this.listing = listMarkdownFiles(this.contentDir, this.root, this.skipped, this.rules.exclude);
      this.indexes = folderIndexFiles(this.contentDir, this.listing, pageNaming(this.rules));
      const present = new Set(this.listing);
      for (const file of this.entries.keys()) if (!present.has(file)) this.entries.delete(file);
    }
    const listing = this.listing;
    const read = listing.map((abs) => {
      const hit = this.entries.get(abs);
      const folderIndex = this.indexes.has(abs);
      // A README.md that an index.md beside it now outranks (or no longer does) has another route: read it again.
      if (hit && !this.dirty.has(abs) && (hit.file.folderIndex ?? false) === folderIndex) return hit.file;
      return this.readOne(abs, folderIndex);
    });
    if (read.includes(undefined)) {
      // Deleted since the listing (its event is on its way): list again, once; a dangling link is skipped.
      if (relist) {
        this.listing = undefined;
        return this.read(skipped, false);
      }
    }
    const files: ContentFile[] = [];
    const position = new Map<string, number>();
    read.forEach((file, i) => {
      if (!file) return;
      position.set(listing[i]!, files.length);
      files.push(file);
    });
    checkUniqueRoutes(files);
    this.last = { listing, files, position };
    skipped.push(...this.skipped);
    return files;
  }

  /**
   * The last list with the files the watcher named read again, when no file came or went: a one-page edit of a
   * forty-thousand-page site reads one file and checks the routes only if its route changed. Undefined when it
   * cannot tell (a file vanished): the caller lists the folder again.
   */
  private readDirty(last: NonNullable<ContentCache['last']>): ContentFile[] | undefined {
    if (this.dirty.size === 0) return last.files;
    const files = [...last.files];
    let moved = false;
    for (const abs of this.dirty) {
      const at = last.position.get(abs);
      if (at === undefined) return undefined;
      const file = this.readOne(abs, this.indexes.has(abs));
      if (!file) return undefined;
      moved ||= file.route !== files[at]!.route;
      files[at] = file;
    }
    if (moved) {
      this.last = undefined;
      checkUniqueRoutes(files);
    }
    this.last = { ...last, files };
    return files;
  }

  /** Reads a file and keeps it with its stamp; undefined if it is gone. */
  private readOne(abs: string, folderIndex: boolean): ContentFile | undefined {
    let stats: Stats;
    try {
      stats = statSync(abs);
    } catch {
      return undefined;
    }
    const { mtimeMs, size } = stats;
    const file = readContentFile(this.root, this.contentDir, abs, folderIndex, {
      maxPageBytes: this.rules.maxPageBytes,
      base: this.rules.contentRoute,
      naming: pageNaming(this.rules),
      routeStyle: this.rules.routeStyle,
      snippets: this.rules.snippets,
    });
    this.entries.set(abs, { mtimeMs, size, file });
    this.dirty.delete(abs);
    return file;
  }
}
