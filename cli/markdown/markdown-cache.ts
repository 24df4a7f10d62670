import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../fs/write-atomic.js';
import type { MarkdownResult } from './markdown-result.js';

/**
 * Per-file results on disk, keyed by the file's content hash and the pipeline's fingerprint,
 * so a rebuild parses only what changed. A corrupt or missing entry is simply a miss.
 */
export class MarkdownCache {
  private readonly fingerprint: string;
  private readonly salt: string;

  /** `fingerprint`: the pipeline's (pipeline-fingerprint.ts); `salt`: whatever else changes the output (the Markdown options). */
  constructor(
    private readonly dir: string | undefined,
    { fingerprint, salt = '' }: { fingerprint: string; salt?: string },
  ) {
    this.fingerprint = fingerprint;
    this.salt = salt;
    if (dir) mkdirSync(dir, { recursive: true });
  }

  private fileFor(hash: string): string | undefined {
    if (!this.dir) return undefined;
    const key = createHash('sha1').update(`${this.fingerprint}:${ENTRY_FORMAT}:${this.salt}:${hash}`).digest('hex');
    return path.join(this.dir, `${key}.json`);
  }

  /**
   * The stored result, when the entry is whole and is the one for this key: a cut-short or corrupt file, or one that
   * holds another key (copied or renamed by hand), is a miss and is rendered again.
   */
  get(hash: string): MarkdownResult | undefined {
    const file = this.fileFor(hash);
    if (!file) return undefined;
    try {
      const entry = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheEntry> | null;
      return entry?.key === path.basename(file, '.json') && isMarkdownResult(entry.result) ? entry.result : undefined;
    } catch {
      return undefined;
    }
  }

  set(hash: string, result: MarkdownResult): void {
    const file = this.fileFor(hash);
    if (!file) return;
    try {
      // A build killed mid-write leaves no truncated entry; the folder was made by the constructor.
      const entry: CacheEntry = { key: path.basename(file, '.json'), result };
      writeFileAtomic(file, JSON.stringify(entry), { makeFolder: false, fault: 'mid-markdown-cache-write' });
    } catch {
      // A cache that cannot be written only costs speed.
    }
  }
}

/**
 * Part of every entry's name: entries of another shape (a docsgen before entries named their key, which took them
 * for results and failed) have other names, so versions sharing a site never read each other's entries.
 */
const ENTRY_FORMAT = 'keyed';

/** An entry on disk: the result, and the key it was stored under (its file's name). */
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
