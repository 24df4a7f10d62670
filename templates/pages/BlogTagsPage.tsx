import type { BlogTagsPage as BlogTagsPageModel } from '../../shared/model/blog.js';
import type { Sidebar as SidebarModel } from '../../shared/model/navigation.js';
import { plural } from '../../shared/i18n/format.js';
import { routeHref } from '../../shared/url.js';
import type { RenderContext } from '../render-context.js';
import { useLocale } from '../useLocale.js';
import { useStrings } from '../useStrings.js';
import { BlogFrame } from './BlogFrame.js';

interface Props {
  page: BlogTagsPageModel;
  sidebar?: SidebarModel;
  context: RenderContext;
}

/** The blog's tags, each with how many posts carry it: the cards of the docs' tag index (TagsIndexPage.tsx). */
export function BlogTagsPage({ page, sidebar, context }: Props) {
  const strings = useStrings();
  const locale = useLocale();
  const { baseUrl } = context.site;
  return (
    <BlogFrame route={page.route} sidebar={sidebar} context={context}>
      <div className="dg-blog-tags">
        <header className="dg-doc__header">
          <h1>{page.title}</h1>
          {page.description ? <p className="dg-lead">{page.description}</p> : null}
        </header>
        <ul className="dg-tag-cards">
          {page.tags.map((tag) => (
            <li key={tag.slug}>
              <a className="dg-tag-card" href={routeHref(baseUrl, tag.href)}>
                <span className="dg-tag-card__label">{tag.label}</span>
                <span className="dg-tag-card__count">{plural(locale, strings.blog.postCount, tag.count)}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </BlogFrame>
  );
}
