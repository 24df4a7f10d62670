// A content page's place in the site: what other pages show of it (sidebars, breadcrumbs, previous/next, tag pages,
// the link check of every page linking to it) and the files it publishes. While a page's place is what it was, an
// edit changes that page alone: `docsgen dev` then patches its model (incremental/model-update.ts) and `docsgen build` remakes it
// from the saved model (saved-model.ts) instead of building the whole site again.
import type { ResolvedConfig } from '../config/schema.js';
import type { MarkdownResult } from '../markdown/markdown-result.js';
import type { ContentFile } from '../sources/content-files.js';
import type { DocEntry } from '../model/doc-entry.js';
import type { DocContext } from '../model/doc-page.js';
import type { LinkTargets } from '../model/link-check.js';
import { anchorsOf, docEntry, pageParts, NOT_FOUND_ROUTE, type PageParts } from '../model/model-parts.js';
import type { ModelCache } from '../model/model-cache.js';
import { resolveRefs, type FileCopy, type RefTargets, type ResolvedRefs } from '../model/resolve-refs.js';

/**
 * One string of everything other pages show of the page (its id, route, title, label, front matter: position, tags…;
 * its description when tagged, as its tag pages list it; its heading ids) and the files it publishes: two versions of
 * a page with the same key leave every other page as it was. The 404 page's content makes no page of its own: none.
 */
export function shownElsewhereKey(doc: DocEntry, copies: readonly FileCopy[]): string | undefined {
  if (doc.route === NOT_FOUND_ROUTE) return undefined;
  const frontMatter = doc.content.frontMatter;
  return JSON.stringify([
    doc.id,
    doc.route,
    doc.title,
    doc.label,
    doc.content.folderIndex ?? false,
    frontMatter.tags.length === 0 ? null : doc.description,
    frontMatter,
    [...anchorsOf(doc)],
    copies,
  ]);
}

/** What the site worked out once, that a page is remade against. */
export interface SiteWorkedOut {
  config: ResolvedConfig;
  targets: RefTargets;
  context: DocContext;
  linkTargets: LinkTargets;
  memo: ModelCache;
}

/** A page made again from its file and Markdown: its entry, its references resolved, and its place's key. */
export interface RemadePage {
  entry: DocEntry;
  resolved: ResolvedRefs;
  place: string | undefined;
}

/** The page's entry and place from its file and Markdown (its parts are made once its place is known to hold). */
export function remakeEntry(file: ContentFile, markdown: MarkdownResult, site: Pick<SiteWorkedOut, 'config' | 'targets'>): RemadePage {
  const resolved = resolveRefs({ ...file, markdown }, site.targets);
  const entry = docEntry(file, markdown, resolved, site.config);
  return { entry, resolved, place: shownElsewhereKey(entry, resolved.copies) };
}

/** What the remade page adds to the model (doc-page, records, warnings). */
export function remadePageParts({ entry }: RemadePage, { context, linkTargets, memo, config }: SiteWorkedOut): PageParts {
  return pageParts(entry, { context, linkTargets, memo, config });
}
