// The `_redirects` file in the syntax Netlify and Cloudflare Pages read: written by the build from the model's rules,
// read back by `docsgen serve` (and by `docsgen dev` from the model), so the three answer the same.
import { describe, expect, it } from 'vitest';
import { matchRedirect, parseRedirects, redirectsFileText, withQuery } from '../../../cli/http/redirects-file.js';

describe('_redirects', () => {
  const rules = [
    { from: '/guides/*', to: '/tutorials/*' },
    { from: '/old', to: '/new' },
    { from: '/away', to: 'https://example.com/elsewhere' },
    { from: '/ação', to: '/nova página' },
  ];

  it('writes exact lines before splat lines, under the base URL, percent-encoded, each a plain 301', () => {
    expect(redirectsFileText(rules, '/docs/')).toBe(
      [
        '/docs/old /docs/new 301',
        '/docs/away https://example.com/elsewhere 301',
        '/docs/a%C3%A7%C3%A3o /docs/nova%20p%C3%A1gina 301',
        '/docs/guides/* /docs/tutorials/:splat 301',
        '',
      ].join('\n'),
    );
    expect(redirectsFileText([], '/')).toBe('');
  });

  it('reads back what it wrote and sends each old address on, the rest of a prefix carried over', () => {
    const lines = parseRedirects(redirectsFileText(rules, '/docs/'));
    expect(matchRedirect(lines, '/docs/old')).toEqual({ location: '/docs/new', status: 301 });
    expect(matchRedirect(lines, '/docs/old/')).toEqual({ location: '/docs/new', status: 301 });
    expect(matchRedirect(lines, '/docs/guides/intro/setup')).toEqual({ location: '/docs/tutorials/intro/setup', status: 301 });
    expect(matchRedirect(lines, '/docs/away')?.location).toBe('https://example.com/elsewhere');
    // Any way of writing the same path: the browser's encoding, or another client's.
    expect(matchRedirect(lines, '/docs/a%C3%A7%C3%A3o')?.location).toBe('/docs/nova%20p%C3%A1gina');
    expect(matchRedirect(lines, '/docs/ação')?.location).toBe('/docs/nova%20p%C3%A1gina');
    expect(matchRedirect(lines, '/docs/guides')).toBeUndefined();
    expect(matchRedirect(lines, '/docs/older')).toBeUndefined();
    expect(matchRedirect(lines, '/old')).toBeUndefined();
  });

  it("skips the syntax it does not follow: comments, placeholders, conditions, rewrites; keeps a site's own 302", () => {
    const text = [
      '# a comment',
      '',
      '/:lang/home /home 301',
      '/shop /store 200',
      '/country /us 302 Country=us',
      '/mid/*/x /y 301',
      '/one /two',
      '/temp /later 302!',
    ].join('\n');
    expect(parseRedirects(text)).toEqual([
      { from: '/one', to: '/two', status: 301, splat: false },
      { from: '/temp', to: '/later', status: 302, splat: false },
    ]);
  });

  it('keeps the query of the request', () => {
    expect(withQuery('/new', 'a=1&b=2')).toBe('/new?a=1&b=2');
    expect(withQuery('/new?x=0', 'a=1')).toBe('/new?x=0&a=1');
    expect(withQuery('/new', '')).toBe('/new');
  });
});
