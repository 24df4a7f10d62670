// Tags whose plain slug was one (C++, C# and C: /tags/c; any tag in Chinese: /tags/tag) are published as pages of
// their own, and every link to a tag page is percent-encoded as links to other pages are.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { page, tempSite } from '../support/temp-site.js';

describe('tag pages in the output', () => {
  it('one per tag, linked from the pages and from /tags with encoded hrefs', async () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início', tags: ['C++', 'c', 'C#', '积分'] }),
    });
    const { outDir, warnings } = await buildSite({ root, log: () => {} });
    expect(warnings.map((warning) => warning.code)).toEqual(['no-url']);
    for (const slug of ['c-plus-plus', 'c', 'c-sharp', '积分'])
      expect(existsSync(path.join(outDir, 'tags', slug, 'index.html')), slug).toBe(true);
    const hrefs = (file: string) => [...readFileSync(path.join(outDir, file), 'utf8').matchAll(/href="(\/tags\/[^"]+)"/g)].map((m) => m[1]);
    const expected = ['/tags/c-plus-plus', '/tags/c', '/tags/c-sharp', '/tags/%E7%A7%AF%E5%88%86'];
    expect(hrefs('index.html')).toEqual(expect.arrayContaining(expected));
    expect(hrefs('tags/index.html')).toEqual(expect.arrayContaining(expected));
    expect(readFileSync(path.join(outDir, 'tags/c-plus-plus/index.html'), 'utf8')).toContain('“C++”');
  });
});
