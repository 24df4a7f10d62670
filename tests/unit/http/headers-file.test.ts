// The `_headers` file in the syntax Netlify and Cloudflare Pages read, written by the build and read back by serve.
import { describe, expect, it } from 'vitest';
import { everyPathHeaders, headersFileText } from '../../../cli/http/headers-file.js';

describe('_headers', () => {
  it('puts every header under /* indented, and reads back exactly what it wrote', () => {
    const headers = { 'Content-Security-Policy': "default-src 'self'; img-src 'self' data:", 'X-Frame-Options': 'DENY' };
    const text = headersFileText(headers);
    expect(text).toBe("/*\n  Content-Security-Policy: default-src 'self'; img-src 'self' data:\n  X-Frame-Options: DENY\n");
    expect(everyPathHeaders(text)).toEqual(headers);
  });

  it("reads only the /* rules, skipping comments and other paths' blocks; a later value wins", () => {
    const text = '# ours\n/*\n  A: 1\n\n/assets/*\n  Cache-Control: immutable\n/*\r\n  A: 2\r\n  B: x: y\r\n';
    expect(everyPathHeaders(text)).toEqual({ A: '2', B: 'x: y' });
  });

  it('takes headers only inside a /* block, and skips what is not a header: comments, blank lines, lines without a name', () => {
    const text = '  Early: before any path\n/*  \n  A: 1\n\n  # Old: commented out\n  not a header\n  : no name\n  B: 2\n';
    expect(everyPathHeaders(text)).toEqual({ A: '1', B: '2' });
  });
});
