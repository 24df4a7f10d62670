// mdBook's SUMMARY.md read as mdBook's own parser reads it (mdbook-summary's lib.rs), from the Markdown's tree rather
// than its lines: an optional title, prefix chapters (links before the first list), numbered chapters (nested lists)
// under optional part titles (`# Part`), suffix chapters (links after them), separators (`---`) anywhere, and draft
// chapters (`[Label]()`, a chapter with no file yet).
import path from 'node:path';
import type { Heading, Link, List, ListItem, Paragraph, Root, RootContent } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** A chapter: a page of the book, or a draft (no `path`). */
export interface SummaryChapter {
  kind: 'chapter';
  label: string;
  /** The file, relative to the book's src folder ("ch01-00-getting-started.md", "cli/README.md"); absent for a draft. */
  path?: string;
  /** Numbered chapters are the lists' items; prefix and suffix chapters are not. */
  numbered: boolean;
  /** Its sub-chapters (numbered chapters only). */
  children: SummaryChapter[];
  line?: number;
}

/** A part title (`# Part`): the numbered chapters after it, up to the next part title, are its own. */
export interface SummaryPart {
  kind: 'part';
  label: string;
  line?: number;
}

/** A problem mdBook would refuse the file for; the rest is read all the same. */
export interface SummaryProblem {
  line?: number;
  message: string;
}

export interface Summary {
  /** The entries in order: prefix chapters, parts and numbered chapters, suffix chapters (separators left out). */
  entries: Array<SummaryChapter | SummaryPart>;
  problems: SummaryProblem[];
}

/** Reads SUMMARY.md's text. */
export function parseSummary(text: string): Summary {
  const root = unified().use(remarkParse).parse(text) as Root;
  const nodes = root.children.filter((node) => node.type !== 'html');
  const entries: Summary['entries'] = [];
  const problems: SummaryProblem[] = [];
  // The title is the first node when it is a level-1 heading: mdBook ignores it ("# Summary").
  let index = nodes[0]?.type === 'heading' && nodes[0].depth === 1 ? 1 : 0;
  let stage: 'prefix' | 'numbered' | 'suffix' = 'prefix';
  // A paragraph right after a part title is skipped by mdBook (its "start of the list"), not the suffix's start.
  let afterPartTitle = false;
  for (; index < nodes.length; index++) {
    const node = nodes[index]!;
    if (stage === 'prefix' && (isPartTitle(node) || node.type === 'list')) stage = 'numbered';
    if (stage === 'numbered' && node.type === 'paragraph' && !afterPartTitle) stage = 'suffix';
    if (stage === 'suffix' && (isPartTitle(node) || node.type === 'list')) {
      problems.push({
        line: node.position?.start.line,
        message: 'suffix chapters cannot be followed by a list or a part title (mdBook stops here): it is read as numbered chapters',
      });
      stage = 'numbered';
    }
    afterPartTitle = false;
    if (stage === 'numbered') {
      if (isPartTitle(node)) {
        entries.push({ kind: 'part', label: textOf(node), line: node.position?.start.line });
        afterPartTitle = true;
      } else if (node.type === 'list') entries.push(...listChapters(node, problems));
    } else if (node.type === 'paragraph') entries.push(...affixChapters(node));
  }
  return { entries, problems };
}

function isPartTitle(node: RootContent): node is Heading {
  return node.type === 'heading' && node.depth === 1;
}

/** The links of a paragraph: prefix or suffix chapters, one per link. */
function affixChapters(paragraph: Paragraph): SummaryChapter[] {
  const chapters: SummaryChapter[] = [];
  visit(paragraph, 'link', (link: Link) => {
    chapters.push(chapter(link, false, []));
  });
  return chapters;
}

/** A list's items: numbered chapters, each with the list nested in it as its sub-chapters. */
function listChapters(list: List, problems: SummaryProblem[]): SummaryChapter[] {
  const chapters: SummaryChapter[] = [];
  for (const item of list.children) {
    const link = firstLink(item);
    const nested = item.children.filter((child): child is List => child.type === 'list');
    const children = nested.flatMap((sub) => listChapters(sub, problems));
    if (!link) {
      problems.push({
        line: item.position?.start.line,
        message: `a list item that is not a link ("${textOf(item).slice(0, 40)}"), which mdBook refuses: it is left out`,
      });
      // Its sub-chapters still belong to the book: they take its place.
      chapters.push(...children);
      continue;
    }
    chapters.push(chapter(link, true, children));
  }
  return chapters;
}

/** The link an item opens with (`- [Title](file.md)`), as mdBook requires. */
function firstLink(item: ListItem): Link | undefined {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return undefined;
  const link = first.children.find((child) => child.type !== 'text' || child.value.trim() !== '');
  return link?.type === 'link' ? link : undefined;
}

function chapter(link: Link, numbered: boolean, children: SummaryChapter[]): SummaryChapter {
  const file = chapterPath(link.url);
  return {
    kind: 'chapter',
    label: textOf(link),
    ...(file === undefined ? {} : { path: file }),
    numbered,
    children,
    line: link.position?.start.line,
  };
}

/**
 * A link's destination as a path under src: "./foo/bar.md" → "foo/bar.md", "my%20page.md" → "my page.md" (mdBook
 * decodes %20; other escapes are decoded too, as a browser would). An empty destination is a draft: undefined.
 */
export function chapterPath(url: string): string | undefined {
  if (url.trim() === '') return undefined;
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    decoded = url.replace(/%20/g, ' ');
  }
  // A path leading out of src ("../x.md") stays so: no page of the book has it.
  return path.posix.normalize(decoded.replace(/\\/g, '/')).replace(/^(\.\/)+|^\/+/, '');
}
