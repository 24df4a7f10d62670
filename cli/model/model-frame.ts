// What one model build worked out, page by page, kept so that the next build of a `docsgen dev` session can replace
// the pages an edit changed instead of building forty thousand again (model-patch.ts). The full build and the patch
// make a page's pieces with the one function here, and put the model together with the other, so both give the same.
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
import type { ModelMemo } from './model-memo.js';
import type { FileCopy, RefTargets, ResolvedRefs } from './resolve-refs.js';
import { sectionOf } from './search-records.js';

/** The route whose page content/404.md (or a page with `slug: /404`) gives the content of. */
export const NOT_FOUND_ROUTE = '/404';

/** What a content page (any but the 404 page's) adds to the model. */
export interface DocPieces {
  page: DocPage;
  records: SearchRecord[];
  /** What its includes and its Markdown found. */
  markdownWarnings: BuildWarning[];
  /** What the link check found in its links. */
  linkWarnings: BuildWarning[];
}

/** The sources a frame was built from, as the patch compares them with the next build's. */
export interface FrameSources {
  config: ResolvedConfig;
  api: ApiReference | undefined;
  staticFiles: readonly string[];
  assetFiles: ReadonlyMap<string, AssetFile>;
  commitTimes: ReadonlyMap<string, number> | undefined;
  /** JSON of the spec's download URLs. */
  specDownloads: string;
  files: readonly ContentFile[];
  markdown: readonly MarkdownResult[];
}

export interface ModelFrame {
  sources: FrameSources;
  /** Per content file, in the order of `files`. */
  entries: DocEntry[];
  refWarnings: BuildWarning[][];
  copies: FileCopy[][];
  /** Per content file: its index among the pages' pieces; -1 for the 404 page's file. */
  docIndex: number[];
  /** Per content page but the 404 page's. */
  pieces: DocPieces[];
  folderWarnings: BuildWarning[];
  apiRecords: SearchRecord[];
  context: DocContext;
  targets: RefTargets;
  linkTargets: LinkTargets;
  /** Every page of the model, the generated ones included. */
  pages: Record<string, Page>;
  model: Pick<SiteModel, 'site' | 'sidebars'>;
  /** The files to publish, once each. */
  allCopies: FileCopy[];
  /** The model's warnings and search records, put together from the pieces (joined). */
  joined: Joined;
}

interface Joined {
  warnings: BuildWarning[];
  search: SearchRecord[];
  /** Where each page's records start in `search`. */
  recordStart: number[];
}

/** What a content page adds to the model, given what the whole site worked out (and its page, when made already). */
export function docPieces(
  doc: DocEntry,
  site: { context: DocContext; linkTargets: LinkTargets; memo: ModelMemo; config: ResolvedConfig },
  page = toDocPage(doc, site.context),
): DocPieces {
  const { context, config, memo } = site;
  return {
    page,
    records: memo.docRecords(doc.markdown, {
      route: doc.route,
      title: doc.title,
      lvl0: sectionOf(context.sidebarOf.get(doc.route), config.strings),
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

/** The model the frame holds. */
export function assembleModel(frame: ModelFrame): { model: SiteModel; warnings: BuildWarning[]; copies: FileCopy[] } {
  const { site, sidebars } = frame.model;
  return {
    model: { site, pages: frame.pages, sidebars, search: frame.joined.search },
    warnings: frame.joined.warnings,
    copies: frame.allCopies,
  };
}

/**
 * The model's warnings and search records from the pieces, in one order whether the frame was built whole or patched.
 * After a patch (`before`: the frame patched, `changed`: the pages' indexes made again) the last lists are taken
 * over when the changed pages warn of nothing and have as many records as before: joining forty thousand pages'
 * pieces again was a third of a one-page patch.
 */
export function joinPieces(frame: Omit<ModelFrame, 'joined'>, before?: { frame: ModelFrame; changed: number[] }): Joined {
  if (before) {
    const { joined } = before.frame;
    const old = before.frame.pieces;
    const quiet = (piece: DocPieces) => piece.markdownWarnings.length === 0 && piece.linkWarnings.length === 0;
    const sameWarnings = before.changed.every((at) => quiet(old[at]!) && quiet(frame.pieces[at]!)) && sameRefWarnings(before.frame, frame);
    const sameCounts = before.changed.every((at) => old[at]!.records.length === frame.pieces[at]!.records.length);
    if (sameWarnings && sameCounts) {
      const search = joined.search.slice();
      for (const at of before.changed) {
        search.splice(joined.recordStart[at]!, old[at]!.records.length, ...frame.pieces[at]!.records);
      }
      return { ...joined, search };
    }
  }
  const { pieces } = frame;
  const warnings = [
    ...frame.folderWarnings,
    ...pieces.flatMap((piece) => piece.markdownWarnings),
    ...frame.refWarnings.flat(),
    ...pieces.flatMap((piece) => piece.linkWarnings),
  ];
  const recordStart: number[] = [];
  const search: SearchRecord[] = [];
  for (const piece of pieces) {
    recordStart.push(search.length);
    for (const record of piece.records) search.push(record);
  }
  for (const record of frame.apiRecords) search.push(record);
  return { warnings, search, recordStart };
}

/** Whether the file references warn of the same (nothing, for the files the patch changed: it compares lists). */
function sameRefWarnings(a: Pick<ModelFrame, 'refWarnings'>, b: Pick<ModelFrame, 'refWarnings'>): boolean {
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
