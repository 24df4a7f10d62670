import { DocsgenError, type BuildWarning } from '../errors/docsgen-error.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { MarkdownResult } from '../markdown/markdown-result.js';
import type { ContentFile } from '../sources/content-files.js';
import type { SpecDownloads } from '../../shared/model/api.js';
import type { SearchRecord } from '../../shared/model/search.js';
import type { NotFoundPage, Page, SiteInfo, SiteModel } from '../../shared/model/site.js';
import type { ApiReference } from '../openapi/operations.js';
import { infoAuthentication, infoRecords, toInfoPage } from './api-info-page.js';
import { docContext } from './doc-context.js';
import { pageBody, titleInBody, toDocPage, toOperationPage } from './doc-page.js';
import { folderIndexWarnings } from './folder-index-warnings.js';
import { generatedHomePage } from './home-page.js';
import type { LinkTargets } from './link-check.js';
import {
  anchorsOf,
  assembleModel,
  docEntry,
  docPieces,
  joinPieces,
  NOT_FOUND_ROUTE,
  type FrameSources,
  type ModelFrame,
} from './model-frame.js';
import { ModelMemo } from './model-memo.js';
import { patchFrame } from './model-patch.js';
import { operationRecords, sectionOf } from './search-records.js';
import { buildSidebars } from './sidebar.js';
import { buildTagPages } from './tags.js';
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

/**
 * Sources in, SiteModel out, with the warnings of the link check: pure, so it is unit-tested without touching the
 * disk. With a memo that holds the previous build's frame (a `docsgen dev` session), only the pages whose sources
 * changed are made again when nothing other pages show of them changed (model-patch.ts).
 */
export function buildSiteModel(input: ModelInput): { model: SiteModel; warnings: BuildWarning[]; copies: FileCopy[] } {
  return assembleModel(siteModelFrame(input));
}

/** What buildSiteModel puts the model together from, page by page (model-frame.ts): for a build that saves it. */
export function siteModelFrame(input: ModelInput): ModelFrame {
  const memo = input.memo ?? new ModelMemo();
  const sources = frameSources(input);
  const frame = (memo.frame && patchFrame(memo.frame, sources, memo)) ?? buildFrame(input, sources, memo);
  if (memo.keepFrame) memo.frame = frame;
  return frame;
}

/** The sources as a frame records them. */
function frameSources(input: ModelInput): FrameSources {
  return {
    config: input.config,
    api: input.api,
    staticFiles: input.staticFiles ?? [],
    assetFiles: input.assetFiles ?? new Map(),
    commitTimes: input.commitTimes,
    specDownloads: JSON.stringify(input.specDownloads ?? null),
    files: input.files,
    markdown: input.markdown,
  };
}

/** The whole model from its sources. */
function buildFrame(input: ModelInput, sources: FrameSources, memo: ModelMemo): ModelFrame {
  const { config, files, markdown, staticFiles = [], api, specDownloads } = input;
  const { strings, locale } = config;
  // File references first: a page's HTML and links are what they resolve to.
  const targets = refTargets(input);
  const resolved = files.map((file, i) => resolveRefs({ ...file, markdown: markdown[i]! }, targets));
  const entries = files.map((file, i) => docEntry(file, markdown[i]!, resolved[i]!, config));
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
  const titles = new Map([
    ...docs.map((doc) => [doc.route, doc.title] as const),
    ...(api?.operations ?? []).map((op) => [op.route, op.title] as const),
  ]);
  const context = docContext({ config, sidebars, titles, targets, commitTimes: input.commitTimes });
  const { sidebarOf, refOf } = context;
  const { index: tagIndex, pages: tagPages } = buildTagPages(docs, { labels: config.tags, strings, locale, refOf });
  if (tagPages.length > 0) {
    claim(tagIndex);
    for (const page of tagPages) claim(page);
  }
  const docPages = docs.map((doc) => toDocPage(doc, context));
  for (const [i, doc] of docs.entries()) claim(docPages[i]!, doc.file);
  const apiRecords: SearchRecord[] = [];
  if (api) {
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
    for (const op of api.operations) {
      const page = { ...toOperationPage(op, context, specDownloads, authentication), ...policy };
      claim(asMarkdown ? { ...page, markdown: operationMarkdown(page, asMarkdown) } : page, api.file);
      apiRecords.push(...operationRecords(page, { lvl0: sectionOf(sidebarOf.get(page.route), strings), language: locale, strings }));
    }
    claim(asMarkdown ? { ...info, markdown: infoMarkdown(info, api.description, asMarkdown) } : info, api.file);
    apiRecords.push(
      ...infoRecords(info, api, { lvl0: sectionOf(sidebarId ? sidebars[sidebarId] : undefined, strings), language: locale, strings }),
    );
  }
  claim({ kind: 'search', route: '/search', title: strings.search.pageTitle, description: strings.search.pageDescription });
  const notFound: NotFoundPage = notFoundDoc
    ? {
        kind: 'not-found',
        route: NOT_FOUND_ROUTE,
        title: notFoundDoc.title,
        description: notFoundDoc.description,
        ...pageBody(notFoundDoc, context),
        source: notFoundDoc.file,
        ...titleInBody(notFoundDoc),
      }
    : { kind: 'not-found', route: NOT_FOUND_ROUTE, title: strings.notFound.title, description: strings.notFound.body };
  pages[notFound.route] = notFound;
  // Before the link check, so links to "/" (and every breadcrumb's first) lead somewhere.
  if (!pages['/']) pages['/'] = generatedHomePage(config, sidebars);

  const anchors = new Map<string, Set<string>>(Object.keys(pages).map((route) => [route, new Set<string>()]));
  for (const doc of docs) anchors.set(doc.route, anchorsOf(doc));
  anchors.delete(NOT_FOUND_ROUTE);
  const linkTargets: LinkTargets = { anchors, staticFiles: new Set(staticFiles), baseUrl: config.baseUrl };
  const pieces = docs.map((doc, i) => docPieces(doc, { context, linkTargets, memo, config }, docPages[i]));
  const copies = resolved.map((refs) => refs.copies);
  let next = 0;
  const frame = {
    sources,
    entries,
    refWarnings: resolved.map((refs) => refs.warnings),
    copies,
    docIndex: entries.map((doc) => (doc === notFoundDoc ? -1 : next++)),
    pieces,
    folderWarnings: folderIndexWarnings(files),
    apiRecords,
    context,
    targets,
    linkTargets,
    pages,
    model: { site: siteInfo(config), sidebars },
    allCopies: [...new Map(copies.flat().map((copy) => [copy.to, copy])).values()],
  };
  return { ...frame, joined: joinPieces(frame) };
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
