// A page's title as MkDocs shows it in the navigation when the nav gives none (mkdocs/structure/pages.py): its front
// matter's `title`, else the level-1 heading the page opens with, without the attribute list Python-Markdown's
// attr_list reads (`# Learn { #learn }`), else "Home" for the home page, else its file's name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parseFrontMatter } from '../../sources/front-matter.js';
import { folderTitle } from './mkdocs-default-nav.js';

export interface PageTitle {
  title: string;
  /**
   * Whether docsgen's own title of the page is this one (a front-matter `title`, or a plain `# heading` opening it):
   * then the sidebar takes the page's title from the build, and follows its edits in `docsgen dev`.
   */
  docsgenAgrees: boolean;
}

/** The title of `page` (under docs_dir), whose file is `abs` and `file` from the root. */
export function pageTitle(page: string, abs: string, file: string): PageTitle {
  const written = writtenTitle(abs, file);
  if (written) return written;
  return { title: /^(index|README)\.mdx?$/.test(page) ? 'Home' : nameTitle(page), docsgenAgrees: false };
}

/** The title the page itself gives, or undefined. */
function writtenTitle(abs: string, file: string): PageTitle | undefined {
  try {
    const { frontMatter, body } = parseFrontMatter(readFileSync(abs, 'utf8'), file);
    if (typeof frontMatter.title === 'string') return { title: frontMatter.title, docsgenAgrees: true };
    // Only the opening block counts (MkDocs's _ExtractTitleTreeprocessor looks at the first element): that block is
    // parsed, not the whole page (a site's every page is read so).
    const lines = body.slice(0, 4000).split('\n');
    const start = lines.findIndex((line) => line.trim() !== '');
    const end = lines.findIndex((line, index) => index > start && line.trim() === '');
    const opening = start === -1 ? '' : lines.slice(start, end === -1 ? undefined : end).join('\n');
    const first = (unified().use(remarkParse).parse(opening) as Root).children[0];
    if (first?.type !== 'heading' || first.depth !== 1) return undefined;
    const text = textOf(first);
    const title = text.replace(/\s*\{:?[^{}]*\}\s*$/, '').trim();
    return title ? { title, docsgenAgrees: title === text.trim() } : undefined;
  } catch {
    // The page's own build reports what is wrong with it.
    return undefined;
  }
}

/** MkDocs's title from a file name: "first-steps.md" → "First steps"; an index page is named "index". */
function nameTitle(page: string): string {
  const stem = path.posix.basename(page).replace(/\.mdx?$/i, '');
  return folderTitle(stem === 'README' ? 'index' : stem);
}
