// Which file is its folder's page: index.md, then README.md (any case), then _index.md; the others keep their own
// routes (folder-index.ts, content-routes.ts).
import { describe, expect, it } from 'vitest';
import { routeFor } from '../../../cli/routes/content-routes.js';
import { chooseFolderIndexes, isFolderIndexFileName } from '../../../cli/routes/folder-index.js';

describe('chooseFolderIndexes', () => {
  it('takes README.md (any case) and _index.md as their folder page when alone', () => {
    const { indexes, clashes } = chooseFolderIndexes(['README', 'guide/readme', 'guide/intro', 'posts/_index', 'a/b/ReadMe']);
    expect([...indexes].sort()).toEqual(['README', 'a/b/ReadMe', 'guide/readme', 'posts/_index']);
    expect(clashes).toEqual([]);
  });

  it('takes index before README before _index, and reports the others by folder', () => {
    const { indexes, clashes } = chooseFolderIndexes(['guide/_index', 'guide/README', 'guide/index', 'docs/_index', 'docs/readme', 'x']);
    expect([...indexes].sort()).toEqual(['docs/readme', 'guide/index']);
    expect(clashes).toEqual([
      { folder: 'guide', chosen: 'guide/index', others: ['guide/README', 'guide/_index'] },
      { folder: 'docs', chosen: 'docs/readme', others: ['docs/_index'] },
    ]);
  });

  it('does not take other spellings ("Index", "_Index", "readme-old") as folder pages', () => {
    expect([...chooseFolderIndexes(['guide/Index', 'guide/_Index', 'guide/readme-old', 'guide/my-index']).indexes]).toEqual([]);
  });
});

describe('a folder page', () => {
  it('is published at its folder, the others at their path', () => {
    expect(routeFor('README', undefined, true)).toBe('/');
    expect(routeFor('guide/README', undefined, true)).toBe('/guide');
    expect(routeFor('guide/README', undefined, false)).toBe('/guide/README');
    expect(routeFor('guide/_index', undefined, true)).toBe('/guide');
    expect(routeFor('guide/README', 'leia-me', true)).toBe('/guide/leia-me');
  });

  it('has a file name a content listing keeps though it starts with "_"', () => {
    expect(['_index.md', '_index.mdx', 'README.md', 'index.md', '_partial.md', '_index.txt'].map(isFolderIndexFileName)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
