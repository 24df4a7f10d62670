import { DocsgenError, type BuildWarning } from '../errors/docsgen-error.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { MarkdownResult } from '../markdown/markdown-result.js';
import type { ContentFile } from '../sources/content-files.js';
import { normalizeRoute } from '../routes/content-routes.js';
import type { ApiInfoPage, ApiOperationPage } from '../../shared/model/api.js';
import type { Sidebar } from '../../shared/model/navigation.js';
import type { SearchRecord } from '../../shared/model/search.js';
import type { DocPage, NotFoundPage, Page, SiteInfo, SiteModel } from '../../shared/model/site.js';
import type { ApiReference, OperationModel } from '../openapi/operations.js';
import { strings } from '../../shared/strings.pt.js';
import { buildBreadcrumbs } from './breadcrumbs.js';
import { toDocEntry, type DocEntry } from './doc-entry.js';
import { checkLinks } from './link-check.js';
import { buildPrevNext, readingOrder, type ReadingOrder } from './prev-next.js';
import type { SearchPageInput } from '../search/build-index.js';
import { fillFragment } from '../search/doc-search-data.js';
import { operationRecords, pageRecords, sectionOf } from './search-records.js';
import { buildSidebars } from './sidebar.js';
import { buildTagPages, tagRef } from './tags.js';
import { buildToc } from './toc.js';

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
  specDownloads?: { yaml: string; json: string };
}

/** Sources in, SiteModel out: pure, so it is unit-tested without touching the disk. */
/** The model, its warnings, and the search index's pages (the same records as model.search, as the index takes them). */
export function buildSiteModel({ config, files, markdown, staticFiles = [], api, specDownloads }: ModelInput): {
  model: SiteModel; warnings: BuildWarning[]; searchPages: SearchPageInput[];
} {
  const docs = files.map((file, i) => toDocEntry(file, markdown[i]!, config.tagline));
  const sidebars = buildSidebars({ docs, api, config: config.sidebars, configFile: config.configFile });
  const pages: Record<string, Page> = {};
  const claim = (page: Page, file?: string): void => {
    const existing = pages[page.route];
    if (existing) {
      const owner = existing.kind === 'doc' ? existing.source : `the generated ${existing.route} page`;
      throw new DocsgenError({
        code: 'duplicate-route', file, message: `${file ?? page.route} and ${owner} both claim the route ${page.route}`,
        hint: 'rename the content file or give it another `slug`',
      });
    }
    pages[page.route] = page;
  };
  const { index: tagIndex, pages: tagPages } = buildTagPages(docs, config.tags);
  if (tagPages.length > 0) {
    claim(tagIndex);
    tagPages.forEach((page) => claim(page));
  }
  const titles = new Map([...docs.map((doc) => [doc.route, doc.title] as const), ...(api?.operations ?? []).map((op) => [op.route, op.title] as const)]);
  const labelOf = (route: string): string | undefined => titles.get(route);
  // Reading orders are computed once per sidebar: per page, it would cost O(pages²) on big sites.
  const orders = new Map(Object.values(sidebars).map((sidebar) => [sidebar.id, readingOrder(sidebar)]));
  const sidebarOf = new Map<string, Sidebar>();
  for (const sidebar of Object.values(sidebars)) {
    for (const route of orders.get(sidebar.id)!.position.keys()) if (!sidebarOf.has(route)) sidebarOf.set(route, sidebar);
  }
  const context: DocContext = { sidebarOf, orders, config, labelOf };
  for (const doc of docs) claim(toDocPage(doc, context), doc.file);
  if (api) {
    for (const op of api.operations) claim(toOperationPage(op, context), api.file);
    claim(toInfoPage(api, specDownloads ?? { yaml: '', json: '' }), api.file);
  }
  claim({ kind: 'search', route: '/search', title: strings.search.pageTitle, description: strings.search.pageDescription });
  const notFound: NotFoundPage = { kind: 'not-found', route: '/404', title: strings.notFound.title, description: strings.notFound.body };
  pages[notFound.route] = notFound;

  const searchPages: SearchPageInput[] = [];
  const search: SearchRecord[] = [];
  for (const doc of docs) {
    const source = {
      route: doc.route, title: doc.title, lvl0: sectionOf(sidebarOf.get(doc.route)), tags: doc.content.frontMatter.tags,
      headings: doc.markdown.headings, sections: doc.markdown.sections ?? [],
    };
    const { records, fragment } = docSearch(doc.markdown, source);
    search.push(...records);
    const prepared = doc.markdown.search;
    searchPages.push(prepared && fragment !== undefined ? { fragment, title: source.title, body: prepared.body } : { records });
  }
  for (const page of Object.values(pages)) {
    if (page.kind !== 'api-operation') continue;
    const records = operationRecords(page, sectionOf(sidebarOf.get(page.route)));
    search.push(...records);
    searchPages.push({ records });
  }
  const anchors = new Map<string, Set<string>>(Object.values(pages).map((page) => [page.route, new Set<string>()]));
  for (const doc of docs) anchors.set(doc.route, new Set(doc.markdown.headings.map((heading) => heading.id)));
  anchors.delete('/404');
  const warnings = checkLinks(docs, { anchors, staticFiles: new Set(staticFiles) });
  return { model: { site: siteInfo(config), pages, sidebars, search }, warnings, searchPages };
}

/**
 * A page's search records and index fragment, kept with its Markdown result while the page's place (route, title,
 * section, tags) stays the same. `docsgen dev` hands the same result object to every rebuild while a file is
 * unchanged, so a rebuild makes records for the edited page only: making fifty thousand records (and collecting
 * them) was half of a one-page rebuild's model stage. A build makes every result once and never hits.
 */
const searchMemo = new WeakMap<MarkdownResult, { key: string; records: SearchRecord[]; fragment?: string }>();

function docSearch(markdown: MarkdownResult, source: Parameters<typeof pageRecords>[0]): { records: SearchRecord[]; fragment?: string } {
  const key = JSON.stringify([source.route, source.title, source.lvl0, source.tags]);
  const held = searchMemo.get(markdown);
  if (held && held.key === key) return held;
  const made = {
    key,
    records: pageRecords(source),
    fragment: markdown.search ? fillFragment(markdown.search.fragment, source) : undefined,
  };
  searchMemo.set(markdown, made);
  return made;
}

interface DocContext {
  /** The first sidebar holding each route. */
  sidebarOf: Map<string, Sidebar>;
  orders: Map<string, ReadingOrder>;
  config: ResolvedConfig;
  labelOf: (route: string) => string | undefined;
}

/** Where a page sits in its sidebar: breadcrumbs and previous/next. */
function placement(route: string, title: string, { sidebarOf, orders, labelOf }: DocContext, overrides: { prev?: string | null; next?: string | null } = {}) {
  const sidebar = sidebarOf.get(route);
  const { prev, next } = buildPrevNext(route, sidebar && orders.get(sidebar.id), overrides, labelOf);
  return { sidebarId: sidebar?.id, breadcrumbs: buildBreadcrumbs(route, title, sidebar), prev, next };
}

function toOperationPage(op: OperationModel, context: DocContext): ApiOperationPage {
  const { slug: _slug, ...data } = op;
  return { kind: 'api-operation', ...data, ...placement(op.route, op.title, context) };
}

function toInfoPage(api: ApiReference, downloads: { yaml: string; json: string }): ApiInfoPage {
  return {
    kind: 'api-info', route: api.infoRoute, title: api.title, version: api.version, description: api.description, excerpt: api.excerpt,
    servers: api.servers, security: api.security, contact: api.contact, license: api.license, downloads,
    groups: api.tags.map((tag) => ({
      tag: tag.name, description: tag.description,
      operations: api.operations.filter((op) => op.tags[0] === tag.name).map((op) => ({ method: op.method, path: op.path, title: op.title, href: op.route })),
    })).filter((group) => group.operations.length > 0),
    breadcrumbs: [{ label: strings.home, href: '/' }, { label: api.title }],
  };
}

function toDocPage(doc: DocEntry, context: DocContext): DocPage {
  const { sidebarOf, config } = context;
  const sidebar = sidebarOf.get(doc.route);
  const fm = doc.content.frontMatter;
  const override = (value: string | null | undefined): string | null | undefined =>
    value === null || value === undefined ? value : normalizeRoute(value.startsWith('/') ? value : `/${value}`);
  const { prev, next, breadcrumbs } = placement(doc.route, doc.title, context, { prev: override(fm.pagination_prev), next: override(fm.pagination_next) });
  return {
    kind: 'doc',
    route: doc.route,
    source: doc.file,
    title: doc.title,
    description: doc.description,
    html: doc.markdown.html,
    toc: buildToc(doc.markdown.headings),
    tags: fm.tags.map((tag) => tagRef(tag, config.tags)),
    sidebarId: sidebar?.id,
    breadcrumbs,
    prev,
    next,
    hideToc: fm.hide_table_of_contents ?? false,
  };
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
  };
}
