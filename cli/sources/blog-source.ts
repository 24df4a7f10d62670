// What reading a blog post's file found besides a page's front matter and body (docs/design/blog.md §4): the post's
// date, authors and flags, kept on its ContentFile (`blog`). Types only: sources/blog-posts.ts reads them.
import type { BlogAuthor } from '../../shared/model/blog.js';

export interface BlogSource {
  /** The blog's route ("/blog"): which blog of the site the post is of. */
  blog: string;
  /** When it was published, and last updated: ISO 8601 instants (UTC when the text gave no zone). */
  date: string;
  updated?: string;
  /** Its authors: the authors file's by key (with `key`), and those written inline. */
  authors: BlogAuthor[];
  /** Minutes to read it (reading-time's count of its body, or front matter `readtime`); absent when the blog shows none. */
  readingTime?: number;
  /** Words of its body, as the `blog-untruncated` warning counts them. */
  words: number;
  /** Front matter `image`: an absolute URL, or a path (from the site root when it starts with "/", else from the post). */
  image?: string;
  unlisted?: true;
  draft?: true;
  /**
   * The tags file's entries (config `blog.tagsFile`) for the post's front-matter tags, by tag: their labels and
   * descriptions, which the blog's tag pages show; absent when the file gives none of them.
   */
  tagLabels?: Record<string, { label?: string; description?: string }>;
}
