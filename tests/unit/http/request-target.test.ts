import { describe, expect, it } from 'vitest';
import { ALLOWED_METHODS, pathInBase, requestTarget, splitUrl } from '../../../cli/http/request-target.js';

describe('requestTarget', () => {
  it('refuses methods other than GET and HEAD with 405 and Allow', () => {
    const refused = { kind: 'refused', status: 405, headers: { Allow: ALLOWED_METHODS } };
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) expect(requestTarget({ method, url: '/' }, '/'), method).toEqual(refused);
    expect(ALLOWED_METHODS).toBe('GET, HEAD');
    expect(requestTarget({ method: 'HEAD', url: '/' }, '/')).toMatchObject({ kind: 'path', path: '/' });
  });

  it('answers 400 to a path that does not decode: bad percent-encoding or a NUL byte', () => {
    for (const url of ['/%E0%A4%A', '/a%00b', '/%zz']) {
      expect(requestTarget({ method: 'GET', url }, '/'), url).toEqual({ kind: 'refused', status: 400, headers: {} });
    }
  });

  it('splits the path from the query and the hash, keeping the path encoded', () => {
    expect(requestTarget({ method: 'GET', url: '/guia/p%C3%A1gina?v=abc.1&x=2#topo' }, '/')).toEqual({
      kind: 'path',
      path: '/guia/p%C3%A1gina',
      query: 'v=abc.1&x=2',
      hash: 'topo',
    });
    expect(splitUrl('/a#b?c')).toEqual({ path: '/a', query: '', hash: 'b?c' });
    expect(splitUrl('?x')).toEqual({ path: '/', query: 'x', hash: '' });
  });

  it('removes the base, and puts paths outside it out of reach (a 404)', () => {
    const get = (url: string) => requestTarget({ method: 'GET', url }, '/docs/');
    expect(get('/docs/guide?q=1')).toMatchObject({ kind: 'path', path: '/guide', query: 'q=1' });
    expect(get('/docs')).toMatchObject({ kind: 'path', path: '/' });
    expect(get('/docs/')).toMatchObject({ kind: 'path', path: '/' });
    for (const url of ['/guide', '/', '/docsx/guide']) expect(get(url), url).toEqual({ kind: 'outside-base' });
    expect(pathInBase('/a', '/')).toBe('/a');
    expect(pathInBase('/docs/a', '/docs')).toBe('/a');
  });
});
