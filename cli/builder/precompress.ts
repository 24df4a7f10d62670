// The build's compression stage: a .br and a .gz beside each text file of the output, made once at build time at the
// best levels, so `docsgen serve` (and nginx's gzip_static, Netlify, any host that looks for them) sends them without
// compressing anything per request. zlib's async API runs on libuv's thread pool, a few files at a time.
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compress, ENCODING_SUFFIX, ENCODINGS, shouldCompress } from '../http/compression.js';
import { contentTypeFor } from '../http/content-types.js';

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
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` larger than 512 bytes, each only if it is
 * smaller than the file. A file byte-identical to the same file of `previousOut` takes that output's copies instead.
 */
export async function precompressOutput(dir: string, { previousOut }: { previousOut?: string } = {}): Promise<PrecompressResult> {
  const files = compressibleFiles(dir);
  const result: PrecompressResult = { files: files.length, written: 0, reused: 0 };
  let next = 0;
  const work = async (): Promise<void> => {
    while (next < files.length) {
      const rel = files[next++]!;
      const file = path.join(dir, rel);
      const bytes = readFileSync(file);
      const previous = previousOut && path.join(previousOut, rel);
      const unchanged = previous !== undefined && sameBytes(previous, bytes);
      for (const encoding of ENCODINGS) {
        const target = file + ENCODING_SUFFIX[encoding];
        // A copy the site ships itself (static/data.json.gz) is its own to choose.
        if (existsSync(target)) continue;
        const old = previous && previous + ENCODING_SUFFIX[encoding];
        // Copied, not linked: the copy must be newer than its file, or serve takes it for one made from older bytes.
        if (unchanged && old && existsSync(old)) {
          copyFileSync(old, target);
          result.reused += 1;
          continue;
        }
        const compressed = await compress(bytes, { encoding, effort: 'best' });
        if (compressed.length >= bytes.length) continue;
        writeFileSync(target, compressed);
        result.written += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, work));
  return result;
}

/** Files of `dir` (relative paths) worth compressing: text, over 512 bytes, not themselves compressed copies. */
function compressibleFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (shouldCompress(contentTypeFor(file), statSync(file).size)) found.push(path.relative(dir, file));
  }
  return found.sort();
}

/** Whether `file` holds exactly `bytes` (the same inode, when the output linked it from there, is that at once). */
function sameBytes(file: string, bytes: Buffer): boolean {
  try {
    return statSync(file).size === bytes.length && readFileSync(file).equals(bytes);
  } catch {
    return false;
  }
}
