import type { BlogAuthorsPage as BlogAuthorsPageModel } from '../../shared/model/blog.js';
import type { Sidebar as SidebarModel } from '../../shared/model/navigation.js';
import { plural } from '../../shared/i18n/format.js';
import type { RenderContext } from '../render-context.js';
import { useLocale } from '../useLocale.js';
import { useStrings } from '../useStrings.js';
import { AuthorAvatar } from '../layout/AuthorAvatar.js';
import { AuthorName } from '../layout/AuthorName.js';
import { BlogFrame } from './BlogFrame.js';

interface Props {
  page: BlogAuthorsPageModel;
  sidebar?: SidebarModel;
  context: RenderContext;
}

/** The blog's authors: each with their picture, their name leading to their page (else their address), their role and their number of posts. */
export function BlogAuthorsPage({ page, sidebar, context }: Props) {
  const strings = useStrings();
  const locale = useLocale();
  const { baseUrl } = context.site;
  return (
    <BlogFrame route={page.route} sidebar={sidebar} context={context}>
      <div className="dg-blog-authors-page">
        <header className="dg-doc__header">
          <h1>{page.title}</h1>
          {page.description ? <p className="dg-lead">{page.description}</p> : null}
        </header>
        <ul className="dg-blog-author-cards">
          {page.authors.map((author) => (
            <li key={author.key ?? author.name} className="dg-blog-author-card">
              <AuthorAvatar author={author} size={48} baseUrl={baseUrl} />
              <span className="dg-blog-author__text">
                <AuthorName author={author} baseUrl={baseUrl} />{' '}
                {author.title ? <span className="dg-blog-author__title">{author.title}</span> : null}{' '}
                <span className="dg-blog-author__count">{plural(locale, strings.blog.postCount, author.count)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </BlogFrame>
  );
}
