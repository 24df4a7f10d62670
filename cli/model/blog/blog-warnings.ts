// The blog's warnings of the model stage (docs/design/blog.md §7): a long post the lists show whole, and feeds that
// cannot be written because the site has no address.
import path from 'node:path';
import type { BuildWarning } from '../../errors/docsgen-error.js';
import type { ResolvedBlog } from '../../config/blog-schema.js';
import type { ResolvedConfig } from '../../config/schema.js';
import type { BlogPostEntry } from './post-places.js';

/**
 * `blog-untruncated`: a post with no truncation marker and more than `untruncatedWords` words of body, which every
 * list shows whole. `false`: never; 0: every post without a marker (Docusaurus's rule).
 */
export function untruncatedWarnings(posts: readonly BlogPostEntry[], blog: Pick<ResolvedBlog, 'untruncatedWords'>): BuildWarning[] {
  const { untruncatedWords: limit } = blog;
  if (limit === false) return [];
  return posts.flatMap(({ entry, source }): BuildWarning[] => {
    const summary = entry.markdown.summary;
    if (!summary || summary.truncated || source.words <= limit) return [];
    return [
      {
        code: 'blog-untruncated',
        file: entry.file,
        message:
          `the post has ${source.words} words and no truncation marker: the blog's list shows all of it; ` +
          `put <!-- truncate --> (in MDX: {/* truncate */}) after its opening paragraphs (blog.untruncatedWords sets the length that warns)`,
      },
    ];
  });
}

/** `blog-feed-no-url`: feeds are asked for, but links in feeds are absolute and the site has no `url`. */
export function feedWarnings(
  config: Pick<ResolvedConfig, 'url' | 'root' | 'configFile' | 'site'>,
  blog: Pick<ResolvedBlog, 'feeds'>,
): BuildWarning[] {
  if (blog.feeds === false || config.url) return [];
  const file = config.site?.files[0] ?? (config.configFile ? path.relative(config.root, config.configFile) : undefined);
  return [
    {
      code: 'blog-feed-no-url',
      ...(file ? { file } : {}),
      message:
        "the blog's feeds need the site's address, and `url` is not set: no feed was written; set url: 'https://example.com' in the config",
    },
  ];
}
