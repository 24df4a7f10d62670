import type { MarkdownResult } from '../markdown/markdown-result.js';
import { MarkdownCache } from '../markdown/markdown-cache.js';

/**
 * The Markdown cache with a memory in front of the disk: a rebuild gets every unchanged page's result without reading
 * a file, and the same object each time, so unchanged pages compare equal by reference (changed-routes.ts).
 */
export class MemoryMarkdownCache extends MarkdownCache {
  private readonly memory = new Map<string, MarkdownResult>();

  override get(hash: string): MarkdownResult | undefined {
    const held = this.memory.get(hash);
    if (held) return held;
    const stored = super.get(hash);
    if (stored) this.memory.set(hash, stored);
    return stored;
  }

  override set(hash: string, result: MarkdownResult): void {
    this.memory.set(hash, result);
    super.set(hash, result);
  }

  /** Drops the results of files that no longer exist or changed, so memory follows the site, not its history. */
  keepOnly(hashes: Set<string>): void {
    for (const hash of this.memory.keys()) if (!hashes.has(hash)) this.memory.delete(hash);
  }
}
