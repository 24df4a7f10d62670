// The config's redirects checked against every page of the site before anything is written
// (docs/design/brand-and-build-rules.md §5): chains made one hop, loops and targets that are no page are errors, a rule
// from an address that is a page is dropped with a warning.
import { describe, expect, it } from 'vitest';
import { resolveRedirects } from '../../../cli/model/redirects.js';
import { docsgenErrorOf } from '../support/docsgen-error-of.js';

const routes = ['/', '/new', '/tutorials/intro', '/tutorials/deep/setup', '/v1/tutorials/intro', '/404', '/search'];
const config = (redirects: Record<string, string> | undefined) => ({ root: '/site', configFile: '/site/docsgen.config.ts', redirects });

describe('resolveRedirects', () => {
  it('gives nothing for a site without redirects', () => {
    expect(resolveRedirects(config(undefined), { routes })).toEqual({ rules: [], warnings: [] });
  });

  it('keeps exact, prefix and external rules, with trailing slashes dropped', () => {
    const { rules, warnings } = resolveRedirects(
      config({ '/old/': '/new/', '/guides/*': '/tutorials/*', '/away': 'https://example.com/x', '/file': '/files/a.pdf' }),
      { routes, staticFiles: ['/files/a.pdf'] },
    );
    expect(rules).toEqual([
      { from: '/old', to: '/new' },
      { from: '/guides/*', to: '/tutorials/*' },
      { from: '/away', to: 'https://example.com/x' },
      { from: '/file', to: '/files/a.pdf' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('makes a chain one hop, through exact and prefix rules', () => {
    const { rules } = resolveRedirects(
      config({
        '/a': '/b',
        '/b': '/c',
        '/c': '/new',
        '/x': '/old-guides/intro',
        '/old-guides/*': '/guides/*',
        '/guides/*': '/tutorials/*',
      }),
      { routes },
    );
    expect(rules).toEqual([
      { from: '/a', to: '/new' },
      { from: '/b', to: '/new' },
      { from: '/c', to: '/new' },
      { from: '/x', to: '/tutorials/intro' },
      { from: '/old-guides/*', to: '/tutorials/*' },
      { from: '/guides/*', to: '/tutorials/*' },
    ]);
  });

  it('fails a loop with redirect-loop, naming the chain', () => {
    const error = docsgenErrorOf(() => resolveRedirects(config({ '/a': '/b', '/b': '/a' }), { routes }));
    expect(error.code).toBe('redirect-loop');
    expect(error.message).toBe('redirects loop: /a → /b → /a');
    expect(error.file).toBe('docsgen.config.ts');
    expect(error.hint).toBe('remove one of them, or point it at a page');
    expect(docsgenErrorOf(() => resolveRedirects(config({ '/p/*': '/q/*', '/q/*': '/p/*' }), { routes })).code).toBe('redirect-loop');
    // A prefix that leads under itself grows without end: a loop too.
    expect(docsgenErrorOf(() => resolveRedirects(config({ '/p/*': '/p/q/*' }), { routes })).code).toBe('redirect-loop');
  });

  it('fails a target that is no page with redirect-target-missing; for a prefix, when no page lies under it', () => {
    const error = docsgenErrorOf(() => resolveRedirects(config({ '/old': '/gone' }), { routes }));
    expect(error.code).toBe('redirect-target-missing');
    expect(error.message).toBe('the redirect from /old leads to /gone, which is no page of the site');
    const prefix = docsgenErrorOf(() => resolveRedirects(config({ '/guides/*': '/nowhere/*' }), { routes }));
    expect(prefix.message).toBe('the redirect from /guides/* leads to /nowhere/*, which is no page of the site');
    // The end of a chain is what must be a page.
    expect(docsgenErrorOf(() => resolveRedirects(config({ '/a': '/b', '/b': '/gone' }), { routes })).message).toContain(
      '/a leads to /gone',
    );
  });

  it('drops a rule from an address that is a page, with redirect-over-page', () => {
    const { rules, warnings } = resolveRedirects(
      config({ '/new': '/tutorials/intro', '/tutorials/*': '/v1/tutorials/*', '/old': '/new' }),
      { routes },
    );
    expect(rules).toEqual([{ from: '/old', to: '/new' }]);
    expect(warnings.map((warning) => [warning.code, warning.file])).toEqual([
      ['redirect-over-page', 'docsgen.config.ts'],
      ['redirect-over-page', 'docsgen.config.ts'],
    ]);
    expect(warnings[0]!.message).toContain('the old address /new is the page /new');
    const file = resolveRedirects(config({ '/files/a.pdf': '/new' }), { routes, staticFiles: ['/files/a.pdf'] });
    expect(file.rules).toEqual([]);
    expect(file.warnings[0]!.message).toContain('the old address /files/a.pdf is the file /files/a.pdf of the static folder');
  });

  it("takes a page's .html alias for the page when the site publishes them (htmlAliases)", () => {
    const rules = { '/new.html': '/tutorials/intro', '/old.html': '/new' };
    expect(resolveRedirects(config(rules), { routes }).rules).toHaveLength(2);
    const aliased = resolveRedirects({ ...config(rules), htmlAliases: true }, { routes });
    expect(aliased.rules).toEqual([{ from: '/old.html', to: '/new' }]);
    expect(aliased.warnings[0]!.message).toContain('the old address /new.html is the page /new');
  });

  it("names another generator's config as the file", () => {
    const error = docsgenErrorOf(() =>
      resolveRedirects(
        { root: '/site', redirects: { '/a': '/gone' }, site: { generator: 'MkDocs', files: ['mkdocs.yml'], warnings: [], outDir: 'site' } },
        { routes },
      ),
    );
    expect(error.file).toBe('mkdocs.yml');
  });
});
