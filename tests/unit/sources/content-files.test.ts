import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { readContentFiles } from '../../../cli/sources/content-files.js';
import { page, tempSite } from '../support/temp-site.js';

describe('readContentFiles', () => {
  it('reads every Markdown page, skipping partials and dot folders', () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }),
      'content/guide/a.md': page({ title: 'A' }),
      'content/guide/_partial.md': 'parcial',
      'content/.hidden/x.md': 'oculto',
    });
    const files = readContentFiles(root, path.join(root, 'content'));
    expect(files.map((file) => file.route)).toEqual(['/guide/a', '/']);
    expect(files[0]!.file).toBe('content/guide/a.md');
  });

  it('stops when two files claim one route, naming both', () => {
    const root = tempSite({ 'content/guide.md': page({ title: 'G' }), 'content/guide/index.md': page({ title: 'G2' }) });
    expect(() => readContentFiles(root, path.join(root, 'content'))).toThrow(
      /content\/guide(\/index)?\.md and content\/guide(\/index)?\.md both claim the route \/guide/,
    );
  });

  it('gives the same hash for the same bytes and another for an edit', () => {
    const root = tempSite({
      'content/a.md': page({ title: 'A' }),
      'content/b.md': page({ title: 'A' }),
      'content/c.md': page({ title: 'C' }),
    });
    const [a, b, c] = readContentFiles(root, path.join(root, 'content'));
    expect(a!.hash).toBe(b!.hash);
    expect(c!.hash).not.toBe(a!.hash);
  });
});
