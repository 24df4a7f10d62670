// A content page's model (DocPage) from its entry and what the whole site worked out once (sidebars, reading orders,
// titles): shared by the full model build and by the patch of a `docsgen dev` rebuild (incremental/model-update.ts).
import type { ApiOperationPage, SpecDownloads } from '../../shared/model/api.js';
import type { Sidebar, SidebarCategory } from '../../shared/model/navigation.js';
import type { DocCard, DocPage, PageBody } from '../../shared/model/site.js';
import type { OperationModel } from '../openapi/operations.js';
import { normalizeRoute } from '../routes/content-routes.js';
import { buildBreadcrumbs } from './breadcrumbs.js';
import type { DocEntry } from './doc-entry.js';
import { buildPrevNext, type ReadingOrder } from './prev-next.js';
import { pageTagRefs, type TagRefs } from './tags.js';
import { buildToc } from './toc.js';
import { asPostPage } from './blog/post-page.js';
import type { PostPlace } from './blog/post-places.js';

/** What every page's place is decided from: worked out once per model from the whole site. */
export interface DocContext {
  /** The first sidebar holding each route. */
  sidebarOf: Map<string, Sidebar>;
  orders: Map<string, ReadingOrder>;
  /** Each sidebar's categories leading to each of its routes (breadcrumbs.ts). */
  trails: Map<string, Map<string, SidebarCategory[]>>;
  labelOf: (route: string) => string | undefined;
  refOf: TagRefs;
  /** The first breadcrumb's label. */
  home: string;
  /** A page's "edit this page" link from its file, when the config has `editUrl`. */
  editUrl?: (file: string) => string;
  /** A page's Markdown for readers' tools (page-markdown.ts), unless the config turns them off (`llms: false`). */
  markdown?: (doc: DocEntry) => string;
  /** Last commit times by content file, when the config has `lastUpdated`. */
  commitTimes?: ReadonlyMap<string, number>;
  /** The cards of MDX's <DocCardList /> on a page, from its sidebar category (doc-cards.ts); undefined without one. */
  docCards: (route: string, html: string) => DocCard[] | undefined;
  /** The blog's posts' places by route (blog/post-places.ts), when the site has a blog. */
  posts?: ReadonlyMap<string, PostPlace>;
}

/** Where a page sits in its sidebar: breadcrumbs and previous/next. */
function placement(
  route: string,
  title: string,
  { sidebarOf, orders, trails, labelOf, home }: DocContext,
  overrides: { prev?: string | null; next?: string | null } = {},
) {
  const sidebar = sidebarOf.get(route);
  const { prev, next } = buildPrevNext(route, sidebar && orders.get(sidebar.id), overrides, labelOf);
  return {
    sidebarId: sidebar?.id,
    breadcrumbs: buildBreadcrumbs(route, title, sidebar, home, sidebar && trails.get(sidebar.id)),
    prev,
    next,
  };
}

export function toOperationPage(
  op: OperationModel,
  context: DocContext,
  downloads: SpecDownloads | undefined,
  authentication: ApiOperationPage['authentication'],
): ApiOperationPage {
  const { slug: _slug, ...data } = op;
  return {
    kind: 'api-operation',
    ...data,
    ...(downloads ? { downloads } : {}),
    ...(authentication ? { authentication } : {}),
    ...placement(op.route, op.title, context),
  };
}

export function toDocPage(doc: DocEntry, context: DocContext): DocPage {
  const { sidebarOf, refOf } = context;
  const sidebar = sidebarOf.get(doc.route);
  const fm = doc.content.frontMatter;
  const override = (value: string | null | undefined): string | null | undefined =>
    value === null || value === undefined ? value : normalizeRoute(value.startsWith('/') ? value : `/${value}`);
  const { prev, next, breadcrumbs } = placement(doc.route, doc.title, context, {
    prev: override(fm.pagination_prev),
    next: override(fm.pagination_next),
  });
  const page: DocPage = {
    kind: 'doc',
    route: doc.route,
    source: doc.file,
    title: doc.title,
    description: doc.description,
    ...pageBody(doc, context),
    toc: buildToc(doc.markdown.headings),
    tags: pageTagRefs(fm.tags, refOf),
    sidebarId: sidebar?.id,
    breadcrumbs,
    prev,
    next,
    // A landing page (a hero, features) has no table of contents, as in VitePress and Starlight.
    hideToc: (fm.hide_table_of_contents ?? false) || fm.landing !== undefined,
    ...(fm.landing ? { landing: fm.landing } : {}),
    ...documentTitle(doc),
    // The pages folder's are outside the content folder the edit pattern names.
    ...(context.editUrl && !doc.content.standalone ? { editUrl: context.editUrl(doc.file) } : {}),
    // A React page's source is code, not Markdown a reader's tool could use.
    ...(context.markdown && doc.content.standalone !== 'react' ? { markdown: context.markdown(doc) } : {}),
    ...(doc.content.standalone === 'react' ? { ownLayout: true as const } : {}),
    ...(doc.markdown.stylesheets ? { stylesheets: doc.markdown.stylesheets } : {}),
    ...(doc.markdown.math ? { math: true as const } : {}),
    ...lastUpdated(context.commitTimes?.get(doc.file)),
    ...titleInBody(doc),
    ...titleId(doc),
  };
  // A post of the blog is placed in the blog, not the docs.
  const place = context.posts?.get(doc.route);
  return place ? asPostPage(page, place) : page;
}

/** The page's body as its model holds it: the Markdown's HTML, where its references lead, its cards, its policy. */
export function pageBody(doc: DocEntry, context: Pick<DocContext, 'docCards'>): PageBody {
  const { html, policy } = doc.markdown;
  const cards = context.docCards(doc.route, html);
  return { html, ...(doc.refs ? { refs: doc.refs } : {}), ...(cards ? { cards } : {}), ...(policy ? { policy } : {}) };
}

/** The page's last commit as an ISO instant, when git gave its file one. */
function lastUpdated(time: number | undefined): { lastUpdated?: string } {
  return time === undefined ? {} : { lastUpdated: new Date(time).toISOString() };
}

/** Set when the body keeps its leading h1 as the page's visible title (remark-page-title.ts). */
export function titleInBody(doc: DocEntry): { titleInBody?: true } {
  return doc.markdown.bodyTitle === undefined ? {} : { titleInBody: true };
}

/** The id of the heading that titled the page and left its body, for the layout's h1 (rehype-page-title.ts). */
function titleId(doc: DocEntry): { titleId?: string } {
  return doc.markdown.titleId === undefined ? {} : { titleId: doc.markdown.titleId };
}

/** The page's whole <title>: mdBook's `{{#title}}`, or a React page's `<Head><title>`. */
function documentTitle(doc: DocEntry): { documentTitle?: string } {
  const title = doc.content.documentTitle ?? doc.markdown.documentTitle;
  return title === undefined ? {} : { documentTitle: title };
}
