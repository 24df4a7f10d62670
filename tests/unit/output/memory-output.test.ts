// `docsgen dev` holds the site's files in memory; a rebuild of some routes makes only theirs and must still answer for
// every other route, never for a file the rebuild no longer makes, and leave the output before it as it was (the
// server answers from that one until the rebuild is done, and keeps it when the rebuild fails).
import { describe, expect, it } from 'vitest';
import { type HeldFile, MemoryOutput } from '../../../cli/output/memory-output.js';

const text = (held: HeldFile | undefined): string | undefined => (held?.kind === 'text' ? String(held.body()) : undefined);

/** An output of `routes`' pages ("r1" → "r1/index.html" and "r1.md"), each saying `version`, and a site-wide file. */
function emit(routes: string[], version: number, after?: { previous: MemoryOutput; changed: string[] }, markdown = true): MemoryOutput {
  const output = new MemoryOutput('/site', after);
  output.put({ path: 'sitemap.xml', body: { text: `sitemap ${version}` } });
  for (const route of routes) {
    output.put({ path: `${route}/index.html`, route, body: { make: () => `${route} v${version}` } });
    if (markdown) output.put({ path: `${route}.md`, route, body: { text: `${route} md v${version}` } });
  }
  return output;
}

describe('MemoryOutput', () => {
  it("answers for every route after a rebuild of one, with that route's new files and none it no longer makes", () => {
    const first = emit(['a', 'b', 'c'], 1);
    const second = emit(['b'], 2, { previous: first, changed: ['b'] }, false);
    expect(text(second.get('a/index.html'))).toBe('a v1');
    expect(text(second.get('b/index.html'))).toBe('b v2');
    expect(second.get('b.md')).toBeUndefined();
    expect(text(second.get('c.md'))).toBe('c md v1');
    expect(text(second.get('sitemap.xml'))).toBe('sitemap 2');
    // The output before still answers as it did.
    expect(text(first.get('b/index.html'))).toBe('b v1');
    expect(text(first.get('b.md'))).toBe('b md v1');
  });

  it('drops a route the rebuild changed and made nothing for (a page removed)', () => {
    const first = emit(['a', 'b'], 1);
    const second = emit([], 2, { previous: first, changed: ['b'] });
    expect(second.get('b/index.html')).toBeUndefined();
    expect(text(second.get('a/index.html'))).toBe('a v1');
  });

  it('keeps a site-wide file only while an emit gives it again', () => {
    const first = emit(['a'], 1);
    first.put({ path: 'llms-full.txt', body: { text: 'all' } });
    const second = emit(['a'], 2, { previous: first, changed: ['a'] });
    expect(second.get('llms-full.txt')).toBeUndefined();
  });

  it('stays right over a long session of rebuilds, each of a few routes', () => {
    const routes = Array.from({ length: 12 }, (_, i) => `r${i}`);
    let output = emit(routes, 0);
    const latest = new Map(routes.map((route) => [route, 0]));
    const gone = new Set<string>();
    for (let version = 1; version <= 60; version++) {
      const changed = [routes[version % 12]!, routes[(version * 5) % 12]!];
      // Now and then a route is removed, and later made again.
      const removed = version % 7 === 0 ? changed[1]! : undefined;
      const made = changed.filter((route) => route !== removed);
      output = emit(made, version, { previous: output, changed });
      for (const route of made) {
        latest.set(route, version);
        gone.delete(route);
      }
      if (removed) gone.add(removed);
      for (const route of routes) {
        if (gone.has(route)) expect(output.get(`${route}/index.html`), `${route} after ${version}`).toBeUndefined();
        else expect(text(output.get(`${route}/index.html`)), `${route} after ${version}`).toBe(`${route} v${latest.get(route)}`);
      }
    }
  });

  it("serves a page's HTML over a static file at the same path, as a built folder does", () => {
    const output = new MemoryOutput('/site');
    output.put({ path: 'guia/index.html', body: { copy: '/site/static/guia/index.html' } });
    output.put({ path: 'guia/index.html', route: '/guia', body: { text: 'page' } });
    expect(text(output.get('guia/index.html'))).toBe('page');
  });
});
