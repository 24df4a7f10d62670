// `docsgen dev` keeps content files between rebuilds; a README.md's route depends on the files beside it, so an
// index.md added or removed next to it moves it without the README itself changing.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentCache } from '../../../cli/dev/content-cache.js';
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
});
