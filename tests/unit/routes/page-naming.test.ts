// How file names name pages beyond their paths, as Docusaurus names docs: number prefixes (`01-intro.md`) are places,
// not names (config `numberPrefixes`), and a page named as its folder is the folder's page (`folderNamedPages`).
// Off by default: a VitePress, mdBook or MkDocs site publishes `01-intro.md` at /01-intro, and keeps those URLs.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseFolderIndexes } from '../../../cli/routes/folder-index.js';
import { numberPrefixOf, withoutNumberPrefixes } from '../../../cli/routes/number-prefix.js';
import { readContentFiles } from '../../../cli/sources/content-files.js';
import { page, tempSite } from '../support/temp-site.js';

describe('numberPrefixOf (Docusaurus numberPrefix.ts rules)', () => {
  it('takes the number and the separators before the name', () => {
    expect(numberPrefixOf('0-myDoc')).toEqual({ name: 'myDoc', prefix: 0 });
    expect(numberPrefixOf('003 - myDoc')).toEqual({ name: 'myDoc', prefix: 3 });
    expect(numberPrefixOf('02_guides')).toEqual({ name: 'guides', prefix: 2 });
    expect(numberPrefixOf('1. Plugin API')).toEqual({ name: 'Plugin API', prefix: 1 });
  });

  it('leaves dates, versions and names without a number as they are', () => {
    for (const name of ['2021-01-31-notes', '8.0-release', '1_2-x', 'myDoc', '1-', '12', 'v1-intro', '1--']) {
      expect(numberPrefixOf(name)).toEqual({ name });
    }
  });

  it('strips every part of a path', () => {
    expect(withoutNumberPrefixes('01-guides/02-setup/03-first')).toBe('guides/setup/first');
  });
});

describe('a page named as its folder', () => {
  it('is the folder page only when asked, after index, README and _index', () => {
    const ids = ['guides/guides', 'api/API', 'api/index', 'x/y', 'top'];
    expect([...chooseFolderIndexes(ids).indexes]).toEqual(['api/index']);
    const { indexes, clashes } = chooseFolderIndexes(ids, { folderNamedPages: true });
    expect([...indexes].sort()).toEqual(['api/index', 'guides/guides']);
    expect(clashes).toEqual([{ folder: 'api', chosen: 'api/index', others: ['api/API'] }]);
  });
});

describe('readContentFiles with Docusaurus naming', () => {
  const site = () =>
    tempSite({
      'content/01-intro.md': page({ title: 'Intro' }),
      'content/02-guides/02-guides.md': page({ title: 'Guides' }),
      'content/02-guides/10-setup.md': page({ title: 'Setup' }),
      'content/02-guides/named.md': page({ id: 'renamed', title: 'Renamed' }),
      'content/2024-05-notes.md': page({ title: 'Notes' }),
    });

  it('leaves the prefixes out of ids and routes, keeps them as places, and takes the folder-named page as the folder', () => {
    const root = site();
    const files = readContentFiles(root, path.join(root, 'content'), undefined, { numberPrefixes: true, folderNamedPages: true });
    expect(files.map((file) => [file.id, file.route, file.numberPrefix, file.folderIndex ?? false])).toEqual([
      ['intro', '/intro', 1, false],
      ['guides/guides', '/guides', 2, true],
      ['guides/setup', '/guides/setup', 10, false],
      ['guides/renamed', '/guides/renamed', undefined, false],
      ['2024-05-notes', '/2024-05-notes', undefined, false],
    ]);
  });

  it('publishes every file at its path by default', () => {
    const root = site();
    const files = readContentFiles(root, path.join(root, 'content'));
    expect(files.map((file) => [file.route, file.numberPrefix])).toEqual([
      ['/01-intro', undefined],
      ['/02-guides/02-guides', undefined],
      ['/02-guides/10-setup', undefined],
      ['/02-guides/renamed', undefined],
      ['/2024-05-notes', undefined],
    ]);
  });
});
