import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../fs/write-atomic.js';
import { PIPELINE_VERSION, type MarkdownResult } from './markdown-result.js';

/**
 * Per-file results on disk, keyed by the file's content hash and the pipeline version,
 * so a rebuild parses only what changed. A corrupt or missing entry is simply a miss.
 */
export class MarkdownCache {
  /** `salt` holds whatever else changes the output (the Markdown options). */
  constructor(
    private readonly dir: string | undefined,
    private readonly salt = '',
  ) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  private fileFor(hash: string): string | undefined {
    if (!this.dir) return undefined;
    const key = createHash('sha1').update(`${PIPELINE_VERSION}:${this.salt}:${hash}`).digest('hex');
    return path.join(this.dir, `${key}.json`);
  }

  get(hash: string): MarkdownResult | undefined {
    const file = this.fileFor(hash);
    if (!file) return undefined;
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as MarkdownResult;
    } catch {
      return undefined;
    }
  }

  set(hash: string, result: MarkdownResult): void {
    const file = this.fileFor(hash);
    if (!file) return;
    try {
      // A build killed mid-write leaves no truncated entry; the folder was made by the constructor.
      writeFileAtomic(file, JSON.stringify(result), { makeFolder: false });
    } catch {
      // A cache that cannot be written only costs speed.
    }
  }
}
