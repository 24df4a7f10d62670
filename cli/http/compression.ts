// Which encoding a response travels in, and the compressing itself: brotli or gzip, as the client accepts, for text
// large enough to gain from it. Compressing runs on libuv's thread pool (zlib's async API), never on the event loop:
// a 12 MB file compressed synchronously held every other request for 5.6 s.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { isCompressible } from './content-types.js';

export type Encoding = 'br' | 'gzip';
/** What a response may be sent in: a compression, or the bytes as they are. */
export type Coding = Encoding | 'identity';

/** Every encoding docsgen makes, in the order it prefers them when the client likes them equally. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * The compressed copies a build writes beside each text file (the config's `precompress`) unless told otherwise: none.
 * The hosts most sites go to (GitHub Pages, Netlify, Vercel, Cloudflare Pages) compress by themselves and ignore
 * copies, `docsgen serve` compresses a file once when first asked for it and keeps it, and the copies were 4,562 of a
 * 1,000-page site's 7,857 files, each costing the build time in the file system (bench/README.md, "Output files").
 * nginx's brotli_static and gzip_static, and Caddy's precompressed, are what `["br", "gzip"]` is for.
 */
export const DEFAULT_PRECOMPRESS: readonly Encoding[] = [];

/** The suffix of each encoding's file beside the original, as the build writes them and nginx's gzip_static reads them. */
export const ENCODING_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** 'best' for bodies compressed once and sent many times (serve's files); 'fast' for bodies made per request (dev). */
export type Effort = 'best' | 'fast';

/** Below this the Content-Encoding and Vary headers and the compressor's framing cost about what compression saves. */
export const MIN_COMPRESSED_BYTES = 512;

/**
 * Brotli 4 is ~20× faster than 9 and still beats gzip 9 on HTML: right for a body made for one response. For bodies
 * made once: on the Coins site's output (87 files, 2 MB of text) brotli 9 was 1.3 % smaller than brotli 5 and took
 * 10× as long (5.5 s against 0.55 s on a loaded machine); gzip 9 was 0.4 % smaller than gzip 6 for 1.4× the CPU time
 * (on a 1000-page corpus's output too: 0.4 %, 76 against 53 ms of CPU per 3.8 MB).
 */
const LEVELS: Readonly<Record<Effort, { br: number; gzip: number }>> = {
  best: { br: 5, gzip: 6 },
  fast: { br: 4, gzip: 6 },
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether a body of this type and size is worth compressing (images and fonts already are compressed). */
export function shouldCompress(type: string, size: number): boolean {
  return size > MIN_COMPRESSED_BYTES && isCompressible(type);
}

/**
 * The coding to send given an Accept-Encoding header and the encodings the body can be had in: the accepted one with
 * the highest q (brotli, then gzip, then identity on a tie), or 'none' when the client refuses all of them
 * ("identity;q=0" or "*;q=0" with nothing else it takes), which is a 406.
 * Without the header, or with it empty, the bytes go as they are.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined, available: readonly Encoding[] = ENCODINGS): Coding | 'none' {
  const header = [acceptEncoding ?? ''].flat().join(',');
  if (!header.trim()) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  // "*" stands for every coding not named; "br;q=0" refuses brotli even beside "*".
  const star = weights.get('*');
  let best: { coding: Encoding; q: number } | undefined;
  for (const coding of ENCODINGS) {
    if (!available.includes(coding)) continue;
    const q = weights.get(coding) ?? star ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  // identity is acceptable unless refused by name or by "*;q=0"; unnamed, it comes after any coding the client named.
  const identity = weights.get('identity') ?? star;
  if (best && (identity === undefined || best.q >= identity)) return best.coding;
  return identity === undefined || identity > 0 ? 'identity' : 'none';
}

/** The bytes compressed in `encoding` at the level `effort` calls for, on the thread pool. */
export function compress(bytes: Buffer, { encoding, effort }: { encoding: Encoding; effort: Effort }): Promise<Buffer> {
  const level = LEVELS[effort][encoding];
  return encoding === 'br'
    ? brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: level, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipAsync(bytes, { level });
}

/**
 * The bytes compressed as `compress` does, on the calling thread: for a thread of the build's own (page-writer.ts),
 * never for a server's event loop.
 */
export function compressSync(bytes: Uint8Array, { encoding, effort }: { encoding: Encoding; effort: Effort }): Buffer {
  const level = LEVELS[effort][encoding];
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: level, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipSync(bytes, { level });
}

/** The bytes compressed in each of `encodings` at the best level, each only if it came out smaller (as the compress stage keeps them). */
export function smallerCopies(bytes: Uint8Array, encodings: readonly Encoding[]): Array<[Encoding, Buffer]> {
  const copies: Array<[Encoding, Buffer]> = [];
  for (const encoding of encodings) {
    const compressed = compressSync(bytes, { encoding, effort: 'best' });
    if (compressed.length < bytes.length) copies.push([encoding, compressed]);
  }
  return copies;
}
