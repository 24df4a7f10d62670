import path from 'node:path';
import { DocsgenError, type BuildWarning } from '../errors/docsgen-error.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { MarkdownResult } from '../markdown/markdown-result.js';
import type { ContentFile } from '../sources/content-files.js';
import { normalizeRoute } from '../routes/content-routes.js';
import type { ApiOperationPage, SpecDownloads } from '../../shared/model/api.js';
import type { Sidebar, SidebarCategory } from '../../shared/model/navigation.js';
import type { SearchRecord } from '../../shared/model/search.js';
import type { DocPage, NotFoundPage, Page, SiteInfo, SiteModel } from '../../shared/model/site.js';
import type { ApiReference, OperationModel } from '../openapi/operations.js';
import { infoAuthentication, infoRecords, toInfoPage } from './api-info-page.js';
import { editUrlOf } from './edit-url.js';
import { buildBreadcrumbs, sidebarTrails } from './breadcrumbs.js';
import { toDocEntry, type DocEntry } from './doc-entry.js';
import { folderIndexWarnings } from './folder-index-warnings.js';
import { generatedHomePage } from './home-page.js';
import { checkLinks } from './link-check.js';
import { buildPrevNext, readingOrder, type ReadingOrder } from './prev-next.js';
import { ModelMemo } from './model-memo.js';
import { operationRecords, sectionOf } from './search-records.js';
import { buildSidebars } from './sidebar.js';
import { buildTagPages, tagRefs, type TagRefs } from './tags.js';
import { buildToc } from './toc.js';
import type { AssetFile } from '../sources/asset-files.js';
import { fromRoot } from './file-refs.js';
import { resolveRefs, type FileCopy, type RefTargets } from './resolve-refs.js';
import { absoluteUrl, pageMarkdown, routeUrl } from './page-markdown.js';
import { routeHref, withBase } from '../../shared/url.js';
import { infoMarkdown, operationMarkdown, type ReferenceMarkdownOptions } from '../openapi/reference-markdown.js';
import { fileLineOf } from '../sources/file-line.js';

export interface ModelInput {
  config: ResolvedConfig;
  files: ContentFile[];
  /** Rendered Markdown, in the same order as files. */
  markdown: MarkdownResult[];
  /** URL paths of files copied from the static folder. */
  staticFiles?: string[];
  /** The API reference, when the site has an OpenAPI spec. */
  api?: ApiReference;
  /** URLs the spec is published at, for the info page's download links. */
  specDownloads?: SpecDownloads;
  /** What earlier builds of a `docsgen dev` session worked out and this one may reuse; default: nothing. */
  memo?: ModelMemo;
  /** What the paths pages name are (files to publish, or missing…), read by the build (sources/asset-files.ts). */
  assetFiles?: ReadonlyMap<string, AssetFile>;
  /** When each content file (as ContentFile.file names it) was last committed, in ms (config `lastUpdated`). */
  commitTimes?: ReadonlyMap<string, number>;
}

/** Sources in, SiteModel out, with the warnings of the link check: pure, so it is unit-tested without touching the disk. */
export function buildSiteModel(input: ModelInput): { model: SiteModel; warnings: BuildWarning[]; copies: FileCopy[] } {
  const { config, files, markdown, staticFiles = [], api, specDownloads, memo = new ModelMemo() } = input;
  const { strings, locale } = config;
  // File references first: a page's HTML and links are what they resolve to.
  const targets = refTargets(input);
  const resolved = files.map((file, i) => resolveRefs({ ...file, markdown: markdown[i]! }, targets));
  const entries = files.map((file, i) => ({
    ...toDocEntry(file, markdown[i]!, config.tagline),
    html: resolved[i]!.html,
    links: resolved[i]!.links,
  }));
  // content/404.md (or a page with `slug: /404`) is the 404 page's content, not a page of its own: the site's layout
  // keeps the frame, the file gives the title and body. It is in no sidebar, search or sitemap.
  const notFoundDoc = entries.find((doc) => doc.route === NOT_FOUND_ROUTE);
  const docs = notFoundDoc ? entries.filter((doc) => doc !== notFoundDoc) : entries;
  const sidebars = buildSidebars({ docs, api, config: config.sidebars, configFile: config.configFile });
  const pages: Record<string, Page> = {};
  const claim = (page: Page, file?: string): void => {
    const existing = pages[page.route];
    if (existing) {
      const owner = existing.kind === 'doc' ? existing.source : `the generated ${existing.route} page`;
      throw new DocsgenError({
        code: 'duplicate-route',
        // A generated page (search, tags) claimed second still names the content file that took its route.
        file: file ?? (existing.kind === 'doc' ? existing.source : undefined),
        message: `${file ?? page.route} and ${owner} both claim the route ${page.route}`,
        hint: 'rename the content file or give it another `slug`',
      });
    }
    pages[page.route] = page;
  };
  const refOf = tagRefs(config.tags);
  const { index: tagIndex, pages: tagPages } = buildTagPages(docs, { labels: config.tags, strings, locale, refOf });
  if (tagPages.length > 0) {
    claim(tagIndex);
    for (const page of tagPages) claim(page);
  }
  const titles = new Map([
    ...docs.map((doc) => [doc.route, doc.title] as const),
    ...(api?.operations ?? []).map((op) => [op.route, op.title] as const),
  ]);
  const labelOf = (route: string): string | undefined => titles.get(route);
  // Reading orders are computed once per sidebar: per page, it would cost O(pages²) on big sites.
  const orders = new Map(Object.values(sidebars).map((sidebar) => [sidebar.id, readingOrder(sidebar)]));
  const trails = new Map(Object.values(sidebars).map((sidebar) => [sidebar.id, sidebarTrails(sidebar.items)]));
  const sidebarOf = new Map<string, Sidebar>();
  for (const sidebar of Object.values(sidebars)) {
    for (const route of orders.get(sidebar.id)!.position.keys()) if (!sidebarOf.has(route)) sidebarOf.set(route, sidebar);
  }
  const contentFolder = path.relative(config.root, config.contentDir);
  const { editUrl } = config;
  const context: DocContext = {
    sidebarOf,
    orders,
    trails,
    labelOf,
    refOf,
    home: strings.home,
    ...(editUrl ? { editUrl: (file: string) => editUrlOf(editUrl, file, contentFolder) } : {}),
    ...(config.llms
      ? {
          markdown: (doc: DocEntry) => pageMarkdown({ ...doc, body: doc.content.body, targets, siteUrl: config.url }),
        }
      : {}),
    ...(input.commitTimes ? { commitTimes: input.commitTimes } : {}),
  };
  for (const doc of docs) claim(toDocPage(doc, context), doc.file);
  if (api) {
    // The info page is shown with the sidebar of the API's operations, and its search records sit in that section.
    const sidebarId = api.operations.map((op) => sidebarOf.get(op.route)?.id).find(Boolean);
    const info = toInfoPage(api, { downloads: specDownloads ?? { yaml: '', json: '' }, strings, sidebarId });
    const authentication = infoAuthentication(info);
    // The reference's pages as Markdown for readers' tools, unless the config turns them off.
    const asMarkdown: ReferenceMarkdownOptions | undefined = config.llms
      ? {
          strings,
          sources: api.descriptionSources,
          href: (target) => routeUrl(target, { baseUrl: config.baseUrl, siteUrl: config.url }),
          // As the page shows a description's link: a site path under the base URL, resolved against the page's URL.
          link: (url, from) => absoluteUrl(withBase(config.baseUrl, url), routeHref(config.baseUrl, from), config.url),
        }
      : undefined;
    for (const op of api.operations) {
      const page = toOperationPage(op, context, specDownloads, authentication);
      claim(asMarkdown ? { ...page, markdown: operationMarkdown(page, asMarkdown) } : page, api.file);
    }
    claim(asMarkdown ? { ...info, markdown: infoMarkdown(info, api.description, asMarkdown) } : info, api.file);
  }
  claim({ kind: 'search', route: '/search', title: strings.search.pageTitle, description: strings.search.pageDescription });
  const notFound: NotFoundPage = notFoundDoc
    ? {
        kind: 'not-found',
        route: NOT_FOUND_ROUTE,
        title: notFoundDoc.title,
        description: notFoundDoc.description,
        html: notFoundDoc.html,
        source: notFoundDoc.file,
        ...titleInBody(notFoundDoc),
      }
    : { kind: 'not-found', route: NOT_FOUND_ROUTE, title: strings.notFound.title, description: strings.notFound.body };
  pages[notFound.route] = notFound;
  // Before the link check, so links to "/" (and every breadcrumb's first) lead somewhere.
  if (!pages['/']) pages['/'] = generatedHomePage(config, sidebars);

  const search: SearchRecord[] = [];
  for (const doc of docs) {
    search.push(
      ...memo.docRecords(doc.markdown, {
        route: doc.route,
        title: doc.title,
        lvl0: sectionOf(sidebarOf.get(doc.route), strings),
        language: locale,
        tags: doc.content.frontMatter.tags,
        headings: doc.markdown.headings,
        sections: doc.markdown.sections,
        weight: doc.content.frontMatter.search_weight,
      }),
    );
  }
  for (const page of Object.values(pages)) {
    if (page.kind === 'api-operation')
      search.push(...operationRecords(page, { lvl0: sectionOf(sidebarOf.get(page.route), strings), language: locale, strings }));
    if (page.kind === 'api-info' && api) {
      const lvl0 = sectionOf(page.sidebarId ? sidebars[page.sidebarId] : undefined, strings);
      search.push(...infoRecords(page, api, { lvl0, language: locale, strings }));
    }
  }
  const anchors = new Map<string, Set<string>>(Object.values(pages).map((page) => [page.route, new Set<string>()]));
  for (const doc of docs) {
    const ids = [...doc.markdown.headings.map((heading) => heading.id), ...(doc.markdown.anchors ?? [])];
    anchors.set(doc.route, new Set(doc.markdown.titleId === undefined ? ids : [doc.markdown.titleId, ...ids]));
  }
  anchors.delete('/404');
  const warnings = [
    ...folderIndexWarnings(files),
    ...markdownWarnings(docs),
    ...resolved.flatMap((refs) => refs.warnings),
    ...checkLinks(docs, { anchors, staticFiles: new Set(staticFiles), baseUrl: config.baseUrl }, memo.links),
  ];
  const copies = [...new Map(resolved.flatMap((refs) => refs.copies).map((copy) => [copy.to, copy])).values()];
  return { model: { site: siteInfo(config), pages, sidebars, search }, warnings, copies };
}

/** What the pages' file references resolve against. */
function refTargets({ config, files, staticFiles = [], api, assetFiles = new Map() }: ModelInput): RefTargets {
  const apiRoutes = api ? [api.infoRoute, ...api.operations.map((op) => op.route)] : [];
  return {
    routes: new Set([...files.map((file) => file.route), ...apiRoutes, ...staticFiles]),
    baseUrl: config.baseUrl,
    contentDir: fromRoot(config.root, config.contentDir),
    staticDir: fromRoot(config.root, config.staticDir),
    pages: new Map(files.map((file) => [file.file, file.route])),
    staticFiles: new Set(staticFiles),
    files: assetFiles,
  };
}

const NOT_FOUND_ROUTE = '/404';

interface DocContext {
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

function toOperationPage(
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

function toDocPage(doc: DocEntry, context: DocContext): DocPage {
  const { sidebarOf, refOf } = context;
  const sidebar = sidebarOf.get(doc.route);
  const fm = doc.content.frontMatter;
  const override = (value: string | null | undefined): string | null | undefined =>
    value === null || value === undefined ? value : normalizeRoute(value.startsWith('/') ? value : `/${value}`);
  const { prev, next, breadcrumbs } = placement(doc.route, doc.title, context, {
    prev: override(fm.pagination_prev),
    next: override(fm.pagination_next),
  });
  return {
    kind: 'doc',
    route: doc.route,
    source: doc.file,
    title: doc.title,
    description: doc.description,
    html: doc.html,
    toc: buildToc(doc.markdown.headings),
    tags: fm.tags.map(refOf),
    sidebarId: sidebar?.id,
    breadcrumbs,
    prev,
    next,
    hideToc: fm.hide_table_of_contents ?? false,
    ...(context.editUrl ? { editUrl: context.editUrl(doc.file) } : {}),
    ...(context.markdown ? { markdown: context.markdown(doc) } : {}),
    ...lastUpdated(context.commitTimes?.get(doc.file)),
    ...titleInBody(doc),
    ...titleId(doc),
  };
}

/** The page's last commit as an ISO instant, when git gave its file one. */
function lastUpdated(time: number | undefined): { lastUpdated?: string } {
  return time === undefined ? {} : { lastUpdated: new Date(time).toISOString() };
}

/** Set when the body keeps its leading h1 as the page's visible title (remark-page-title.ts). */
function titleInBody(doc: DocEntry): { titleInBody?: true } {
  return doc.markdown.bodyTitle === undefined ? {} : { titleInBody: true };
}

/** The id of the heading that titled the page and left its body, for the layout's h1 (rehype-page-title.ts). */
function titleId(doc: DocEntry): { titleId?: string } {
  return doc.markdown.titleId === undefined ? {} : { titleId: doc.markdown.titleId };
}

/** What the includes and the Markdown step found (a missing include, unsafe URLs made text), with the file and line. */
function markdownWarnings(docs: DocEntry[]): BuildWarning[] {
  return docs.flatMap((doc) => [
    ...(doc.content.includeWarnings ?? []).map((warning) => ({ ...warning, file: doc.file })),
    ...(doc.markdown.warnings ?? []).map((warning) => ({
      code: warning.code,
      file: doc.file,
      line: warning.line === undefined ? undefined : fileLineOf(doc.content, warning.line),
      message: warning.message,
    })),
  ]);
}

function siteInfo(config: ResolvedConfig): SiteInfo {
  return {
    title: config.title,
    tagline: config.tagline,
    productName: config.productName,
    url: config.url,
    baseUrl: config.baseUrl,
    logo: config.logo ? { src: `/${config.logo.src.replace(/^\/+/, '')}`, alt: config.logo.alt } : undefined,
    favicon: config.favicon ? `/${config.favicon.replace(/^\/+/, '')}` : undefined,
    announcementBar: config.announcementBar,
    navbar: config.navbar.map((item) => ({ label: item.label, href: item.to })),
    footer: config.footer,
    ...(config.algolia ? { algolia: config.algolia } : {}),
    locale: config.locale,
    strings: config.strings,
  };
}
