// The blog is read by the primary variant alone (docs/design/blog.md §5 "Variants", for now): not versioned, and no
// per-locale blogs yet. Another variant's config has no `blog`, so it makes no blog pages and no blog warnings twice.
import { describe, expect, it } from 'vitest';
import { siteVariants } from '../../../cli/variants/site-variants.js';
import { blogSiteConfig } from '../model/blog-fixtures.js';

describe("the variants' configs", () => {
  it('keep the blog for the primary variant only', () => {
    const version = (name: string, isLast: boolean) => ({
      name,
      label: name,
      routePart: isLast ? '' : name,
      noIndex: false,
      isLast,
      contentDir: isLast ? '/site/content' : `/site/versions/${name}`,
    });
    const variants = siteVariants(blogSiteConfig({}, { versions: [version('2.0', true), version('1.0', false)] }));
    expect(variants.map((variant) => [variant.key, variant.primary, variant.config.blog?.route])).toEqual([
      [expect.any(String), true, '/blog'],
      [expect.any(String), false, undefined],
    ]);
  });
});
