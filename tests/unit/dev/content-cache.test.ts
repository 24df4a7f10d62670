// `docsgen dev` keeps content files between rebuilds; a README.md's route depends on the files beside it, so an
// index.md added or removed next to it moves it without the README itself changing; a page that includes a file
// depends on that file.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentCache } from '../../../cli/dev/content-cache.js';
import { DevSite } from '../../../cli/dev/dev-site.js';
import type { BuildWarning } from '../../../cli/errors/docsgen-error.js';
import { page, tempSite } from '../support/temp-site.js';

describe('the dev content cache', () => {
  it("moves a README.md off its folder's route when an index.md appears beside it, and back when it goes", () => {
    const root = tempSite({ 'content/guia/README.md': page({ title: 'Leia-me' }), 'content/guia/passo.md': page({ title: 'Passo' }) });
    const cache = new ContentCache(root, path.join(root, 'content'));
    const routes = () => cache.read().map((file) => `${file.file} ${file.route}`);
    expect(routes()).toEqual(['content/guia/README.md /guia', 'content/guia/passo.md /guia/passo']);

    const index = path.join(root, 'content/guia/index.md');
    writeFileSync(index, page({ title: 'Guia' }));
    cache.invalidate(index);
    expect(routes()).toEqual(['content/guia/README.md /guia/README', 'content/guia/index.md /guia', 'content/guia/passo.md /guia/passo']);

    rmSync(index);
    cache.invalidate(index);
    expect(routes()).toEqual(['content/guia/README.md /guia', 'content/guia/passo.md /guia/passo']);
  });

  it('warns of a file its name leaves out at every rebuild, also when the listing is kept', () => {
    const root = tempSite({ 'content/a.md': page({ title: 'A' }, 'Texto A.\n'), 'content/..md': page({ title: 'Ponto' }) });
    const cache = new ContentCache(root, path.join(root, 'content'));
    const read = () => {
      const skipped: BuildWarning[] = [];
      return { files: cache.read(skipped).map((file) => file.file), skipped: skipped.map((warning) => `${warning.code} ${warning.file}`) };
    };
    const expected = { files: ['content/a.md'], skipped: ['unroutable-file-name content/..md'] };
    expect(read()).toEqual(expected);
    const a = path.join(root, 'content/a.md');
    writeFileSync(a, page({ title: 'A' }, 'Texto novo.\n'));
    cache.invalidate(a);
    expect(read()).toEqual(expected);
    expect(read()).toEqual(expected);
  });

  it('reads only the edited file, and stops on a route it now shares until it is mended', () => {
    const root = tempSite({ 'content/a.md': page({ title: 'A' }, 'Texto A.\n'), 'content/b.md': page({ title: 'B' }, 'Texto B.\n') });
    const cache = new ContentCache(root, path.join(root, 'content'));
    const first = cache.read();
    const b = path.join(root, 'content/b.md');
    writeFileSync(b, page({ title: 'B' }, 'Texto novo.\n'));
    cache.invalidate(b);
    const second = cache.read();
    expect(second[0]).toBe(first[0]);
    expect(second[1]!.body.trim()).toBe('Texto novo.');

    writeFileSync(b, page({ title: 'B', slug: '/a' }, 'Texto novo.\n'));
    cache.invalidate(b);
    const clash = 'content/b.md and content/a.md both claim the route /a';
    expect(() => cache.read()).toThrow(clash);
    // Nothing changed since: still the same error, never the list from before the clash.
    expect(() => cache.read()).toThrow(clash);
    writeFileSync(b, page({ title: 'B' }, 'De volta.\n'));
    cache.invalidate(b);
    expect(cache.read().map((file) => `${file.route} ${file.body.trim()}`)).toEqual(['/a Texto A.', '/b De volta.']);
  });
});

describe('docsgen dev and includes', () => {
  it('reads a page again when a file it includes changes, inside the content folder or beside it', async () => {
    const root = tempSite({
      'content/index.md': page(
        { title: 'Início' },
        '```rust\n{{#include ../listings/main.rs}}\n```\n\n<!--@include: ./parts/aviso.md-->\n',
      ),
      'listings/main.rs': 'fn main() {}\n',
      'content/parts/aviso.md': 'Primeiro aviso.\n',
    });
    const site = new DevSite({ root, cache: false });
    const html = async () => {
      const page = (await site.build(() => {})).model.pages['/'];
      // The text a reader sees: highlighting wraps the code's words in spans.
      return page && 'html' in page ? String(page.html).replace(/<[^>]+>/g, '') : '';
    };
    expect(await html()).toContain('fn main() {}');
    const listing = path.join(root, 'listings/main.rs');
    writeFileSync(listing, 'fn main() { run(); }\n');
    expect([...site.invalidate([listing])]).toEqual(['page-file']);
    expect(await html()).toContain('fn main() { run(); }');
    const part = path.join(root, 'content/parts/aviso.md');
    writeFileSync(part, 'Segundo aviso.\n');
    site.invalidate([part]);
    expect(await html()).toContain('Segundo aviso.');
  });
});
