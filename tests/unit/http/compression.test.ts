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
    for (const identity of [undefined, '', 'identity', 'deflate', 'gzip;q=0', 'gzip;q=0.5, identity'])
      expect(chooseEncoding(identity), String(identity)).toBe('identity');
  });

  it('refuses nothing but what the client refuses: identity;q=0 and *;q=0 leave only the codings named', () => {
    expect(chooseEncoding('*;q=0')).toBe('none');
    expect(chooseEncoding('identity;q=0')).toBe('none');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity;q=0, br')).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0')).toBe('none');
    // A body that has no compressed form (an image) can only go as it is.
    expect(chooseEncoding('gzip, br', [])).toBe('identity');
    expect(chooseEncoding('gzip, identity;q=0', [])).toBe('none');
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });

  it('compresses text over 512 bytes only; images and fonts are compressed already', () => {
    expect(shouldCompress('text/html; charset=utf-8', 513)).toBe(true);
    expect(shouldCompress('text/html; charset=utf-8', 512)).toBe(false);
    expect(shouldCompress('application/json; charset=utf-8', 4096)).toBe(true);
    expect(shouldCompress('image/svg+xml', 4096)).toBe(true);
    for (const type of ['image/png', 'image/webp', 'font/woff2']) expect(shouldCompress(type, 100_000), type).toBe(false);
  });

  it('gives back the same bytes at either effort', async () => {
    const bytes = Buffer.from('<p>Texto repetido.</p>'.repeat(200));
    for (const effort of ['best', 'fast'] as const) {
      expect(brotliDecompressSync(await compress(bytes, { encoding: 'br', effort })).equals(bytes), effort).toBe(true);
      expect(gunzipSync(await compress(bytes, { encoding: 'gzip', effort })).equals(bytes), effort).toBe(true);
    }
  });
});
