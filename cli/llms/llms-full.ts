// /llms-full.txt: every page's Markdown in one file, in the order llms.txt lists them (the sidebars' order), for tools
// that take a whole site at once. Each page is set apart by a rule and starts with the address it is read at.
import type { SiteInfo, SiteModel } from '../../shared/model/site.js';
import { routeHref } from '../../shared/url.js';
import { llmsSections, type MarkdownPage } from './llms-sections.js';
import { joinWithSpans, type TextSpans } from './text-spans.js';

/** The text of llms-full.txt. */
export function llmsFullTxt(model: SiteModel): string {
  return llmsFullSpans(model).text;
}

/** The text of llms-full.txt and where each page's section is in it. */
export function llmsFullSpans(model: SiteModel): TextSpans {
  const { site } = model;
  const head = [
    `# ${site.title.replace(/\s+/g, ' ').trim()}`,
    ...(site.tagline.trim() ? [`> ${site.tagline.replace(/\s+/g, ' ').trim()}`] : []),
  ];
  const pages = llmsSections(model).flatMap((section) => section.pages);
  const parts = [{ text: head.join('\n\n') }, ...pages.map((page) => ({ route: page.route, text: llmsFullSection(page, site) }))];
  return joinWithSpans(parts, '\n\n---\n\n', '\n');
}

/** A page's section: the address it is read at, then its Markdown. */
export function llmsFullSection(page: MarkdownPage, site: SiteInfo): string {
  return `Source: ${site.url}${routeHref(site.baseUrl, page.route)}\n\n${page.markdown.trim()}`;
}
