// What one model build worked out, page by page, kept so that the next build of a `docsgen dev` session can replace
// the pages an edit changed instead of building forty thousand again (incremental/model-update.ts). The full build and the patch
// make a page's parts with the one function here, and put the model together with the other, so both give the same.
import type { BuildWarning } from '../errors/docsgen-error.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { MarkdownResult } from '../markdown/markdown-result.js';
import type { ApiReference } from '../openapi/operations.js';
import type { AssetFile } from '../sources/asset-files.js';
import type { ContentFile } from '../sources/content-files.js';
import { fileLineOf } from '../sources/file-line.js';
import type { SearchRecord } from '../../shared/model/search.js';
import type { DocPage, Page, SiteModel } from '../../shared/model/site.js';
import { toDocEntry, type DocEntry } from './doc-entry.js';
import { toDocPage, type DocContext } from './doc-page.js';
import { checkLinks, type LinkTargets } from './link-check.js';
import type { ModelCache } from './model-cache.js';
import type { FileCopy, RefTargets, ResolvedRefs } from './resolve-refs.js';
import { sectionOf } from './search-records.js';
import { mergeSiteWideWarnings } from './site-wide-warnings.js';

/** The route whose page content/404.md (or a page with `slug: /404`) gives the content of. */
export const NOT_FOUND_ROUTE = '/404';

/** What a content page (any but the 404 page's) adds to the model. */
export interface PageParts {
  page: DocPage;
  records: SearchRecord[];
  /** What its includes and its Markdown found. */
  markdownWarnings: BuildWarning[];
  /** What the link check found in its links. */
  linkWarnings: BuildWarning[];
}

/** The sources a parts was built from, as the patch compares them with the next build's. */
export interface ModelSources {
  config: ResolvedConfig;
  api: ApiReference | undefined;
  staticFiles: readonly string[];
  assetFiles: ReadonlyMap<string, AssetFile>;
  commitTimes: ReadonlyMap<string, number> | undefined;
  /** JSON of the spec's download URLs. */
  specDownloads: string;
  files: readonly ContentFile[];
  markdown: readonly MarkdownResult[];
  /** JSON of what the content folder's folders say of themselves (`_category_` files, number prefixes). */
  folders: string;
}

export interface ModelParts {
  sources: ModelSources;
  /** Per content file, in the order of `files`. */
  entries: DocEntry[];
  refWarnings: BuildWarning[][];
  copies: FileCopy[][];
  /** Per content file: its index among the pages' parts; -1 for the 404 page's file. */
  docIndex: number[];
  /** Per content page but the 404 page's. */
  pageParts: PageParts[];
  folderWarnings: BuildWarning[];
  /** What the blog found (blog/blog-warnings.ts); absent without a blog. */
  blogWarnings?: BuildWarning[];
  /** Tags sharing a page (tags.ts), routes a disk that ignores case would take for one (routes/route-case-collisions.ts). */
  routeWarnings: BuildWarning[];
  apiRecords: SearchRecord[];
  context: DocContext;
  targets: RefTargets;
  linkTargets: LinkTargets;
  /** Every page of the model, the generated ones included. */
  pages: Record<string, Page>;
  model: Pick<SiteModel, 'site' | 'sidebars' | 'blogs'>;
  /** The files to publish, once each. */
  allCopies: FileCopy[];
  /** The model's warnings and search records, put together from the pages' parts (joined). */
  joined: Joined;
}

interface Joined {
  warnings: BuildWarning[];
  search: SearchRecord[];
  /** Where each page's records start in `search`. */
  recordStart: number[];
}

/** What a content page adds to the model, given what the whole site worked out (and its page, when made already). */
export function pageParts(
  doc: DocEntry,
  site: { context: DocContext; linkTargets: LinkTargets; memo: ModelCache; config: ResolvedConfig },
  page = toDocPage(doc, site.context),
): PageParts {
  const { context, config, memo } = site;
  // A post's results sit under its blog's title; an unlisted post or a draft is in no search.
  const post = context.posts?.get(doc.route);
  return {
    page,
    records:
      post && !post.listed
        ? []
        : memo.docRecords(doc.markdown, {
            route: doc.route,
            title: doc.title,
            lvl0: post?.lvl0 ?? sectionOf(context.sidebarOf.get(doc.route), config.strings),
            language: config.locale,
            tags: doc.content.frontMatter.tags,
            headings: doc.markdown.headings,
            sections: doc.markdown.sections,
            weight: doc.content.frontMatter.search_weight,
          }),
    markdownWarnings: markdownWarnings(doc),
    linkWarnings: checkLinks([doc], site.linkTargets, memo.links),
  };
}

/** The model the parts holds. */
export function modelOf(parts: ModelParts): { model: SiteModel; warnings: BuildWarning[]; copies: FileCopy[] } {
  const { site, sidebars, blogs } = parts.model;
  return {
    model: { site, pages: parts.pages, sidebars, search: parts.joined.search, ...(blogs ? { blogs } : {}) },
    warnings: parts.joined.warnings,
    copies: parts.allCopies,
  };
}

/**
 * The model's warnings and search records from the pages' parts, in one order whether the parts were built whole or updated.
 * After a patch (`before`: the parts patched, `changed`: the pages' indexes made again) the last lists are taken
 * over when the changed pages warn of nothing and have as many records as before: joining forty thousand pages'
 * parts again was a third of a one-page update.
 */
export function joinParts(parts: Omit<ModelParts, 'joined'>, before?: { parts: ModelParts; changed: number[] }): Joined {
  if (before) {
    const { joined } = before.parts;
    const old = before.parts.pageParts;
    const quiet = (piece: PageParts) => piece.markdownWarnings.length === 0 && piece.linkWarnings.length === 0;
    const sameWarnings =
      before.changed.every((at) => quiet(old[at]!) && quiet(parts.pageParts[at]!)) && sameRefWarnings(before.parts, parts);
    const sameCounts = before.changed.every((at) => old[at]!.records.length === parts.pageParts[at]!.records.length);
    if (sameWarnings && sameCounts) {
      const search = joined.search.slice();
      for (const at of before.changed) {
        search.splice(joined.recordStart[at]!, old[at]!.records.length, ...parts.pageParts[at]!.records);
      }
      return { ...joined, search };
    }
  }
  const { pageParts: pieces } = parts;
  const warnings = [
    ...parts.folderWarnings,
    ...parts.routeWarnings,
    ...(parts.blogWarnings ?? []),
    // An unknown icon is one warning for the site, naming its pages (site-wide-warnings.ts).
    ...mergeSiteWideWarnings(pieces.flatMap((piece) => piece.markdownWarnings)),
    ...parts.refWarnings.flat(),
    ...pieces.flatMap((piece) => piece.linkWarnings),
  ];
  const recordStart: number[] = [];
  const search: SearchRecord[] = [];
  for (const piece of pieces) {
    recordStart.push(search.length);
    for (const record of piece.records) search.push(record);
  }
  for (const record of parts.apiRecords) search.push(record);
  return { warnings, search, recordStart };
}

/** Whether the file references warn of the same (nothing, for the files the patch changed: it compares lists). */
function sameRefWarnings(a: Pick<ModelParts, 'refWarnings'>, b: Pick<ModelParts, 'refWarnings'>): boolean {
  return a.refWarnings.every((warnings, i) => warnings === b.refWarnings[i] || (warnings.length === 0 && b.refWarnings[i]!.length === 0));
}

/** What the includes and the Markdown step found (a missing include, unsafe URLs made text), with the file and line. */
function markdownWarnings(doc: DocEntry): BuildWarning[] {
  return [
    ...(doc.content.includeWarnings ?? []).map((warning) => ({ ...warning, file: doc.file })),
    ...(doc.markdown.warnings ?? []).map((warning) => ({
      code: warning.code,
      file: doc.file,
      line: warning.line === undefined ? undefined : fileLineOf(doc.content, warning.line),
      message: warning.message,
    })),
  ];
}

/** A content file with its Markdown and its references resolved: what the model's steps work on. */
export function docEntry(file: ContentFile, markdown: MarkdownResult, resolved: ResolvedRefs, config: ResolvedConfig): DocEntry {
  return { ...toDocEntry(file, markdown, config.tagline), ...(resolved.refs ? { refs: resolved.refs } : {}), links: resolved.links };
}

/** The ids a link to the page may name: its headings', its other anchors' and the title's. */
export function anchorsOf(doc: DocEntry): Set<string> {
  const ids = [...doc.markdown.headings.map((heading) => heading.id), ...(doc.markdown.anchors ?? [])];
  return new Set(doc.markdown.titleId === undefined ? ids : [doc.markdown.titleId, ...ids]);
}
