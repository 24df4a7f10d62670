import type { Sidebar as SidebarModel } from '../../shared/model/navigation.js';
import type { DocPage as DocPageModel } from '../../shared/model/site.js';
import type { RenderContext } from '../render-context.js';
import { useStrings } from '../useStrings.js';
import { markdownHref, routeHref } from '../../shared/url.js';
import { PageMarkdown } from '../layout/PageMarkdown.js';
import { DocFrame } from './DocFrame.js';
import { Layout } from '../layout/Layout.js';
import { LastUpdated } from './LastUpdated.js';
import { Landing } from './Landing.js';

interface Props {
  page: DocPageModel;
  sidebar?: SidebarModel;
  context: RenderContext;
}

/** A documentation page: the static Markdown body and its tags, in the docs frame. */
export function DocPage({ page, sidebar, context }: Props) {
  const strings = useStrings();
  const { baseUrl } = context.site;
  // The page's Markdown for readers' tools under its title (config `llms`).
  const markdown = page.markdown === undefined ? null : <PageMarkdown href={markdownHref(baseUrl, page.route)} />;
  if (page.ownLayout) return <OwnLayoutPage page={page} context={context} />;
  // A page not yet translated is in the default language: its title and text say so to screen readers and browsers.
  const textLang = page.untranslated ? context.site.locales?.find((locale) => locale.isDefault)?.lang : undefined;
  return (
    <DocFrame page={page} sidebar={sidebar} context={context} toc={page.hideToc ? undefined : page.toc}>
      <article>
        {page.landing ? (
          <>
            <Landing landing={page.landing} title={page.title} titleId={page.titleId} baseUrl={baseUrl} />
            {markdown}
          </>
        ) : page.titleInBody ? (
          markdown
        ) : (
          <header className="dg-doc__header">
            <h1 id={page.titleId} lang={textLang}>
              {page.title}
            </h1>
            {markdown}
          </header>
        )}
        <div className="dg-markdown" lang={textLang} dangerouslySetInnerHTML={{ __html: page.html }} />
        {page.tags.length > 0 ? (
          <footer className="dg-doc__tags">
            <span className="dg-doc__tags-label">{strings.tags.pageTags}</span>
            <ul className="dg-tag-list">
              {page.tags.map((tag) => (
                <li key={tag.slug}>
                  <a className="dg-tag" href={routeHref(baseUrl, tag.href)} rel="tag">
                    {tag.label}
                  </a>
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
        {page.editUrl || page.lastUpdated ? (
          <div className="dg-doc__meta">
            {page.editUrl ? (
              <p className="dg-doc__edit">
                <a href={page.editUrl}>{strings.editPage}</a>
              </p>
            ) : null}
            {page.lastUpdated ? <LastUpdated iso={page.lastUpdated} locale={context.site.locale} /> : null}
          </div>
        ) : null}
      </article>
    </DocFrame>
  );
}

/**
 * A page that lays itself out (a React page): its body in the site's chrome, the main landmark its own when it has one
 * (a page of Docusaurus's often holds a <main>), else around it.
 */
function OwnLayoutPage({ page, context }: { page: DocPageModel; context: RenderContext }) {
  const Main = /<main[\s>]/.test(page.html) ? 'div' : 'main';
  return (
    <Layout context={context} currentPath={page.route} variant={page}>
      <Main id="dg-main" className="dg-own-layout" tabIndex={-1} dangerouslySetInnerHTML={{ __html: page.html }} />
    </Layout>
  );
}
