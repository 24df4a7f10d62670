import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedRoutes, sameJson } from '../../../cli/incremental/changed-routes.js';
import { DevSite } from '../../../cli/dev/dev-site.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { page, tempSite } from '../support/temp-site.js';

describe('sameJson', () => {
  it('compares as JSON would: values, order of arrays, not order of keys, undefined as missing', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson('x', 'x')).toBe(true);
    expect(sameJson({ html: '<p>a</p>' }, { html: '<p>b</p>' })).toBe(false);
  });
});

/** A three-page site in one generated sidebar, built with DevSite; `log` collects the stage lines of each build. */
async function site() {
  const root = tempSite({
    'content/index.md': page({ title: 'Início', description: 'Home.' }, 'Bem-vindo.\n'),
    'content/a.md': page({ title: 'Página A', description: 'A.', sidebar_position: 1, tags: ['x'] }, 'Texto A.\n'),
    'content/b.md': page({ title: 'Página B', description: 'B.', sidebar_position: 2 }, 'Texto B.\n'),
  });
  const dev = new DevSite({ root, cache: false });
  const lines: string[] = [];
  const build = async () => {
    lines.length = 0;
    return dev.build((line) => lines.push(line));
  };
  const edit = async (rel: string, text: string | undefined) => {
    const file = path.join(root, rel);
    if (text === undefined) rmSync(file);
    else writeFileSync(file, text);
    dev.invalidate([file]);
    return build();
  };
  return { root, dev, build, edit, lines };
}

describe('which routes a rebuild changes', () => {
  it('a body edit changes that page alone, and only that file is parsed again', async () => {
    const s = await site();
    const first = await s.build();
    expect(changedRoutes(undefined, first.model).all).toBe(true);
    const next = await s.edit('content/b.md', page({ title: 'Página B', description: 'B.', sidebar_position: 2 }, 'Texto B mudou.\n'));
    expect(changedRoutes(first.model, next.model)).toEqual({ changed: ['/b'], all: false });
    expect(s.lines.find((line) => line.includes('markdown'))).toMatch(/1 rendered, 2 from cache/);
  });

  it('a new sidebar label changes every page of that sidebar', async () => {
    const s = await site();
    const first = await s.build();
    const next = await s.edit(
      'content/a.md',
      page({ title: 'Página A', description: 'A.', sidebar_position: 1, sidebar_label: 'Outro nome', tags: ['x'] }, 'Texto A.\n'),
    );
    const { changed } = changedRoutes(first.model, next.model);
    expect(changed).toEqual(expect.arrayContaining(['/', '/a', '/b']));
    expect(changed).not.toContain('/tags');
  });

  it('an added or deleted page changes the sidebar, the neighbours and its own route', async () => {
    const s = await site();
    const first = await s.build();
    const added = await s.edit('content/c.md', page({ title: 'Página C', description: 'C.', sidebar_position: 3 }, 'Texto C.\n'));
    const onAdd = changedRoutes(first.model, added.model).changed;
    expect(onAdd).toEqual(expect.arrayContaining(['/', '/a', '/b', '/c']));
    expect(added.model.pages['/b']).toMatchObject({ next: { href: '/c' } });
    const deleted = await s.edit('content/c.md', undefined);
    expect(changedRoutes(added.model, deleted.model).changed).toEqual(expect.arrayContaining(['/b', '/c']));
    expect(deleted.model.pages['/c']).toBeUndefined();
  });

  it('a changed setting of the site changes every route', async () => {
    const s = await site();
    const first = await s.build();
    const next = { ...first.model, site: { ...first.model.site, title: 'Outro título' } };
    expect(changedRoutes(first.model, next)).toEqual({ changed: Object.keys(first.model.pages).sort(), all: true });
  });

  it('a broken front matter fails the rebuild with its file and line, and the next rebuild recovers', async () => {
    const s = await site();
    await s.build();
    const error = await s.edit('content/a.md', '---\ntitle: [sem fechar\n---\n\nTexto.\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocsgenError);
    // The bracket never closes: the text runs out just after "title: [sem fechar", line 2, column 19.
    expect(error).toMatchObject({ code: 'front-matter-yaml', file: 'content/a.md', line: 2, column: 19 });
    const fixed = await s.edit('content/a.md', page({ title: 'Página A corrigida', sidebar_position: 1 }, 'Texto A.\n'));
    expect(fixed.model.pages['/a']).toMatchObject({ title: 'Página A corrigida' });
  });
});
