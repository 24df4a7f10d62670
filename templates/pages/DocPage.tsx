import type { Sidebar as SidebarModel } from '../../shared/model/navigation.js';
import type { DocPage as DocPageModel } from '../../shared/model/site.js';
import type { RenderContext } from '../render-context.js';
import { useStrings } from '../useStrings.js';
import { markdownHref } from '../../shared/url.js';
import { PageMarkdown } from '../layout/PageMarkdown.js';
import { DocFrame } from './DocFrame.js';
import { Layout } from '../layout/Layout.js';
import { LastUpdated } from './LastUpdated.js';
import { Landing } from './Landing.js';
import { BlogPostMeta } from '../layout/BlogPostMeta.js';
import { TagList } from '../layout/TagList.js';
import type { BlogPostInfo } from '../../shared/model/blog.js';

interface Props {
  page: DocPageModel;
  sidebar?: SidebarModel;
  context: RenderContext;
}

/**
 * A documentation page: the static Markdown body and its tags, in the docs frame. A post of a blog (`post`) is one too,
 * with its date, authors and reading time under its title, a note when it is unlisted or a draft, and its newer and
 * older posts for previous and next.
 */
export function DocPage({ page, sidebar, context }: Props) {
  const strings = useStrings();
  const { baseUrl } = context.site;
  // The page's Markdown for readers' tools under its title (config `llms`).
  const markdown = page.markdown === undefined ? null : <PageMarkdown href={markdownHref(baseUrl, page.route)} />;
  if (page.ownLayout) return <OwnLayoutPage page={page} context={context} />;
  // A page not yet translated is in the default language: its title and text say so to screen readers and browsers.
  const textLang = page.untranslated ? context.site.locales?.find((locale) => locale.isDefault)?.lang : undefined;
  const { post } = page;
  const postMeta = post ? <PostMeta post={post} baseUrl={baseUrl} /> : null;
  const postLinks = post ? { nav: strings.blog.postNav, previous: strings.blog.newerPost, next: strings.blog.olderPost } : undefined;
  return (
    <DocFrame page={page} sidebar={sidebar} context={context} toc={page.hideToc ? undefined : page.toc} prevNextLabels={postLinks}>
      <article>
        {post ? <PostNotices post={post} /> : null}
        {page.landing ? (
          <>
            <Landing landing={page.landing} title={page.title} titleId={page.titleId} baseUrl={baseUrl} />
            {markdown}
          </>
        ) : page.titleInBody ? (
          <>
            {postMeta}
            {markdown}
          </>
        ) : (
          <header className="dg-doc__header">
            <h1 id={page.titleId} lang={textLang} className={post ? 'dg-blog-title' : undefined}>
              {page.title}
            </h1>
            {postMeta}
            {markdown}
          </header>
        )}
        <div className="dg-markdown" lang={textLang} dangerouslySetInnerHTML={{ __html: page.html }} />
        {page.tags.length > 0 ? (
          <footer className="dg-doc__tags">
            <TagList tags={page.tags} baseUrl={baseUrl} />
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

function PostMeta({ post, baseUrl }: { post: BlogPostInfo; baseUrl: string }) {
  return <BlogPostMeta date={post.date} updated={post.updated} authors={post.authors} readingTime={post.readingTime} baseUrl={baseUrl} />;
}

/** That the post is in no list (only its link finds it), or a draft `docsgen dev` alone shows: as VariantNotices.tsx's notes. */
function PostNotices({ post }: { post: BlogPostInfo }) {
  const strings = useStrings();
  return (
    <>
      {post.draft ? (
        <div role="note" className="dg-variant-note dg-blog-note">
          <p>{strings.blog.draft}</p>
        </div>
      ) : null}
      {post.unlisted ? (
        <div role="note" className="dg-variant-note dg-blog-note">
          <p>{strings.blog.unlisted}</p>
        </div>
      ) : null}
    </>
  );
}
