import type { BodyRefs } from '../../shared/model/site.js';
import type { MarkdownResult } from '../markdown/markdown-result.js';
import type { ContentFile } from '../sources/content-files.js';
import type { CheckedLink } from './link-check.js';
import { humanize } from '../text/humanize.js';

/** A content page with its rendered Markdown: the unit the model's steps work on. */
export interface DocEntry {
  id: string;
  route: string;
  file: string;
  title: string;
  /** Label in sidebars and previous/next links. */
  label: string;
  position?: number;
  description: string;
  content: ContentFile;
  markdown: MarkdownResult;
  /** Where the Markdown's file references lead (resolve-refs.ts), once the model has run and when it has any. */
  refs?: BodyRefs;
  /** The links the link check judges (the Markdown's, and links to source files as the routes they became). */
  links: CheckedLink[];
}

/** Title precedence: front matter, then the heading the page starts with, then the file's (a folder page's: its folder's) name. */
export function toDocEntry(content: ContentFile, markdown: MarkdownResult, fallbackDescription: string): DocEntry {
  const fm = content.frontMatter;
  const base = content.id.split('/').pop()!;
  const name = content.folderIndex ? (content.id.split('/').slice(-2, -1)[0] ?? base) : base;
  const title = fm.title ?? markdown.title ?? humanize(name);
  return {
    id: content.id,
    route: content.route,
    file: content.file,
    title,
    label: fm.sidebar_label ?? title,
    // A number prefix (`01-intro.md`, when the config reads them) places the page as Docusaurus does, below its front matter.
    position: fm.sidebar_position ?? content.numberPrefix,
    description: fm.description ?? markdown.excerpt ?? fallbackDescription,
    content,
    markdown,
    links: markdown.links,
  };
}
