// Which encoding a response travels in, and the compressing itself: brotli or gzip, as the client accepts, for text
// large enough to gain from it.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { isCompressible } from './content-types.js';

export type Encoding = 'br' | 'gzip';

/** 'best' for bodies compressed once and sent many times (serve's files); 'fast' for bodies made per request (dev). */
export type Effort = 'best' | 'fast';

/** Below this the Content-Encoding and Vary headers and the compressor's framing cost about what compression saves. */
export const MIN_COMPRESSED_BYTES = 512;

/** Brotli 4 is ~20× faster than 9 and still beats gzip 9 on HTML: right for a body made for one response. */
const LEVELS: Readonly<Record<Effort, { br: number; gzip: number }>> = {
  best: { br: 9, gzip: 9 },
  fast: { br: 4, gzip: 6 },
};

/** Whether a body of this type and size is worth compressing (images and fonts already are compressed). */
export function shouldCompress(type: string, size: number): boolean {
  return size > MIN_COMPRESSED_BYTES && isCompressible(type);
}

/** The encoding to send given an Accept-Encoding header: the one with the higher q (brotli on a tie), none if neither is. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of [acceptEncoding ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  // "*" stands for every encoding not named; "br;q=0" refuses brotli even beside "*".
  const weight = (encoding: Encoding): number => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

/** The bytes compressed in `encoding`, at the level `effort` calls for. */
export function compress(bytes: Buffer, { encoding, effort }: { encoding: Encoding; effort: Effort }): Buffer {
  const level = LEVELS[effort][encoding];
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: level, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipSync(bytes, { level });
}
