import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress, shouldCompress } from '../../../cli/http/compression.js';

describe('compression', () => {
  it('chooses brotli, then gzip, by Accept-Encoding and its q values', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding(['deflate', 'gzip'])).toBe('gzip');
    for (const none of [undefined, '', 'identity', 'deflate', 'gzip;q=0']) expect(chooseEncoding(none), String(none)).toBeUndefined();
  });

  it('compresses text over 512 bytes only; images and fonts are compressed already', () => {
    expect(shouldCompress('text/html; charset=utf-8', 513)).toBe(true);
    expect(shouldCompress('text/html; charset=utf-8', 512)).toBe(false);
    expect(shouldCompress('application/json; charset=utf-8', 4096)).toBe(true);
    expect(shouldCompress('image/svg+xml', 4096)).toBe(true);
    for (const type of ['image/png', 'image/webp', 'font/woff2']) expect(shouldCompress(type, 100_000), type).toBe(false);
  });

  it('gives back the same bytes at either effort', () => {
    const bytes = Buffer.from('<p>Texto repetido.</p>'.repeat(200));
    for (const effort of ['best', 'fast'] as const) {
      expect(brotliDecompressSync(compress(bytes, { encoding: 'br', effort })).equals(bytes), effort).toBe(true);
      expect(gunzipSync(compress(bytes, { encoding: 'gzip', effort })).equals(bytes), effort).toBe(true);
    }
  });
});
