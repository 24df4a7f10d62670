// The content files as `docsgen dev` keeps them between rebuilds: a file is read and its front matter parsed again
// only when the watcher named it, and the folder is listed again only when a file or folder came or went, so a
// rebuild after an edit of a thousand-page site reads one file and lists nothing.
import { existsSync, type Stats, statSync } from 'node:fs';
import { checkUniqueRoutes, folderIndexFiles, listMarkdownFiles, readContentFile, type ContentFile } from '../sources/content-files.js';

interface Entry {
  mtimeMs: number;
  size: number;
  file: ContentFile;
}

export class ContentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly dirty = new Set<string>();
  private listing: string[] | undefined;
  /** The listed files that are their folder's page: decided from the names, so anew with each listing. */
  private indexes = new Set<string>();

  constructor(
    private readonly root: string,
    private readonly contentDir: string,
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

  /** Every content file, as readContentFiles gives them: sorted, checked, the first broken one thrown. */
  read(relist = true): ContentFile[] {
    if (!this.listing) {
      this.listing = listMarkdownFiles(this.contentDir, this.root);
      this.indexes = folderIndexFiles(this.contentDir, this.listing);
      const present = new Set(this.listing);
      for (const file of this.entries.keys()) if (!present.has(file)) this.entries.delete(file);
    }
    const files = this.listing.map((abs) => {
      const hit = this.entries.get(abs);
      const folderIndex = this.indexes.has(abs);
      // A README.md that an index.md beside it now outranks (or no longer does) has another route: read it again.
      if (hit && !this.dirty.has(abs) && (hit.file.folderIndex ?? false) === folderIndex) return hit.file;
      let stats: Stats;
      try {
        stats = statSync(abs);
      } catch {
        // Deleted since the listing (its event is on its way): list again, once; a dangling link is skipped.
        if (relist) this.listing = undefined;
        return undefined;
      }
      const { mtimeMs, size } = stats;
      const file = readContentFile(this.root, this.contentDir, abs, folderIndex);
      this.entries.set(abs, { mtimeMs, size, file });
      this.dirty.delete(abs);
      return file;
    });
    if (!this.listing) return this.read(false);
    return checkUniqueRoutes(files.filter((file): file is ContentFile => file !== undefined));
  }
}
