import type { TagListPage } from '../../shared/model/site.js';
import type { RenderContext } from '../render-context.js';
import { plural } from '../../shared/i18n/format.js';
import { useLocale } from '../useLocale.js';
import { useStrings } from '../useStrings.js';
import { routeHref } from '../../shared/url.js';
import { Breadcrumbs } from '../layout/Breadcrumbs.js';
import { Layout } from '../layout/Layout.js';

/** "/tags": every tag with how many pages carry it. */
export function TagsIndexPage({ page, context }: { page: TagListPage; context: RenderContext }) {
  const strings = useStrings();
  const locale = useLocale();
  const { baseUrl } = context.site;
  return (
    <Layout context={context} currentPath={page.route}>
      <main id="dg-main" className="dg-simple" tabIndex={-1}>
        <Breadcrumbs crumbs={[{ label: strings.home, href: '/' }, { label: page.title }]} baseUrl={baseUrl} />
        <h1>{page.title}</h1>
        <p className="dg-lead">{page.description}</p>
        <ul className="dg-tag-cards">
          {page.tags.map((tag) => (
            <li key={tag.slug}>
              <a className="dg-tag-card" href={routeHref(baseUrl, tag.href)}>
                <span className="dg-tag-card__label">{tag.label}</span>
                <span className="dg-tag-card__count">{plural(locale, strings.tags.countLabel, tag.count)}</span>
              </a>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
