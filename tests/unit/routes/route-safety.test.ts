import { describe, expect, it } from 'vitest';
import { contentRoute, checkedRoute, frontMatterKeyLine, normalizeRoute } from '../../../cli/routes/content-routes.js';
import { unsafeRouteReason } from '../../../cli/routes/route-safety.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';

describe('unsafeRouteReason', () => {
  it('refuses every spelling of "up", of another root and of a cut-short name', () => {
    for (const route of [
      '/../static',
      '/../../x',
      '/a/../../b',
      '/a/./b',
      '..',
      '/a\\..\\b',
      'C:\\Windows',
      '/C:/Windows',
      'C:/Windows',
      '/%2e%2e/x',
      '/%2E%2E',
      '/.%2e/x',
      '/a%2fb',
      '/a%2F..%2Fb',
      '/a%5cb',
      '/a%00b',
      '/a\u0000b',
      '/a\nb',
    ]) {
      expect(unsafeRouteReason(route), route).toBeDefined();
    }
  });

  it('accepts names with odd characters, which are percent-encoded in links instead', () => {
    for (const route of [
      '/',
      '/guide/intro',
      '/c#sharp',
      '/what?',
      '/100%',
      '/with space',
      '/ação',
      '/a%zz',
      '/v1:batch',
      '/...x',
      '/.well-known',
    ]) {
      expect(unsafeRouteReason(route), route).toBeUndefined();
    }
  });
});

describe('contentRoute', () => {
  it('names the file, the slug and its front-matter line when a slug would leave the output', () => {
    const raw = '---\ntitle: Mau\nslug: /../static\n---\n\nTexto.\n';
    let error: unknown;
    try {
      contentRoute({ docId: 'evil', slug: '/../static', file: 'content/evil.md', slugLine: frontMatterKeyLine(raw, 'slug') });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DocsgenError);
    expect(error).toMatchObject({ code: 'unsafe-route', file: 'content/evil.md', line: 3 });
    expect((error as Error).message).toBe(
      'the slug "/../static" makes a route with a ".." segment, which could write outside the output folder',
    );
  });

  it('names the file name when the path itself makes a bad route', () => {
    let error: unknown;
    try {
      contentRoute({ docId: 'guia/a%2f..%2fb', file: 'content/guia/a%2f..%2fb.md' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ code: 'unsafe-route', file: 'content/guia/a%2f..%2fb.md' });
    expect((error as Error).message).toMatch(/^the file name "guia\/a%2f\.\.%2fb" makes a route with a percent-encoded/);
  });

  it('catches a slug that only normalisation turns into ".." ("...html")', () => {
    expect(() => contentRoute({ docId: 'x', slug: '/...html', file: 'content/x.md' })).toThrow(/a "\.\." segment/);
  });

  it('gives good slugs their normalised route', () => {
    expect(contentRoute({ docId: 'guia/a', slug: 'outro/', file: 'content/guia/a.md' })).toBe('/guia/outro');
    expect(contentRoute({ docId: 'c#sharp', file: 'content/c#sharp.md' })).toBe('/c#sharp');
  });

  it('checks config routes the same way, naming the field', () => {
    expect(() => checkedRoute('/../x', normalizeRoute('/../x'), { file: 'docsgen.config.ts', field: 'openapi.route' })).toThrow(
      'the openapi.route "/../x" makes a route with a ".." segment',
    );
  });
});

describe('frontMatterKeyLine', () => {
  it('finds a key in the front matter only', () => {
    expect(frontMatterKeyLine('\uFEFF---\r\ntitle: x\r\nslug: y\r\n---\r\n', 'slug')).toBe(3);
    expect(frontMatterKeyLine('---\ntitle: x\n---\nslug: y\n', 'slug')).toBeUndefined();
    expect(frontMatterKeyLine('slug: y\n', 'slug')).toBeUndefined();
  });
});
