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

  /**
   * Every kind of path a browser or a crawler asks for, and the file that answers it (relative to the folder), or
   * how it fails. The static server and dev both answer with this table; "not-found" becomes a 404 with the 404 page.
   */
  const SERVED: ReadonlyArray<readonly [url: string, answer: string]> = [
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/guide', 'guide/index.html'],
    ['/guide/', 'guide/index.html'],
    ['/guide.html', 'guide/index.html'],
    ['/guide/index.html', 'guide/index.html'],
    ['/guide//webhook', 'guide/webhook/index.html'],
    ['/GUIDE', 'not-found'],
    ['/assets/boot-AB12CD34.js', 'assets/boot-AB12CD34.js'],
    ['/assets/boot-AB12CD34.js/', 'not-found'],
    ['/assets', 'not-found'],
    ['/assets/', 'not-found'],
    ['/missing', 'not-found'],
    ['/missing/', 'not-found'],
    ['/missing.html', 'not-found'],
    // The "not found" page is the answer to what is missing, never a page of its own: a direct request is a 404 too.
    ['/404.html', 'not-found'],
    ['/404', 'not-found'],
    ['/404/', 'not-found'],
    ['/guide/404.html', 'not-found'],
    // Dot segments are resolved as a browser would, and never above the folder.
    ['/a/../guide', 'guide/index.html'],
    ['/../guide', 'guide/index.html'],
    ['/guide/./webhook', 'guide/webhook/index.html'],
    ['/../../etc/passwd', 'not-found'],
    ['/%2e%2e/%2e%2e/etc/passwd', 'not-found'],
    ['/guide/..\\..\\etc\\passwd', 'not-found'],
    // Encoded paths are decoded once: letters, accents, "#" and "/".
    ['/gu%69de', 'guide/index.html'],
    ['/a%C3%A7%C3%A3o', 'ação/index.html'],
    ['/c%23sharp', 'c#sharp/index.html'],
    ['/guide%2Fwebhook', 'guide/webhook/index.html'],
    ['/%E0%A4%A', 'bad-request'],
    ['/a%00b', 'bad-request'],
    // The build's compressed copies are files of the folder like any other, as nginx serves them.
    ['/guide/index.html.br', 'guide/index.html.br'],
    ['/guide/index.html.gz', 'guide/index.html.gz'],
    // Dot-files a site ships in static/ are files; `_headers` is refused by the static server, not here.
    ['/.well-known/security.txt', '.well-known/security.txt'],
    ['/.well-known/', 'not-found'],
    ['/_headers', '_headers'],
  ];

  it.each(SERVED)('answers %s with %s', (url, answer) => {
    const root = tempSite({
      'index.html': 'home',
      '404.html': 'nf',
      'guide/index.html': 'guide',
      'guide/index.html.br': 'br',
      'guide/index.html.gz': 'gz',
      'guide/webhook/index.html': 'wh',
      'ação/index.html': 'acao',
      'c#sharp/index.html': 'csharp',
      'assets/boot-AB12CD34.js': 'js',
      '.well-known/security.txt': 'contact',
      _headers: '/*\n',
    });
    const expected =
      answer === 'not-found' || answer === 'bad-request' ? { kind: answer } : { kind: 'file', file: path.join(root, answer) };
    expect(resolveRequest(root, url)).toEqual(expected);
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
