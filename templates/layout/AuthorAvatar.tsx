import type { BlogAuthor } from '../../shared/model/blog.js';
import { withBase } from '../../shared/url.js';

/**
 * An author's picture beside their name: decorative (`alt=""`, the name is next to it), loaded lazily (a list shows
 * ten posts' authors), its size fixed so the line does not move when it arrives. A path from the site root takes the
 * base URL; an absolute URL is left as it is.
 */
export function AuthorAvatar({ author, size, baseUrl }: { author: BlogAuthor; size: number; baseUrl: string }) {
  if (!author.imageUrl) return null;
  return (
    <img
      className="dg-blog-avatar"
      src={withBase(baseUrl, author.imageUrl)}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      alt=""
    />
  );
}
