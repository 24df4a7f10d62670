import type { SidebarItem } from '../../shared/model/navigation.js';
import type { HomePage as HomePageModel } from '../../shared/model/site.js';
import type { RenderContext } from '../render-context.js';
import { useStrings } from '../useStrings.js';
import { routeHref, withBase } from '../../shared/url.js';
import { Layout } from '../layout/Layout.js';

/** The home page docsgen makes for a site without one: its title, its tagline and its first sidebar, every branch open. */
export function HomePage({ page, context }: { page: HomePageModel; context: RenderContext }) {
  const strings = useStrings();
  return (
    <Layout context={context} currentPath={page.route}>
      <main id="dg-main" className="dg-simple dg-home" tabIndex={-1}>
        <h1>{page.title}</h1>
        {page.description ? <p className="dg-lead">{page.description}</p> : null}
        {page.items.length > 0 ? (
          <nav aria-labelledby="dg-home-contents">
            <h2 id="dg-home-contents">{strings.generatedHome.contents}</h2>
            <PageList items={page.items} baseUrl={context.site.baseUrl} />
          </nav>
        ) : null}
      </main>
    </Layout>
  );
}

/** Nested lists of links: a category is its label (a link when it has a page) over the list of what it holds. */
function PageList({ items, baseUrl }: { items: SidebarItem[]; baseUrl: string }) {
  return (
    <ul className="dg-home__list">
      {items.map((item, index) => {
        const href =
          item.href === undefined ? undefined : item.type === 'link' ? withBase(baseUrl, item.href) : routeHref(baseUrl, item.href);
        const label = href === undefined ? <span className="dg-home__label">{item.label}</span> : <a href={href}>{item.label}</a>;
        return (
          // Labels may repeat (two "Overview" pages): the position tells items apart in this static list.
          <li key={`${index}:${item.label}`} className={item.type === 'category' ? 'dg-home__category' : undefined}>
            {label}
            {item.type === 'category' && item.items.length > 0 ? <PageList items={item.items} baseUrl={baseUrl} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
