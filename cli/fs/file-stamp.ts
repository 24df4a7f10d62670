import { lstatSync, statSync, type BigIntStats } from 'node:fs';

/**
 * Which file this is, without reading it: inode, size and modification time in nanoseconds, as make and ninja judge
 * files. A hard link or a rename keeps all three (a page kept from build to build keeps its stamp); any write,
 * replacement or copy changes at least one. The one format every cache that trusts stamps compares.
 */
export function statStamp(stat: Pick<BigIntStats, 'ino' | 'size' | 'mtimeNs'>): string {
  return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
}

/**
 * The stamp of the file at `file` (following links, or of the link itself with `link`), or undefined when there is
 * nothing there.
 */
export function fileStamp(file: string, { link = false }: { link?: boolean } = {}): string | undefined {
  const stat = (link ? lstatSync : statSync)(file, { bigint: true, throwIfNoEntry: false });
  return stat ? statStamp(stat) : undefined;
}

/**
 * A stamp as the build's records of what it read keep it (incremental/build-record.ts, content-file-cache.ts): '-' for nothing
 * there, and a folder's ends with "/" (a walk over recorded stamps knows which entries to walk into).
 */
export function recordedStamp(stat: BigIntStats | undefined): string {
  return stat ? `${statStamp(stat)}${stat.isDirectory() ? '/' : ''}` : '-';
}

/** The recorded stamp (recordedStamp) of whatever is at `file`, links followed. */
export function pathStamp(file: string): string {
  return recordedStamp(statSync(file, { bigint: true, throwIfNoEntry: false }));
}
