// Range requests (RFC 9110 §14): a player seeking in a video or a download manager resuming asks for part of a file.
// One byte range is answered with 206 and that part; a range past the end with 416. Ranges apply to the bytes as they
// are on disk (identity encoding): a compressed body has other offsets, so ranged answers go uncompressed.

export type RangeRequest =
  /** No Range header, one this server does not take (another unit, bad syntax, several ranges): send the whole file. */
  | { kind: 'whole' }
  /** Bytes start..end, both included. */
  | { kind: 'part'; start: number; end: number }
  /** A well-formed range that lies past the end of the file: 416. */
  | { kind: 'unsatisfiable' };

/** Reads a Range header against a body of `size` bytes: "bytes=0-99", "bytes=100-", "bytes=-100". */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header ?? '');
  if (!match) return { kind: 'whole' };
  const specs = match[1]!.split(',').map((spec) => spec.trim());
  // Several ranges would need a multipart/byteranges answer; RFC 9110 lets a server send the whole file instead,
  // which every client handles, and multi-range requests are rare outside attacks that multiply small ranges.
  if (specs.length !== 1) return { kind: 'whole' };
  const spec = /^(\d*)-(\d*)$/.exec(specs[0]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'whole' };
  const [, first, last] = spec as unknown as [string, string, string];
  if (first === '') {
    // "-N": the last N bytes; "-0" asks for nothing.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}

/**
 * Whether a Range may be honoured given If-Range: with none, yes; with an entity tag, only if it is the body's (strong
 * comparison: a weak tag never matches); with a date, only if it is exactly the body's Last-Modified.
 */
export function ifRangeHolds(ifRange: string | undefined, { etag, lastModified }: { etag: string; lastModified?: Date }): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  if (!lastModified) return false;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === Math.floor(lastModified.getTime() / 1000);
}
