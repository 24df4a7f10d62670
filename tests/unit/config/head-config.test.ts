// The config's `head`: meta, link and script tags in Starlight's shape, each written to every page; what could weaken
// the page (another tag, a meta http-equiv, an http: URL, an event handler, a script text that ends its element) is
// refused with the field named, before anything is built.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../cli/config/load-config.js';
import { parseConfig } from '../../../cli/config/parse-config.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { tempSite } from '../support/temp-site.js';

const FILE = 'docsgen.config.ts';

function rejection(head: unknown): DocsgenError {
  try {
    parseConfig({ head }, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(DocsgenError);
    return error as DocsgenError;
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(head)}`);
}

describe('config head', () => {
  it('takes meta, link and script tags, and reaches the site as written; absent or empty, the config has none', () => {
    const head = [
      { tag: 'script', attrs: { src: 'https://cdn.usefathom.com/script.js', 'data-site': 'EZ', defer: true } },
      { tag: 'script', content: "window.dgHead = 'ok';" },
      { tag: 'link', attrs: { rel: 'icon', href: '/favicon.ico', sizes: '32x32' } },
      { tag: 'meta', attrs: { property: 'og:image', content: 'http://img.example.com/og.png' } },
    ];
    const root = tempSite({ 'content/index.md': '# Início\n' });
    expect(resolveConfig(root, parseConfig({ head }, FILE)).head).toEqual(head);
    expect(resolveConfig(root, parseConfig({ head: [] }, FILE))).not.toHaveProperty('head');
    expect(resolveConfig(root, parseConfig({}, FILE))).not.toHaveProperty('head');
  });

  it("publishes a script of the site's folder under a hashed name, with the base path; a missing one is config-missing-file", () => {
    const root = tempSite({ 'content/index.md': '# Início\n', 'docs/js/custom.js': 'window.x = 1;\n' });
    const config = resolveConfig(
      root,
      parseConfig({ baseUrl: '/docs/', head: [{ tag: 'script', attrs: { src: 'docs/js/custom.js' } }] }, FILE),
    );
    const to = config.headFiles?.[0]?.to ?? '';
    expect(to).toMatch(/^assets\/head\/custom-[0-9a-f]{8}\.js$/);
    expect(config.head).toEqual([{ tag: 'script', attrs: { src: `/docs/${to}` } }]);
    for (const src of ['docs/js/missing.js', '../outside.js', '.env']) {
      expect(() => resolveConfig(root, parseConfig({ head: [{ tag: 'script', attrs: { src } }] }, FILE))).toThrow(
        expect.objectContaining({ code: 'config-missing-file', message: expect.stringContaining(`head[0].attrs.src names "${src}"`) }),
      );
    }
  });

  it.each([
    [[{ tag: 'style', content: 'a{}' }], 'head[0].tag', 'must be one of "meta", "link", "script" (got "style")'],
    [
      [{ tag: 'meta', attrs: { 'http-equiv': 'refresh', content: '0;url=https://evil.example' } }],
      'head[0].attrs["http-equiv"]',
      'meta http-equiv',
    ],
    [
      [{ tag: 'meta', attrs: { 'HTTP-EQUIV': 'Content-Security-Policy', content: 'script-src *' } }],
      'head[0].attrs["HTTP-EQUIV"]',
      'meta http-equiv',
    ],
    [[{ tag: 'script', attrs: { src: 'http://cdn.example.com/a.js' } }], 'head[0].attrs.src', 'is an http: URL'],
    [[{ tag: 'link', attrs: { rel: 'stylesheet', href: ' HTTP://cdn.example.com/a.css' } }], 'head[0].attrs.href', 'is an http: URL'],
    [
      [{ tag: 'script', attrs: { src: '//cdn.example.com/a.js' } }],
      'head[0].attrs.src',
      "a script's src is a path of the site or an https:// URL",
    ],
    [
      [{ tag: 'script', attrs: { src: 'data:text/javascript,alert(1)' } }],
      'head[0].attrs.src',
      "a script's src is a path of the site or an https:// URL",
    ],
    [[{ tag: 'link', attrs: { rel: 'icon', href: 'javascript:alert(1)' } }], 'head[0].attrs.href', 'is a script URL'],
    [[{ tag: 'meta', attrs: { name: 'x', onload: 'alert(1)' } }], 'head[0].attrs.onload', 'event-handler attributes'],
    [[{ tag: 'meta', attrs: { 'a"><script>': 'x' } }], 'head[0].attrs["a\\"><script>"]', 'is no attribute name'],
    [[{ tag: 'script', content: 'a()</script><script>b()' }], 'head[0].content', 'would end the element early'],
    [[{ tag: 'meta', attrs: { name: 'x' }, content: 'y' }], 'head[0].content', 'a meta tag has no content'],
  ])('refuses %j', (head, field, said) => {
    const error = rejection(head);
    expect(error.code).toBe('config-type');
    expect(error.file).toBe(FILE);
    expect(error.message).toContain(`config field "${field}"`);
    expect(error.message).toContain(said);
  });
});
