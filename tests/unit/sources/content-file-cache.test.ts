// The content files a build reads, kept by stamp between builds (content-file-cache.ts): a page whose file and pasted
// files kept their stamps is taken from the cache; any change, of the page or of what it pastes in, reads it again.
import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentFileCache } from '../../../cli/sources/content-file-cache.js';
import { readContentFiles } from '../../../cli/sources/content-files.js';
import { editSite, page, tempSite } from '../support/temp-site.js';

function site(): { root: string; content: string; cacheFile: string } {
  const root = tempSite({
    'content/index.md': page({ title: 'Início' }, 'A página inicial.\n'),
    'content/guia/a.md': page({ title: 'A' }, '<!--@include: ../../partes/aviso.md-->\n'),
    'content/guia/b.md': page({ title: 'B' }, 'Texto de B.\n'),
    'partes/aviso.md': 'Um aviso.\n',
  });
  return { root, content: path.join(root, 'content'), cacheFile: path.join(root, '.docsgen/cache/content-files.json') };
}

/** One build's read: the files, and how many came from the cache. */
function read({ root, content, cacheFile }: ReturnType<typeof site>, key = 'k') {
  const cache = new ContentFileCache(cacheFile, key);
  const files = readContentFiles(root, content, cache);
  cache.save();
  return { files, reused: cache.reused };
}

const bodyOf = (files: { route: string; body: string }[], route: string): string => files.find((file) => file.route === route)!.body;

describe('ContentFileCache', () => {
  it('gives the same files as reading them, and reads again only what changed', () => {
    const s = site();
    const first = read(s);
    expect(first.reused).toBe(0);
    const again = read(s);
    expect(again.reused).toBe(3);
    expect(again.files).toEqual(readContentFiles(s.root, s.content));

    editSite(s.root, { 'content/guia/b.md': page({ title: 'B' }, 'Outro texto.\n') });
    const edited = read(s);
    expect(edited.reused).toBe(2);
    expect(bodyOf(edited.files, '/guia/b')).toContain('Outro texto.');

    editSite(s.root, { 'partes/aviso.md': 'Outro aviso.\n' });
    const pasted = read(s);
    expect(pasted.reused).toBe(2);
    expect(bodyOf(pasted.files, '/guia/a')).toContain('Outro aviso.');
    expect(pasted.files).toEqual(readContentFiles(s.root, s.content));
  });

  it('reads a file saved again with the same bytes (a new stamp), and none of another docsgen or site (another key)', () => {
    const s = site();
    read(s);
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(s.content, 'index.md'), later, later);
    expect(read(s).reused).toBe(2);
    expect(read(s, 'other').reused).toBe(0);
  });

  it('treats a cut-short cache file as none', () => {
    const s = site();
    read(s);
    editSite(s.root, { '.docsgen/cache/content-files.json': readFileSync(s.cacheFile, 'utf8').slice(0, 40) });
    const after = read(s);
    expect(after.reused).toBe(0);
    expect(after.files).toEqual(readContentFiles(s.root, s.content));
  });
});
