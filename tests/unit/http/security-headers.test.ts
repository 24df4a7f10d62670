// The Content-Security-Policy and the other security headers, as the exact values a browser (and a host reading
// `_headers`) receives: each directive the README promises, in a fixed order, so two builds of one site agree byte for byte.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hashSource, securityHeaders } from '../../../cli/http/security-headers.js';

describe('security headers', () => {
  it('gives a site with no inline code and nothing from elsewhere the strictest policy', () => {
    expect(contentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('adds each source to its directive once, sorted, and allows style attributes only by hash with unsafe-hashes', () => {
    const policy = contentSecurityPolicy({
      scripts: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
      styles: ["'sha256-s'"],
      styleAttributes: ["'sha256-y'", "'sha256-x'", "'sha256-y'"],
      images: ['https://img.example', 'https://cdn.example'],
      connect: ['https://x-dsn.algolia.net', 'https://x.algolianet.com'],
    });
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-a' 'sha256-b'",
      "style-src 'self' 'sha256-s' 'unsafe-hashes' 'sha256-x' 'sha256-y'",
      "img-src 'self' data: https://cdn.example https://img.example",
      "font-src 'self'",
      "connect-src 'self' https://x-dsn.algolia.net https://x.algolianet.com",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it('does not add unsafe-hashes when there is no style attribute to allow', () => {
    expect(contentSecurityPolicy({ styles: ["'sha256-s'"], styleAttributes: [] })).toContain("; style-src 'self' 'sha256-s'; ");
  });

  it('names inline code by the SHA-256 of its UTF-8 text, as the browser computes it', () => {
    // Values computed apart with `printf %s … | openssl dgst -sha256 -binary | base64`.
    expect(hashSource('document.documentElement.dataset.theme="dark"')).toBe("'sha256-zTSXYZ/r74pY7Te+wyYtgDRsO/hpzo1oFZH8wmJQwSA='");
    expect(hashSource('ação()')).toBe("'sha256-WImb6G3be+lZtnoQ+mEQl7ViY13hqbDHzxSGzOIxQMM='");
  });

  it('sends the policy with nosniff, a referrer policy and DENY framing, in that order', () => {
    expect(Object.entries(securityHeaders("default-src 'self'"))).toEqual([
      ['Content-Security-Policy', "default-src 'self'"],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['X-Frame-Options', 'DENY'],
    ]);
  });
});
