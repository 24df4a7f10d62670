import { DocsgenError, type BuildWarning } from '../errors/docsgen-error.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { MarkdownResult } from '../markdown/markdown-result.js';
import type { ContentFile } from '../sources/content-files.js';
import type { ContentFolder } from '../sources/content-folders.js';
import type { SpecDownloads } from '../../shared/model/api.js';
import type { SearchRecord } from '../../shared/model/search.js';
import type { NotFoundPage, Page, SiteInfo, SiteModel } from '../../shared/model/site.js';
import type { Sidebar, SocialLink } from '../../shared/model/navigation.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import type { DocEntry } from './doc-entry.js';
import type { DocContext } from './doc-page.js';
import type { ApiReference } from '../openapi/operations.js';
import { infoAuthentication, infoRecords, toInfoPage } from './api-info-page.js';
import { docContext } from './doc-context.js';
import { displayedSidebars } from './displayed-sidebars.js';
import { pageBody, titleInBody, toDocPage, toOperationPage } from './doc-page.js';
import { folderIndexWarnings } from './folder-index-warnings.js';
import { generatedHomePage } from './home-page.js';
import type { LinkTargets } from './link-check.js';
import { anchorsOf, modelOf, docEntry, pageParts, joinParts, NOT_FOUND_ROUTE, type ModelSources, type ModelParts } from './model-parts.js';
import { ModelCache } from './model-cache.js';
import { operationRecords, sectionOf } from './search-records.js';
import { blogPages, blogPlan } from './blog/blog-model.js';
import { buildSidebars } from './sidebar.js';
import { buildTagPages, tagRouteWarnings } from './tags.js';
import { routeCaseWarnings, type RouteClaim } from '../routes/route-case-collisions.js';
import type { AssetFile } from '../sources/asset-files.js';
import { fromRoot } from './file-refs.js';
import { resolveRefs, type FileCopy, type RefTargets } from './resolve-refs.js';
import { absoluteUrl, routeUrl } from './page-markdown.js';
import { routeHref, withBase } from '../../shared/url.js';
import { infoMarkdown, operationMarkdown, type ReferenceMarkdownOptions } from '../openapi/reference-markdown.js';

export interface ModelInput {
  config: ResolvedConfig;
  files: ContentFile[];
  /** Rendered Markdown, in the same order as files. */
  markdown: MarkdownResult[];
  /** What the content folder's folders say of themselves (sources/content-folders.ts); default: nothing. */
  folders?: readonly ContentFolder[];
  /** URL paths of files copied from the static folder. */
  staticFiles?: string[];
  /** The API reference, when the site has an OpenAPI spec. */
  api?: ApiReference;
  /** URLs the spec is published at, for the info page's download links. */
  specDownloads?: SpecDownloads;
  /** What earlier builds of a `docsgen dev` session worked out and this one may reuse (records, links); default: nothing. */
  memo?: ModelCache;
  /** What the paths pages name are (files to publish, or missing…), read by the build (sources/asset-files.ts). */
  assetFiles?: ReadonlyMap<string, AssetFile>;
  /** When each content file (as ContentFile.file names it) was last committed, in ms (config `lastUpdated`). */
  commitTimes?: ReadonlyMap<string, number>;
  /** Routes of the site outside these sources, which links may reach (LinkTargets.elsewhere); default: none. */
  otherRoutes?: ReadonlySet<string>;
}

/**
 * Sources in, SiteModel out, with the warnings of the link check: pure, so it is unit-tested without touching the
 * disk. (A `docsgen dev` rebuild remakes only the pages an edit changed: incremental/model-update.ts.)
 */
export function buildSiteModel(input: ModelInput): { model: SiteModel; warnings: BuildWarning[]; copies: FileCopy[] } {
  return modelOf(siteModelParts(input));
}

/** The model's parts, page by page (model-parts.ts), from its sources: what a build that saves them keeps. */
export function siteModelParts(input: ModelInput, sources = modelSources(input)): ModelParts {
  return buildParts(input, sources, input.memo ?? new ModelCache());
}

/** The sources as the model's parts record them. */
export function modelSources(input: ModelInput): ModelSources {
  return {
    config: input.config,
    api: input.api,
    staticFiles: input.staticFiles ?? [],
    assetFiles: input.assetFiles ?? new Map(),
    commitTimes: input.commitTimes,
    specDownloads: JSON.stringify(input.specDownloads ?? null),
    files: input.files,
    markdown: input.markdown,
    folders: JSON.stringify(input.folders ?? []),
  };
}

/** The whole model from its sources. */
function buildParts(input: ModelInput, sources: ModelSources, memo: ModelCache): ModelParts {
  const { config, files, markdown, staticFiles = [], api, specDownloads } = input;
  const { strings, locale } = config;
  // File references first: a page's HTML and links are what they resolve to.
  const targets = refTargets(input);
  const resolved = files.map((file, i) => resolveRefs({ ...file, markdown: markdown[i]! }, targets));
  const entries = files.map((file, i) => docEntry(file, markdown[i]!, resolved[i]!, config));
  // content/404.md (or a page with `slug: /404`) is the 404 page's content, not a page of its own: the site's layout
  // keeps the parts, the file gives the title and body. It is in no sidebar, search or sitemap.
  const notFoundDoc = entries.find((doc) => doc.route === NOT_FOUND_ROUTE);
  // The blog folder's own page (Material's blog/index.md) heads the blog's list: no page of its own either.
  const introDoc = entries.find((doc) => doc.content.blogIntro);
  const docs = notFoundDoc || introDoc ? entries.filter((doc) => doc !== notFoundDoc && doc !== introDoc) : entries;
  // The blog's posts are pages of the site, in none of the docs' sidebars or tag pages: the blog has its own.
  const blog = blogPlan(docs, config);
  const docsOnly = blog ? docs.filter((doc) => !doc.content.blog) : docs;
  const sidebars = buildSidebars({
    docs: docsOnly,
    api,
    config: config.sidebars,
    // A sidebar read from another generator's files is reported in the file it was written in.
    configFile: config.site?.sidebarsFile ?? config.configFile,
    folders: input.folders,
  });
  if (blog?.sidebar) sidebars[blog.sidebar.id] = blog.sidebar;
  const pages: Record<string, Page> = {};
  const claim = claimer(pages);
  const titles = new Map([
    ...docs.map((doc) => [doc.route, doc.title] as const),
    ...(api?.operations ?? []).map((op) => [op.route, op.title] as const),
  ]);
  const displayed = displayedSidebars(docs, sidebars);
  const context = {
    ...docContext({ config, sidebars, titles, targets, commitTimes: input.commitTimes, displayed }),
    ...(blog ? { posts: blog.places } : {}),
  };
  const { refOf } = context;
  const { index: tagIndex, pages: tagPages } = buildTagPages(docsOnly, { labels: config.tags, strings, locale, refOf });
  if (tagPages.length > 0) {
    claim(tagIndex);
    for (const page of tagPages) claim(page);
  }
  const docPages = docs.map((doc) => toDocPage(doc, context));
  for (const [i, doc] of docs.entries()) claim(docPages[i]!, doc.file);
  const intro = introDoc && pageBody(introDoc, context);
  const blogged = blog && blogPages(blog, new Map(docPages.map((page) => [page.route, page])), config, intro);
  for (const page of blogged?.pages ?? []) claim(page);
  const apiRecords: SearchRecord[] = [];
  if (api) {
    for (const page of apiPages(api, { config, context, sidebars, specDownloads, records: apiRecords })) claim(page, api.file);
  }
  claim({ kind: 'search', route: '/search', title: strings.search.pageTitle, description: strings.search.pageDescription });
  const notFound = notFoundPage(notFoundDoc, context, strings);
  pages[notFound.route] = notFound;
  // Before the link check, so links to "/" (and every breadcrumb's first) lead somewhere.
  if (!pages['/']) pages['/'] = generatedHomePage(config, sidebars);

  const anchors = new Map<string, Set<string>>(Object.keys(pages).map((route) => [route, new Set<string>()]));
  for (const doc of docs) anchors.set(doc.route, anchorsOf(doc));
  anchors.delete(NOT_FOUND_ROUTE);
  const linkTargets: LinkTargets = {
    anchors,
    staticFiles: new Set(staticFiles),
    baseUrl: config.baseUrl,
    ...(input.otherRoutes ? { elsewhere: input.otherRoutes } : {}),
  };
  const pieces = docs.map((doc, i) => pageParts(doc, { context, linkTargets, memo, config }, docPages[i]));
  const copies = resolved.map((refs) => refs.copies);
  let next = 0;
  const parts = {
    sources,
    entries,
    refWarnings: resolved.map((refs) => refs.warnings),
    copies,
    docIndex: entries.map((doc) => (doc === notFoundDoc || doc === introDoc ? -1 : next++)),
    pageParts: pieces,
    folderWarnings: folderIndexWarnings(files),
    ...(blogged ? { blogWarnings: blogged.warnings } : {}),
    routeWarnings: [...tagRouteWarnings(docsOnly, refOf), ...routeCaseWarnings(Object.values(pages).map((page) => routeClaim(page, api)))],
    apiRecords,
    context,
    targets,
    linkTargets,
    pages,
    model: { site: siteInfo(config), sidebars, ...(blogged && blog ? { blogs: { [blog.blog.route]: blogged.info } } : {}) },
    allCopies: [...new Map(copies.flat().map((copy) => [copy.to, copy])).values()],
  };
  return { ...parts, joined: joinParts(parts) };
}

/**
 * What claims a route for a page: one page a route, or an error naming both claims (a generated page, search or
 * tags, claimed second still names the content file that took its route).
 */
function claimer(pages: Record<string, Page>): (page: Page, file?: string) => void {
  return (page, file) => {
    const existing = pages[page.route];
    if (existing) {
      const owner = existing.kind === 'doc' ? existing.source : `the generated ${existing.route} page`;
      throw new DocsgenError({
        code: 'duplicate-route',
        file: file ?? (existing.kind === 'doc' ? existing.source : undefined),
        message: `${file ?? page.route} and ${owner} both claim the route ${page.route}`,
        hint: 'rename the content file or give it another `slug`',
      });
    }
    pages[page.route] = page;
  };
}

/** A page's route and the file it comes from: its content file, the spec for the API reference's pages. */
function routeClaim(page: Page, api: ApiReference | undefined): RouteClaim {
  if (page.kind === 'doc') return { route: page.route, file: page.source };
  if ((page.kind === 'api-operation' || page.kind === 'api-info') && api) return { route: page.route, file: api.file };
  return { route: page.route };
}

/** The API reference's pages (each operation's, then the info page), their search records added to `records`. */
function apiPages(
  api: ApiReference,
  {
    config,
    context,
    sidebars,
    specDownloads,
    records,
  }: {
    config: ResolvedConfig;
    context: DocContext;
    sidebars: Record<string, Sidebar>;
    specDownloads: SpecDownloads | undefined;
    records: SearchRecord[];
  },
): Page[] {
  const { strings, locale } = config;
  const { sidebarOf } = context;
  // The info page is shown with the sidebar of the API's operations, and its search records sit in that section.
  const sidebarId = api.operations.map((op) => sidebarOf.get(op.route)?.id).find(Boolean);
  // What the spec's descriptions need of the Content-Security-Policy, carried by every page of the reference.
  const policy = api.policy ? { policy: api.policy } : {};
  const info = { ...toInfoPage(api, { downloads: specDownloads ?? { yaml: '', json: '' }, strings, sidebarId }), ...policy };
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
  const pages: Page[] = [];
  for (const op of api.operations) {
    const page = { ...toOperationPage(op, context, specDownloads, authentication), ...policy };
    pages.push(asMarkdown ? { ...page, markdown: operationMarkdown(page, asMarkdown) } : page);
    records.push(...operationRecords(page, { lvl0: sectionOf(sidebarOf.get(page.route), strings), language: locale, strings }));
  }
  pages.push(asMarkdown ? { ...info, markdown: infoMarkdown(info, api.description, asMarkdown) } : info);
  const lvl0 = sectionOf(sidebarId ? sidebars[sidebarId] : undefined, strings);
  records.push(...infoRecords(info, api, { lvl0, language: locale, strings }));
  return pages;
}

/** The 404 page: content/404.md's title and body in the site's layout, or the built-in text. */
function notFoundPage(doc: DocEntry | undefined, context: DocContext, strings: UiStrings): NotFoundPage {
  if (!doc) return { kind: 'not-found', route: NOT_FOUND_ROUTE, title: strings.notFound.title, description: strings.notFound.body };
  return {
    kind: 'not-found',
    route: NOT_FOUND_ROUTE,
    title: doc.title,
    description: doc.description,
    ...pageBody(doc, context),
    source: doc.file,
    ...titleInBody(doc),
  };
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

/** The site-wide part of the model, from the config. */
export function siteInfo(config: ResolvedConfig): SiteInfo {
  return {
    title: config.title,
    tagline: config.tagline,
    productName: config.productName,
    url: config.url,
    baseUrl: config.baseUrl,
    logo: config.logo
      ? {
          src: `/${config.logo.src.replace(/^\/+/, '')}`,
          ...(config.logo.srcDark !== undefined ? { srcDark: `/${config.logo.srcDark.replace(/^\/+/, '')}` } : {}),
          alt: config.logo.alt,
        }
      : undefined,
    favicon: config.favicon ? `/${config.favicon.replace(/^\/+/, '')}` : undefined,
    announcementBar: config.announcementBar,
    ...(config.head ? { head: config.head } : {}),
    navbar: config.navbar.map((item) =>
      'items' in item ? { label: item.label, items: item.items.map(hrefOf) } : { label: item.label, href: item.to },
    ),
    ...(config.socialLinks ? { socialLinks: config.socialLinks.map(socialLinkOf) } : {}),
    footer: {
      copyright: config.footer.copyright,
      ...(config.footer.links ? { links: config.footer.links.map((column) => ({ ...column, items: column.items.map(hrefOf) })) } : {}),
    },
    ...(config.algolia ? { algolia: config.algolia } : {}),
    locale: config.locale,
    strings: config.strings,
  };
}

/** A config link (`to`) as the model writes links (`href`). */
function hrefOf(link: { label: string; to: string }): { label: string; href: string } {
  return { label: link.label, href: link.to };
}

/** A social link with its accessible name: the config's, or the service's. */
function socialLinkOf(link: NonNullable<ResolvedConfig['socialLinks']>[number]): SocialLink {
  return { icon: link.icon, href: link.href, label: link.label ?? SOCIAL_NAMES[link.icon] };
}

/** Each icon's service, as its users write it: a social link's name when the config gives none. */
const SOCIAL_NAMES: Record<NonNullable<ResolvedConfig['socialLinks']>[number]['icon'], string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  discord: 'Discord',
  slack: 'Slack',
  x: 'X',
  twitter: 'Twitter',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  stackoverflow: 'Stack Overflow',
  npm: 'npm',
  rss: 'RSS',
};
