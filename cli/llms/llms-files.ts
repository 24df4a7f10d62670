// The files readers' tools are offered (config `llms`, on by default): each page's Markdown at `<route>.md`, llms.txt
// and llms-full.txt, as paths in the output with their text. The build writes them; `docsgen dev` serves them.
import type { SiteModel } from '../../shared/model/site.js';
import { markdownPath } from '../../shared/url.js';
import { llmsFullSpans, llmsFullTxt } from './llms-full.js';
import { hasMarkdown } from './llms-sections.js';
import { llmsTxt, llmsTxtSpans } from './llms-txt.js';
import type { TextSpans } from './text-spans.js';

export interface LlmsFile {
  /** Where it goes, relative to the output folder ("guide/intro.md"). */
  path: string;
  /** The route whose page it is, for a page's Markdown. */
  route?: string;
  /** Its text, made when asked for (dev serves only what is requested). */
  text: () => string;
  /** For llms.txt and llms-full.txt: the text with each page's piece of it (a build keeps them to replace a page's). */
  spans?: () => TextSpans;
}

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/**
 * Every page's Markdown file (unless `pages: false`), then llms.txt and llms-full.txt; a path claimed twice keeps its
 * first page.
 */
export function llmsFiles(model: SiteModel, { pages = true }: { pages?: boolean } = {}): LlmsFile[] {
  const files = new Map<string, LlmsFile>();
  if (pages)
    for (const [path, route] of pageMarkdownFiles(model)) files.set(path, { path, route, text: () => pageMarkdownOf(model, route) ?? '' });
  files.set(LLMS_TXT, { path: LLMS_TXT, text: () => llmsTxt(model), spans: () => llmsTxtSpans(model) });
  files.set(LLMS_FULL_TXT, { path: LLMS_FULL_TXT, text: () => llmsFullTxt(model), spans: () => llmsFullSpans(model) });
  return [...files.values()];
}

/** The Markdown of the page at a route, if it has one. */
export function pageMarkdownOf(model: SiteModel, route: string): string | undefined {
  const page = model.pages[route];
  return page && hasMarkdown(page) ? page.markdown : undefined;
}

/** Where each page's Markdown goes ("guide/intro.md"), with the route of the page it is; the first page claims a path. */
export function pageMarkdownFiles(model: SiteModel): Map<string, string> {
  const files = new Map<string, string>();
  for (const page of Object.values(model.pages)) {
    if (!hasMarkdown(page)) continue;
    const path = markdownPath(page.route).slice(1);
    if (!files.has(path)) files.set(path, page.route);
  }
  return files;
}
