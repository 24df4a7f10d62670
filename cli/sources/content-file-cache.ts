import { readFileSync } from 'node:fs';
import { pathStamp } from '../fs/file-stamp.js';
import { writeFileAtomic } from '../fs/write-atomic.js';
import type { ContentFile } from './content-files.js';

/**
 * The content files the last build read, each with the stamp (inode, size, modification time) its file and the files
 * it pastes in had when they were read, in one file: a build reads again only the pages whose stamps changed. At
 * 40,000 pages, reading every file and parsing its front matter was 1.9 s of a one-page rebuild. The stamp is taken
 * before the read: a file written meanwhile is read again by the next build.
 */
export class ContentFileCache {
  private readonly previous: Record<string, CachedFile>;
  private readonly next: Record<string, CachedFile> = {};
  private changed = false;
  /** Pages taken from the cache, for the stage line. */
  reused = 0;

  /**
   * `file`: where it is kept (none: caches off); `key`: what else the files depend on (docsgen, the folders); `stamps`:
   * the stamps the build took of its content folder before reading it (incremental/build-record.ts), used instead of a second
   * system call per file.
   */
  constructor(
    private readonly file: string | undefined,
    private readonly key: string,
    private readonly stamps: Readonly<Record<string, string>> = {},
  ) {
    this.previous = file ? readCache(file, key) : {};
  }

  /** The stamp of a content file, to take before reading it: the build's, or taken now. */
  stamp(abs: string): string {
    return this.stamps[abs] ?? pathStamp(abs);
  }

  /** The file as read before, when it and its pasted files have the stamps they had then and it is still its folder's page or not. */
  get(abs: string, stamp: string, folderIndex: boolean): ContentFile | undefined {
    const entry = this.previous[abs];
    if (!entry || entry.stamp !== stamp || (entry.file.folderIndex ?? false) !== folderIndex) return undefined;
    for (const [included, was] of Object.entries(entry.includes)) if (pathStamp(included) !== was) return undefined;
    this.next[abs] = entry;
    this.reused += 1;
    return entry.file;
  }

  /** Records a file just read, with the stamp taken before reading it. */
  set(abs: string, stamp: string, file: ContentFile): void {
    const includes: Record<string, string> = {};
    for (const included of file.includes ?? []) includes[included] = pathStamp(included);
    this.next[abs] = { stamp, includes, file };
    this.changed = true;
  }

  /** Keeps the files of the build that just succeeded; a failure only costs the next build the reads. */
  save(): void {
    if (!this.file) return;
    if (!this.changed && Object.keys(this.next).length === Object.keys(this.previous).length) return;
    try {
      writeFileAtomic(this.file, JSON.stringify({ format: FORMAT, key: this.key, files: this.next }));
    } catch {
      // The next build reads every file: slower, still correct.
    }
  }
}

// 2: files carry `documentTitle`, and their bodies are without `{{#title}}`.
const FORMAT = 2;

interface CachedFile {
  stamp: string;
  /** The stamps of the files it pastes in (absolute paths), '-' for one missing. */
  includes: Record<string, string>;
  file: ContentFile;
}

function readCache(file: string, key: string): Record<string, CachedFile> {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { format?: number; key?: string; files?: Record<string, CachedFile> } | null;
    return saved?.format === FORMAT && saved.key === key && saved.files && typeof saved.files === 'object' ? saved.files : {};
  } catch {
    return {};
  }
}
