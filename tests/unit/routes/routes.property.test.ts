import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentRoute, normalizeRoute } from '../../../cli/routes/content-routes.js';
import { htmlFileFor } from '../../../cli/routes/output-file.js';
import { unsafeRouteReason } from '../../../cli/routes/route-safety.js';
import { encodeRoute } from '../../../shared/url.js';
import { fuzzRuns } from '../../support/fuzz.js';

// Slugs as a hostile author might write them: dots, slashes of both kinds, escapes, drive letters, NUL, any Unicode.
const piece = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '/',
    '\\',
    '%2e',
    '%2E%2e',
    '%2f',
    '%5c',
    '%00',
    'C:',
    '%',
    '#',
    '?',
    ' ',
    'ação',
    '\u0000',
    'index.html',
    '.html',
  ),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);
const slug = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
const OUT = path.resolve('/srv/site/build');

describe('routes (property)', () => {
  it('a slug either stops the build or gives a route whose file is inside the output', () => {
    fc.assert(
      fc.property(slug, fc.constantFrom('guia/a', 'a', 'x/y/index'), (written, docId) => {
        let route: string;
        try {
          route = contentRoute({ docId, slug: written, file: 'content/a.md' });
        } catch (error) {
          expect((error as { code?: string }).code).toBe('unsafe-route');
          return;
        }
        const file = path.resolve(OUT, htmlFileFor(route));
        expect(file.startsWith(`${OUT}${path.sep}`), `${JSON.stringify(written)} → ${file}`).toBe(true);
      }),
      { numRuns: fuzzRuns() },
    );
  });

  it('a safe route, encoded, is one URL path that decodes back to the route', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }), { maxLength: 5 }), (segments) => {
        const route = normalizeRoute(`/${segments.join('/')}`); // as every route is
        fc.pre(unsafeRouteReason(route) === undefined); // refused routes are never encoded
        const href = encodeRoute(route);
        const url = new URL(href, 'http://docs.example');
        expect(url.pathname).toBe(href);
        expect(url.search + url.hash).toBe('');
        expect(href.split('/').map(decodeURIComponent).join('/')).toBe(route);
      }),
      { numRuns: fuzzRuns() },
    );
  });
});
