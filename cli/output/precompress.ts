// The build's compression stage: a compressed copy beside each text file of the output in each encoding the config's
// `precompress` names (a .br; a .gz too when asked), made once at build time at the best levels, so `docsgen serve`
// (and nginx's brotli_static and gzip_static, Caddy's precompressed, any host that looks for them) sends them without
// compressing anything per request. zlib's async API runs on libuv's thread pool, a few files at a time.
import { copyFileSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compress, DEFAULT_PRECOMPRESS, type Encoding, ENCODING_SUFFIX, shouldCompress } from '../http/compression.js';
import { contentTypeFor } from '../http/content-types.js';
import type { OutputWriter } from '../fs/output-writer.js';
import { OutputListing } from './output-listing.js';

export interface PrecompressResult {
  /** Text files given compressed copies (or found worth none). */
  files: number;
  /** Compressed copies written, and those copied from the previous output because their file had not changed. */
  written: number;
  reused: number;
}

/** As many as libuv's default thread pool has threads: more would only queue there. */
const PARALLEL = 4;

/**
 * Writes a copy in each of `encodings` (`<file>.br`, `<file>.gz`) beside every compressible file of `dir` larger than
 * 512 bytes, each only if it is smaller than the file. A file byte-identical to the same file of `previousOut` takes
 * that output's copies instead; a file the build keeps from the previous output (`listing.isKept`) keeps that output's copies, through `writer`.
 * `skip` names files (relative paths) left to the server to compress when asked for. `listing`: the files of `dir` as
 * the build listed them (default: listed now); the copies are added to it.
 */
export async function precompressOutput(
  dir: string,
  {
    previousOut,
    skip,
    listing = new OutputListing(dir),
    writer,
    encodings = DEFAULT_PRECOMPRESS,
  }: {
    previousOut?: string;
    skip?: ReadonlySet<string>;
    listing?: OutputListing;
    writer?: OutputWriter;
    encodings?: readonly Encoding[];
  } = {},
): Promise<PrecompressResult> {
  // No encoding asked for (`precompress: []`): nothing to read.
  const files = encodings.length === 0 ? [] : compressibleFiles(listing).filter((rel) => !skip?.has(rel));
  const result: PrecompressResult = { files: files.length, written: 0, reused: 0 };
  let next = 0;
  const work = async (): Promise<void> => {
    while (next < files.length) {
      const rel = files[next++]!;
      const kept = listing.isKept(rel);
      const previous = !kept && previousOut ? path.join(previousOut, rel) : undefined;
      // Read only if needed: a kept file is unchanged without reading it.
      let bytes: Buffer | undefined;
      const read = (): Buffer => (bytes ??= readFileSync(listing.pathOf(rel)));
      const unchanged = previous !== undefined && sameBytes(previous, read());
      for (const encoding of encodings) {
        const copy = rel + ENCODING_SUFFIX[encoding];
        // A copy the site ships itself (static/data.json.gz) is its own to choose.
        if (listing.has(copy)) continue;
        if (kept && writer?.keep(copy)) {
          listing.keep(copy, writer.kept.get(copy)!);
          result.reused += 1;
          continue;
        }
        const target = path.join(dir, copy);
        const old = previous && previous + ENCODING_SUFFIX[encoding];
        if (unchanged && old && existsSync(old)) {
          // A file written again gets fresh copies, newer than it, or serve would take them for ones made from older bytes.
          copyFileSync(old, target);
          listing.add(copy);
          result.reused += 1;
          continue;
        }
        const compressed = await smallerCopy(read(), encoding);
        if (!compressed) continue;
        if (kept && writer)
          writer.writeFile(copy, compressed); // its folder is not in `dir`
        else writeFileSync(target, compressed);
        listing.add(copy);
        result.written += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, work));
  return result;
}

/** `bytes` compressed in `encoding` at the best level, or undefined when that is no smaller. */
async function smallerCopy(bytes: Buffer, encoding: Encoding): Promise<Buffer | undefined> {
  const compressed = await compress(bytes, { encoding, effort: 'best' });
  return compressed.length < bytes.length ? compressed : undefined;
}

/**
 * Writes the copies of `bytes` in `encodings`, `bytes` being the content of the output's file `rel` just written, each
 * only if it is smaller: the render stage compresses each page as it writes it, so the compress stage need not read it
 * back. Returns the copies written, or undefined for a file not worth compressing (which the compress stage skips too).
 */
export async function writeCompressedCopies(
  writer: OutputWriter,
  rel: string,
  bytes: Buffer,
  encodings: readonly Encoding[],
): Promise<number | undefined> {
  if (!shouldCompress(contentTypeFor(rel), bytes.length)) return undefined;
  const written = await Promise.all(
    encodings.map(async (encoding) => {
      const compressed = await smallerCopy(bytes, encoding);
      if (compressed) await writer.writeFileLater(rel + ENCODING_SUFFIX[encoding], compressed);
      return compressed ? 1 : 0;
    }),
  );
  return written.reduce<number>((sum, one) => sum + one, 0);
}

/** Files of the listing (relative paths, with "/") worth compressing: text, over 512 bytes, not themselves compressed copies. */
function compressibleFiles(listing: OutputListing): string[] {
  const found: string[] = [];
  for (const [rel, size] of listing.entries()) if (shouldCompress(contentTypeFor(rel), size)) found.push(rel);
  return found.sort();
}

/** Whether `file` holds exactly `bytes`. */
function sameBytes(file: string, bytes: Buffer): boolean {
  try {
    return statSync(file).size === bytes.length && readFileSync(file).equals(bytes);
  } catch {
    return false;
  }
}
