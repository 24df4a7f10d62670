// SUMMARY.md's chapters as docsgen's sidebar, as mdBook's table of contents shows them: prefix and suffix chapters as
// pages, each part title as an open group of the chapters after it, a chapter with sub-chapters as ONE category linked
// to the chapter's page, a draft chapter as a label with no page.
import type { SidebarItemConfig } from '../../config/schema.js';
import { docIdFor } from '../../routes/content-routes.js';
import type { ReadingWarnings } from '../config-data.js';
import type { Summary, SummaryChapter } from './mdbook-summary.js';

export interface SummarySidebarOptions {
  /** SUMMARY.md, relative to the site root, for warnings. */
  file: string;
  /** The src folder, relative to the site root ("src"). */
  src: string;
  /** The Markdown files docsgen reads under src, relative to it: a chapter naming another is no page. */
  pages: ReadonlySet<string>;
  /** `output.html.fold`: sub-chapters start closed at this depth and below when `enable` is set (mdBook's default: open). */
  fold: { enable: boolean; level: number };
}

/** The sidebar's items, and the files SUMMARY.md lists (relative to src): mdBook publishes those and no other. */
export function summarySidebar(
  summary: Summary,
  options: SummarySidebarOptions,
  warnings: ReadingWarnings,
): { items: SidebarItemConfig[]; listed: Set<string> } {
  const listed = new Set<string>();
  const items: SidebarItemConfig[] = [];
  // Numbered chapters after a part title go into it; prefix and suffix chapters are never part of a part.
  let part: Extract<SidebarItemConfig, { type: 'category' }> | undefined;
  for (const entry of summary.entries) {
    if (entry.kind === 'part') {
      part = { type: 'category', label: entry.label, collapsed: false, items: [] };
      items.push(part);
      continue;
    }
    const item = chapterItem(entry, 1, { ...options, listed, warnings });
    (entry.numbered && part ? part.items : items).push(item);
  }
  return { items, listed };
}

interface ChapterContext extends SummarySidebarOptions {
  listed: Set<string>;
  warnings: ReadingWarnings;
}

function chapterItem(chapter: SummaryChapter, depth: number, context: ChapterContext): SidebarItemConfig {
  const { path, label } = chapter;
  if (path !== undefined) context.listed.add(path);
  const exists = path !== undefined && context.pages.has(path);
  if (path !== undefined && !exists) {
    context.warnings.add({
      code: 'site-page-missing',
      file: context.file,
      line: chapter.line,
      message: `the chapter "${label}" names ${context.src}/${path}, which is not a page of the book: its entry is a label without a page (mdBook would create the file empty)`,
    });
  }
  const children = chapter.children.map((child) => chapterItem(child, depth + 1, context));
  const id = exists ? docIdFor(path) : undefined;
  if (id !== undefined && children.length === 0) return { type: 'doc', id, label };
  return {
    type: 'category',
    label,
    ...(id === undefined ? {} : { link: id }),
    // mdBook's fold: levels below `level` stay open; a draft's empty category has nothing to open.
    collapsed: children.length === 0 || (context.fold.enable && depth - 1 >= context.fold.level),
    items: children,
  };
}
