// How a VitePress link names a page (cli/sites/vitepress/vitepress-links.ts): VitePress's own spellings of one page
// ("/guide/", "/guide/index.md", "/guide/intro.html#x") all find its doc id, relative to the group's `base`.
import { describe, expect, it } from 'vitest';
import { docIdOf, routeOf, withGroupBase } from '../../../cli/sites/vitepress/vitepress-links.js';

const pages = { ids: new Set(['index', 'guide/index', 'guide/intro', 'api', 'api/index']) };

describe('VitePress links', () => {
  it('finds the page of every spelling VitePress accepts', () => {
    expect(docIdOf('/', pages)).toBe('index');
    expect(docIdOf('/guide/', pages)).toBe('guide/index');
    expect(docIdOf('/guide/intro', pages)).toBe('guide/intro');
    expect(docIdOf('/guide/intro.md', pages)).toBe('guide/intro');
    expect(docIdOf('/guide/intro.html#usage', pages)).toBe('guide/intro');
    expect(docIdOf('guide/intro', pages)).toBe('guide/intro');
    // "/api" is api.md when there is one, as VitePress serves it.
    expect(docIdOf('/api', pages)).toBe('api');
    expect(docIdOf('/guide/missing', pages)).toBeUndefined();
  });

  it('finds pages under the route every page is published under', () => {
    const under = { ...pages, contentRoute: '/docs' };
    expect(docIdOf('/docs/guide/intro', under)).toBe('guide/intro');
    expect(docIdOf('/guide/intro', under)).toBeUndefined();
  });

  it('joins a link to its group’s base as VitePress does', () => {
    expect(withGroupBase('intro', '/guide/')).toBe('/guide/intro');
    expect(withGroupBase('/intro', '/guide/')).toBe('/guide/intro');
    expect(withGroupBase('config', '/reference/default-theme-')).toBe('/reference/default-theme-config');
    expect(withGroupBase('https://example.com', '/guide/')).toBe('https://example.com');
  });

  it('writes a link as a docsgen route, its anchor kept', () => {
    expect(routeOf('/guide/')).toBe('/guide');
    expect(routeOf('/guide/index.md')).toBe('/guide');
    expect(routeOf('/guide/intro.html#usage')).toBe('/guide/intro#usage');
    expect(routeOf('/')).toBe('/');
  });
});
