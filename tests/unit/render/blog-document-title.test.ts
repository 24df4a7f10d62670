// A blog list's later pages are titled with their number ("Blog (Page 2 of 3) | Lantern"): ten pages of one <title>
// read as one page in readers' tabs, history and search results. The first page keeps the list's title.
import { describe, expect, it } from 'vitest';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';
import type { BlogListPage } from '../../../shared/model/blog.js';
import type { SiteInfo } from '../../../shared/model/site.js';
import { documentTitle } from '../../../cli/render/html-document.js';

const site = { title: 'Lantern', strings: EN_STRINGS } as unknown as SiteInfo;
const list = (page: number): BlogListPage => ({
  kind: 'blog-list',
  route: page === 1 ? '/blog' : `/blog/page/${page}`,
  title: 'Blog',
  description: 'Blog',
  blog: '/blog',
  of: { all: true },
  posts: [],
  page,
  pages: 3,
});

describe("a blog list's document title", () => {
  it('names the page after the first, and not the first', () => {
    expect(documentTitle(list(1), site)).toBe('Blog | Lantern');
    expect(documentTitle(list(2), site)).toBe('Blog (Page 2 of 3) | Lantern');
  });
});
