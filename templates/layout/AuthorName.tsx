import type { BlogAuthor } from '../../shared/model/blog.js';
import { routeHref } from '../../shared/url.js';

/** The author's name, leading to their page on the blog, else to their own address, else plain. */
export function AuthorName({ author, baseUrl }: { author: BlogAuthor; baseUrl: string }) {
  const href = author.page !== undefined ? routeHref(baseUrl, author.page) : author.url;
  return href ? (
    <a className="dg-blog-author__name" href={href}>
      {author.name}
    </a>
  ) : (
    <span className="dg-blog-author__name">{author.name}</span>
  );
}
