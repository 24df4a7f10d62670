import { TagList } from '../layout/TagList.js';
import type { BlogListPage as BlogListPageModel, BlogPostSummary } from '../../shared/model/blog.js';
import type { Sidebar as SidebarModel, TagRef } from '../../shared/model/navigation.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import { format, plural } from '../../shared/i18n/format.js';
import { routeHref } from '../../shared/url.js';
import type { RenderContext } from '../render-context.js';
import { useLocale } from '../useLocale.js';
import { useStrings } from '../useStrings.js';
import { AuthorAvatar } from '../layout/AuthorAvatar.js';
import { BlogPostMeta } from '../layout/BlogPostMeta.js';
import { BlogFrame } from './BlogFrame.js';

interface Props {
  page: BlogListPageModel;
  sidebar?: SidebarModel;
  context: RenderContext;
}

/**
 * A page of a list of posts (the blog's, a tag's, an author's or a year's): its heading, the intro on the blog's first
 * page, each post as an <article> (its title a link, its date and authors, its part up to the truncation marker, its
 * tags, "Read more" when it goes on), and the way to the newer and older pages. Static: no script.
 */
export function BlogListPage({ page, sidebar, context }: Props) {
  const { baseUrl } = context.site;
  return (
    <BlogFrame route={page.route} sidebar={sidebar} context={context}>
      <div className="dg-blog-list">
        <ListHeader page={page} baseUrl={baseUrl} />
        {page.intro ? <div className="dg-markdown dg-blog-intro" dangerouslySetInnerHTML={{ __html: page.intro.html }} /> : null}
        {page.posts.map((post) => (
          <PostSummary key={post.href} post={post} baseUrl={baseUrl} />
        ))}
        <ListPages page={page} baseUrl={baseUrl} />
      </div>
    </BlogFrame>
  );
}

/** The list's h1: the blog's title, or what the list holds ("3 posts tagged with “x”"), an author with their picture. */
function ListHeader({ page, baseUrl }: { page: BlogListPageModel; baseUrl: string }) {
  const strings = useStrings();
  const locale = useLocale();
  const heading = <h1>{listHeading(page, strings, locale)}</h1>;
  const { of } = page;
  if ('author' in of) {
    const { author } = of;
    return (
      <header className="dg-doc__header dg-blog-list__header dg-blog-list__header--author">
        <AuthorAvatar author={author} size={64} baseUrl={baseUrl} />
        <div className="dg-blog-list__heading">
          {heading}
          {author.title ? <p className="dg-blog-list__role">{author.title}</p> : null}
          {author.description ? <p className="dg-lead">{author.description}</p> : null}
        </div>
      </header>
    );
  }
  const description = 'tag' in of ? of.tag.description : undefined;
  return (
    <header className="dg-doc__header dg-blog-list__header">
      {heading}
      {description ? <p className="dg-lead">{description}</p> : null}
    </header>
  );
}

/**
 * What the list is: a tag's and an author's say how many posts they have (over every page of the list: the model's
 * `count`, else this page's when it is the only one), a year's which year; the blog's own is its title.
 */
function listHeading(page: BlogListPageModel, strings: UiStrings, locale: string): string {
  const { of } = page;
  const count = page.count ?? (page.pages === 1 ? page.posts.length : undefined);
  if ('tag' in of) return count === undefined ? page.title : plural(locale, strings.blog.taggedWith, count, { label: of.tag.label });
  if ('author' in of) return count === undefined ? page.title : plural(locale, strings.blog.authorPosts, count, { name: of.author.name });
  if ('year' in of) return format(strings.blog.yearPosts, { year: of.year });
  return page.title;
}

function PostSummary({ post, baseUrl }: { post: BlogPostSummary; baseUrl: string }) {
  const strings = useStrings();
  const href = routeHref(baseUrl, post.href);
  return (
    <article className="dg-blog-post">
      <header className="dg-blog-post__header">
        <h2 className="dg-blog-post__title">
          <a href={href}>{post.title}</a>
        </h2>
        <BlogPostMeta date={post.date} updated={post.updated} authors={post.authors} readingTime={post.readingTime} baseUrl={baseUrl} />
      </header>
      <div className="dg-markdown dg-blog-post__body" dangerouslySetInnerHTML={{ __html: post.body.html }} />
      {post.tags.length > 0 || post.truncated ? (
        <footer className="dg-blog-post__footer">
          {post.tags.length > 0 ? <PostTags tags={post.tags} baseUrl={baseUrl} /> : null}
          {post.truncated ? (
            // "Read more" ten times over reads as ten times the same link: its accessible name says which post.
            <a className="dg-blog-post__more" href={href} aria-label={format(strings.blog.readMoreLabel, { title: post.title })}>
              {strings.blog.readMore}
            </a>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}

/** A post's tags, as a doc page shows its own (DocPage.tsx). */
function PostTags({ tags, baseUrl }: { tags: TagRef[]; baseUrl: string }) {
  return (
    <div className="dg-blog-post__tags">
      <TagList tags={tags} baseUrl={baseUrl} />
    </div>
  );
}

/** "« Newer posts", "Page 2 of 3", "Older posts »": a list of more than one page. */
function ListPages({ page, baseUrl }: { page: BlogListPageModel; baseUrl: string }) {
  const strings = useStrings();
  if (page.pages <= 1) return null;
  return (
    <nav className="dg-blog-pages" aria-label={strings.blog.listNav}>
      {page.newer ? (
        <a className="dg-pagination__link dg-pagination__link--prev" href={routeHref(baseUrl, page.newer)} rel="prev">
          <span className="dg-pagination__label">« {strings.blog.newerPosts}</span>
        </a>
      ) : (
        <span />
      )}
      <p className="dg-blog-pages__count">{format(strings.blog.pageOf, { page: page.page, pages: page.pages })}</p>
      {page.older ? (
        <a className="dg-pagination__link dg-pagination__link--next" href={routeHref(baseUrl, page.older)} rel="next">
          <span className="dg-pagination__label">{strings.blog.olderPosts} »</span>
        </a>
      ) : null}
    </nav>
  );
}
