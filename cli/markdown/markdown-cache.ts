import { createHash } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import path from 'node:path';
import { die, faultRequested } from '../fs/test-hooks.js';
import { writeFileAtomic } from '../fs/write-atomic.js';
import type { ContentFile } from '../sources/content-files.js';
import type { MarkdownResult } from './markdown-result.js';

/**
 * Per-file results on disk, keyed by the file's content hash and the pipeline's fingerprint, so a rebuild parses only
 * what changed. They are kept in one file of JSON lines, appended to: a file per result cost a rebuild of 40,000
 * unchanged pages 1.5 s of reading (40,000 opens) and a cold build 40,000 writes and renames; reading one file and
 * parsing only the lines asked for takes a third of that. A line cut short (a build killed while appending) or
 * corrupt is a miss and is rendered again; the file is written anew, with only the results in use, once most of its
 * lines are results no build asked for.
 */
export class MarkdownCache {
  private readonly prefix: string;
  /** The file as read at the first lookup, and where the last line of each key lies in it; null once let go. */
  private pack: Pack | null | undefined;
  /** Lines set since the last flush, to append. */
  private pending: string[] = [];
  /** The keys looked up with success or set, with where their line is (in the file read, or set): what a rewrite keeps. */
  private readonly used = new Map<string, [start: number, end: number] | string>();

  /**
   * A build that asks for a few pages' results only: the file is not read, only appended to (never written anew
   * without the others' results).
   */
  private readonly partial: boolean;

  /**
   * `fingerprint`: the pipeline's (pipeline-fingerprint.ts); `salt`: whatever else changes the output (the Markdown
   * options); `partial`: the build asks for a few pages only (build-page-edits.ts).
   */
  constructor(
    private readonly file: string | undefined,
    { fingerprint, salt = '', partial = false }: { fingerprint: string; salt?: string; partial?: boolean },
  ) {
    this.prefix = `${fingerprint}:${ENTRY_FORMAT}:${salt}:`;
    this.partial = partial;
  }

  private keyOf(hash: string): string {
    return createHash('sha1')
      .update(this.prefix + hash)
      .digest('hex');
  }

  /**
   * The stored result, when its line is whole and is the one for this key: a cut-short or corrupt line, or one that
   * holds another key, is a miss and is rendered again.
   */
  get(hash: string): MarkdownResult | undefined {
    const pack = this.loaded();
    if (!pack) return undefined;
    const key = this.keyOf(hash);
    const at = pack.lines.get(key);
    if (!at) return undefined;
    const line = pack.bytes.toString('utf8', at[0], at[1]);
    try {
      const entry = JSON.parse(line) as Partial<CacheEntry> | null;
      if (entry?.key !== key || !isMarkdownResult(entry.result)) return undefined;
      this.used.set(key, at);
      return entry.result;
    } catch {
      return undefined;
    }
  }

  /** Stores a result; it reaches the file with the next flush. */
  set(hash: string, result: MarkdownResult): void {
    if (!this.file) return;
    const key = this.keyOf(hash);
    const entry: CacheEntry = { key, result };
    const line = JSON.stringify(entry);
    this.pending.push(line);
    this.used.set(key, line);
  }

  /**
   * Appends the results set since the last flush, in one write, and writes the file anew when most of its lines are
   * unused. Then lets the file's bytes go: a `docsgen dev` session keeps its results in memory (memory-markdown-cache.ts).
   */
  flush(): void {
    const { file } = this;
    if (!file) return;
    const pack = this.pack;
    this.pack = null;
    try {
      if (!this.partial && pack && pack.count + this.pending.length > 2 * this.used.size && pack.bytes.length > REWRITE_ABOVE) {
        const lines = [...this.used.values()].map((line) =>
          typeof line === 'string' ? line : pack.bytes.toString('utf8', line[0], line[1]),
        );
        writeFileAtomic(file, lines.map((line) => `${line}\n`).join(''), {
          makeFolder: true,
          fault: 'mid-markdown-cache-write',
        });
      } else if (this.pending.length > 0) {
        appendLines(file, this.pending);
      }
    } catch {
      // A cache that cannot be written only costs speed.
    }
    this.pending = [];
    this.used.clear();
  }

  /** The file's lines by key, read at the first call; undefined when there is none (or it was let go). */
  private loaded(): Pack | undefined {
    if (this.pack !== undefined) return this.pack ?? undefined;
    // Reading the whole file (55 MB at 40,000 pages) to find a few results costs more than rendering them.
    this.pack = this.file && !this.partial ? readPack(this.file) : null;
    return this.pack ?? undefined;
  }
}

/** The cache file's bytes, and the byte range of each key's last line. */
interface Pack {
  bytes: Buffer;
  lines: Map<string, [start: number, end: number]>;
  /** Lines in the file. */
  count: number;
}

/** Below this size the file is never written anew: its unused lines cost nothing worth a rewrite. */
const REWRITE_ABOVE = 4 << 20;

/** Where a line's key is: each starts `{"key":"` and 40 hex digits. */
const KEY_START = '{"key":"'.length;
const KEY_END = KEY_START + 40;

function readPack(file: string): Pack | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return null;
  }
  const lines = new Map<string, [number, number]>();
  let count = 0;
  for (let start = 0; start < bytes.length; ) {
    let end = bytes.indexOf(10, start);
    if (end < 0) end = bytes.length;
    // A later line of the same key (written after an earlier one was cut short) is the one read.
    if (end - start > KEY_END) lines.set(bytes.toString('latin1', start + KEY_START, start + KEY_END), [start, end]);
    count += 1;
    start = end + 1;
  }
  return { bytes, lines, count };
}

/**
 * Appends lines in one write. After a line a killed build cut short, a newline first, so the new lines stay whole.
 * The test hook's kill writes half of them, as a kill mid-write would.
 */
function appendLines(file: string, lines: string[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'a+');
  try {
    const { size } = fstatSync(fd);
    const last = Buffer.alloc(1);
    const torn = size > 0 && readSync(fd, last, 0, 1, size - 1) === 1 && last[0] !== 10;
    const text = Buffer.from(`${torn ? '\n' : ''}${lines.join('\n')}\n`);
    if (faultRequested('mid-markdown-cache-write')) {
      writeSync(fd, text, 0, text.length >> 1);
      die();
    }
    for (let written = 0; written < text.length; ) written += writeSync(fd, text, written, text.length - written);
  } finally {
    closeSync(fd);
  }
}

/**
 * Part of every entry's key: entries of another shape (a docsgen before entries named their key, which took them
 * for results and failed) have other keys, so versions sharing a site never read each other's entries.
 */
const ENTRY_FORMAT = 'keyed';

/** A line of the file: the result, and the key it was stored under. */
interface CacheEntry {
  key: string;
  result: MarkdownResult;
}

/** Whether a stored value has MarkdownResult's shape (its required fields). */
function isMarkdownResult(value: unknown): value is MarkdownResult {
  if (typeof value !== 'object' || value === null) return false;
  const { html, headings, links, sections } = value as Partial<MarkdownResult>;
  return typeof html === 'string' && Array.isArray(headings) && Array.isArray(links) && Array.isArray(sections);
}

/**
 * The key of a file's result in the Markdown cache: its hash, and a blog post's markers (a change to the config's
 * `blog.truncateMarkers` renders the posts again, and only them). Any other page's key is its hash alone, as it was
 * before blogs were.
 */
export function markdownCacheKey(file: ContentFile, summaryMarkers?: readonly string[]): string {
  return file.blog && summaryMarkers ? `${file.hash}\0${JSON.stringify(summaryMarkers)}` : file.hash;
}
