import { Fragment } from 'react';
import type { BlogArchivePage as BlogArchivePageModel } from '../../shared/model/blog.js';
import type { Sidebar as SidebarModel } from '../../shared/model/navigation.js';
import { routeHref } from '../../shared/url.js';
import type { RenderContext } from '../render-context.js';
import { useLocale } from '../useLocale.js';
import { BlogFrame } from './BlogFrame.js';

interface Props {
  page: BlogArchivePageModel;
  sidebar?: SidebarModel;
  context: RenderContext;
}

/**
 * Every listed post by year, newest first: a heading per year whose id is the year (so `archive#2024` lands on it),
 * and each post's day and title. The year is in the heading, so each post says its day and month only.
 */
export function BlogArchivePage({ page, sidebar, context }: Props) {
  const locale = useLocale();
  const { baseUrl } = context.site;
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <BlogFrame route={page.route} sidebar={sidebar} context={context}>
      <div className="dg-blog-archive">
        <header className="dg-doc__header">
          <h1>{page.title}</h1>
          {page.description ? <p className="dg-lead">{page.description}</p> : null}
        </header>
        {page.years.map(({ year, posts }) => (
          <Fragment key={year}>
            <h2 id={String(year)}>{year}</h2>
            <ul className="dg-blog-archive__posts">
              {posts.map((post) => (
                <li key={post.href}>
                  <time dateTime={post.date}>{day.format(new Date(post.date))}</time>{' '}
                  <a href={routeHref(baseUrl, post.href)}>{post.title}</a>
                </li>
              ))}
            </ul>
          </Fragment>
        ))}
      </div>
    </BlogFrame>
  );
}
