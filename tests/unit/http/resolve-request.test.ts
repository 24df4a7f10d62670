import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../../../cli/http/resolve-request.js';
import { tempSite } from '../support/temp-site.js';

describe('resolveRequest', () => {
  const dir = (): string =>
    tempSite({
      'index.html': 'home',
      '404.html': 'nf',
      'guide/index.html': 'guide',
      'guide/webhook/index.html': 'wh',
      'assets/boot-AB12CD34.js': 'js',
    });

  it('serves /x, /x/, /x.html and /x/index.html as the same page', () => {
    const root = dir();
    const page = path.join(root, 'guide/webhook/index.html');
    for (const url of ['/guide/webhook', '/guide/webhook/', '/guide/webhook.html', '/guide/webhook/index.html']) {
      expect(resolveRequest(root, url), url).toEqual({ kind: 'file', file: page });
    }
    expect(resolveRequest(root, '/')).toEqual({ kind: 'file', file: path.join(root, 'index.html') });
    expect(resolveRequest(root, '/index.html')).toEqual({ kind: 'file', file: path.join(root, 'index.html') });
  });

  it('serves assets as files and everything else as not found', () => {
    const root = dir();
    expect(resolveRequest(root, '/assets/boot-AB12CD34.js')).toEqual({ kind: 'file', file: path.join(root, 'assets/boot-AB12CD34.js') });
    expect(resolveRequest(root, '/nope')).toEqual({ kind: 'not-found' });
    expect(resolveRequest(root, '/assets/boot-AB12CD34.js/')).toEqual({ kind: 'not-found' });
  });

  it('never leaves the folder', () => {
    const root = dir();
    for (const url of ['/../../etc/passwd', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/guide/..\\..\\..\\etc\\passwd']) {
      const result = resolveRequest(root, url);
      if (result.kind === 'file') expect(result.file.startsWith(root)).toBe(true);
      else expect(result.kind).not.toBe('file');
    }
    expect(resolveRequest(root, '/%E0%A4%A')).toEqual({ kind: 'bad-request' });
    expect(resolveRequest(root, '/a%00b')).toEqual({ kind: 'bad-request' });
  });
});
